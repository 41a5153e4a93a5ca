import { clickTagIdsValue, type ImportedClickRecord } from '@kisa/shared';
import { putImportedClicks } from '#data/clicks/imported-clicks-store.js';
import { getImportJson, getImportObject, historyProgressKey, putImportObject, readPageKey, writtenPageKey } from '#data/imports/import-files.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import { commitImportStep, importStepDone } from '#data/imports/imports-repo.js';
import { sendImportMessage } from '#data/imports/import-queue.js';
import { addImportedClicks, getLinksByIds } from '#data/links/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import type { ClickHistory } from './import-source.js';
import { finishImport } from './finish-import.js';
import { PausedStep } from './paused-step.js';
import { SourceError } from './source-http.js';
import { nextStepDelaySeconds, paceOf, sourceContextOf } from './source-context.js';
import type { StagedLink, WrittenLink } from './staged-link.js';
import { adapterOf } from './sources/index.js';

/** Link counter writes in flight at once (each its own link's item; the team's total moves once, with the page). */
const COUNTER_WRITES_IN_FLIGHT = 8;

/** How long one history step reads before it hands the rest of its page to the next message (a Lambda has 10 min). */
export const HISTORY_STEP_BUDGET_MS = 4 * 60 * 1000;

/** What a page's history read so far holds (`history-N.json`), kept when a step pauses. */
interface HistorySoFar {
  rows: ImportedClickRecord[];
  totals: Record<string, number>;
}

/**
 * The click history of one written page's links (those this import wrote; an earlier import
 * brought its own): each link's daily totals (and country/referrer summaries) become imported
 * rows in the click log, and its total is added to its counters once. A rate limit or the step's
 * budget pauses the page where it is; what is read so far is kept and the rest follows.
 */
export async function importHistoryPage(job: ImportJobRecord, page: number, from: number, now = Date.now): Promise<void> {
  const adapter = adapterOf(job.source);
  const written = await getImportJson<WrittenLink[]>(writtenPageKey(job.teamId, job.importId, page));
  const mine = written.filter((w) => w.outcome === 'imported' || w.outcome === 'newCode');
  const soFar: HistorySoFar =
    from > 0 ? JSON.parse((await getImportObject(historyProgressKey(job.teamId, job.importId, page))) ?? '{"rows":[],"totals":{}}') : { rows: [], totals: {} };
  // A step delivered again after a later pause was saved finds rows of links from `from` on there too: only those before `from` are its own.
  const before = new Set(mine.slice(0, from).map((w) => w.linkId));
  soFar.rows = soFar.rows.filter((r) => before.has(r.linkId));
  soFar.totals = Object.fromEntries(Object.entries(soFar.totals).filter(([linkId]) => before.has(linkId)));
  const staged = mine.length ? new Map((await getImportJson<StagedLink[]>(readPageKey(job.teamId, job.importId, page))).map((l) => [l.linkId, l])) : new Map();
  // A source without dated history (YOURLS, Rebrandly) still gives each link's clicks so far: they go on its counters, not in analytics' dated rows.
  if (!adapter.clickHistory) for (const w of mine) soFar.totals[w.linkId] = staged.get(w.linkId)?.clicks ?? 0;
  if (adapter.clickHistory && mine.length) {
    const ctx = await sourceContextOf(job);
    const tags = new Map((await getLinksByIds(mine.map((w) => w.linkId))).map((l) => [l.linkId, clickTagIdsValue(l.tagIds)]));
    const started = now();
    for (let i = from; i < mine.length; i++) {
      const pause = async (afterMs: number, rateLimited: boolean) => {
        await putImportObject(historyProgressKey(job.teamId, job.importId, page), JSON.stringify(soFar));
        return new PausedStep({ kind: 'history', importId: job.importId, page, from: i }, afterMs, rateLimited);
      };
      if (i > from && now() - started > HISTORY_STEP_BUDGET_MS) throw await pause(paceOf(job), false);
      const w = mine[i]!;
      let history: ClickHistory;
      try {
        history = await adapter.clickHistory(ctx, staged.get(w.linkId)!);
      } catch (error) {
        if (error instanceof SourceError && error.kind === 'notFound') continue; // deleted at the source meanwhile
        if (error instanceof SourceError && error.kind === 'rateLimited') throw await pause(error.retryAfterMs ?? 60_000, true);
        throw error;
      }
      const rows = rowsOf(job, w, tags.get(w.linkId) ?? null, history);
      soFar.rows.push(...rows);
      const dated = rows.filter((r) => r.dimension === 'total').reduce((sum, r) => sum + r.clicks, 0);
      soFar.totals[w.linkId] = Math.max(dated, history.total ?? 0);
    }
  }
  await putImportedClicks(job.teamId, job.importId, page, soFar.rows);
  const counted = Object.entries(soFar.totals).filter(([, clicks]) => clicks > 0);
  await mapConcurrent(counted, COUNTER_WRITES_IN_FLIGHT, ([linkId, clicks]) => addImportedClicks(linkId, clicks));
  const clicks = Object.values(soFar.totals).reduce((a, b) => a + b, 0);
  const committed = await commitImportStep(job.importId, 'HISTORY', page, {
    add: { historyLinks: mine.length, clicks },
    teamClicks: { teamId: job.teamId, clicks },
  });
  if (committed === 'gone') return;
  const last = page >= (job.lastPage ?? page);
  // Counted by an earlier delivery, which may have failed after its commit: go on unless the next page is done (the end is idempotent).
  if (committed === 'already' && !last && (await importStepDone(job.importId, 'HISTORY', page + 1))) return;
  if (!last)
    await sendImportMessage({ kind: 'history', importId: job.importId, page: page + 1, from: 0 }, adapter.clickHistory ? nextStepDelaySeconds(job) : 0);
  else await finishImport(job.importId);
}

function rowsOf(job: ImportJobRecord, w: WrittenLink, tagIds: string | null, history: ClickHistory): ImportedClickRecord[] {
  const base = { teamId: job.teamId, linkId: w.linkId, shortUrl: w.code, domain: w.domain, tagIds, importId: job.importId };
  const rows: ImportedClickRecord[] = [];
  for (const { day, clicks } of history.days) if (clicks > 0) rows.push({ ...base, day, firstDay: day, dimension: 'total', value: null, clicks });
  for (const [dimension, summary] of [
    ['country', history.countries],
    ['referrer', history.referrers],
  ] as const) {
    if (!summary) continue;
    for (const [value, clicks] of Object.entries(summary.counts))
      if (clicks > 0) rows.push({ ...base, day: summary.to, firstDay: summary.from, dimension, value: value || null, clicks });
  }
  return rows;
}
