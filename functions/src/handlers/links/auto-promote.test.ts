import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLICK_ID_PARAM, SPLIT_MSG, todayIn, type Analytics, type Link } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { UA } from '#test-support/user-agents.js';
import { until } from '#test-support/until.js';

// Automatic promotion of an A/B test through the local runtime: a split that asks for
// it is listed for the job, visitors go through the gateway, the team's backend reports
// conversions, and the job (promoteExperiments, run here in-process against the same emulators)
// promotes the leader only once every variant has the asked visitors and the leader wins at the
// asked confidence. The link answers how its test ended, as a member's promotion does.

const listed = async (): Promise<string[]> => {
  const { linksWithAutoPromote } = await import('#data/links/index.js');
  const ids: string[] = [];
  for await (const page of linksWithAutoPromote()) ids.push(...page);
  return ids;
};

const promoteExperiments = async () => (await import('#core/links/promote-experiments.js')).promoteExperiments();

describe('automatic promotion of an A/B test', () => {
  let owner: Session;
  let key: { authorization: string };
  let link: Link;
  const split = (autoPromote?: unknown) => ({
    variants: [
      { name: 'Calm', destination: 'https://shop.example/calm', weight: 1 },
      { name: 'Bold', destination: 'https://shop.example/bold', weight: 1 },
    ],
    ...(autoPromote === undefined ? {} : { autoPromote }),
  });
  const patch = (json: unknown) => call<Link & { errorMessage?: string }>('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json });
  /** Visitors through the gateway, each with its own cookie: the click ids by variant name. */
  const visit = async (from: number, to: number) => {
    const tokens: { Calm: string[]; Bold: string[] } = { Calm: [], Bold: [] };
    for (let i = from; i < to; i++) {
      const res = await call('GET', `/${link.shortUrl}`, { headers: { cookie: `kid=autopromote${String(i).padStart(4, '0')}`, 'user-agent': UA.desktop } });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      tokens[location.pathname === '/bold' ? 'Bold' : 'Calm'].push(location.searchParams.get(CLICK_ID_PARAM)!);
    }
    return tokens;
  };
  const convert = async (tokens: readonly string[]) => {
    for (const clickId of tokens) {
      const res = await call('POST', '/api/track/conversions', { headers: key, json: { clickId, eventId: `signup-${clickId.slice(0, 16)}`, type: 'lead' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  };
  // From the day the file started to today, so a run across midnight still sees every click.
  const firstDay = todayIn('UTC');
  const analytics = async () =>
    (await call<Analytics>('GET', `/api/analytics?from=${firstDay}&to=${todayIn('UTC')}&tz=UTC&linkId=${link.id}`, { headers: owner.auth })).body;

  beforeAll(async () => {
    // The job runs in this process, with the runtime's configuration (its emulators, its click
    // log) and, as the pollers process, a DuckDB copy of its own (one process per database file).
    Object.assign(process.env, runtime().env, {
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      ANALYTICS_DUCKDB_PATH: join(mkdtempSync(join(tmpdir(), 'kisa-autopromote-')), 'jobs.duckdb'),
    });
    owner = await verifiedSession('autopromote');
    key = { authorization: `Bearer ${(await call<{ key: string }>('POST', '/api/keys', { headers: owner.auth, json: { name: 'backend' } })).body.key}` };
    const created = await call<Link>('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://shop.example/', shortUrl: `ap${randomBytes(4).toString('hex')}` },
    });
    expect(created.status).toBe(201);
    link = created.body;
  });

  it('takes a confidence of 90, 95 or 99% and a sample of 30 to 1,000,000 visitors, and lists the link while the split asks for it', async () => {
    for (const bad of [
      { confidence: 0.5, minVisitors: 100 },
      { confidence: 0.95, minVisitors: 10 },
      { confidence: 0.95, minVisitors: 2_000_000 },
      { confidence: 0.95, minVisitors: 100.5 },
      { confidence: '95%', minVisitors: 100 },
      'yes',
    ]) {
      const res = await patch({ split: split(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errorMessage, JSON.stringify(bad)).toBe(SPLIT_MSG.autoPromoteInvalid);
    }
    const started = await patch({ conversionTracking: true, split: split({ confidence: 0.95, minVisitors: 30 }) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.split?.autoPromote).toEqual({ confidence: 0.95, minVisitors: 30 });
    expect(started.body.lastPromotion).toBeNull();
    link = started.body;
    expect(await listed()).toContain(link.id);

    // Off (the same variants, no autoPromote): no longer listed; on again: listed, the variants' ids kept.
    const off = await patch({ split: { variants: link.split!.variants.map(({ id, name, destination, weight }) => ({ id, name, destination, weight })) } });
    expect(off.body.split?.autoPromote).toBeUndefined();
    expect(await listed()).not.toContain(link.id);
    const on = await patch({
      split: {
        variants: link.split!.variants.map(({ id, name, destination, weight }) => ({ id, name, destination, weight })),
        autoPromote: { confidence: 0.95, minVisitors: 30 },
      },
    });
    expect(on.body.split?.variants.map((v) => v.id)).toEqual(link.split!.variants.map((v) => v.id));
    expect(await listed()).toContain(link.id);
    link = on.body;
  });

  it('waits for the sample and the confidence, then promotes the leader and says so on the link', async () => {
    // A first wave: Bold converts far better, but neither variant has 30 visitors yet.
    const first = await visit(0, 40);
    await convert([...first.Bold.slice(0, Math.ceil(first.Bold.length * 0.6)), ...first.Calm.slice(0, 1)]);
    await until(
      'the first wave in analytics',
      analytics,
      (a) => a.totals?.totalClicks === 40 && a.conversions?.conversions === Math.ceil(first.Bold.length * 0.6) + 1,
    );
    await promoteExperiments();
    let now = (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body;
    expect(now.split?.variants.length, 'promoted on too small a sample').toBe(2);
    expect(now.longUrl).toBe('https://shop.example/');

    // A second wave: now every variant is past 30 and Bold's lead is sure beyond 95%.
    const second = await visit(40, 160);
    const bold = [...first.Bold, ...second.Bold];
    const calm = [...first.Calm, ...second.Calm];
    expect(Math.min(bold.length, calm.length)).toBeGreaterThanOrEqual(30);
    await convert([...second.Bold.slice(0, Math.ceil(second.Bold.length * 0.6)), ...second.Calm.slice(0, 2)]);
    const expected = Math.ceil(first.Bold.length * 0.6) + 1 + Math.ceil(second.Bold.length * 0.6) + 2;
    await until('both waves in analytics', analytics, (a) => a.totals?.totalClicks === 160 && a.conversions?.conversions === expected);

    const summary = await promoteExperiments();
    expect(summary.promoted, JSON.stringify(summary)).toBeGreaterThanOrEqual(1);
    now = (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body;
    const boldVariant = link.split!.variants.find((v) => v.name === 'Bold')!;
    expect(now.split).toBeNull();
    expect(now.longUrl).toBe('https://shop.example/bold');
    expect(now.lastPromotion).toEqual({
      variantId: boldVariant.id,
      name: 'Bold',
      destination: 'https://shop.example/bold',
      promotedAt: expect.any(String),
      automatic: true,
    });
    expect(await listed()).not.toContain(link.id);
    // Visitors now go to the winner, without a variant.
    const after = await call('GET', `/${link.shortUrl}`, { headers: { cookie: 'kid=autopromote9999', 'user-agent': UA.desktop } });
    expect(new URL(after.headers.get('location')!).pathname).toBe('/bold');
  });

  it("records a member's promotion too, as not automatic", async () => {
    const started = await patch({ split: split() });
    expect(started.body.split?.autoPromote).toBeUndefined();
    const calm = started.body.split!.variants.find((v) => v.name === 'Calm')!;
    const promoted = await call<Link>('POST', `/api/links/${link.id}/split/promote`, { headers: owner.auth, json: { variantId: calm.id } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.lastPromotion).toEqual({
      variantId: calm.id,
      name: 'Calm',
      destination: 'https://shop.example/calm',
      promotedAt: expect.any(String),
      automatic: false,
    });
  });
});
