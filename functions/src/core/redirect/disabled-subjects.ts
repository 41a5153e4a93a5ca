import { readDisabledSubjects } from '#data/moderation/get-disabled-subjects.js';
import { logger } from '#lib/logger.js';

/**
 * Disabled teams and users, as each redirect process knows them (disabling a user or
 * a team stops all their links within the cache's seconds). The hot path only asks two Set
 * lookups of what is already in memory; the set is read again — one GetItem of one small
 * item — at most every REFRESH_MS, started by a request but never awaited by it (stale while
 * revalidating). Only a process's first requests wait, for its first read, which runs beside
 * their alias read. So a disable takes at most REFRESH_MS plus one read to reach a busy
 * process, and the hot path stays one cached read and one enqueue.
 */
export const REFRESH_MS = 3_000;

let teams: ReadonlySet<string> = new Set();
let users: ReadonlySet<string> = new Set();
let loadedAt = 0;
let inFlight: Promise<void> | undefined;
let first: Promise<void> | undefined;

function refresh(now: number): Promise<void> {
  inFlight ??= readDisabledSubjects()
    .then((read) => {
      teams = new Set(read.teams);
      users = new Set(read.users);
      loadedAt = now;
    })
    .catch((error: unknown) => {
      // Keep what we knew: a visitor is never turned away because this read failed.
      logger.warn('Could not read the disabled teams and users', { error: error as Error });
      loadedAt = now;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * Resolves at once once the process has read the set; before that, with its first read (so a
 * cold process does not serve a disabled team's links). Starts a background refresh when due.
 */
export function disabledSubjectsReady(now = Date.now()): Promise<void> | undefined {
  if (now - loadedAt >= REFRESH_MS && !inFlight) void refresh(now);
  if (loadedAt === 0) return (first ??= inFlight ?? refresh(now));
  return undefined;
}

/** Whether the link's team or its creator is disabled (memory only). */
export function isSubjectDisabled(link: { teamId: string; userId?: string }): boolean {
  return teams.has(link.teamId) || (link.userId !== undefined && users.has(link.userId));
}

/** Tests: forget what was read. */
export function resetDisabledSubjects(): void {
  teams = new Set();
  users = new Set();
  loadedAt = 0;
  first = undefined;
}
