import {
  addDays,
  CLICK_LOG_GENERATION_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  hashBucketOf,
  logClock,
  ownBucketOf,
  rawObjectClock,
  teamDayPrefix,
  truncateIp,
  type ClickRecord,
} from '@kisa/shared';
import { parquetReadObjects } from 'hyparquet';
import { QUARTER_HOUR_MS } from '#data/analytics/analytics-sql.js';
import { encodeRollupParquet, encodeTeamLayoutParquet, PARQUET_CONTENT_TYPE, type TeamLayoutRow } from '#data/clicks/click-log-parquet.js';
import {
  DAY_ONLY_UNIT,
  getClickLogObject,
  hasGenerationPart,
  layoutBucketInRaw,
  layoutFileOf,
  listClickLogObjects,
  putClickLogObject,
  putGenerationPart,
  readClickLogBatch,
  readClickLogState,
  readGenerationManifest,
  teamLayoutKey,
  type CommittedState,
  type GenerationFile,
  type GenerationManifest,
} from '#data/clicks/click-log-store.js';
import type { CompactClickLogOptions } from './compact-click-log.js';
import { rollupRowsOf } from './rollup-rows.js';

/** What a compaction queue message holds, for its worker (handlers reach data through core). */
export { parseCompactionUnitMessage } from '#data/clicks/compaction-queue.js';

/**
 * One unit of a generation (compact-generations.ts plans them): the raw objects of one team
 * bucket (or of the day-only layout, `dt`) named in [previous, G). It keeps one line per click id
 * (also against the generations just before it: a batch that failed between its log write and its
 * counting is logged again minutes later), writes per team bucket and day the clicks (Parquet,
 * sorted by time) and their rollup, then its part (what it wrote: the unit's done mark). Its files
 * are named by G, the bucket, the day and the part number only, and it reads nothing a concurrent
 * unit writes: run twice, or again after failing half-way, it writes the same files and part. Only
 * the commit (one PUT of the state, by the planner) makes them visible to readers.
 */

const READ_AHEAD = 8;

export interface GenerationDefaults {
  /** Raw objects per generation, at most. Default 20,000. */
  maxObjectsPerGeneration: number;
  /**
   * A team with this many clicks in one day of an hour's generation gets files of its own from
   * then on (~360,000 a month); a shorter generation (runs every 15 minutes) needs its share of the
   * hour, at least a quarter. Default 500.
   */
  bigTeamRows: number;
  /** How far back (by raw object names) a generation looks for copies of its lines. Default 6 hours. */
  dedupWindowMs: number;
  /** Between a commit and the deletion of its sources (readers holding the older state finish). Default 60 s. */
  graceMs: number;
}

export const GENERATION_DEFAULTS: GenerationDefaults = { maxObjectsPerGeneration: 20_000, bigTeamRows: 500, dedupWindowMs: 6 * 3_600_000, graceMs: 60_000 };

export type UnitOutcome = 'compacted' | 'done-before' | 'committed-before';

export interface UnitResult {
  outcome: UnitOutcome;
  rows: number;
  files: number;
}

type Options = Pick<CompactClickLogOptions, 'onStep' | 'maxLinesPerFile' | 'rawIpDays'> & Partial<GenerationDefaults>;

/** Compacts unit `unit` of generation G (idempotent: a redelivered or retried unit rewrites the same objects, or does nothing). */
export async function compactUnit(generation: string, unit: string, options: Options = {}): Promise<UnitResult> {
  const state = await readClickLogState();
  if (state.watermark >= generation) return { outcome: 'committed-before', rows: 0, files: 0 };
  if (await hasGenerationPart(generation, unit)) return { outcome: 'done-before', rows: 0, files: 0 };
  const plan = await readGenerationManifest(generation);
  if (!plan) throw new Error(`Generation ${generation} has no plan`);
  const sources = plan.units?.[unit] ?? (unit === DAY_ONLY_UNIT && !plan.units ? plan.sources : undefined);
  if (!sources) throw new Error(`Generation ${generation} has no unit ${unit}`);
  const written = await writeUnit(state, plan, unit, sources, { ...GENERATION_DEFAULTS, ...options });
  return { outcome: 'compacted', ...written };
}

async function writeUnit(
  state: CommittedState,
  plan: GenerationManifest,
  unit: string,
  sources: readonly string[],
  o: Options & GenerationDefaults,
): Promise<{ rows: number; files: number }> {
  const { generation } = plan;
  // Read every source; one line per id.
  const byId = new Map<string, ClickRecord>();
  for (let i = 0; i < sources.length; i += READ_AHEAD) {
    const batches = await Promise.all(sources.slice(i, i + READ_AHEAD).map((key) => readClickLogBatch(key)));
    for (const lines of batches) for (const line of lines) if (!byId.has(line.id)) byId.set(line.id, line);
  }
  // …and none that an earlier generation holds.
  await dropCompacted(byId, sources, generation, unit, o.dedupWindowMs, state);

  // Teams big enough for files of their own (from now on: the commit remembers them), by their
  // clicks per hour: a generation spans the time between the previous watermark and its bound.
  // A team's raw clicks are all in its hash bucket's unit, so the unit decides for its teams alone.
  // The plan's day, not the clock's: a unit run again writes the same files.
  const today = plan.createdAt.slice(0, 10);
  const fresh: Record<string, string> = {};
  const perTeamDay = new Map<string, number>();
  for (const c of byId.values()) perTeamDay.set(`${c.teamId}\n${c.time.slice(0, 10)}`, (perTeamDay.get(`${c.teamId}\n${c.time.slice(0, 10)}`) ?? 0) + 1);
  const hours = Math.min(1, Math.max(0.25, (Number(generation) - Number(plan.previous)) / 3_600_000));
  for (const [teamDay, n] of perTeamDay) {
    const teamId = teamDay.split('\n')[0]!;
    if (n >= o.bigTeamRows * hours && !state.bigTeams[teamId] && ownBucketOf(teamId)) fresh[teamId] = today;
  }
  const bucketOfTeam = (teamId: string) => (state.bigTeams[teamId] || fresh[teamId] ? ownBucketOf(teamId)! : hashBucketOf(teamId));

  const ipCutoff = addDays(today, -(o.rawIpDays ?? 30) - 1);
  const partitions = new Map<string, TeamLayoutRow[]>();
  for (const c of byId.values()) {
    const day = c.time.slice(0, 10);
    const key = `${bucketOfTeam(c.teamId)}\n${day}`;
    const row: TeamLayoutRow = { ...c, ip: day <= ipCutoff ? (truncateIp(c.ip) ?? c.ip) : c.ip, bucket: Math.floor(Date.parse(c.time) / QUARTER_HOUR_MS) };
    const list = partitions.get(key);
    if (list) list.push(row);
    else partitions.set(key, [row]);
  }

  const files: GenerationFile[] = [];
  const rollups: string[] = [];
  // The day-only layout's unit writes the same partitions as the bucket units of its generation: its own names.
  const own = unit === DAY_ONLY_UNIT ? 'd' : '';
  const maxLines = o.maxLinesPerFile ?? 1_000_000;
  let rows = 0;
  for (const [key, list] of [...partitions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [bucket, day] = key.split('\n') as [string, string];
    list.sort(byTimeAndId);
    for (let part = 0; part * maxLines < list.length; part++) {
      const slice = list.slice(part * maxLines, (part + 1) * maxLines);
      const fileKey = teamLayoutKey(CLICK_LOG_TEAM_PREFIX, bucket, day, generation, `${own}p${part}`);
      await putClickLogObject(fileKey, encodeTeamLayoutParquet(slice), PARQUET_CONTENT_TYPE);
      files.push({ key: fileKey, bucket, day, rows: slice.length, minTime: slice[0]!.time, maxTime: slice.at(-1)!.time });
    }
    const rollupKey = teamLayoutKey(CLICK_ROLLUP_PREFIX, bucket, day, generation, `${own}r`);
    await putClickLogObject(rollupKey, encodeRollupParquet(rollupRowsOf(list)), PARQUET_CONTENT_TYPE);
    rollups.push(rollupKey);
    rows += list.length;
  }
  await o.onStep?.({ step: 'generation-files-written', day: '*', key: `${generation}/${unit}` });
  await putGenerationPart({ generation, unit, files, rollups, bigTeams: fresh, rows });
  await o.onStep?.({ step: 'generation-part-written', day: '*', key: `${generation}/${unit}` });
  return { rows, files: files.length };
}

/** Rows in file order: by time, then id. */
export const byTimeAndId = (a: TeamLayoutRow, b: TeamLayoutRow): number =>
  a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Whether a team-layout bucket holds clicks of a raw unit's teams (their hash bucket, or a big team's own). */
const bucketOfUnit = (unit: string, bucket: string): boolean => unit === DAY_ONLY_UNIT || layoutBucketInRaw(bucket, unit);

/**
 * Drops lines an earlier generation already holds: only the generations whose sources were
 * named within `windowMs` before this one's first source can (a message is redelivered minutes
 * after its first log write), and only their files of the unit's teams, days and times are read (the id column).
 */
async function dropCompacted(
  byId: Map<string, ClickRecord>,
  sources: readonly string[],
  generation: string,
  unit: string,
  windowMs: number,
  state: CommittedState,
): Promise<void> {
  if (!byId.size) return;
  const firstClock = sources.map((k) => rawObjectClock(k)!).sort()[0]!;
  const after = `${CLICK_LOG_GENERATION_PREFIX}g${logClock(Number(firstClock) - windowMs)}`;
  const earlier = (await listClickLogObjects(CLICK_LOG_GENERATION_PREFIX, after))
    .map((o) => /\/g(\d{13})\.json$/.exec(o.key)?.[1])
    .filter((g): g is string => g !== undefined && g < generation);
  if (!earlier.length) return;
  const times = new Map<string, [string, string]>();
  for (const c of byId.values()) {
    const day = c.time.slice(0, 10);
    const t = times.get(day);
    if (!t) times.set(day, [c.time, c.time]);
    else {
      if (c.time < t[0]) t[0] = c.time;
      if (c.time > t[1]) t[1] = c.time;
    }
  }
  const read = new Set<string>();
  const dropIdsOf = async (key: string) => {
    if (read.has(key)) return;
    read.add(key);
    const bytes = await getClickLogObject(key);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    for (const row of await parquetReadObjects({ file, columns: ['id'] })) byId.delete(row.id as string);
  };
  for (const g of earlier) {
    const manifest = await readGenerationManifest(g);
    for (const f of manifest?.files ?? []) {
      const range = times.get(f.day);
      if (!range || f.maxTime < range[0] || f.minTime > range[1] || !bucketOfUnit(unit, f.bucket)) continue;
      try {
        await dropIdsOf(f.key);
      } catch (error) {
        if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
        // Merged since (merge-days.ts): its rows are in the day's merged files.
        const merge = state.merged?.[f.day];
        const merged = merge
          ? (await listClickLogObjects(teamDayPrefix(CLICK_LOG_TEAM_PREFIX, f.bucket, f.day))).filter(
              (o) => layoutFileOf(o.key)?.kind === 'm' && layoutFileOf(o.key)?.number === merge,
            )
          : [];
        for (const o of merged) await dropIdsOf(o.key);
      }
    }
  }
}
