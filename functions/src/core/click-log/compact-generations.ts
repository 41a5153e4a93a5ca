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
import { rollupRowsOf } from './rollup-rows.js';
import { encodeRollupParquet, encodeTeamLayoutParquet, PARQUET_CONTENT_TYPE, type TeamLayoutRow } from '#data/clicks/click-log-parquet.js';
import {
  deleteClickLogObjects,
  getClickLogObject,
  layoutFileOf,
  listClickLogObjects,
  pendingGenerations,
  putClickLogObject,
  putClickLogState,
  putGenerationManifest,
  readClickLogBatch,
  readClickLogState,
  readGenerationManifest,
  teamLayoutKey,
  type ClickLogObject,
  type CommittedState,
  type GenerationFile,
  type GenerationManifest,
} from '#data/clicks/click-log-store.js';
import type { CompactClickLogOptions, CompactionSummary } from './compact-click-log.js';

/**
 * Compaction into the team layout, in generations (layout: shared/src/click-log.ts; protocol:
 * docs/DATA-MODEL.md "Click log compaction"). A generation G takes the raw objects named in
 * [watermark, G), keeps one line per click id (also against the generations just before it: a
 * batch that failed between its log write and its counting is logged again minutes later),
 * writes its manifest (the files it is about to write), then per team bucket and day the clicks
 * (Parquet, sorted by time) and their rollup, then commits by writing the state with watermark G
 * (one PUT). Readers never see a click twice or not at all: before the commit they take the raw
 * objects (and not G's files), after it G's files (and not its raw objects). A run stopped
 * before the commit left a manifest above the watermark: the next run redoes that generation
 * first, under the same G (whatever its own clock says), so the same sources give the same file
 * names and no file of a stopped run is ever left above a later commit. The raw objects of a
 * committed generation are deleted once readers that hold the previous state are done (graceMs).
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

type Options = CompactClickLogOptions & Partial<GenerationDefaults>;

/** Compacts the clock-named raw objects into generations; answers whether `stopBy` cut the run short. */
export async function compactGenerations(
  raw: readonly ClickLogObject[],
  options: Options,
  now: Date,
  summary: CompactionSummary,
  outOfTime: () => boolean,
): Promise<boolean> {
  const o = { ...GENERATION_DEFAULTS, ...options };
  let state = await readClickLogState();
  const clocked = raw.filter((r) => rawObjectClock(r.key) !== undefined).map((r) => ({ ...r, clock: rawObjectClock(r.key)! }));

  // Sources of committed generations a previous run left (its grace had not passed, or it stopped).
  const leftovers = clocked.filter((r) => r.clock < state.watermark).map((r) => r.key);
  if (leftovers.length && Date.now() - Date.parse(state.committedAt) >= o.graceMs) {
    await deleteClickLogObjects(leftovers);
    summary.sourcesResumed += leftovers.length;
  }

  // A generation a run began and did not commit is redone first, under its own bound: the
  // objects named below it were all listed then (see GENERATION_DEFAULTS), so it takes the same ones.
  let pending = (await pendingGenerations(state.watermark))[0];
  const limit = logClock(now.getTime() - (options.minAgeMs ?? 5 * 60_000));
  const bound = pending !== undefined && pending > limit ? pending : limit;
  let todo = clocked
    .filter((r) => r.clock >= state.watermark && r.clock < bound)
    .sort((a, b) => (a.clock < b.clock ? -1 : a.clock > b.clock ? 1 : a.key < b.key ? -1 : 1));
  const committed: string[] = [];
  let stopped = false;
  while (todo.length) {
    if (outOfTime()) {
      stopped = true;
      break;
    }
    // The generation's bound: the first object it leaves out (names are clocks: the same listing gives the same bound).
    let generation = limit;
    if (pending !== undefined) {
      generation = pending;
      pending = undefined;
    } else if (todo.length > o.maxObjectsPerGeneration) {
      generation = todo[o.maxObjectsPerGeneration]!.clock;
      if (generation === todo[0]!.clock) generation = logClock(Number(generation) + 1);
    }
    const take = todo.filter((r) => r.clock < generation);
    todo = todo.slice(take.length);
    state = await writeGeneration(
      state,
      generation,
      take.map((r) => r.key),
      o,
      now,
      summary,
    );
    committed.push(...take.map((r) => r.key));
  }

  if (committed.length) {
    const waitUntil = Date.now() + o.graceMs;
    if (options.stopBy === undefined || waitUntil < options.stopBy.getTime()) {
      if (o.graceMs > 0) await new Promise((r) => setTimeout(r, o.graceMs));
      await options.onStep?.({ step: 'deleting-sources', day: '*', keys: committed });
      await deleteClickLogObjects(committed);
    }
  }
  return stopped;
}

async function writeGeneration(
  state: CommittedState,
  generation: string,
  sources: string[],
  o: Options & GenerationDefaults,
  now: Date,
  summary: CompactionSummary,
): Promise<CommittedState> {
  // Read every source; one line per id.
  const byId = new Map<string, ClickRecord>();
  for (let i = 0; i < sources.length; i += READ_AHEAD) {
    const batches = await Promise.all(sources.slice(i, i + READ_AHEAD).map((key) => readClickLogBatch(key)));
    for (const lines of batches) for (const line of lines) if (!byId.has(line.id)) byId.set(line.id, line);
  }
  // …and none that an earlier generation holds.
  await dropCompacted(byId, sources, generation, o.dedupWindowMs, state);

  // Teams big enough for files of their own (from now on: the state remembers them), by their
  // clicks per hour: a generation spans the time between the previous watermark and its bound.
  const bigTeams = { ...state.bigTeams };
  const perTeamDay = new Map<string, number>();
  for (const c of byId.values()) perTeamDay.set(`${c.teamId}\n${c.time.slice(0, 10)}`, (perTeamDay.get(`${c.teamId}\n${c.time.slice(0, 10)}`) ?? 0) + 1);
  const today = now.toISOString().slice(0, 10);
  const hours = Math.min(1, Math.max(0.25, (Number(generation) - Number(state.watermark)) / 3_600_000));
  for (const [teamDay, n] of perTeamDay) {
    const teamId = teamDay.split('\n')[0]!;
    if (n >= o.bigTeamRows * hours && !bigTeams[teamId] && ownBucketOf(teamId)) bigTeams[teamId] = today;
  }
  const bucketOfTeam = (teamId: string) => (bigTeams[teamId] ? ownBucketOf(teamId)! : hashBucketOf(teamId));

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

  // The files, named before any is written: the manifest goes first, so a run stopped anywhere
  // before the commit leaves a generation the next run finds and redoes under the same names.
  const files: GenerationFile[] = [];
  const rollups: string[] = [];
  const writes: (() => Promise<void>)[] = [];
  const maxLines = o.maxLinesPerFile ?? 1_000_000;
  for (const [key, rows] of [...partitions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [bucket, day] = key.split('\n') as [string, string];
    rows.sort(byTimeAndId);
    for (let part = 0; part * maxLines < rows.length; part++) {
      const slice = rows.slice(part * maxLines, (part + 1) * maxLines);
      const fileKey = teamLayoutKey(CLICK_LOG_TEAM_PREFIX, bucket, day, generation, `p${part}`);
      files.push({ key: fileKey, bucket, day, rows: slice.length, minTime: slice[0]!.time, maxTime: slice.at(-1)!.time });
      writes.push(() => putClickLogObject(fileKey, encodeTeamLayoutParquet(slice), PARQUET_CONTENT_TYPE));
    }
    const rollupKey = teamLayoutKey(CLICK_ROLLUP_PREFIX, bucket, day, generation, 'r');
    rollups.push(rollupKey);
    writes.push(() => putClickLogObject(rollupKey, encodeRollupParquet(rollupRowsOf(rows)), PARQUET_CONTENT_TYPE));
    summary.rows += rows.length;
  }
  const manifest: GenerationManifest = { generation, previous: state.watermark, sources, files, rollups, createdAt: now.toISOString() };
  await putGenerationManifest(manifest);
  await o.onStep?.({ step: 'generation-manifest-written', day: '*', key: generation });
  for (const write of writes) await write();
  await o.onStep?.({ step: 'generation-files-written', day: '*', key: generation });
  // The days it wrote, for the daily merge (not counted yet on a state from before the merge: the merge step counts them from the manifests).
  const days = [...new Set(files.map((f) => f.day))];
  const unmerged = state.unmerged && { ...state.unmerged, ...Object.fromEntries(days.map((d) => [d, (state.unmerged![d] ?? 0) + 1])) };
  const next: CommittedState = { ...state, watermark: generation, committedAt: new Date().toISOString(), bigTeams, ...(unmerged ? { unmerged } : {}) };
  await putClickLogState(next);
  await o.onStep?.({ step: 'generation-committed', day: '*', key: generation });
  summary.generations++;
  summary.filesWritten += files.length;
  summary.rollupFiles += rollups.length;
  summary.sourcesCompacted += sources.length;
  summary.days += days.length;
  return next;
}

/** Rows in file order: by time, then id. */
export const byTimeAndId = (a: TeamLayoutRow, b: TeamLayoutRow): number =>
  a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Drops lines an earlier generation already holds: only the generations whose sources were
 * named within `windowMs` before this one's first source can (a message is redelivered minutes
 * after its first log write), and only their files of the same days and times are read (the id column).
 */
async function dropCompacted(
  byId: Map<string, ClickRecord>,
  sources: readonly string[],
  generation: string,
  windowMs: number,
  state: CommittedState,
): Promise<void> {
  if (!byId.size) return;
  const firstClock = sources.map((k) => rawObjectClock(k)!).sort()[0]!;
  const after = `${CLICK_LOG_GENERATION_PREFIX}g${logClock(Number(firstClock) - windowMs)}`;
  const earlier = (await listClickLogObjects(CLICK_LOG_GENERATION_PREFIX, after))
    .map((o) => /g(\d{13})\.json$/.exec(o.key)?.[1])
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
      if (!range || f.maxTime < range[0] || f.minTime > range[1]) continue;
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
