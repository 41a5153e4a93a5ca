/** The HTTP timings (the gateway's DuckDB engine: cold, warm, after a new raw batch) and the checks of each answer. */
import { randomUUID } from 'node:crypto';
import type { Analytics, ClickRecord, Paged, Visitor } from '@kisa/shared';
import type { Runtime } from '../../local/runtime.js';
import { log, median } from '../bench-output.js';
import { timedGet } from './api.js';
import { checkAnalytics, checkConversions, checkVisitors, previousOf, totalsOf } from './checks.js';
import { BUDGET_MS, CALLS, CLICKS, TZ } from './config.js';
import type { Expected, FilterSet, Range, TeamLink } from './model.js';
import { measureStaleFirst } from './measure-stale-first.js';
import { printTable } from './report.js';

export async function measureCalls(
  runtime: Runtime,
  at: { teamId: string; links: readonly TeamLink[]; ranges: readonly Range[]; filterSets: readonly FilterSet[]; expected: Expected },
  putClickLogBatch: (records: ClickRecord[], at: Date) => Promise<unknown>,
  fail: (message: string) => void,
): Promise<boolean> {
  const { teamId, links, ranges, filterSets, expected } = at;
  let withinBudget = true;
  // 4. Timings over HTTP (the gateway's DuckDB engine), 5. checks.
  // Cold: the first call after the data was written; it includes the engine's first sync.
  // A sync longer than the handler's timeout answers 500 while it carries on: call again.
  const rangeQuery = (range: Range) => `from=${range.from}&to=${range.to}&tz=${encodeURIComponent(TZ)}`;
  const coldPath = `/api/analytics?${rangeQuery(ranges[0]!)}`;
  const coldAt = performance.now();
  const coldCalls: string[] = [];
  for (;;) {
    const res = await timedGet(runtime, coldPath);
    coldCalls.push(`${res.status} after ${(res.ms / 1000).toFixed(1)} s`);
    if (res.status === 200) break;
    if (res.status < 500) throw new Error(`GET ${coldPath} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
    if (performance.now() - coldAt > 20 * 60_000) throw new Error(`no answer to GET ${coldPath} within 20 minutes: ${coldCalls.join(', ')}`);
  }
  const coldMs = performance.now() - coldAt;

  const rows: string[][] = [];
  const conversionLines: string[] = [];
  for (const endpoint of ['/api/analytics', '/api/analytics/visitors'] as const) {
    for (const range of ranges) {
      for (const filter of filterSets) {
        const path = `${endpoint}?${rangeQuery(range)}${filter.query}`;
        const times: number[] = [];
        let answer: unknown;
        for (let i = 0; i < CALLS + 1; i++) {
          const res = await timedGet(runtime, path);
          if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
          times.push(res.ms);
          answer = res.body;
        }
        const first = times.shift()!;
        const p50 = median(times);
        const pass = p50 < BUDGET_MS;
        if (!pass) withinBudget = false;
        rows.push([
          endpoint,
          range.name,
          filter.name,
          `${Math.round(first)}`,
          `${Math.round(p50)}`,
          `${Math.round(Math.max(...times))}`,
          pass ? 'PASS' : 'FAIL',
        ]);
        const want = totalsOf(filter.counts(expected), range);
        const counts = filter.counts(expected);
        if (endpoint === '/api/analytics') {
          checkAnalytics(answer as Analytics, want, totalsOf(counts, previousOf(range)), `${range.name}, ${filter.name}`, fail);
          conversionLines.push(checkConversions(answer as Analytics, counts, range, `${range.name}, ${filter.name}`, fail));
        } else checkVisitors(answer as Paged<Visitor>, want, expected.byClick, `${range.name}, ${filter.name}`, fail);
      }
    }
  }
  log('');
  log(
    `cold: the first call after the data was written (GET /api/analytics, Last 7 Days, unfiltered; the engine's first sync: list, download and load the whole log):` +
      ` first answer after ${(coldMs / 1000).toFixed(1)} s (${coldCalls.length === 1 ? 'one call' : `calls: ${coldCalls.join(', ')}`})`,
  );
  if (coldCalls.length > 1)
    log(`NOTE: the first ${coldCalls.length - 1} call(s) failed while the engine's first sync ran (the handler's timeout; the sync carries on)`);
  log(`"first ms" below: the first call of each query after that (DuckDB and the handler warm, that query not)`);
  log(`warm: ${CALLS} calls each, sequential; budget p50 < ${BUDGET_MS} ms (BRIEF.md §4 at ${CLICKS.toLocaleString('en')} clicks)`);
  printTable(['endpoint', 'range', 'filters', 'first ms', 'p50 ms', 'max ms', 'budget'], rows);
  log(
    `conversions in the answers (checked against the seed: events, converting clicks, revenue per currency, both periods, byDate, ranked links, visitor rows):`,
  );
  for (const line of conversionLines) log(`  ${line}`);

  // A dashboard refreshed while clicks arrive: each call first syncs one new raw batch.
  const fresh: number[] = [];
  const freshPath = coldPath;
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 1_100)); // past the engine's sync interval
    await putClickLogBatch(freshBatch(teamId, links[i]!), new Date());
    fresh.push((await timedGet(runtime, freshPath)).ms);
  }
  log(
    `after a new raw batch (the call syncs it first; GET /api/analytics, Last 7 Days): p50 ${Math.round(median(fresh))} ms, max ${Math.round(Math.max(...fresh))} ms over ${fresh.length} calls`,
  );
  await measureStaleFirst(runtime, freshPath, (round) => freshBatch(teamId, links[round % links.length]!), putClickLogBatch, fail);

  return withinBudget;
}

/** One more worker batch, now (the incremental sync's cost). Not in the expected counts: checks are done by then. */
function freshBatch(teamId: string, link: TeamLink): ClickRecord[] {
  return Array.from({ length: 60 }, () => ({
    id: randomUUID(),
    time: new Date().toISOString(),
    shortUrl: link.shortUrl,
    linkId: link.id,
    teamId,
    campaignId: link.campaignId,
    visitorId: randomUUID(),
    ip: '203.0.113.7',
    browser: 'Mobile Safari',
    os: 'iOS',
    device: 'mobile',
    referrer: null,
    countryCode: 'TR',
    countryName: 'Türkiye',
    city: 'Istanbul',
    source: 'link',
    isBot: false,
    unique: true,
  }));
}
