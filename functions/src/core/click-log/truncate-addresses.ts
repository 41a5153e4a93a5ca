import {
  addDays,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PARTITION,
  CLICK_LOG_TEAM_PARTITION,
  CLICK_LOG_TEAM_PREFIX,
  clickLogDayPrefix,
  ownBucketOf,
  TEAM_HASH_BUCKETS,
  truncateIp,
  type ClickRecord,
} from '@kisa/shared';
import { parquetReadObjects } from 'hyparquet';
import { encodeClickLogParquet, encodeTeamLayoutParquet, PARQUET_CONTENT_TYPE, type TeamLayoutRow } from '#data/clicks/click-log-parquet.js';
import { getClickLogObject, listClickLogObjects, putClickLogObject, putClickLogState, readClickLogState } from '#data/clicks/click-log-store.js';

/**
 * Raw visitor addresses are kept `rawIpDays` days (CLICK_LOG_RAW_IP_DAYS, default 30), then
 * truncated in the log — IPv4 to its /24, IPv6 to its /48 (shared truncateIp) — and so in the
 * visitor log and its exports, which read them from there. Each day once all its clicks are that
 * old: its compacted files (legacy and team layout) are rewritten in place, same key, same rows
 * in the same order, only `ip` changed (a file already truncated is left alone, so a rerun
 * changes nothing); then the state records the day. Generations that write a day past the
 * cut-off truncate as they write. Raw objects live an hour or so and are never this old.
 */
export async function truncateOldAddresses(rawIpDays: number, now: Date, outOfTime: () => boolean): Promise<{ days: number; files: number; stopped: boolean }> {
  const cutoff = addDays(now.toISOString().slice(0, 10), -rawIpDays - 1);
  let state = await readClickLogState();
  // Every bucket that can hold files: the hash buckets and the big teams' own (no listing needed).
  const teamBuckets = [
    ...Array.from({ length: TEAM_HASH_BUCKETS }, (_, i) => `h${String(i).padStart(2, '0')}`),
    ...Object.keys(state.bigTeams)
      .map((t) => ownBucketOf(t))
      .filter((k): k is string => k !== undefined),
  ].map((k) => `${CLICK_LOG_TEAM_PREFIX}${CLICK_LOG_TEAM_PARTITION}=${k}/`);
  let days: string[] = [];
  const through = state.ipTruncatedThrough;
  if (through && through >= cutoff) days = [];
  else if (through && addDays(through, 8) > cutoff) {
    for (let d = addDays(through, 1); d <= cutoff; d = addDays(d, 1)) days.push(d);
  } else {
    // The first run (or a long gap, or a shorter retention than before): the days either layout holds up to the cut-off.
    const found = new Set<string>();
    const dayOf = (key: string) => new RegExp(`${CLICK_LOG_PARTITION}=(\\d{4}-\\d{2}-\\d{2})/`).exec(key)?.[1];
    for (const prefix of [CLICK_LOG_COMPACT_PREFIX, ...teamBuckets]) for (const o of await listClickLogObjects(prefix)) found.add(dayOf(o.key) ?? '');
    days = [...found].filter((d) => d && d <= cutoff && (!through || d > through)).sort();
    if (!days.length) days = [cutoff];
  }
  let files = 0;
  let done = 0;
  for (const day of days) {
    if (outOfTime()) return { days: done, files, stopped: true };
    const keys = [
      ...(await listClickLogObjects(clickLogDayPrefix(CLICK_LOG_COMPACT_PREFIX, day))).map((o) => o.key),
      ...(await Promise.all(teamBuckets.map((tb) => listClickLogObjects(clickLogDayPrefix(tb, day))))).flat().map((o) => o.key),
    ].filter((k) => k.endsWith('.parquet'));
    for (const key of keys) if (await truncateFile(key)) files++;
    // Compaction is the state's only writer, one step at a time: the state read above is current.
    state = { ...state, ipTruncatedThrough: day };
    await putClickLogState(state);
    done++;
  }
  // Every day up to the cut-off is done (the days between were empty).
  if (state.ipTruncatedThrough !== cutoff) await putClickLogState({ ...state, ipTruncatedThrough: cutoff });
  return { days: done, files, stopped: false };
}

/** Rewrites one compacted file with its addresses truncated; false when there was nothing to truncate. */
async function truncateFile(key: string): Promise<boolean> {
  const bytes = await getClickLogObject(key);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const rows = (await parquetReadObjects({ file })) as unknown as TeamLayoutRow[];
  let changed = false;
  for (const row of rows) {
    const ip = truncateIp(row.ip);
    if (ip !== row.ip) {
      row.ip = ip as string;
      changed = true;
    }
  }
  if (!changed) return false;
  const body = key.startsWith(CLICK_LOG_TEAM_PREFIX) ? encodeTeamLayoutParquet(rows) : encodeClickLogParquet(rows as ClickRecord[]);
  await putClickLogObject(key, body, PARQUET_CONTENT_TYPE);
  return true;
}
