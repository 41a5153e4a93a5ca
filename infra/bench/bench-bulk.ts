/**
 * `npm run bench:bulk` — the bulk budget of BRIEF.md §4, measured in one run:
 *
 * 1. starts the local runtime (fresh temp data dir, free ports, quiet; the bulk worker
 *    polls with KISA_POLLER_CONCURRENCY lanes, 4 unless set);
 * 2. creates a verified user (sign-up + mailed link) and a campaign through the API;
 * 3. generates a 100,000-line CSV, parses it with the web app's parser (shared/bulk-parse),
 *    and POSTs it in requests of 10,000 links to /api/campaigns/{id}/links, as the bulk screen does;
 * 4. polls GET /api/campaigns/{id} every second (the screen's progress) until done;
 * 5. checks exactly N links exist: the team's counter (GET /api/stats), the campaign's
 *    totalLinks, and a count of the campaign's GSI2 partition straight from DynamoDB;
 * 6. times a CSV export of the whole campaign (big: goes through the exports bucket).
 *
 * Prints the elapsed time (first POST → every link written) and links/s, and what the run cost
 * each of the runtime's processes in CPU seconds (from /proc, as bench:redirect measures: the
 * pollers process is the bulk worker, `dynamodb` DynamoDB Local's java); exits non-zero over
 * the 2-minute budget or on any count mismatch. Profiles: the worker with
 * `KISA_NODE_FLAGS_POLLERS="--cpu-prof --cpu-prof-dir=/tmp/prof"` (infra/local/child-process.ts),
 * DynamoDB Local with `JAVA_TOOL_OPTIONS="-XX:StartFlightRecording=filename=/tmp/prof/ddb.jfr"`.
 * Knobs: BENCH_LINKS (default 100000), BENCH_EXPORT (1; 0 skips step 6), BENCH_TMPDIR (where the
 * temp data dir goes; default the OS temp dir, i.e. DynamoDB Local's files on disk).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parseBulkText, type Campaign } from '@kisa/shared';
import { campaignLinksPartition, CAMPAIGN_LINKS_INDEX } from '@kisa/functions/src/data/links/link-item';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { tableClient } from './bench-table.js';
import { api, bulkCreate, exportCampaignCsv, printErrors, signUp } from './bench-api.js';
import { log, machineLine, loadAverages } from './bench-output.js';
import { cpuSeconds, machineCpuSeconds } from './process-cpu.js';

const LINKS = Number(process.env.BENCH_LINKS ?? 100_000);
const EXPORT = process.env.BENCH_EXPORT !== '0';
const BUDGET_MS = 120_000;
process.env.KISA_POLLER_CONCURRENCY ??= '4';

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'kisa-bench-bulk-'));
  let runtime: Runtime | undefined;
  try {
    log(machineLine());
    log(`bulk worker lanes (KISA_POLLER_CONCURRENCY): ${process.env.KISA_POLLER_CONCURRENCY}; data dir ${dataDir}`);
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
    await signUp(runtime, 'bulk');

    // The file a user would upload: one URL per line, a header, a few lines the parser fixes.
    const lines = ['url'];
    for (let i = 0; i < LINKS; i++) lines.push(i % 10 === 0 ? `www.example.com/p/${i}` : `https://example.com/products/${i}?utm_source=bulk&utm_medium=csv`);
    const file = lines.join('\n');
    const parsedAt = Date.now();
    const { urls, invalid } = parseBulkText(file);
    log(`file: ${lines.length} lines, ${(file.length / 1e6).toFixed(1)} MB; parsed ${urls.length} URLs (${invalid} invalid) in ${Date.now() - parsedAt} ms`);
    if (urls.length !== LINKS) throw new Error(`expected ${LINKS} URLs from the parser, got ${urls.length}`);

    const created = await api<Campaign>(runtime, 'POST', '/api/campaigns', { name: `Bench ${LINKS}` });
    if (created.status !== 201) throw new Error(`create campaign answered ${created.status}: ${JSON.stringify(created.body)}`);
    const id = created.body.id;

    const cpuBefore = cpuOf(runtime);
    const { campaign, elapsedMs } = await bulkCreate(
      runtime,
      id,
      urls.map((longUrl) => ({ longUrl })),
      10 * BUDGET_MS,
    );
    log(
      `written: ${LINKS} links in ${(elapsedMs / 1000).toFixed(1)} s = ${Math.round(LINKS / (elapsedMs / 1000))} links/s (budget ${BUDGET_MS / 1000} s; progress polled every 1 s)`,
    );
    log(`CPU seconds (average cores busy) during the run: ${cpuLine(cpuBefore, cpuOf(runtime), elapsedMs)}`);

    const stats = await api<{ links: number }>(runtime, 'GET', '/api/stats');
    const gsi2 = await countGsi2(runtime, id);
    log(`counts: team counter ${stats.body.links}, campaign totalLinks ${campaign.totalLinks}, GSI2 partition ${gsi2}`);
    const exact = stats.body.links === LINKS && campaign.totalLinks === LINKS && gsi2 === LINKS;

    if (EXPORT) {
      const exportStarted = Date.now();
      const { rows, how } = await exportCampaignCsv(runtime, id);
      log(`export: CSV of ${rows} rows (${how}) in ${((Date.now() - exportStarted) / 1000).toFixed(1)} s`);
      if (rows !== LINKS) log(`FAIL: the export has ${rows} rows, expected ${LINKS}`);
    }

    if (!exact) log(`FAIL: expected exactly ${LINKS} links everywhere`);
    if (elapsedMs > BUDGET_MS) log(`FAIL: ${(elapsedMs / 1000).toFixed(1)} s is over the ${BUDGET_MS / 1000} s budget`);
    log(`load at the end: ${loadAverages()}`);
    return exact && elapsedMs <= BUDGET_MS ? 0 : 1;
  } finally {
    if (runtime) printErrors(join(dataDir, 'logs'));
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds so far of each runtime process, this bench process and the whole machine. */
function cpuOf(runtime: Runtime): Record<string, number> {
  const cpu: Record<string, number> = { machine: machineCpuSeconds(), bench: cpuSeconds('self') };
  for (const p of runtime.processes()) cpu[p.name] = p.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return cpu;
}

/** `machine 190.2 s (1.61): dynamodb 120.3 s (1.02), pollers 40.1 s (0.34), …, other 9.9 s (0.08)` — largest first. */
function cpuLine(before: Record<string, number>, after: Record<string, number>, elapsedMs: number): string {
  const spent = Object.fromEntries(Object.keys(after).map((name) => [name, after[name]! - (before[name] ?? 0)]));
  const { machine, ...processes } = spent;
  const other = machine! - Object.values(processes).reduce((a, b) => a + b, 0);
  const cores = (s: number) => `${s.toFixed(1)} s (${(s / (elapsedMs / 1000)).toFixed(2)})`;
  const parts = Object.entries(processes)
    .filter(([, s]) => s >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, s]) => `${name} ${cores(s)}`);
  return `machine ${cores(machine!)}: ${parts.join(', ')}, other ${cores(other)} (everything else on the machine)`;
}

/** Items in the campaign's GSI2 partition, counted by DynamoDB (Select COUNT, all pages). */
async function countGsi2(runtime: Runtime, campaignId: string): Promise<number> {
  const env = runtime.env;
  const db = tableClient(runtime);
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        IndexName: CAMPAIGN_LINKS_INDEX,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': campaignLinksPartition(campaignId) },
        Select: 'COUNT',
        // Without a Limit DynamoDB Local takes seconds a page on a big partition and stalls every other call (docs/BENCHMARKS.md).
        Limit: 1_000,
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  db.destroy();
  return count;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
