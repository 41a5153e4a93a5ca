import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onRequestBody } from '@kisa/functions/src/test-support/webhook-receivers';
import { api, signUp } from '../bench/bench-api.js';
import type { ManagedChild } from './child-process.js';
import { findFreeBasePort } from './ports.js';
import { killAll, pollerFailures, queued, sessionOf, startRuntimeProcess, waitFor } from './test/crash-harness.js';

/**
 * Webhook delivery survives a crash of the whole local runtime (docs/RELIABILITY.md),
 * in the style of crash-recovery.test.ts: 50 link.created deliveries are queued for a slow
 * receiver (on loopback, in this process, so it outlives the runtime), everything of the runtime
 * is SIGKILLed while deliveries are in flight, and it starts again on the same data dir. Every
 * event must arrive (deduplicated by `webhook-id`: exactly the 50), and an event may arrive twice
 * only if its first request had reached the receiver before the kill (an attempt in flight, whose
 * outcome the worker could not record).
 */
const LINKS = 50;
/** The receiver answers each request after this long: deliveries pile up in flight. */
const RECEIVER_DELAY_MS = 2_000;

const dataDir = mkdtempSync(join(tmpdir(), 'kisa-webhook-crash-test-'));
let port: number;
let runtime: ManagedChild | undefined;
const session = () => sessionOf(port);

interface Arrival {
  webhookId: string;
  linkId: string;
  at: number;
  /** When the receiver answered it; undefined while open, or when the runtime's connection died first. */
  answeredAt?: number;
}

/** A slow receiver: answers 200 after RECEIVER_DELAY_MS and records every request. */
class SlowReceiver {
  readonly arrivals: Arrival[] = [];
  private server!: Server;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      onRequestBody(req, (text) => {
        const body = JSON.parse(text) as { type: string; data: { id: string } };
        const arrival: Arrival = { webhookId: String(req.headers['webhook-id']), linkId: body.data.id, at: Date.now() };
        this.arrivals.push(arrival);
        let cut = false;
        res.on('close', () => (cut = !res.writableFinished));
        setTimeout(() => {
          if (cut || res.destroyed) return; // the runtime died with the request open
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('ok', () => (arrival.answeredAt = Date.now()));
        }, RECEIVER_DELAY_MS);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  distinct(): Set<string> {
    return new Set(this.arrivals.map((a) => a.webhookId));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new SlowReceiver();

afterAll(async () => {
  await runtime?.stop();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash of the whole local runtime mid-delivery', () => {
  it('delivers every queued webhook event after the restart, again only those in flight at the kill', async () => {
    // Deliveries to loopback, as the test runtime allows (infra/local/test/global-setup.ts); the
    // runtime process takes this process's environment.
    process.env.WEBHOOK_ALLOW_HOSTS = '127.0.0.1';
    process.env.WEBHOOK_RETRY_BASE_SECONDS = '1';
    await receiver.start();
    port = await findFreeBasePort();
    runtime = await start();
    await signUp(session(), 'crash-webhooks');
    const endpoint = await api<{ endpoint: { id: string } }>(session(), 'POST', '/api/webhooks', { url: receiver.url(), events: ['link.created'] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);

    const linkIds: string[] = [];
    for (let i = 0; i < LINKS; i += 10) {
      const created = await Promise.all(
        Array.from({ length: Math.min(10, LINKS - i) }, () =>
          api<{ id: string }>(session(), 'POST', '/api/links', { longUrl: 'https://example.com/hooked', shortUrl: `wc${randomBytes(5).toString('hex')}` }),
        ),
      );
      for (const c of created) {
        expect(c.status, JSON.stringify(c.body)).toBe(201);
        linkIds.push(c.body.id);
      }
    }

    // Kill once some deliveries have reached the receiver (some of them still open) and others wait.
    await waitFor(async () => receiver.arrivals.length >= 10, 60_000, 'ten deliveries to reach the receiver');
    await killAll(runtime);
    const killedAt = Date.now();
    const beforeKill = new Set(receiver.arrivals.filter((a) => a.at < killedAt).map((a) => a.webhookId));
    const openAtKill = receiver.arrivals.filter((a) => a.answeredAt === undefined || a.answeredAt > killedAt).length;
    expect(beforeKill.size, 'events still queued when the runtime was killed').toBeLessThan(LINKS);

    runtime = await start();
    await waitFor(
      async () => receiver.distinct().size >= LINKS,
      180_000,
      () => `every event to arrive (${receiver.distinct().size} of ${LINKS} so far)\n${workerFailures()}`,
      500,
    );
    // Nothing more on its way: the webhook queue is empty, and stays so past one more answer.
    await waitFor(async () => (await queued(port, 'webhooks')) === 0, 60_000, 'the webhook queue to empty', 500);
    await new Promise((r) => setTimeout(r, RECEIVER_DELAY_MS + 1_000));

    // Deduplicated by webhook-id: exactly one event per link, each carrying its link.
    const byId = new Map<string, Arrival[]>();
    for (const a of receiver.arrivals) byId.set(a.webhookId, [...(byId.get(a.webhookId) ?? []), a]);
    expect(byId.size).toBe(LINKS);
    expect(new Set([...byId.values()].map((list) => list[0]!.linkId))).toEqual(new Set(linkIds));
    for (const [id, list] of byId) expect(new Set(list.map((a) => a.linkId)).size, `one link per webhook-id (${id})`).toBe(1);
    // Sent again only what was in flight: an event that arrived twice had first arrived before the kill.
    const repeated = [...byId].filter(([, list]) => list.length > 1);
    const summary = `${receiver.arrivals.length} requests for ${LINKS} events; ${beforeKill.size} had arrived before the kill (${openAtKill} unanswered then); repeated: ${repeated.map(([id, l]) => `${id}×${l.length}`).join(', ') || 'none'}`;
    expect(
      repeated.filter(([id]) => !beforeKill.has(id)).map(([id]) => id),
      summary,
    ).toEqual([]);
    expect(
      repeated.filter(([, list]) => list.length > 2).map(([id]) => id),
      summary,
    ).toEqual([]);

    // Kisa's own record agrees: 50 deliveries, each delivered.
    const deliveries = await api<{ items: { status: string }[] }>(session(), 'GET', `/api/webhooks/${endpoint.body.endpoint.id}/deliveries`);
    expect(
      deliveries.body.items.map((d) => d.status),
      summary,
    ).toEqual(Array(LINKS).fill('delivered'));
    expect((await queued(port, 'webhooks-dlq')) + (await queued(port, 'clicks-dlq')), 'messages in the dead-letter queues').toBe(0);
  }, 420_000);
});

const start = (): Promise<ManagedChild> => startRuntimeProcess(port, dataDir);

/** The last failures the pollers logged, for a failing assertion's message. */
const workerFailures = () => pollerFailures(dataDir, "the pollers'");
