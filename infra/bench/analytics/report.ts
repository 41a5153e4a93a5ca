/** Where a call's time goes, Athena on paper, and the report's tables. */
import {
  addDays,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CONVERSION_INCOMING_PREFIX,
  CONVERSION_LOG_PREFIX,
  conversionTeamPrefix,
  parseConversionKey,
  startOfLocalDay,
  RANKING_LIMIT,
} from '@kisa/shared';
import type { Runtime } from '../../local/runtime.js';
import { log, median } from '../bench-output.js';
import { timedGet } from './api.js';
import { DAYS, PUTS_IN_FLIGHT, TZ } from './config.js';
import type { Range } from './model.js';

/**
 * Where a call's time goes, measured piece by piece in this process after the HTTP timings
 * (same S3 emulator and DynamoDB Local; an in-memory DuckDB copy here, a file in the gateway):
 * listing the log (every sync), downloading every object and the engine's whole first sync
 * (cold), each statement of the two calls alone, the link-title BatchGet, and a signed-in call
 * that does almost nothing (gateway + auth).
 */
export async function breakdown(runtime: Runtime, at: { teamId: string; from: string; to: string; linkIds: string[] }): Promise<void> {
  const store = await import('@kisa/functions/src/data/clicks/click-log-store');
  const sql = await import('@kisa/functions/src/data/analytics/analytics-sql');
  const { clickLogEngine } = await import('@kisa/functions/src/data/analytics/choose-engine');
  const { getLinksByIds } = await import('@kisa/functions/src/data/links/campaign-links-repo');
  const ms = async (f: () => Promise<unknown>) => {
    const started = performance.now();
    await f();
    return performance.now() - started;
  };
  const p50 = async (f: () => Promise<unknown>, n = 5) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) times.push(await ms(f));
    return Math.round(median(times));
  };

  let keys: string[] = [];
  const listMs = await ms(async () => {
    keys = [
      ...(await store.listClickLogObjects(CLICK_LOG_PREFIX)),
      ...(await store.listClickLogObjects(CLICK_LOG_COMPACT_PREFIX)),
      ...(await store.listClickLogObjects(CLICK_LOG_TEAM_PREFIX)),
      ...(await store.listClickLogObjects(CONVERSION_INCOMING_PREFIX)),
      ...(await store.listClickLogObjects(CONVERSION_LOG_PREFIX)),
    ].map((o) => o.key);
  });
  let next = 0;
  const downloadMs = await ms(() =>
    Promise.all(
      Array.from({ length: PUTS_IN_FLIGHT }, async () => {
        while (next < keys.length) await store.getClickLogObject(keys[next++]!);
      }),
    ),
  );
  const engine = await clickLogEngine();
  const scope = {
    teamId: at.teamId,
    start: new Date(startOfLocalDay(at.from, TZ)).toISOString(),
    end: new Date(startOfLocalDay(addDays(at.to, 1), TZ)).toISOString(),
    filters: {},
  };
  const previousStart = new Date(startOfLocalDay(addDays(at.from, -DAYS), TZ)).toISOString();
  // The engine answers 503 while its first sync outlasts the handler's wait (SYNC_WAIT_MS; at
  // 10,000,000 clicks); the sync carries on, so ask again until it answers.
  const syncMs = await ms(async () => {
    for (;;) {
      try {
        return await engine.query(sql.countStatement(engine.dialect, scope));
      } catch (error) {
        if ((error as { status?: number }).status !== 503) throw error;
      }
    }
  });
  const statements = {
    'panels (one statement, as the API runs it)': sql.panelsStatement(engine.dialect, scope, previousStart, RANKING_LIMIT),
    series: sql.seriesStatement(engine.dialect, scope),
    totals: sql.totalsStatement(engine.dialect, scope, previousStart),
    rankings: sql.rankingsStatement(engine.dialect, scope, RANKING_LIMIT),
    'conversions part': sql.conversionRowsStatement(engine.dialect, scope, previousStart, RANKING_LIMIT),
    'visitors page': sql.visitorsStatement(engine.dialect, scope, { offset: 0, limit: 5 }),
    count: sql.countStatement(engine.dialect, scope),
  };
  const each: string[] = [];
  for (const [name, statement] of Object.entries(statements)) each.push(`${name} ${await p50(() => engine.query(statement))}`);
  const titles = await p50(() => getLinksByIds(at.linkIds));
  const me = await p50(() => timedGet(runtime, '/api/me'), 10);

  log(`breakdown (this process, Last 30 Days unfiltered, p50 of 5 unless said):`);
  log(`  list the log (raw + compacted + conversions; every sync does it): ${Math.round(listMs)} ms for ${keys.length} objects`);
  log(`  download every object (${PUTS_IN_FLIGHT} in flight): ${Math.round(downloadMs)} ms`);
  log(`  first sync of an in-memory DuckDB copy (list + download + load, + one count): ${Math.round(syncMs)} ms`);
  log(`  statements alone, ms: ${each.join(', ')}`);
  log(`  link titles (BatchGet of ${at.linkIds.length} links, DynamoDB Local): ${titles} ms; GET /api/me (gateway + auth), p50 of 10: ${me} ms`);
}

/**
 * On paper: what Athena would scan for the conversions part of one Last 30 Days dashboard load
 * (conversion-sql.ts conversionSource), from this run's objects: the team's own partitions only —
 * its compacted days of both periods (gzip JSON, read whole; Athena counts the compressed bytes)
 * and its incoming objects — and no click. Not counted: Athena's 10 MB minimum per query.
 */
export async function athenaConversionEstimate(teamId: string, range: Range, teamClicks: number): Promise<void> {
  const store = await import('@kisa/functions/src/data/clicks/click-log-store');
  const dayOf = (key: string) => parseConversionKey(key)?.day ?? undefined;
  const from = new Date(startOfLocalDay(addDays(range.from, -DAYS), TZ)).toISOString().slice(0, 10);
  const to = new Date(startOfLocalDay(addDays(range.to, 1), TZ) - 1).toISOString().slice(0, 10);
  const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
  const bytesOf = (objects: readonly { size: number }[]) => objects.reduce((n, o) => n + o.size, 0);

  // What the conversions part reads (conversion-sql.ts conversionSource): the team's partitions only.
  const days = (await store.listClickLogObjects(conversionTeamPrefix(CONVERSION_LOG_PREFIX, teamId))).filter((o) => {
    const day = dayOf(o.key);
    return day !== undefined && day >= from && day <= to;
  });
  const incoming = await store.listClickLogObjects(conversionTeamPrefix(CONVERSION_INCOMING_PREFIX, teamId));
  const [dayBytes, incomingBytes] = [bytesOf(days), bytesOf(incoming)];
  const everyTeam = [...(await store.listClickLogObjects(CONVERSION_LOG_PREFIX)), ...(await store.listClickLogObjects(CONVERSION_INCOMING_PREFIX))];
  log(`Athena, on paper — the conversions part of one Last 30 Days dashboard load (dt ${from} … ${to}: both periods; no click read):`);
  log(
    `  the team's compacted days: ${days.length.toLocaleString('en')} gzip files, ${mb(dayBytes)} (${days.length ? Math.round(dayBytes / days.length).toLocaleString('en') : 0} B each);` +
      ` its incoming objects (the last 15 minutes): ${incoming.length.toLocaleString('en')}, ${mb(incomingBytes)}; the whole conversion log (both teams): ${everyTeam.length.toLocaleString('en')} objects, ${mb(bytesOf(everyTeam))}`,
  );
  const perMillion = ((dayBytes + incomingBytes) / Math.max(1, teamClicks)) * 1e6;
  log(
    `  together ${mb(dayBytes + incomingBytes)} in ${(days.length + incoming.length).toLocaleString('en')} objects for ${teamClicks.toLocaleString('en')} team clicks in range;` +
      ` scaled to a team with 1,000,000 clicks in each 30-day period (61 days read): ~${mb(perMillion * 2)} (against a 50 MB budget per load, with the clicks' part)`,
  );
}

export function describeObjects(objects: readonly { size: number }[]): string {
  if (!objects.length) return '0 objects';
  const sizes = objects.map((o) => o.size);
  const total = sizes.reduce((a, b) => a + b, 0);
  const kb = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${(n / 1e3).toFixed(1)} KB`);
  return `${objects.length.toLocaleString('en')} objects, ${kb(total)} (median ${kb(median(sizes))}, max ${kb(Math.max(...sizes))})`;
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 3 && i <= 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w, i) => (i >= 3 && i <= 5 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const r of rows) log(line(r));
}
