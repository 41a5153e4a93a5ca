import { PLAN_ENTERPRISE, PLAN_RESTRICTED, PLANS, type User } from '@kisa/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const countRateLimitHit = vi.fn<(rule: string, subject: string, windowStart: number, expiresAt: number) => Promise<number>>();
vi.mock('#data/rate-limits/rate-limits-repo.js', () => ({ countRateLimitHit }));

const { countRequest, requestCounter } = await import('./count-request.js');
const { hashSubject } = await import('./check-rate-limit.js');
const { logger } = await import('#lib/logger.js');

const alice: User = { id: 'u1', name: 'Alice', email: 'a@x.io', role: 'user', teamId: 't1', teamRole: 'owner', plan: PLAN_ENTERPRISE, verified: true };
// 12:00:15.500 UTC: 44.5 s left in the minute's window.
const NOW = Date.UTC(2026, 10, 29, 12, 0, 15, 500);
const WINDOW = Date.UTC(2026, 10, 29, 12, 0, 0) / 1000;

beforeEach(() => {
  countRateLimitHit.mockReset();
});

describe('countRequest', () => {
  it("counts a key's request on the key and on the team, in the window holding now, with the plan's quotas", async () => {
    countRateLimitHit.mockResolvedValueOnce(3).mockResolvedValueOnce(40);
    const counted = await countRequest({ ...alice, apiKeyId: 'k'.repeat(64) }, NOW);
    expect(counted).toEqual([
      { name: 'key', quota: PLANS.Enterprise.perCredential.quota, windowSeconds: 60, hits: 3, resetSeconds: 44.5 },
      { name: 'team', quota: PLANS.Enterprise.perTeam.quota, windowSeconds: 60, hits: 40, resetSeconds: 44.5 },
    ]);
    expect(countRateLimitHit.mock.calls).toEqual([
      ['req-key', hashSubject('k'.repeat(64)), WINDOW, WINDOW + 120],
      ['req-team', hashSubject('t1'), WINDOW, WINDOW + 120],
    ]);
  });

  it("counts a session's request on its user, by the caller's plan; an unknown plan gets the default's", async () => {
    countRateLimitHit.mockResolvedValue(1);
    const restricted = await countRequest({ ...alice, plan: PLAN_RESTRICTED }, NOW);
    expect(restricted.map((c) => [c.name, c.quota])).toEqual([
      ['user', PLANS.Restricted.perCredential.quota],
      ['team', PLANS.Restricted.perTeam.quota],
    ]);
    expect(countRateLimitHit.mock.calls[0]!.slice(0, 2)).toEqual(['req-user', hashSubject('u1')]);
    const unknown = await countRequest({ ...alice, plan: 'Gold' }, NOW);
    expect(unknown.map((c) => c.quota)).toEqual([PLANS.Enterprise.perCredential.quota, PLANS.Enterprise.perTeam.quota]);
  });

  it('answers a counter it could not write as unknown (null), logged, and still counts the other', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    countRateLimitHit.mockRejectedValueOnce(new Error('ProvisionedThroughputExceededException')).mockResolvedValueOnce(7);
    const counted = await countRequest(alice, NOW);
    expect(counted.map((c) => [c.name, c.hits])).toEqual([
      ['user', null],
      ['team', 7],
    ]);
    expect(warned).toHaveBeenCalledWith('Could not count a request against its limit: let through', expect.objectContaining({ limit: 'user' }));
    warned.mockRestore();
  });

  it('turns windows at multiples of their length: the last millisecond of one and the first of the next', () => {
    const last = requestCounter('team', 't1', 60, WINDOW * 1000 + 59_999);
    const next = requestCounter('team', 't1', 60, WINDOW * 1000 + 60_000);
    expect([last.windowStart, next.windowStart]).toEqual([WINDOW, WINDOW + 60]);
    expect(last.subject).toBe(next.subject);
  });
});
