import { LIVE_HOLD_SECONDS, LIVE_RETENTION_SECONDS, LIVE_WATCH_SECONDS, type LiveClick, type LiveClicksQuery } from '@kisa/shared';
import { markTeamWatched, readLiveClicks } from '#data/live/live-repo.js';
import { logger } from '#lib/logger.js';
import type { Caller } from '../accounts/caller.js';
import { getTeamCampaign } from '../campaigns/campaign-access.js';
import { getTeamLink } from '../links/team-link.js';

/**
 * One connection of the live view (GET /api/live/clicks): marks the caller's team as watched,
 * then answers at once with a starting cursor (`ready`) when it has none, or with the clicks
 * published since its cursor as soon as there are any — holding up to LIVE_HOLD_SECONDS,
 * reading the team's live partition every POLL_MS (a Query, not the analytics engine).
 *
 * The cursor is a time (epoch ms): every item written before it has been answered. A connection
 * reads only items written before `now - SETTLE_MS`, so an item whose write started before the
 * cursor passed its time (a slow BatchWriteItem, another worker's clock) still lands after it.
 *
 * DynamoDB refusing is not the viewer's end: a mark not written is logged (the last one holds a
 * minute), and a read that fails answers the unchanged cursor at once, so the browser's
 * reconnection asks again from the same place and misses nothing.
 */

export const POLL_MS = 500;
export const SETTLE_MS = 1_000;
/** Items read per Query (each up to 25 clicks). */
const ITEMS_PER_READ = 100;
/** A cursor this far ahead of the clock is not ours. */
const FUTURE_SLACK_MS = 60_000;

export type LiveAnswer = { kind: 'ready'; cursor: number } | { kind: 'clicks'; cursor: number; clicks: LiveClick[] } | { kind: 'idle'; cursor: number };

export interface LiveClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: LiveClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

export async function liveClicks(caller: Caller, query: LiveClicksQuery, lastEventId: string | undefined, clock: LiveClock = realClock): Promise<LiveAnswer> {
  await Promise.all([
    query.linkId !== undefined ? getTeamLink(caller, query.linkId) : undefined,
    query.campaignId !== undefined ? getTeamCampaign(caller, query.campaignId) : undefined,
  ]);
  const start = clock.now();
  try {
    await markTeamWatched(caller.teamId, start + LIVE_WATCH_SECONDS * 1000);
  } catch (error) {
    logger.warn('Live watch mark not written', { error: error as Error, teamId: caller.teamId });
  }
  let cursor = cursorOf(lastEventId, start);
  if (cursor === null) return { kind: 'ready', cursor: start };

  const wanted = (c: LiveClick) =>
    (query.linkId === undefined || c.linkId === query.linkId) && (query.campaignId === undefined || c.campaignId === query.campaignId);
  const deadline = start + LIVE_HOLD_SECONDS * 1000;
  for (;;) {
    const upTo = clock.now() - SETTLE_MS;
    let read: Awaited<ReturnType<typeof readLiveClicks>>;
    try {
      read = await readLiveClicks(caller.teamId, cursor, upTo, ITEMS_PER_READ);
    } catch (error) {
      logger.warn('Live clicks not read; the viewer asks again', { error: error as Error, teamId: caller.teamId });
      return { kind: 'idle', cursor };
    }
    const { items, more } = read;
    const last = items.at(-1);
    // With more to read, the next read starts at the last item's millisecond (its neighbours there come again: ids tell them apart).
    cursor = more && last ? Math.max(last.writtenAt, cursor + 1) : Math.max(cursor, upTo);
    const clicks = items.flatMap((i) => i.clicks).filter(wanted);
    if (clicks.length > 0) return { kind: 'clicks', cursor, clicks };
    if (more) continue;
    if (clock.now() + POLL_MS >= deadline) return { kind: 'idle', cursor };
    await clock.sleep(POLL_MS);
  }
}

/**
 * The cursor a reconnection names (`Last-Event-ID`, as a previous answer gave it), or null for
 * none or one no answer gives (not a time, or ahead of the clock): the connection starts afresh.
 * An older cursor than the retention reads from the retention's start.
 */
export function cursorOf(lastEventId: string | undefined, now: number): number | null {
  if (lastEventId === undefined || !/^\d{1,15}$/.test(lastEventId)) return null;
  const at = Number(lastEventId);
  if (at > now + FUTURE_SLACK_MS) return null;
  return Math.max(at, now - LIVE_RETENTION_SECONDS * 1000);
}
