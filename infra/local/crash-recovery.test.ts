import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UA } from '@kisa/functions/src/test-support/user-agents';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../bench/bench-api.js';
import { startChild, type ManagedChild } from './child-process.js';
import { findFreeBasePort, HOST, portsFrom } from './ports.js';

/**
 * Durability of one-machine mode (docs/RELIABILITY.md): the whole runtime — supervisor,
 * emulators, gateway, pollers, Java — is SIGKILLed mid-load, then started again on the
 * same data dir. Every click whose visitor got its redirect is counted once, in the
 * counters and in the click log; a bulk run killed midway finishes exactly.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'kisa-crash-test-'));
let port: number;
let runtime: ManagedChild | undefined;
const session = () => ({ appUrl: `http://localhost:${port}`, sesUrl: `http://${HOST}:${portsFrom(port).ses}` });

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
    const counted = await settledClicks(created.body.id, redirected);
    // A click the gateway queued before it died but never answered is counted too: the
    // visitor was redirected by nobody, but the click is durable. Nothing else may differ.
    expect(counted.totalClicks, `counted clicks (sent ${sent}, redirected ${redirected})`).toBeGreaterThanOrEqual(redirected);
    expect(counted.totalClicks, `counted clicks (sent ${sent}, redirected ${redirected})`).toBeLessThanOrEqual(sent);
    const analytics = await api<{ totals: { totalClicks: number } }>(session(), 'GET', `/api/analytics?linkId=${created.body.id}&from=${today()}&to=${today()}&tz=UTC`);
    expect(analytics.body.totals.totalClicks, 'clicks in the click log = clicks in the counters').toBe(counted.totalClicks);
    expect(await deadLettered(), 'messages in the dead-letter queues').toBe(0);
  }, 300_000);

  it('finishes a bulk run killed midway, exactly, with counts that match', async () => {
    await signUp(session(), 'crash-bulk');
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
    expect({ status: done.status, processed: done.processed, total: done.total, totalLinks: done.totalLinks }).toEqual({
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

async function start(): Promise<ManagedChild> {
  return startChild({
    name: 'runtime',
    script: 'test/runtime-process.ts',
    args: [`--port=${port}`, `--data-dir=${dataDir}`],
    env: process.env,
    output: join(dataDir, 'runtime.log'),
    timeoutMs: 120_000,
  });
}

/** SIGKILL to every process of the runtime at once: nothing gets to save or flush anything. */
async function killAll(child: ManagedChild): Promise<void> {
  for (const pid of [child.pid, ...child.extraPids]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await child.exited;
  await waitFor(async () => [child.pid, ...child.extraPids].every((pid) => !alive(pid)), 10_000, 'every runtime process to exit');
}

/**
 * `connections` loops of GET /{alias}, each request a new visitor. `sent` counts requests
 * that left, `redirected` the 302s that arrived; a request cut by the kill is neither.
 */
function redirectLoad(url: string, connections: number) {
  let halted = false;
  let sent = 0;
  let redirected = 0;
  const loops = Array.from({ length: connections }, async () => {
    while (!halted) {
      sent++;
      let res: Response;
      try {
        res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': UA.desktop } });
        await res.arrayBuffer();
      } catch (error) {
        if (halted) return; // the connection died with the runtime
        throw error;
      }
      if (res.status !== 302) throw new Error(`expected a 302 from ${url}, got ${res.status}`);
      redirected++;
    }
  });
  const all = Promise.all(loops);
  all.catch(() => undefined); // reported by finished()
  return {
    until: (done: (redirected: number) => boolean) => waitFor(async () => done(redirected), 60_000, 'the redirect load to reach its mark'),
    halt: () => {
      halted = true;
    },
    async finished() {
      await all;
      return { sent, redirected };
    },
  };
}

interface CountedLink {
  totalClicks: number;
}

/** The link's counters once the click queue is empty and they stopped moving. */
async function settledClicks(linkId: string, atLeast: number): Promise<CountedLink> {
  let last = -1;
  let link: CountedLink | undefined;
  await waitFor(
    async () => {
      const res = await api<CountedLink>(session(), 'GET', `/api/links/${linkId}`);
      link = res.body;
      const settled = link.totalClicks >= atLeast && link.totalClicks === last && (await queued('clicks')) === 0;
      last = link.totalClicks;
      return settled;
    },
    120_000,
    `the link's clicks to reach ${atLeast} and settle`,
    1_000,
  );
  return link!;
}

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

/** Messages in a queue, visible or in flight (fauxqs's inspection endpoint). */
async function queued(name: string): Promise<number> {
  const res = await fetch(`http://${HOST}:${portsFrom(port).sqs}/_fauxqs/queues/${name}`);
  const state = (await res.json()) as { messages: { ready: unknown[]; delayed: unknown[]; inflight: unknown[] } };
  return state.messages.ready.length + state.messages.delayed.length + state.messages.inflight.length;
}

async function deadLettered(): Promise<number> {
  return (await queued('clicks-dlq')) + (await queued('bulk-dlq'));
}

/** Running, not a zombie (an orphan's zombie may linger where PID 1 does not reap). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`Expected ${what} within ${timeoutMs / 1000} s`);
}
