/**
 * `npm run bench:import-peer` — Kisa's import from a REAL peer, end to end, on one machine (not
 * in CI: it builds the peer from source). The peer is Kutt 3 (infra/bench/peers/kutt/: where its
 * source comes from, what it needs). The run:
 *
 * 1. starts Kutt on 127.0.0.1 (fresh SQLite) and seeds it through its own API with BENCH_LINKS
 *    links (default 1,000: custom codes, two custom domains, titles in several scripts) and
 *    visits; a counting proxy sits in front of its API (peers/counting-proxy.ts);
 * 2. starts Kisa's local runtime (RATE_LIMIT_EXEMPT_IPS and IMPORT_ALLOW_HOSTS = 127.0.0.1),
 *    signs an owner up, creates an import (source `kutt`, the proxy's /api/v2, Kutt's API key),
 *    waits for the preview, starts it with every source domain moved onto the platform's, and
 *    waits for `done`;
 * 3. checks every link arrived with its code, destination, title and Kutt's visit count as its
 *    clicks (read back through Kisa's API), that Kisa's redirect of each sends to its
 *    destination, that the report's clicks are Kutt's visits and the mapping file has a row per
 *    link;
 * 4. imports again from the same peer: nothing new (every link already imported); then with a
 *    wrong key: Kutt's 401 fails the import at once, saying the source refused the token;
 * 5. prints links/s, time to preview, time to done, requests to the peer, and the CPU.
 *
 * Exits 1 on any failed check. Knobs: BENCH_LINKS (1000), BENCH_HISTORY (1; 0 imports no click
 * history, and clicks go unchecked), BENCH_GIVE_UP_MIN (90), KUTT_SNAPSHOT / KUTT_DIR / KUTT_NODE
 * (peers/kutt/kutt-peer.ts).
 * Hold the CPU lock: `flock /tmp/kisa-cpu.lock npm run bench:import-peer`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_MSG, type ImportJob } from '@kisa/shared';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { api, printErrors, signUp } from './bench-api.js';
import { loadAverages, log, machineLine } from './bench-output.js';
import { checkLinks, checkMapping, checkRedirects, kisaLinks, mappingRows, type PeerLink } from './peers/check-import.js';
import { countsLine, startCountingProxy, type CountingProxy } from './peers/counting-proxy.js';
import { startKutt } from './peers/kutt/kutt-peer.js';
import { seedKutt } from './peers/kutt/seed-kutt.js';

const LINKS = Number(process.env.BENCH_LINKS ?? 1_000);
const HISTORY = process.env.BENCH_HISTORY !== '0';
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MIN ?? 90) * 60_000;
process.env.RATE_LIMIT_EXEMPT_IPS = '127.0.0.1';
process.env.IMPORT_ALLOW_HOSTS = '127.0.0.1';

const cpuModel = (): string => /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

interface RunFigures {
  job: ImportJob;
  toPreviewMs: number;
  toDoneMs: number;
  requests: string;
  waits: number;
  /** ms after the start when the run was first seen in each phase (`links`, `history`, `done`). */
  phases: Record<string, number>;
}

/** Polls the import every 500 ms until `until` says so; logs progress every 10 s; counts the rate-limit waits it sees. */
async function follow(
  runtime: Runtime,
  id: string,
  until: (job: ImportJob) => boolean,
  startedAt: number,
): Promise<{ job: ImportJob; waits: number; phases: Record<string, number> }> {
  let lastLog = Date.now();
  const waits = new Set<string>();
  const phases: Record<string, number> = {};
  let failedPolls = 0;
  for (;;) {
    const res = await api<ImportJob>(runtime, 'GET', `/api/imports/${id}`);
    if (res.status !== 200) {
      // As the web screen does, bear with a few failed polls in a row (a busy machine times one out now and then); report them.
      log(`  a progress poll answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      if (++failedPolls > 5) throw new Error(`GET /api/imports/${id} failed ${failedPolls} times in a row`);
      await new Promise((r) => setTimeout(r, 1_000));
      continue;
    }
    failedPolls = 0;
    const job = res.body;
    if (job.waitingUntil) waits.add(job.waitingUntil);
    phases[job.progress.phase] ??= Date.now() - startedAt;
    if (until(job)) return { job, waits: waits.size, phases };
    if (job.status === 'failed' || job.status === 'cancelled') throw new Error(`the import ${job.status}: ${job.error ?? JSON.stringify(job)}`);
    if (Date.now() - lastLog >= 10_000) {
      lastLog = Date.now();
      const p = job.progress;
      log(
        `  ${seconds(Date.now() - startedAt).padStart(8)}: ${job.status}, ${p.phase}: read ${p.read}, written ${p.written}, skipped ${p.skipped}, history ${p.historyLinks} (${p.percent} %)${job.waitingUntil ? `, waiting until ${job.waitingUntil}` : ''}`,
      );
    }
    if (Date.now() - startedAt > GIVE_UP_MS) throw new Error(`gave up after ${seconds(Date.now() - startedAt)}: ${JSON.stringify(job.progress)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** One import from the peer: create → preview → start (every domain onto the platform's) → done. */
async function importOnce(runtime: Runtime, proxy: CountingProxy, apiKey: string, label: string): Promise<RunFigures> {
  proxy.reset();
  const createdAt = Date.now();
  const created = await api<ImportJob>(runtime, 'POST', '/api/imports', { source: 'kutt', apiUrl: `${proxy.url}/api/v2`, token: apiKey, history: HISTORY });
  if (created.status !== 202) throw new Error(`POST /api/imports answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  const preview = await follow(runtime, id, (job) => job.status === 'ready', createdAt);
  const toPreviewMs = Date.now() - createdAt;
  const c = preview.job.counts;
  log(
    `${label}: preview in ${seconds(toPreviewMs)}: ${c.links} links, ${c.importable} importable, taken ${c.codeTaken}, invalid code ${c.invalidCode}, invalid target ${c.invalidTarget}, blocked ${c.blockedTarget}, duplicate ${c.duplicate}; domains ${preview.job.domains.map((d) => `${d.host} (${d.links}, ${d.action})`).join(', ')}`,
  );
  const startedAt = Date.now();
  const domains = preview.job.domains.map((d) => ({ host: d.host, action: 'move' as const, to: null }));
  const started = await api<ImportJob>(runtime, 'POST', `/api/imports/${id}/start`, { conflicts: 'skip', domains });
  if (started.status !== 202) throw new Error(`POST /api/imports/${id}/start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const done = await follow(runtime, id, (job) => job.status === 'done', startedAt);
  const toDoneMs = Date.now() - startedAt;
  const r = done.job.report;
  log(
    `${label}: done in ${seconds(toDoneMs)} after the start (${seconds(Date.now() - createdAt)} in all): imported ${r?.imported}, already imported ${r?.alreadyImported}, new codes ${r?.newCodes}, clicks ${r?.clicks}, skipped ${JSON.stringify(r?.skipped)}`,
  );
  const requests = countsLine(proxy.counts());
  log(`${label}: requests to the peer: ${requests}`);
  return { job: done.job, toPreviewMs, toDoneMs, requests, waits: preview.waits + done.waits, phases: done.phases };
}

/** `links written 21.3 s (47/s), history 97.4 s`: from the phases the polls saw (within 0.5 s). */
function phaseLine(f: RunFigures): string {
  const historyAt = f.phases.history ?? f.toDoneMs;
  const parts = [`links written ${seconds(historyAt)} (${Math.round(LINKS / (historyAt / 1000))}/s)`];
  if (f.phases.history !== undefined) parts.push(`history ${seconds(f.toDoneMs - f.phases.history)}`);
  return parts.join(', ');
}

/** An import with a key Kutt does not know fails at once (its 401), with the refused-token message. */
async function wrongKey(runtime: Runtime, proxy: CountingProxy): Promise<string[]> {
  proxy.reset();
  const createdAt = Date.now();
  const created = await api<ImportJob>(runtime, 'POST', '/api/imports', { source: 'kutt', apiUrl: `${proxy.url}/api/v2`, token: 'not-a-kutt-key' });
  if (created.status !== 202) return [`a wrong key: POST /api/imports answered ${created.status}: ${JSON.stringify(created.body)}`];
  for (;;) {
    const { status, body: job } = await api<ImportJob>(runtime, 'GET', `/api/imports/${created.body.id}`);
    if (status !== 200) log(`  a progress poll answered ${status}`);
    else if (job.status === 'failed') {
      log(`wrong key: failed in ${seconds(Date.now() - createdAt)}: "${job.error}"; peer: ${countsLine(proxy.counts())}`);
      return job.error === IMPORT_MSG.sourceRefusedToken ? [] : [`a wrong key failed with "${job.error}", expected "${IMPORT_MSG.sourceRefusedToken}"`];
    } else if (job.status !== 'fetching') return [`a wrong key: the import went ${job.status}, expected failed`];
    if (Date.now() - createdAt > 120_000) return ['a wrong key: the import had not failed after 2 minutes'];
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main(): Promise<number> {
  log(`${machineLine()}\nCPU: ${cpuModel()}`);
  const peer = await startKutt(log);
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-bench-import-peer-'));
  let proxy: CountingProxy | undefined;
  let runtime: Runtime | undefined;
  const failures: string[] = [];
  try {
    const seeded = await seedKutt(peer, LINKS, log);
    const links: PeerLink[] = seeded.map((l) => ({ code: l.code, target: l.target, title: l.title, visits: HISTORY ? l.visits : null }));
    const visits = seeded.reduce((sum, l) => sum + l.visits, 0);
    proxy = await startCountingProxy(peer.url);
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
    await signUp(runtime, 'import-peer');

    const first = await importOnce(runtime, proxy, peer.apiKey, 'first run');
    const r = first.job.report;
    if (r?.imported !== LINKS) failures.push(`the report says ${r?.imported} imported, expected ${LINKS}`);
    if (r?.skipped.length) failures.push(`the report skipped ${JSON.stringify(r.skipped)}`);
    if (HISTORY && r?.clicks !== visits) failures.push(`the report counts ${r?.clicks} clicks of history, Kutt ${visits} visits`);

    const mapping = checkMapping(await mappingRows(runtime, first.job.id), links);
    log(`mapping: ${JSON.stringify(mapping.byStatus)}`);
    failures.push(...mapping.failures);
    const kisa = await kisaLinks(runtime);
    failures.push(...checkLinks(links, kisa));
    // After the read-back: Kisa counts these requests as clicks.
    const redirectsAt = Date.now();
    failures.push(...(await checkRedirects(runtime, links)));
    log(`read back ${kisa.length} links through Kisa's API and requested each one's redirect (${seconds(Date.now() - redirectsAt)})`);

    const second = await importOnce(runtime, proxy, peer.apiKey, 'second run');
    const r2 = second.job.report;
    if (r2?.imported !== 0 || r2.alreadyImported !== LINKS)
      failures.push(`the second run imported ${r2?.imported} and found ${r2?.alreadyImported} already imported; expected 0 and ${LINKS}`);
    const after = await kisaLinks(runtime);
    if (after.length !== LINKS) failures.push(`after the second run Kisa holds ${after.length} links, expected ${LINKS}`);

    failures.push(...(await wrongKey(runtime, proxy)));

    log('');
    log(
      `Kutt ${peer.version}, ${LINKS} links (${visits} visits on ${seeded.filter((l) => l.visits > 0).length}), history ${HISTORY ? 'on' : 'off'}; CPU ${cpuModel()}`,
    );
    for (const [label, f] of [
      ['first run', first],
      ['second run', second],
    ] as const) {
      log(
        `${label}: preview ${seconds(f.toPreviewMs)}, done ${seconds(f.toDoneMs)} after start (${phaseLine(f)}), ${Math.round(LINKS / ((f.toPreviewMs + f.toDoneMs) / 1000))} links/s over both; rate-limit waits ${f.waits}; peer: ${f.requests}`,
      );
    }
    log(`load at the end: ${loadAverages()}`);
  } finally {
    if (runtime) printErrors(join(dataDir, 'logs'));
    await runtime?.stop();
    await proxy?.close();
    await peer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const f of failures.slice(0, 20)) log(`FAIL: ${f}`);
  if (failures.length > 20) log(`FAIL: … and ${failures.length - 20} more`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
