import { readPageKey, putImportObject } from '#data/imports/import-files.js';
import type { ImportJobRecord, ReadCounter } from '#data/imports/import-job-item.js';
import { commitImportStep, importStepDone } from '#data/imports/imports-repo.js';
import { sendImportMessage } from '#data/imports/import-queue.js';
import { finishReading } from './finish-reading.js';
import { nextStepDelaySeconds, sourceContextOf } from './source-context.js';
import { stageLinks } from './stage-links.js';
import { adapterOf } from './sources/index.js';

/**
 * One page of the source read, checked and staged (`read-N.json`), its counts and summary
 * committed once; then the next page, or the preview when the source has no more. A redelivered
 * step reads the page again (the same cursor answers the same page) and commits nothing twice.
 */
export async function readImportPage(job: ImportJobRecord, page: number, cursor: string | null): Promise<void> {
  const ctx = await sourceContextOf(job);
  const read = await adapterOf(job.source).listLinks(ctx, cursor);
  const staged = await stageLinks(job, ctx, read.links);
  await putImportObject(readPageKey(job.teamId, job.importId, page), JSON.stringify(staged));
  const add: Partial<Record<ReadCounter, number>> = { read: staged.length, unreadable: read.unreadable ?? 0 };
  const domains: Record<string, number> = {};
  const tagNames = new Set<string>();
  for (const link of staged) {
    if (link.problem) add[link.problem as ReadCounter] = (add[link.problem as ReadCounter] ?? 0) + 1;
    domains[link.host] = (domains[link.host] ?? 0) + 1;
    for (const tag of link.tags ?? []) tagNames.add(tag);
  }
  const last = read.next === null;
  const committed = await commitImportStep(job.importId, 'READ', page, {
    add,
    fields: { pages: page, ...(last ? { lastPage: page } : {}), ...(read.total !== undefined ? { sourceTotal: read.total } : {}) },
    marker: { domains: Object.entries(domains).map(([host, links]) => ({ host, links })), tagNames: [...tagNames] },
  });
  if (committed === 'gone') return;
  // A redelivery of a step already counted goes on only where the first delivery may have stopped.
  if (committed === 'already' && (last || (await importStepDone(job.importId, 'READ', page + 1)))) return;
  if (!last) await sendImportMessage({ kind: 'read', importId: job.importId, page: page + 1, cursor: read.next }, nextStepDelaySeconds(job));
  else await finishReading(job.importId);
}
