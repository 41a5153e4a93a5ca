/**
 * `npm run bench:click-cost` — DynamoDB write (and read) units per click of the real click
 * worker (functions/src/core/clicks/process-clicks.ts), driven in this process against the local
 * runtime's DynamoDB Local with a production-like mix:
 *
 * - LINKS links of TEAMS teams, both Zipf-skewed (a few teams own most links, a few links get
 *   most clicks), a tenth tracking conversions, some in campaigns (a GSI2 copy);
 * - one click per SQS message, as the redirect sends them in AWS (Lambda: one request per
 *   environment); BOT_SHARE of clicks from bots; REPEAT_SHARE of human clicks from a visitor
 *   who clicked that link before;
 * - worker runs of each size in BATCHES (the click queue's batch size, messages per run);
 * - the fold (core/clicks/fold-click-counts.ts) after every FOLD_MESSAGES messages: a fold
 *   window's worth of clicks. 500 messages over 5,000 links give about as many distinct links
 *   and teams per click (~0.57, ~0.33) as a minute of a platform at 1B clicks a month (~23,000
 *   clicks over ~10M Zipf links and ~100k teams: ~0.57, ~0.38; docs/BENCHMARKS.md);
 *   the distinct links per human click of the windows folded are printed.
 *
 * Every DynamoDB call the worker makes is recorded with `ReturnConsumedCapacity: INDEXES`. Units
 * are counted by kind from AWS's documented rules (a write: ⌈item KB⌉, also when its condition
 * fails; a transaction's item: twice that; an index copy: ⌈projected KB⌉; an eventually
 * consistent read: ½ per 4 KB, a consistent one 1), item sizes from the items themselves, and
 * compared with what DynamoDB Local reports per call (not the billing rule: no index units,
 * nothing for a refused conditional write, whose error carries no capacity; both are printed). A warm-up run per size is not counted.
 * The previous worker's figure (docs/BENCHMARKS.md) is printed beside the result.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { tableClient } from './bench-table.js';
import { log, machineLine } from './bench-output.js';
import { clickCostModel, type ClickCostModel } from './click-cost/click-mix.js';
import { CapacityRecorder, KINDS, type Kind } from './click-cost/capacity-recorder.js';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 300);
const LINKS = Number(process.env.BENCH_LINKS ?? 5_000);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 6_000);
const BATCHES = (process.env.BENCH_BATCHES ?? '100,1000').split(',').map(Number);
const FOLD_MESSAGES = Number(process.env.BENCH_FOLD_MESSAGES ?? 500);
/** A minute of a platform at a billion clicks a month: the clicks one fold window holds in AWS. */
const CLICKS_PER_MINUTE_AT_1B = Math.round(1e9 / (30 * 24 * 60));
const BOT_SHARE = Number(process.env.BENCH_BOT_SHARE ?? 0.2);
const REPEAT_SHARE = Number(process.env.BENCH_REPEAT_SHARE ?? 0.75);
/** The worker before this bench (docs/BENCHMARKS.md, "Cost per million redirects"): on paper. */
const OLD_WRU_PER_CLICK = 6.3;
/** On-demand list prices, us-east-1: per million write / read request units. */
const WRU_PRICE = 0.625;
const RRU_PRICE = 0.125;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kisa-click-cost-'));
  let runtime: Runtime | undefined;
  try {
    log(machineLine());
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true, pollers: 'paused' });
    // One fold window between two folds of the bench (the runtime's are a second long): every
    // record written meanwhile lands above the last fold's fence, in one window.
    Object.assign(process.env, runtime.env, { POWERTOOLS_LOG_LEVEL: 'SILENT', CLICK_FOLD_WINDOW_SECONDS: '3600' });
    const model = clickCostModel({ teams: TEAMS, links: LINKS, botShare: BOT_SHARE, repeatShare: REPEAT_SHARE });
    await seed(runtime, model);
    const { processClickMessages } = await import('@kisa/functions/src/core/clicks/process-clicks');
    const { foldCountsNow } = await import('@kisa/functions/src/test-support/fold-counts');
    const { db } = await import('@kisa/functions/src/data/table');
    const recorder = new CapacityRecorder(model.linkSizes);
    recorder.attach(db());
    log(
      `mix: ${TEAMS} teams, ${LINKS} links (Zipf), ${CLICKS} clicks per batch size, one click per message; bots ${pct(BOT_SHARE)}, ` +
        `human clicks from a returning visitor ${pct(REPEAT_SHARE)}, links tracking conversions ${pct(model.trackedShare)}`,
    );
    for (const batchSize of BATCHES) {
      // Warm-up: the visitors of the mix have clicked before (steady state), not counted.
      await runClicks(processClickMessages, foldCountsNow, model, CLICKS, batchSize);
      recorder.reset();
      const { clicks, failed, folded } = await runClicks(processClickMessages, foldCountsNow, model, CLICKS, batchSize);
      if (failed > 0) throw new Error(`${failed} messages failed in the measured run`);
      report(recorder, clicks, batchSize, folded);
    }
  } finally {
    await runtime?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Worker = (queued: { messageId: string; body: string; receiveCount?: number; sentAt?: number }[]) => Promise<string[]>;
type Fold = () => Promise<{ windows: number; links: number; teams: number }>;
interface Folded {
  windows: number;
  links: number;
  teams: number;
}

async function runClicks(
  worker: Worker,
  fold: Fold,
  model: ClickCostModel,
  clicks: number,
  batchSize: number,
): Promise<{ clicks: number; failed: number; folded: Folded }> {
  let failed = 0;
  let sinceFold = 0;
  const folded: Folded = { windows: 0, links: 0, teams: 0 };
  const foldNow = async () => {
    const s = await fold();
    folded.windows += s.windows;
    folded.links += s.links;
    folded.teams += s.teams;
    sinceFold = 0;
  };
  for (let sent = 0; sent < clicks; sent += batchSize) {
    const n = Math.min(batchSize, clicks - sent);
    // First receipts, as SQS hands out nearly every message: sent when clicked, received once.
    const messages = Array.from({ length: n }, () => {
      const event = model.click();
      return {
        messageId: randomUUID(),
        body: JSON.stringify({ v: 1, g: randomUUID(), events: [event] }),
        receiveCount: 1,
        sentAt: Date.parse(String(event.time)),
      };
    });
    failed += (await worker(messages)).length;
    sinceFold += n;
    if (sinceFold >= FOLD_MESSAGES) await foldNow();
  }
  if (sinceFold > 0) await foldNow();
  return { clicks, failed, folded };
}

/** Teams and links as the API writes them (the link items' shape and size, their index keys). */
async function seed(runtime: Runtime, model: ClickCostModel): Promise<void> {
  const table = tableClient(runtime);
  const items = [...model.teamItems(), ...model.linkItems()];
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending?.length) {
      const out = await table.send(new BatchWriteCommand({ RequestItems: { [runtime.env.TABLE_NAME!]: pending as never } }));
      pending = out.UnprocessedItems?.[runtime.env.TABLE_NAME!] as Record<string, unknown>[] | undefined;
    }
  }
}

function report(recorder: CapacityRecorder, clicks: number, batchSize: number, folded: Folded): void {
  const by = recorder.byKind();
  const human = clicks * (1 - BOT_SHARE);
  log('');
  log(`batch of ${batchSize} messages (${clicks} clicks, ${recorder.calls} DynamoDB calls)`);
  log(
    `folded ${folded.windows} windows of ~${Math.max(FOLD_MESSAGES, batchSize)} messages: ` +
      `${(folded.links / human).toFixed(2)} distinct links and ${(folded.teams / human).toFixed(2)} distinct teams per human click`,
  );
  log(`${'kind'.padEnd(26)}${'WRU/click'.padStart(11)}${'RRU/click'.padStart(11)}`);
  let wru = 0;
  let rru = 0;
  for (const kind of KINDS) {
    const k = by.get(kind as Kind);
    if (!k || (k.write === 0 && k.read === 0)) continue;
    wru += k.write;
    rru += k.read;
    log(`${kind.padEnd(26)}${(k.write / clicks).toFixed(3).padStart(11)}${(k.read / clicks).toFixed(3).padStart(11)}`);
  }
  log(`${'total'.padEnd(26)}${(wru / clicks).toFixed(3).padStart(11)}${(rru / clicks).toFixed(3).padStart(11)}`);
  // The fold's fence is paid per window (32 shard writes), not per click: here a window holds
  // FOLD_MESSAGES clicks, in AWS a minute's (~23,000 at 1B clicks a month).
  const fence = by.get('fold fence')?.write ?? 0;
  if (folded.windows > 0 && fence > 0) {
    const atScale = (wru - fence) / clicks + fence / folded.windows / CLICKS_PER_MINUTE_AT_1B;
    log(
      `${'total, fence a minute'.padEnd(26)}${atScale.toFixed(3).padStart(11)}   (the fence's ${(fence / folded.windows).toFixed(0)} WRU a window over ${CLICKS_PER_MINUTE_AT_1B.toLocaleString('en')} clicks)`,
    );
  }
  log(
    `per million clicks: writes $${((wru / clicks) * WRU_PRICE).toFixed(2)}, reads $${((rru / clicks) * RRU_PRICE).toFixed(2)}; ` +
      `before: ${OLD_WRU_PER_CLICK} WRU/click ($${(OLD_WRU_PER_CLICK * WRU_PRICE).toFixed(2)})`,
  );
  const local = recorder.localReported();
  log(
    `DynamoDB Local reported ${(local.write / clicks).toFixed(3)} write / ${(local.read / clicks).toFixed(3)} read units per click ` +
      `(not the billing rule: no index units, nothing for refused conditional writes; the figures above follow AWS's rules)`,
  );
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

await main();
