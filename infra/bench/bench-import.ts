/**
 * `npm run bench:import` — a 100,000-link import from the generic file, as production's links
 * look (import/import-data-set.ts: mixed codes, titles in several scripts, tags, a few thousand
 * target hosts, daily history skewed as real clicks are over up to two years, ~1 % codes taken,
 * ~0.5 % targets that are no http(s) URL). The run:
 *
 * 1. makes the data set and packs it into JSON files (the file's `history` form): each at most
 *    IMPORT_FILE_MAX_BYTES, and its request body at most BENCH_BODY_MAX_BYTES (6,000,000:
 *    Lambda's synchronous payload limit, which an API request goes through in AWS);
 * 2. starts the local runtime, signs an owner up, creates the links whose codes the file's ~1 %
 *    conflicts meet;
 * 3. imports each file in turn (one import runs per team): POST /api/imports → the preview
 *    (`ready`) → POST start (conflicts skipped) → `done`, polled every 500 ms as the screen does;
 * 4. checks the reports: every importable link imported, the taken codes and invalid targets
 *    skipped as such, the history's clicks all counted, the team's link counter;
 * 5. imports every file again: nothing imported twice (each link found already imported);
 * 6. prints time to preview, time to done, links/s, history rows, CPU seconds per process and the
 *    CPU model.
 *
 * Exits 1 on any failed check. Knobs: BENCH_LINKS (100000), BENCH_HISTORY (1; 0 imports the links only), BENCH_BODY_MAX_BYTES, BENCH_GIVE_UP_MIN
 * (120 per file), BENCH_TMPDIR. Hold the CPU lock: `flock /tmp/kisa-cpu.lock npm run bench:import`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_FILE_MAX_BYTES, type ImportJob } from '@kisa/shared';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { api, printErrors, signUp } from './bench-api.js';
import { loadAverages, log, machineLine } from './bench-output.js';
import { makeDataSet, packFiles } from './import/import-data-set.js';
import { cpuSeconds, machineCpuSeconds } from './process-cpu.js';

const LINKS = Number(process.env.BENCH_LINKS ?? 100_000);
const BODY_MAX_BYTES = Number(process.env.BENCH_BODY_MAX_BYTES ?? 6_000_000);
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MIN ?? 120) * 60_000;
const HISTORY = process.env.BENCH_HISTORY !== '0';
process.env.RATE_LIMIT_EXEMPT_IPS = '127.0.0.1';

const cpuModel = (): string => /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Polls the import every 500 ms until `until` holds; logs progress every 30 s; bears a few failed polls as the screen does. */
async function follow(runtime: Runtime, id: string, until: (job: ImportJob) => boolean, startedAt: number): Promise<ImportJob> {
  let lastLog = Date.now();
  let failedPolls = 0;
  for (;;) {
    const res = await api<ImportJob>(runtime, 'GET', `/api/imports/${id}`);
    if (res.status !== 200) {
      if (++failedPolls > 5) throw new Error(`GET /api/imports/${id} failed ${failedPolls} times in a row: ${res.status}`);
      await new Promise((r) => setTimeout(r, 1_000));
      continue;
    }
    failedPolls = 0;
    const job = res.body;
    if (until(job)) return job;
    if (job.status === 'failed' || job.status === 'cancelled') throw new Error(`the import ${job.status}: ${job.error ?? JSON.stringify(job)}`);
    if (Date.now() - lastLog >= 30_000) {
      lastLog = Date.now();
      const p = job.progress;
      log(
        `  ${seconds(Date.now() - startedAt).padStart(8)}: ${job.status}, ${p.phase}: read ${p.read}, written ${p.written}, history ${p.historyLinks} (${p.percent} %)`,
      );
    }
    if (Date.now() - startedAt > GIVE_UP_MS) throw new Error(`gave up after ${seconds(Date.now() - startedAt)}: ${JSON.stringify(job.progress)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface FileRun {
  preview: ImportJob;
  done: ImportJob;
  toPreviewMs: number;
  toDoneMs: number;
  /** ms after the start when the polls first saw the history phase (undefined: never). */
  historyAtMs?: number;
}

async function importFile(runtime: Runtime, content: string, name: string): Promise<FileRun> {
  const createdAt = Date.now();
  const created = await api<ImportJob>(runtime, 'POST', '/api/imports', { source: 'file', file: { name, content }, history: HISTORY });
  if (created.status !== 202) throw new Error(`POST /api/imports (${name}) answered ${created.status}: ${JSON.stringify(created.body).slice(0, 400)}`);
  const id = created.body.id;
  const preview = await follow(runtime, id, (job) => job.status === 'ready', createdAt);
  const toPreviewMs = Date.now() - createdAt;
  const startedAt = Date.now();
  const started = await api<ImportJob>(runtime, 'POST', `/api/imports/${id}/start`, { conflicts: 'skip' });
  if (started.status !== 202) throw new Error(`POST /api/imports/${id}/start answered ${started.status}: ${JSON.stringify(started.body)}`);
  let historyAtMs: number | undefined;
  const done = await follow(
    runtime,
    id,
    (job) => {
      if (job.progress.phase === 'history') historyAtMs ??= Date.now() - startedAt;
      return job.status === 'done';
    },
    startedAt,
  );
  const c = preview.counts;
  const r = done.report;
  log(
    `  ${name}: preview ${seconds(toPreviewMs)} (${c.links} links, ${c.importable} importable, taken ${c.codeTaken}, invalid target ${c.invalidTarget}); done ${seconds(Date.now() - startedAt)} after start: imported ${r?.imported}, already ${r?.alreadyImported}, clicks ${r?.clicks}`,
  );
  return { preview, done, toPreviewMs, toDoneMs: Date.now() - startedAt, ...(historyAtMs === undefined ? {} : { historyAtMs }) };
}

const sum = (runs: FileRun[], f: (r: FileRun) => number): number => runs.reduce((a, r) => a + f(r), 0);

/** CPU seconds so far of each runtime process, this bench and the whole machine. */
function cpuOf(runtime: Runtime): Record<string, number> {
  const cpu: Record<string, number> = { machine: machineCpuSeconds(), bench: cpuSeconds('self') };
  for (const p of runtime.processes()) cpu[p.name] = p.pids.reduce((s, pid) => s + cpuSeconds(pid), 0);
  return cpu;
}

function cpuLine(before: Record<string, number>, after: Record<string, number>): string {
  return Object.keys(after)
    .map((name) => [name, after[name]! - (before[name] ?? 0)] as const)
    .filter(([, s]) => s >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
}

async function main(): Promise<number> {
  log(`${machineLine()}\nCPU: ${cpuModel()}`);
  const data = makeDataSet(LINKS, new Date().toISOString().slice(0, 10));
  const files = packFiles(data.links, IMPORT_FILE_MAX_BYTES, BODY_MAX_BYTES);
  const takenSet = new Set(data.taken);
  const importable = data.links.filter((l) => !takenSet.has(l.code) && /^https:/.test(l.url));
  const expectedClicks = importable.reduce((a, l) => a + Object.values(l.history).reduce((x, y) => x + y, 0), 0);
  const expectedRows = importable.reduce((a, l) => a + Object.keys(l.history).length, 0);
  log(
    `data set: ${LINKS} links, ${data.taken.length} codes taken, ${data.invalidTargets} invalid targets; history ${data.historyRows} daily rows, ${data.clicks} clicks; ${files.length} JSON file(s) of ${files.map((f) => (Buffer.byteLength(f) / 1e6).toFixed(2)).join(', ')} MB`,
  );

  const dataDir = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'kisa-bench-import-'));
  let runtime: Runtime | undefined;
  const failures: string[] = [];
  try {
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
    await signUp(runtime, 'import');
    const takenAt = Date.now();
    for (let i = 0; i < data.taken.length; i += 4) {
      await Promise.all(
        data.taken.slice(i, i + 4).map(async (code) => {
          for (;;) {
            const res = await api<{ detail?: string }>(runtime!, 'POST', '/api/links', { longUrl: `https://taken.example/${code}`, shortUrl: code });
            if (res.status === 201) return;
            // The plan's request limit per minute (no address exemption covers it): wait as it says.
            if (res.status !== 429) throw new Error(`creating the link ${code} answered ${res.status}: ${JSON.stringify(res.body)}`);
            await new Promise((r) => setTimeout(r, 1_000 * Number(/in (\d+) second/.exec(res.body.detail ?? '')?.[1] ?? 20)));
          }
        }),
      );
    }
    log(`created ${data.taken.length} links holding codes the file uses (${seconds(Date.now() - takenAt)})`);

    const cpuBefore = cpuOf(runtime);
    log('first run:');
    const first: FileRun[] = [];
    for (const [i, content] of files.entries()) first.push(await importFile(runtime, content, `bench-${i + 1}.json`));
    const cpuFirst = cpuOf(runtime);
    const imported = sum(first, (r) => r.done.report?.imported ?? 0);
    const skippedAs = (reason: string) => sum(first, (r) => r.done.report?.skipped.find((s) => s.reason === reason)?.count ?? 0);
    const clicks = sum(first, (r) => r.done.report?.clicks ?? 0);
    if (imported !== importable.length) failures.push(`imported ${imported}, expected ${importable.length}`);
    if (skippedAs('codeTaken') !== data.taken.length) failures.push(`skipped ${skippedAs('codeTaken')} as taken, expected ${data.taken.length}`);
    if (skippedAs('invalidTarget') !== data.invalidTargets)
      failures.push(`skipped ${skippedAs('invalidTarget')} as invalid targets, expected ${data.invalidTargets}`);
    if (clicks !== (HISTORY ? expectedClicks : 0))
      failures.push(`the reports count ${clicks} clicks of history, the files hold ${expectedClicks} on imported links`);
    const stats = await api<{ links: number }>(runtime, 'GET', '/api/stats');
    if (stats.body.links !== importable.length + data.taken.length)
      failures.push(`the team counts ${stats.body.links} links, expected ${importable.length + data.taken.length}`);

    log('second run (the same files again):');
    const second: FileRun[] = [];
    for (const [i, content] of files.entries()) second.push(await importFile(runtime, content, `bench-${i + 1}.json`));
    const again = sum(second, (r) => r.done.report?.imported ?? 0);
    const already = sum(second, (r) => r.done.report?.alreadyImported ?? 0);
    if (again !== 0 || already !== importable.length)
      failures.push(`the second run imported ${again} and found ${already} already imported; expected 0 and ${importable.length}`);

    log('');
    for (const [label, runs] of [
      ['first run', first],
      ['second run', second],
    ] as const) {
      const preview = sum(runs, (r) => r.toPreviewMs);
      const done = sum(runs, (r) => r.toDoneMs);
      const links = sum(runs, (r) => r.historyAtMs ?? r.toDoneMs);
      log(
        `${label}: ${files.length} file(s); to preview ${seconds(preview)}, start → done ${seconds(done)} (links ${seconds(links)}, history ${seconds(done - links)}); ${Math.round(LINKS / ((preview + done) / 1000))} links/s over both`,
      );
    }
    log(HISTORY ? `history: ${expectedRows} daily rows on ${importable.length} imported links, ${clicks} clicks` : 'history: not imported (BENCH_HISTORY=0)');
    // The file source reads 1,000 rows a page; each page is a read, a write and (with history) a history step.
    const pages = sum(first, (r) => Math.ceil(r.preview.counts.links / 1000));
    const steps = HISTORY ? 3 : 2;
    const firstMs = sum(first, (r) => r.toPreviewMs + r.toDoneMs);
    log(`steps: ${pages} pages × ${steps}; first run ${(firstMs / 1000 / (steps * pages)).toFixed(2)} s per step on average`);
    log(`CPU seconds, first run: ${cpuLine(cpuBefore, cpuFirst)}; second run: ${cpuLine(cpuFirst, cpuOf(runtime))}`);
    log(`CPU: ${cpuModel()}; load at the end: ${loadAverages()}`);
  } finally {
    if (runtime) printErrors(join(dataDir, 'logs'));
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const f of failures) log(`FAIL: ${f}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
