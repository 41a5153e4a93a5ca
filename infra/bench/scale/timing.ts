/** Timing a row of calls, and the table of rows. */
import type { Runtime } from '../../local/runtime.js';
import { authorization } from '../bench-api.js';
import { log, median } from '../bench-output.js';
import { CALLS, ROW_SECONDS } from './config.js';

export interface Row {
  name: string;
  path: string;
  budgetMs?: number;
  times: number[];
  /** Failed checks of this row's answers. */
  problems: string[];
  /** What the answer said (a count). */
  note: string;
}

export async function timeRow(
  runtime: Runtime,
  name: string,
  path: string,
  budgetMs: number | undefined,
  check: (body: unknown) => { note: string; problems: string[] },
): Promise<Row> {
  const call = async () => {
    const started = performance.now();
    try {
      const res = await fetch(`${runtime.appUrl}${path}`, { headers: { authorization: authorization() } });
      const text = await res.text();
      return { ms: performance.now() - started, status: res.status, text };
    } catch (error) {
      return { ms: performance.now() - started, status: 0, text: String(error) };
    }
  };
  const row: Row = { name, path, budgetMs, times: [], problems: [], note: '' };
  for (let i = 0; i < 2; i++) await call(); // warm: handler module, caches, connections
  const rowStarted = Date.now();
  let last: Awaited<ReturnType<typeof call>> | undefined;
  while (row.times.length < CALLS && (row.times.length < 3 || Date.now() - rowStarted < ROW_SECONDS * 1000)) {
    last = await call();
    row.times.push(last.ms);
    if (last.status !== 200) {
      row.problems.push(`answered ${last.status}: ${last.text.slice(0, 200)}`);
      return row;
    }
  }
  const outcome = check(JSON.parse(last!.text));
  row.note = outcome.note;
  row.problems.push(...outcome.problems);
  return row;
}

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]!;
export const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(v < 10 ? 1 : 0)} ms`);

export function printTable(rows: Row[]): void {
  const lines = [['call', 'calls', 'p50', 'p90', 'max', 'budget', 'p50 vs budget', 'answer']];
  for (const r of rows) {
    const p50 = r.times.length ? median(r.times) : NaN;
    const verdict = r.budgetMs === undefined ? '—' : p50 < r.budgetMs ? 'PASS' : 'FAIL';
    lines.push([
      r.name,
      String(r.times.length),
      ms(p50),
      ms(percentile(r.times, 0.9)),
      ms(Math.max(...r.times)),
      r.budgetMs === undefined ? '—' : `< ${r.budgetMs} ms`,
      verdict,
      r.problems.length ? `CHECK FAILED: ${r.problems.join('; ')}` : r.note,
    ]);
  }
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  for (const [i, l] of lines.entries()) {
    log(`| ${l.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`);
    if (i === 0) log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}
