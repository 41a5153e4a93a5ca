/**
 * The first paint's three paths through the gateway (`npm run bench:analytics`, after the
 * timings): a hit at the current data version; the question's last answer at once after new
 * data (`stale=1`: the store's entry read and unzipped, no engine run); the engine's answer of
 * the new version (a miss). The ratio stale / hit prices the stale path in AWS from the hit's
 * figures (docs/BENCHMARKS.md "Dashboards at 100 loads a second").
 */
import type { Analytics, ClickRecord } from '@kisa/shared';
import type { Runtime } from '../../local/runtime.js';
import { log, median } from '../bench-output.js';
import { timedGet } from './api.js';

const ROUNDS = 10;

export async function measureStaleFirst(
  runtime: Runtime,
  path: string,
  newBatch: (round: number) => ClickRecord[],
  putClickLogBatch: (records: ClickRecord[], at: Date) => Promise<unknown>,
  fail: (message: string) => void,
): Promise<void> {
  const hit: number[] = [];
  const stale: number[] = [];
  const miss: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await timedGet(runtime, path);
    hit.push((await timedGet(runtime, path)).ms);
    await new Promise((r) => setTimeout(r, 1_100)); // past the engine's sync interval
    await putClickLogBatch(newBatch(round), new Date());
    // Another question syncs the new batch first, so the timed call below pays no sync (Athena's version is one S3 read).
    await timedGet(runtime, `${path}&device=desktop`);
    const quick = await timedGet(runtime, `${path}&stale=1`);
    if (!(quick.body as Analytics).stale) fail(`round ${round}: stale=1 after new data answered a current answer (expected the last one, stale)`);
    stale.push(quick.ms);
    miss.push((await timedGet(runtime, path)).ms);
  }
  const [h, s, m] = [median(hit), median(stale), median(miss)];
  log(
    `first paint paths (GET /api/analytics, Last 7 Days, ${ROUNDS} rounds): hit p50 ${h.toFixed(1)} ms; last answer at once (stale=1, store read + gunzip) p50 ${s.toFixed(1)} ms` +
      ` = ${(s / h).toFixed(2)} × the hit; engine after new data (miss) p50 ${m.toFixed(1)} ms = ${(m / h).toFixed(1)} × the hit`,
  );
}
