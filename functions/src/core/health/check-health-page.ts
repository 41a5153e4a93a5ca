import * as z from 'zod';
import { HEALTH_SHARDS } from '#data/health/link-health-item.js';
import { recordHealthCheckHandOff, recordHealthCheckPage, startHealthCheckPass } from '#data/health/health-check-pass.js';
import { sendHealthCheckMessage } from '#data/health/health-check-queue.js';
import { dueLinksPage, healthCursorSchema, linksForHealth } from '#data/links/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { logger } from '#lib/logger.js';
import { destinationsToProbe, recordLinkCheck, type LinkCheckOutcome } from './check-link-health.js';
import { probeDestination, type ProbeResult } from './probe-destination.js';
import { probeOptionsFor } from './probe-options.js';

/**
 * Links a page holds, and how many destinations are fetched at once. A destination takes at most
 * PROBE_TIMEOUT_MS (10 s), so a page of 100 links with 2 destinations each takes ~1–3 s when they
 * answer and at most 200 / 25 × 10 s = 80 s when none does: within the worker's 180 s.
 */
export const PAGE_SIZE = 100;
export const CONCURRENT_PROBES = 25;
/** How often the schedule starts a pass (api-routes.ts `check-link-health`). */
export const PASS_EVERY_MINUTES = 5;
/** A pass whose last page is older than this is taken over (longer than a page's redelivery, 18 min). */
export const STALE_PASS_MS = 30 * 60_000;

/** One page of a pass (the health-check queue's message): the pass's start, its shard, where the page starts. */
export const healthCheckMessageSchema = z.object({
  passAt: z.iso.datetime(),
  shard: z
    .number()
    .int()
    .min(0)
    .max(HEALTH_SHARDS - 1),
  cursor: healthCursorSchema.optional(),
});
export type HealthCheckMessage = z.infer<typeof healthCheckMessageSchema>;

export const parseHealthCheckMessage = (body: unknown): HealthCheckMessage | null => healthCheckMessageSchema.safeParse(body).data ?? null;

/** Where a page stands in its pass, as a string that grows page by page: its shard (two digits), then the key it starts after. */
export function pagePosition({ shard, cursor }: HealthCheckMessage): string {
  return [String(shard).padStart(2, '0'), ...(cursor ? [cursor.GSI1SK, cursor.PK] : [])].join(' ');
}

/**
 * The periodic check (schedule `check-link-health`, every 5 minutes): starts a pass over the links
 * due by now unless one is still running, by sending its first page (shard 0) to the queue.
 */
export async function startHealthChecks(now = new Date()): Promise<'started' | 'running'> {
  const passAt = now.toISOString();
  const outcome = await startHealthCheckPass(passAt, new Date(now.getTime() - STALE_PASS_MS).toISOString());
  if (outcome === 'running') return outcome;
  const first: HealthCheckMessage = { passAt, shard: 0 };
  try {
    await sendHealthCheckMessage(first);
  } catch (error) {
    // The queue refused the first page: end the pass at once, so the next tick starts one.
    await recordHealthCheckPage(passAt, pagePosition(first), passAt, true);
    throw error;
  }
  return outcome;
}

export interface HealthPageSummary {
  checked: number;
  failed: number;
  outcomes: Partial<Record<LinkCheckOutcome, number>>;
  outcome: 'next' | 'finished' | 'superseded';
}

/**
 * Checks one page of due links, then sends the next page (or the next shard's first, or ends the
 * pass). Nothing is sent before the page is done: a page that fails (the table or the queue
 * refusing) is delivered again and reads from its own cursor, where only the links not recorded
 * yet are still due. One link's failure is logged and leaves it due for the next pass.
 */
export async function checkHealthPage(message: HealthCheckMessage, now = () => new Date()): Promise<HealthPageSummary> {
  const { passAt, shard, cursor } = message;
  const position = pagePosition(message);
  const empty = { checked: 0, failed: 0, outcomes: {} };
  if ((await recordHealthCheckPage(passAt, position, now().toISOString())) === 'superseded') return { ...empty, outcome: 'superseded' };
  const page = await dueLinksPage(shard, passAt, cursor, PAGE_SIZE);
  for (const key of page.malformed) logger.error('Malformed alias entry skipped by the health check', { key });
  const links = await linksForHealth(page.links.map((due) => due.snapshot.linkId));
  const at = now();
  const probes = page.links.flatMap((due, index) =>
    due.pending ? [] : destinationsToProbe(due, links.get(due.snapshot.linkId), at).map((url) => ({ index, url })),
  );
  const results = await mapConcurrent(probes, CONCURRENT_PROBES, ({ url }) => probeDestination(url, at, probeOptionsFor(url)));
  const byLink = new Map<number, ProbeResult[]>();
  probes.forEach(({ index }, i) => byLink.set(index, [...(byLink.get(index) ?? []), results[i]!]));
  const outcomes: Partial<Record<LinkCheckOutcome, number>> = {};
  let failed = page.malformed.length;
  for (const [index, due] of page.links.entries()) {
    try {
      const outcome = await recordLinkCheck(due, links.get(due.snapshot.linkId), byLink.get(index) ?? [], at);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    } catch (error) {
      failed++;
      logger.error('Link health check failed', { linkId: due.snapshot.linkId, error: error as Error });
    }
  }
  const summary = { checked: page.links.length - (failed - page.malformed.length), failed, outcomes };
  if (page.next) await sendHealthCheckMessage({ passAt, shard, cursor: page.next } satisfies HealthCheckMessage);
  else if (shard + 1 < HEALTH_SHARDS) await sendHealthCheckMessage({ passAt, shard: shard + 1 } satisfies HealthCheckMessage);
  else {
    await recordHealthCheckPage(passAt, position, now().toISOString(), true);
    return { ...summary, outcome: 'finished' };
  }
  // Only once sent: a page whose send failed comes back and sends it then.
  await recordHealthCheckHandOff(passAt, position);
  return { ...summary, outcome: 'next' };
}
