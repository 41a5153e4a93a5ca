import { createHash } from 'node:crypto';
import { logger } from '#lib/logger.js';
import { putCachedRows, readCachedRows } from '../analytics-cache/analytics-cache-repo.js';
import type { CachedRows } from '../analytics-cache/analytics-cache-item.js';
import type { Row } from './click-log-engine.js';

/**
 * The analytics result cache, in front of the engine (docs/ARCHITECTURE.md "Analytics"). A
 * question (a team's statement kind, range and filters) is answered from:
 * 1. this process's copy, when it was read at the engine's current data version;
 * 2. else one engine run per question and version in the process (concurrent identical loads
 *    share it), after the shared copy in DynamoDB, when that one is current;
 * 3. else the engine; its rows are kept at both levels for that version.
 * The version changes when the data may have (click-log-engine.ts `version`), so a new click
 * is never hidden longer than the engine's own reuse. When the engine fails (throttled,
 * refused, timed out) an older answer of the same question is answered rather than an error.
 * The store failing or hanging is only a miss: the dashboard answers from the engine.
 * A first paint may ask for an older answer at once (stale-while-revalidate, `staleWithinMs`):
 * one younger than that bound is answered, marked stale, and no engine run starts for it; the
 * page then asks again without it, through the same single flight per question and version.
 */

/** `swr`: an older answer given at once on request (stale-while-revalidate); `stale`: one given because the engine failed. */
export type CacheOutcome = 'hit' | 'shared' | 'miss' | 'stale' | 'swr';

/** The rows with when the engine computed them, and whether they are older than the data's current version. */
export type CachedAnswer = { rows: Row[]; asOf: number; stale: boolean };

/**
 * How old an answer a first paint is shown at once, before the fresh one replaces it: an hour
 * adds ~0.6 % to a 7-day range of a steady team (a day would be ~14 %, and today's range would
 * flash yesterday's figures), while a working session's reloads, tab switches and colleagues'
 * visits of the same question fall within it.
 */
export const STALE_FIRST_MS = 3_600_000;

/** How long the shared store may take before its answer is given up (a miss, or a write not waited for). */
export const STORE_WAIT_MS = 1_000;
/** Questions kept in the process (least recently used go first). */
export const LOCAL_ENTRIES = 500;

const counts: Record<CacheOutcome | 'storeFailed', number> = { hit: 0, shared: 0, miss: 0, stale: 0, swr: 0, storeFailed: 0 };
const local = new Map<string, CachedRows<Row>>();
const inFlight = new Map<string, Promise<CachedAnswer>>();

/** How this process's questions were answered so far (tests and logs). */
export const cacheCounts = (): Readonly<typeof counts> => ({ ...counts });

/** Drops this process's copies, as a new container starts without them (tests). */
export const forgetLocalAnswers = (): void => local.clear();

/** A question's hash: the same question (key order aside) always hashes the same. */
export function questionHash(question: unknown): string {
  return createHash('sha256').update(JSON.stringify(question, sortedKeys)).digest('base64url');
}

const sortedKeys = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
    : value;

/** The rows of `question` for `teamId`: cached at the current `version`, else `run` (see above). */
export async function cachedRows(teamId: string, question: unknown, version: () => Promise<string>, run: () => Promise<Row[]>): Promise<Row[]> {
  return (await cachedAnswer(teamId, question, version, run)).rows;
}

/**
 * cachedRows with when its rows were computed; with `staleWithinMs`, an older answer younger
 * than that is answered at once (marked stale) rather than waiting for the engine. `processOnly`:
 * the shared store is neither read nor written (a question no other process asks — an alert
 * evaluation's — would only pay a read and a ~50 KB write each time); the process's copy still serves.
 */
export async function cachedAnswer(
  teamId: string,
  question: unknown,
  version: () => Promise<string>,
  run: () => Promise<Row[]>,
  { staleWithinMs, processOnly = false }: { staleWithinMs?: number; processOnly?: boolean } = {},
): Promise<CachedAnswer> {
  const hash = questionHash(question);
  const slot = `${teamId}\n${hash}`;
  const current = await version().catch((error: unknown) => {
    logger.warn('Analytics data version unreadable', { error: error as Error });
    return undefined;
  });
  const mine = local.get(slot);
  if (current !== undefined && mine?.version === current) {
    counts.hit++;
    remember(slot, mine);
    return answered(mine, false);
  }
  const flight = `${slot}\n${current ?? ''}`;
  let shared: Shared | undefined = processOnly ? { entry: undefined } : undefined;
  if (!processOnly && staleWithinMs !== undefined && current !== undefined) {
    const youngEnough = (entry: CachedRows<Row> | undefined) => entry && Date.now() - entry.storedAt <= staleWithinMs;
    // The engine is already at it: the process's older copy, without asking the store.
    if (inFlight.has(flight) && youngEnough(mine)) return staleFirst(mine!);
    shared = { entry: await withinStoreWait(readCachedRows<Row>(teamId, hash), 'read') };
    if (shared.entry?.version === current) {
      counts.hit++;
      remember(slot, shared.entry);
      return answered(shared.entry, false);
    }
    const older = newest(shared.entry, local.get(slot));
    if (youngEnough(older)) {
      if (older === shared.entry) remember(slot, older!);
      return staleFirst(older!);
    }
  }
  const running = inFlight.get(flight);
  if (running) {
    counts.shared++;
    return running;
  }
  const answer = answerOnce(teamId, hash, slot, current, run, shared, !processOnly).finally(() => inFlight.delete(flight));
  inFlight.set(flight, answer);
  return answer;
}

/** The store's entry, when it was read already. */
type Shared = { entry: CachedRows<Row> | undefined };

const answered = (entry: CachedRows<Row>, stale: boolean): CachedAnswer => ({ rows: entry.rows, asOf: entry.storedAt, stale });

const newest = (a: CachedRows<Row> | undefined, b: CachedRows<Row> | undefined) => (a && (!b || a.storedAt > b.storedAt) ? a : b);

function staleFirst(older: CachedRows<Row>): CachedAnswer {
  counts.swr++;
  return answered(older, true);
}

async function answerOnce(
  teamId: string,
  hash: string,
  slot: string,
  current: string | undefined,
  run: () => Promise<Row[]>,
  read: Shared | undefined,
  keepShared = true,
): Promise<CachedAnswer> {
  const shared = read ? read.entry : await withinStoreWait(readCachedRows<Row>(teamId, hash), 'read');
  if (shared && current !== undefined && shared.version === current) {
    counts.hit++;
    remember(slot, shared);
    return answered(shared, false);
  }
  const older = newest(shared, local.get(slot));
  // The engine could not say what its data is (its state unreadable): it is failing; an older answer stands in.
  if (current === undefined && older) return staleAnswer(older, teamId, new Error('data version unreadable'));
  let rows: Row[];
  try {
    rows = await run();
  } catch (error) {
    if (!older) throw error;
    return staleAnswer(older, teamId, error);
  }
  counts.miss++;
  const entry = { version: current ?? '', storedAt: Date.now(), rows };
  if (current !== undefined) {
    remember(slot, entry);
    if (keepShared) await withinStoreWait(putCachedRows(teamId, hash, entry), 'write');
  }
  return answered(entry, false);
}

function staleAnswer(older: CachedRows<Row>, teamId: string, error: unknown): CachedAnswer {
  counts.stale++;
  logger.warn('Analytics answered from an older cached answer: the engine failed', {
    error: error as Error,
    teamId,
    storedAt: new Date(older.storedAt).toISOString(),
  });
  return answered(older, true);
}

function remember(slot: string, entry: CachedRows<Row>): void {
  local.delete(slot);
  local.set(slot, entry);
  while (local.size > LOCAL_ENTRIES) local.delete(local.keys().next().value!);
}

/** The store's answer, or undefined when it fails or takes longer than STORE_WAIT_MS (logged; never thrown). */
async function withinStoreWait<T>(call: Promise<T>, what: 'read' | 'write'): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), STORE_WAIT_MS);
  });
  try {
    return await Promise.race([call, late.then(() => Promise.reject(new Error(`no answer within ${STORE_WAIT_MS} ms`)))]);
  } catch (error) {
    counts.storeFailed++;
    logger.warn(`Analytics cache ${what} failed: answering without it`, { error: error as Error });
    return undefined;
  } finally {
    clearTimeout(timer);
    call.catch(() => undefined);
  }
}
