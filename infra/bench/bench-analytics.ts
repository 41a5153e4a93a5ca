import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  CLICK_LOG_PREFIX,
  CLICK_LOG_TEAM_PREFIX,
  CLICK_ROLLUP_PREFIX,
  CONVERSION_LOG_PREFIX,
  countryName,
  todayIn,
  type ClickRecord,
  type ConversionRecord,
} from '@kisa/shared';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { printErrors, signUp } from './bench-api.js';
import { loadAverages, log, machineLine } from './bench-output.js';
import { createLinks } from './analytics/api.js';
import { sum } from './analytics/checks.js';
import { BREAKDOWN, CLICKS, COMPACT, CONVERSIONS, DAYS, KEEP_DATA, PUTS_IN_FLIGHT, SEED, TZ } from './analytics/config.js';
import { clickGenerator } from './analytics/generator.js';
import { measureCalls } from './analytics/measure.js';
import type { FilterSet, Range } from './analytics/model.js';
import { Weighted } from './analytics/random.js';
import { athenaConversionEstimate, breakdown, describeObjects } from './analytics/report.js';
import { BOT_AGENTS, HUMAN_AGENTS } from './analytics/traffic.js';

// The pollers' scheduled compaction (every 10 minutes locally) stays out of the measurement.
process.env.KISA_COMPACT_EVERY_MS ??= String(24 * 3_600_000);

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'kisa-bench-analytics-'));
  let runtime: Runtime | undefined;
  let ok = true;
  const fail = (message: string) => {
    ok = false;
    log(`FAIL: ${message}`);
  };
  try {
    log(machineLine());
    log(
      `clicks: ${CLICKS.toLocaleString('en')} over ${DAYS} local days (${TZ}); seed ${SEED}; conversions ${CONVERSIONS ? 'seeded' : 'none (BENCH_CONVERSIONS=0)'}; data dir ${dataDir}`,
    );
    const startedAll = Date.now();
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });
    const teamId = await signUp(runtime, 'analytics');
    const linksAt = Date.now();
    const links = await createLinks(runtime);
    log(`links: ${links.length} (${links.filter((l) => l.campaignId).length} in a campaign) in ${((Date.now() - linksAt) / 1000).toFixed(1)} s`);

    // The functions' modules read their configuration at import: env first, then import.
    // ':memory:' keeps this process away from the gateway's DuckDB file.
    Object.assign(process.env, runtime.env, { ANALYTICS_DUCKDB_PATH: ':memory:', POWERTOOLS_LOG_LEVEL: 'ERROR' });
    const store = await import('@kisa/functions/src/data/clicks/click-log-store');
    const conversionLog = await import('@kisa/functions/src/data/conversions/conversion-log-store');
    const { agentOf } = await import('@kisa/functions/src/core/clicks/enrich-click');
    const compaction = await import('@kisa/functions/src/core/click-log/compact-click-log');
    const conversionCompaction = await import('@kisa/functions/src/core/conversions/compact-conversion-log');

    const humans = new Weighted(
      HUMAN_AGENTS.map(([ua]) => agentOf(ua)),
      HUMAN_AGENTS.map(([, w]) => w),
    );
    const bots = new Weighted(
      BOT_AGENTS.map(([ua]) => agentOf(ua)),
      BOT_AGENTS.map(([, w]) => w),
    );
    const flagged = HUMAN_AGENTS.filter(([ua]) => agentOf(ua).isBot).concat(BOT_AGENTS.filter(([ua]) => !agentOf(ua).isBot));
    if (flagged.length) throw new Error(`isbot disagrees with the agent pools on: ${flagged.map(([ua]) => ua).join(' | ')}`);

    // The ranges, fixed at the start (a midnight during the run must not move them).
    const now = Date.now();
    const today = todayIn(TZ, now);
    const firstDay = addDays(today, -(DAYS - 1));
    const ranges: Range[] = [
      { name: 'Last 7 Days', from: addDays(today, -6), to: today, first: DAYS - 7, last: DAYS - 1 },
      { name: 'Last 30 Days', from: firstDay, to: today, first: 0, last: DAYS - 1 },
    ];
    const filterSets: FilterSet[] = [
      { name: 'unfiltered', query: '', counts: (e) => e.all },
      { name: 'country=TR&device=mobile', query: '&country=TR&device=mobile', counts: (e) => e.filtered },
    ];

    // 2. Fill the click log.
    const generator = clickGenerator({ clicks: CLICKS, teamId, links, firstDay, now, humans, bots, countryName });
    const writeAt = Date.now();
    let objects = 0;
    let batches = 0;
    let lastProgress = writeAt;
    const inFlight = new Set<Promise<void>>();
    const put = (records: ClickRecord[], day: string) => {
      const p = store.putClickLogBatch(records, new Date(`${day}T00:00:00Z`)).then(() => void inFlight.delete(p));
      inFlight.add(p);
      objects++;
    };
    for (const batch of generator.batches()) {
      batches++;
      // One object per UTC day a batch touches, as the worker writes it.
      const byDay = new Map<string, ClickRecord[]>();
      for (const r of batch) {
        const day = r.time.slice(0, 10);
        const list = byDay.get(day);
        if (list) list.push(r);
        else byDay.set(day, [r]);
      }
      for (const [day, records] of byDay) {
        while (inFlight.size >= PUTS_IN_FLIGHT) await Promise.race(inFlight);
        put(records, day);
      }
      if (Date.now() - lastProgress >= 15_000) {
        lastProgress = Date.now();
        log(`  ${((Date.now() - writeAt) / 1000).toFixed(0).padStart(4)} s: ${generator.stats.clicks.toLocaleString('en')} clicks, ${objects} objects`);
      }
    }
    await Promise.all(inFlight);
    const writeMs = Date.now() - writeAt;
    const s = generator.stats;
    const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;
    log(
      `written: ${s.clicks.toLocaleString('en')} clicks (${batches} worker batches → ${objects} objects, ${PUTS_IN_FLIGHT} puts in flight) in ${(writeMs / 1000).toFixed(1)} s` +
        ` = ${Math.round(s.clicks / (writeMs / 1000)).toLocaleString('en')} clicks/s, ${Math.round(objects / (writeMs / 1000))} objects/s`,
    );
    const teamBots = sum(generator.expected.all.bots);
    log(
      `shape: team ${(s.humanTeamClicks + teamBots).toLocaleString('en')} clicks (bots ${teamBots.toLocaleString('en')}), other team ${generator.expected.noise.toLocaleString('en')};` +
        ` of the team's human clicks: unique ${pct(s.uniques, s.humanTeamClicks)}, campaign ${pct(s.campaignClicks, s.humanTeamClicks)}, qr ${pct(s.qr, s.humanTeamClicks)},` +
        ` direct ${pct(s.direct, s.humanTeamClicks)}, TR+mobile ${pct(sum(generator.expected.filtered.total), s.humanTeamClicks)}; ${s.visitors.toLocaleString('en')} visitors`,
    );
    const raw = await store.listClickLogObjects(CLICK_LOG_PREFIX);
    log(`raw log: ${describeObjects(raw)}`);

    // 2b. The conversion log, as POST /api/track/conversions writes it: one incoming
    // object per conversion (its click's dimensions on it) through the product's
    // putIncomingConversion, named by when it was reported. The last 15 minutes' are written after
    // compaction (step 3) and stay incoming, as between two runs of the scheduled job.
    const cs = generator.conversionStats;
    const teamConversions = sum(generator.expected.all.conversions);
    const recentFrom = Date.now() - 15 * 60_000;
    const writeIncoming = async (lines: readonly ConversionRecord[]) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: PUTS_IN_FLIGHT }, async () => {
          while (next < lines.length) {
            const c = lines[next++]!;
            await conversionLog.putIncomingConversion(c, Date.parse(c.time));
          }
        }),
      );
    };
    const [olderConversions, recentConversions] = COMPACT
      ? [generator.conversions.filter((c) => Date.parse(c.time) < recentFrom), generator.conversions.filter((c) => Date.parse(c.time) >= recentFrom)]
      : [generator.conversions, []];
    if (CONVERSIONS) {
      const conversionsAt = Date.now();
      // Without compaction, all of them stay incoming; with it, they are written day by day in step 3.
      if (!COMPACT) await writeIncoming(olderConversions);
      const conversionsMs = Date.now() - conversionsAt;
      const all = generator.conversions.length;
      const convertingTeam = sum(generator.expected.all.converting);
      log(
        `conversions written: ${all.toLocaleString('en')} (${cs.leads.toLocaleString('en')} leads, ${cs.sales.toLocaleString('en')} sales of which ${cs.withoutAmount.toLocaleString('en')} without an amount;` +
          ` currencies ${[...cs.currencies]
            .sort((a, b) => b[1] - a[1])
            .map(([c, n]) => `${c} ${n.toLocaleString('en')}`)
            .join(', ')}): ` +
          (COMPACT
            ? `${olderConversions.length.toLocaleString('en')} to write day by day of reports with compaction (step 3), ${recentConversions.length.toLocaleString('en')} of the last 15 minutes after it`
            : `${olderConversions.length.toLocaleString('en')} incoming objects, ${PUTS_IN_FLIGHT} puts in flight, in ${(conversionsMs / 1000).toFixed(1)} s`),
      );
      log(
        `conversions shape: team ${teamConversions.toLocaleString('en')} on ${convertingTeam.toLocaleString('en')} clicks (${pct(convertingTeam, s.humanTeamClicks)} of its human clicks convert;` +
          ` ${cs.severalClicks.toLocaleString('en')} clicks of both teams with several), other team ${generator.expected.noiseConversions.toLocaleString('en')};` +
          ` ${cs.notYetDue.toLocaleString('en')} not due before now (not reported yet: left out)`,
      );
    } else {
      log('conversions: none seeded (BENCH_CONVERSIONS=0)');
    }

    // 3. Compaction, as the product's scheduled job does it (minimum age 0: everything).
    if (COMPACT) {
      await new Promise((r) => setTimeout(r, 1_100)); // LastModified has whole seconds
      const compactAt = Date.now();
      let filesWritten = 0;
      let lastNote = compactAt;
      const summary = await compaction.compactClickLog({
        minAgeMs: 0,
        // Nothing reads an older state here (the grace protects Athena readers).
        graceMs: 0,
        onStep: (step) => {
          if (step.step !== 'generation-committed') return;
          filesWritten++;
          if (Date.now() - lastNote < 15_000) return;
          lastNote = Date.now();
          log(`  ${((Date.now() - compactAt) / 1000).toFixed(0).padStart(4)} s: ${filesWritten} generations committed`);
        },
      });
      const compactMs = Date.now() - compactAt;
      const files = await store.listClickLogObjects(CLICK_LOG_TEAM_PREFIX);
      const rollups = await store.listClickLogObjects(CLICK_ROLLUP_PREFIX);
      const left = await store.listClickLogObjects(CLICK_LOG_PREFIX);
      log(
        `compacted in ${(compactMs / 1000).toFixed(1)} s: ${summary.sourcesCompacted} raw objects in ${summary.generations} generations → ${summary.filesWritten} Parquet files by team bucket and day, ${summary.rollupFiles} rollup files, ${summary.rows.toLocaleString('en')} rows;` +
          ` ${summary.daysMerged} closed days merged (${summary.mergedFiles} files written or copied, ${summary.filesSwept} swept); raw objects left ${left.length}`,
      );
      const teamBucket = `tb=t-${teamId}/`;
      log(`team layout: ${describeObjects(files)}; the team's own bucket: ${describeObjects(files.filter((f) => f.key.includes(teamBucket)))}`);
      log(`rollups: ${describeObjects(rollups)}; the team's own bucket: ${describeObjects(rollups.filter((f) => f.key.includes(teamBucket)))}`);
      if (summary.rows !== CLICKS) fail(`compaction wrote ${summary.rows} rows, expected ${CLICKS}`);
      if (CONVERSIONS) {
        // The conversions as the scheduled job meets them: reported over the 30 days, compacted as
        // they come — one round per day of reports (written incoming, then a conversion-log
        // compaction merging them into the team's day files), not one backlog of 30 days.
        const roundsAt = Date.now();
        const byReportDay = new Map<string, ConversionRecord[]>();
        for (const c of olderConversions) {
          const day = c.time.slice(0, 10);
          if (!byReportDay.has(day)) byReportDay.set(day, []);
          byReportDay.get(day)!.push(c);
        }
        const rounds = { incoming: 0, files: 0, deleted: 0 };
        for (const day of [...byReportDay.keys()].sort()) {
          await writeIncoming(byReportDay.get(day)!);
          const round = await conversionCompaction.compactConversionLog({ minAgeMs: 0, graceMs: 0, now: new Date(Date.now() + 1_000) });
          rounds.incoming += round.incoming;
          rounds.files += round.partitions;
          rounds.deleted += round.deleted;
        }
        const dayFiles = await store.listClickLogObjects(CONVERSION_LOG_PREFIX);
        log(
          `conversion log: ${olderConversions.length.toLocaleString('en')} conversions written and compacted in ${byReportDay.size} rounds (one per day of reports) in ${((Date.now() - roundsAt) / 1000).toFixed(1)} s:` +
            ` ${rounds.incoming.toLocaleString('en')} incoming objects merged, ${rounds.files.toLocaleString('en')} day files written, ${rounds.deleted.toLocaleString('en')} objects deleted; now ${describeObjects(dayFiles)}`,
        );
        if (rounds.incoming !== olderConversions.length)
          fail(`conversion compaction merged ${rounds.incoming} incoming objects, expected ${olderConversions.length}`);
        await writeIncoming(recentConversions);
        await athenaConversionEstimate(teamId, ranges[1]!, s.humanTeamClicks + teamBots);
      }
    } else {
      log('compaction: skipped (BENCH_COMPACT=0); measuring the raw log');
    }

    const withinBudget = await measureCalls(runtime, { teamId, links, ranges, filterSets, expected: generator.expected }, store.putClickLogBatch, fail);
    if (!withinBudget) ok = false;

    if (BREAKDOWN) await breakdown(runtime, { teamId, from: ranges[1]!.from, to: ranges[1]!.to, linkIds: links.slice(0, 100).map((l) => l.id) });

    log(`end to end ${((Date.now() - startedAll) / 1000).toFixed(0)} s; load at the end: ${loadAverages()}`);
    if (!ok) log('FAIL: see above');
    return ok ? 0 : 1;
  } finally {
    if (runtime) printErrors(join(dataDir, 'logs'));
    await runtime?.stop();
    if (KEEP_DATA) log(`data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
