import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signIn, signUp } from '../bench/bench-api.js';
import type { ManagedChild } from './child-process.js';
import { findFreeBasePort } from './ports.js';
import { deadLettered, killAll, redirectLoad, pollerFailures, sessionOf, settledClicks, startRuntimeProcess, today, waitFor } from './test/crash-harness.js';

/**
 * Durability of one-machine mode (docs/RELIABILITY.md): the whole runtime — supervisor,
 * emulators, gateway, pollers, Java — is SIGKILLed mid-load, then started again on the
 * same data dir. Every click whose visitor got its redirect is counted once, in the
 * counters and in the click log; a bulk run killed midway finishes exactly.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'kisa-crash-test-'));
let port: number;
let runtime: ManagedChild | undefined;
const session = () => sessionOf(port);

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash of the whole local runtime', () => {
  it('loses no click that got its redirect, and counts none twice', async () => {
    port = await findFreeBasePort();
    runtime = await start();
    await signUp(session(), 'crash-clicks');
    const alias = `crash${randomBytes(3).toString('hex')}`;
    const created = await api<{ id: string }>(session(), 'POST', '/api/links', { longUrl: 'https://example.com/crash', shortUrl: alias });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const load = redirectLoad(`${session().appUrl}/${alias}`, 16);
    await load.until((redirected) => redirected >= 1_500);
    load.halt(); // no new requests; the ones in flight meet the kill
    await killAll(runtime);
    const { sent, redirected } = await load.finished();

    runtime = await start();
    const counted = await settledClicks(port, created.body.id, redirected);
    // A click the gateway queued before it died but never answered is counted too: the
    // visitor was redirected by nobody, but the click is durable. Nothing else may differ.
    expect(counted.totalClicks, `counted clicks (sent ${sent}, redirected ${redirected})`).toBeGreaterThanOrEqual(redirected);
    expect(counted.totalClicks, `counted clicks (sent ${sent}, redirected ${redirected})`).toBeLessThanOrEqual(sent);
    const analytics = await api<{ totals: { totalClicks: number } }>(
      session(),
      'GET',
      `/api/analytics?linkId=${created.body.id}&from=${today()}&to=${today()}&tz=UTC`,
    );
    expect(analytics.body.totals.totalClicks, 'clicks in the click log = clicks in the counters').toBe(counted.totalClicks);
    expect(await deadLettered(port), 'messages in the dead-letter queues').toBe(0);
  }, 300_000);

  it('finishes a bulk run killed midway, exactly, with counts that match', async () => {
    const email = `bench-crash-bulk-${randomBytes(4).toString('hex')}@example.com`;
    await signUp(session(), 'crash-bulk', email);
    // The verification link signs in only when no other user's session comes with it (login
    // CSRF), and the first test's user's token does: sign the new user in.
    await signIn(session(), email);
    const campaign = await api<{ id: string }>(session(), 'POST', '/api/campaigns', { name: 'Crash test' });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const links = Array.from({ length: 10_000 }, (_, i) => ({ longUrl: `https://example.com/bulk/${i}` }));
    const queued = await api(session(), 'POST', `/api/campaigns/${campaign.body.id}/links`, { links });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);

    const atKill = await waitForCampaign(campaign.body.id, (c) => c.processed >= 2_000, 120_000);
    expect(atKill.processed, 'the run must still be going when the runtime is killed').toBeLessThan(10_000);
    await killAll(runtime!);

    runtime = await start();
    const done = await waitForCampaign(campaign.body.id, (c) => c.status !== 'processing', 240_000);
    // A run that ended in error says why: the bulk worker's logged failures (the data dir goes with the test).
    expect({ status: done.status, processed: done.processed, total: done.total, totalLinks: done.totalLinks }, workerFailures()).toEqual({
      status: 'done',
      processed: 10_000,
      total: 10_000,
      totalLinks: 10_000,
    });
    const stats = await api<{ links: number }>(session(), 'GET', '/api/stats');
    expect(stats.body.links, "the team's link count").toBe(10_000);
    const listed = await api<{ total: number }>(session(), 'GET', '/api/links?page=1&limit=1');
    expect(listed.body.total, 'links that exist').toBe(10_000);
  }, 420_000);
});

const start = (): Promise<ManagedChild> => startRuntimeProcess(port, dataDir);

/** The last failures the pollers logged, for a failing assertion's message. */
const workerFailures = () => pollerFailures(dataDir, "the bulk worker's");

interface CampaignState {
  status: string;
  processed: number;
  total: number;
  totalLinks: number;
}

async function waitForCampaign(id: string, done: (c: CampaignState) => boolean, timeoutMs: number): Promise<CampaignState> {
  let campaign: CampaignState | undefined;
  await waitFor(
    async () => {
      campaign = (await api<CampaignState>(session(), 'GET', `/api/campaigns/${id}`)).body;
      return done(campaign);
    },
    timeoutMs,
    'the campaign to reach the expected state',
    100,
  );
  return campaign!;
}
