import { LIVE_RETENTION_SECONDS, type ClickRecord, type LiveClick } from '@kisa/shared';
import { putLiveClicks, watchedUntil } from '#data/live/live-repo.js';
import { logger } from '#lib/logger.js';
import { clickedVisit } from '../clicks/clicked-visit.js';

/**
 * The click worker's hook for the live view: the batch's new log lines (bots included, marked)
 * of the teams someone is watching are copied into their live partitions (data/live/), where
 * `GET /api/live/clicks` reads them.
 *
 * Whether a team is watched is its watch mark (set by each viewer's connection), read at most
 * every WATCH_CACHE_MS per team and process: a batch of unwatched teams costs a map lookup per
 * team, and one BatchGetItem per WATCH_CACHE_MS while their links are clicked; nothing is written.
 * A viewer who has just connected sees clicks from at most WATCH_CACHE_MS later.
 *
 * Never throws: the clicks are logged and counted by then, and a live view may miss a click
 * (logged, not retried); the batch never fails for it.
 */

export const WATCH_CACHE_MS = 5_000;
const WATCH_CACHE_MAX = 10_000;

const watched = new Map<string, { checkedAt: number; until: number }>();

export async function publishLiveClicks(lines: readonly ClickRecord[], now = Date.now()): Promise<void> {
  if (lines.length === 0) return;
  try {
    const teams = [...new Set(lines.map((l) => l.teamId))];
    const stale = teams.filter((t) => {
      const known = watched.get(t);
      return !known || now - known.checkedAt >= WATCH_CACHE_MS || now < known.checkedAt;
    });
    if (stale.length > 0) {
      const until = await watchedUntil(stale);
      if (watched.size + stale.length > WATCH_CACHE_MAX) watched.clear();
      for (const t of stale) watched.set(t, { checkedAt: now, until: until.get(t) ?? 0 });
    }
    const byTeam = new Map<string, LiveClick[]>();
    for (const line of lines) {
      if ((watched.get(line.teamId)?.until ?? 0) <= now) continue;
      const list = byTeam.get(line.teamId);
      if (list) list.push(liveClickOf(line));
      else byTeam.set(line.teamId, [liveClickOf(line)]);
    }
    if (byTeam.size === 0) return;
    for (const list of byTeam.values()) list.sort((a, b) => (a.time === b.time ? (a.id < b.id ? -1 : 1) : a.time < b.time ? -1 : 1));
    await putLiveClicks(byTeam, now, now + LIVE_RETENTION_SECONDS * 1000);
  } catch (error) {
    logger.warn('Live clicks not published; live viewers miss them', { error: error as Error, clicks: lines.length });
  }
}

/** A log line as the live view shows it: the visitor log's fields (as webhooks carry them), no address, bots marked. */
function liveClickOf(r: ClickRecord): LiveClick {
  const { ip: _ip, tags: _tags, ...visit } = clickedVisit(r, r.unique);
  return { ...visit, bot: r.isBot };
}

/** Forgets what was read (tests: a team's mark changed behind this process's back). */
export function forgetWatchedTeams(): void {
  watched.clear();
}
