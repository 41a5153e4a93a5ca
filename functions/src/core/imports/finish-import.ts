import { IMPORT_SKIP_REASONS, shortLinkUrl } from '@kisa/shared';
import { getImportJson, mappingKey, putImportObject, writtenPageKey } from '#data/imports/import-files.js';
import { dropImportToken, getImportJob, updateImportJob, writePageSkips } from '#data/imports/imports-repo.js';
import { config } from '#lib/config.js';
import { CONTENT_TYPES, toCsv, type Cell } from '#lib/files/spreadsheet.js';
import type { WrittenLink } from './staged-link.js';

export const MAPPING_HEADER = ['Old short URL', 'New short URL', 'Destination', 'Status', 'Reason'] as const;

const STATUS_WORDS: Record<WrittenLink['outcome'], string> = {
  imported: 'imported',
  alreadyImported: 'already imported',
  newCode: 'new code',
  skipped: 'skipped',
};

/**
 * The end of a run: the mapping file (every source link: old short URL → new, or why not), the
 * skips by reason, status `done`, and the token dropped.
 */
export async function finishImport(importId: string): Promise<void> {
  const job = await getImportJob(importId);
  if (job?.status !== 'importing') return;
  const rows: Cell[][] = [];
  const base = config.links().shortUrlBase;
  for (let page = 1; page <= (job.lastPage ?? 0); page++) {
    for (const w of await getImportJson<WrittenLink[]>(writtenPageKey(job.teamId, importId, page))) {
      const from = w.from.startsWith('/') ? w.from.slice(1) : `https://${w.from}`;
      rows.push([
        from,
        w.outcome === 'skipped' ? '' : shortLinkUrl(base, w.code, w.domain),
        w.target,
        STATUS_WORDS[w.outcome],
        w.reason ? IMPORT_SKIP_REASONS[w.reason] : (w.note ?? ''),
      ]);
    }
  }
  await putImportObject(mappingKey(job.teamId, importId), toCsv(MAPPING_HEADER, rows).toString('utf8'), CONTENT_TYPES.csv);
  const skippedBy = await writePageSkips(importId);
  // The token first: if the status write fails, the next delivery finishes again (it still sees `importing`).
  await dropImportToken(importId);
  await updateImportJob(importId, { fields: { status: 'done', skippedBy, waitingUntil: undefined } }, ['importing']);
}
