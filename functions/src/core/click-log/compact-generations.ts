import { logClock, rawObjectClock } from '@kisa/shared';
import {
  DAY_ONLY_UNIT,
  deleteClickLogObjects,
  deleteGenerationParts,
  pendingGenerations,
  putClickLogState,
  putGenerationManifest,
  rawUnitOf,
  readClickLogState,
  readGenerationManifest,
  readGenerationParts,
  type ClickLogObject,
  type CommittedState,
  type GenerationManifest,
  type GenerationPart,
} from '#data/clicks/click-log-store.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import type { CompactClickLogOptions, CompactionSummary } from './compact-click-log.js';
import { compactUnit, GENERATION_DEFAULTS, type GenerationDefaults } from './compact-unit.js';

export { byTimeAndId, GENERATION_DEFAULTS, type GenerationDefaults } from './compact-unit.js';

/**
 * Compaction into the team layout, in generations (layout: shared/src/click-log.ts; protocol:
 * docs/DATA-MODEL.md "Click log compaction"). A generation G takes the raw objects named in
 * [watermark, G). The planner (this module, one run at a time) writes its plan — the manifest
 * `g<G>.json` with the sources of each unit: one per raw team bucket, `dt` for the day-only layout —
 * and has the units done in parallel (compact-unit.ts: in process, or one compaction-queue
 * message each, `runUnits`). Once every unit's part is written it commits: the manifest again with
 * the units' files, then the state with watermark G (one PUT, by the planner only). Readers never
 * see a click twice or not at all: before the commit they take the raw objects (and not G's
 * files), after it G's files (and not its raw objects). A plan above the watermark is a generation
 * begun and not committed: the next run has its missing units done first, under the same G, so
 * the same sources give the same file names. The raw objects of a committed generation are
 * deleted once readers that hold the previous state are done (graceMs).
 */

/** Gets units of generation G done (each writes its part) or throws; may return before all are (the next run finishes). */
export type RunUnits = (generation: string, units: readonly string[]) => Promise<void>;

/** Units compacted at once in process (each holds its sources' lines in memory). */
const IN_PROCESS_UNITS = 4;

type Options = CompactClickLogOptions & Partial<GenerationDefaults>;

/** Units in this process, IN_PROCESS_UNITS at a time; every unit is tried, the first failure thrown after. */
export const unitsInProcess =
  (options: Options): RunUnits =>
  async (generation, units) => {
    const failures: unknown[] = [];
    await mapConcurrent(units, IN_PROCESS_UNITS, async (unit) => {
      await compactUnit(generation, unit, options).catch((error: unknown) => void failures.push(error));
    });
    if (failures.length) throw failures[0];
  };

/** Compacts the clock-named raw objects into generations; answers whether the run left work (time, or units not done yet). */
export async function compactGenerations(
  raw: readonly ClickLogObject[],
  options: Options,
  now: Date,
  summary: CompactionSummary,
  outOfTime: () => boolean,
): Promise<boolean> {
  const o = { ...GENERATION_DEFAULTS, ...options };
  const runUnits = options.runUnits ?? unitsInProcess(options);
  let state = await readClickLogState();
  const clocked = raw.filter((r) => rawObjectClock(r.key) !== undefined).map((r) => ({ ...r, clock: rawObjectClock(r.key)! }));

  // Sources of committed generations a previous run left (its grace had not passed, or it stopped).
  const leftovers = clocked.filter((r) => r.clock < state.watermark).map((r) => r.key);
  if (leftovers.length && Date.now() - Date.parse(state.committedAt) >= o.graceMs) {
    await deleteClickLogObjects(leftovers);
    summary.sourcesResumed += leftovers.length;
  }

  let pending = (await pendingGenerations(state.watermark))[0];
  const limit = logClock(now.getTime() - (options.minAgeMs ?? 5 * 60_000));
  let todo = clocked
    .filter((r) => r.clock >= state.watermark && r.clock < limit)
    .sort((a, b) => (a.clock < b.clock ? -1 : a.clock > b.clock ? 1 : a.key < b.key ? -1 : 1));
  const committed: string[] = [];
  let stopped = false;
  while (pending !== undefined || todo.length) {
    if (outOfTime()) {
      stopped = true;
      break;
    }
    let plan: GenerationManifest;
    if (pending !== undefined) {
      // Begun by an earlier run: its plan names its sources (also those younger than this run's limit).
      plan = (await readGenerationManifest(pending)) ?? fail(`Generation ${pending} has no plan`);
      todo = todo.filter((r) => r.clock >= plan.generation);
      pending = undefined;
    } else {
      // The generation's bound: the first object it leaves out (names are clocks: the same listing gives the same bound).
      let generation = limit;
      if (todo.length > o.maxObjectsPerGeneration) {
        generation = todo[o.maxObjectsPerGeneration]!.clock;
        if (generation === todo[0]!.clock) generation = logClock(Number(generation) + 1);
      }
      const take = todo.filter((r) => r.clock < generation).map((r) => r.key);
      todo = todo.slice(take.length);
      plan = planOf(generation, state.watermark, take, now);
      await putGenerationManifest(plan);
      await o.onStep?.({ step: 'generation-manifest-written', day: '*', key: generation });
    }
    const units = Object.keys(unitsOf(plan)).sort();
    const before = await readGenerationParts(plan.generation);
    const missing = units.filter((u) => !before.has(u));
    if (missing.length) await runUnits(plan.generation, missing);
    const parts = missing.length ? await readGenerationParts(plan.generation) : before;
    if (units.some((u) => !parts.has(u))) {
      // Units still at work (the compaction queue): the next run commits.
      stopped = true;
      break;
    }
    state = await commitGeneration(state, plan, units, parts, summary);
    await o.onStep?.({ step: 'generation-committed', day: '*', key: plan.generation });
    committed.push(...plan.sources);
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

const fail = (message: string): never => {
  throw new Error(message);
};

/** A plan: the sources grouped by unit (a unit's teams are all in one raw bucket). */
function planOf(generation: string, previous: string, sources: string[], now: Date): GenerationManifest {
  const units: Record<string, string[]> = {};
  for (const key of sources) (units[rawUnitOf(key)] ??= []).push(key);
  return { generation, previous, sources, files: [], rollups: [], createdAt: now.toISOString(), units };
}

/** A plan's units; a manifest from before units is one unit of the day-only layout. */
const unitsOf = (plan: GenerationManifest): Record<string, string[]> => plan.units ?? { [DAY_ONLY_UNIT]: plan.sources };

/** The commit: the manifest with every unit's files (what the merge and later dedup read), then the state. */
async function commitGeneration(
  state: CommittedState,
  plan: GenerationManifest,
  units: readonly string[],
  parts: Map<string, GenerationPart>,
  summary: CompactionSummary,
): Promise<CommittedState> {
  const done = units.map((u) => parts.get(u)!);
  const files = done.flatMap((p) => p.files);
  const rollups = done.flatMap((p) => p.rollups);
  await putGenerationManifest({ ...plan, files, rollups });
  const bigTeams = { ...state.bigTeams };
  for (const p of done) for (const [team, day] of Object.entries(p.bigTeams)) bigTeams[team] ??= day;
  // The days it wrote, for the daily merge (not counted yet on a state from before the merge: the merge step counts them from the manifests).
  const days = [...new Set(files.map((f) => f.day))];
  const unmerged = state.unmerged && { ...state.unmerged, ...Object.fromEntries(days.map((d) => [d, (state.unmerged![d] ?? 0) + 1])) };
  const next: CommittedState = { ...state, watermark: plan.generation, committedAt: new Date().toISOString(), bigTeams, ...(unmerged ? { unmerged } : {}) };
  await putClickLogState(next);
  // The parts served their purpose (the manifest holds their files); one left behind is harmless.
  await deleteGenerationParts(plan.generation).catch(() => undefined);
  summary.generations++;
  summary.filesWritten += files.length;
  summary.rollupFiles += rollups.length;
  summary.sourcesCompacted += plan.sources.length;
  summary.days += days.length;
  summary.rows += done.reduce((n, p) => n + p.rows, 0);
  summary.units += units.length;
  return next;
}
