import { shortLinkUrl } from '@kisa/shared';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '@kisa/shared/i18n';
import { translateMessage, translator } from '@kisa/shared/i18n/translate';
import { getUser } from '#data/accounts/users-repo.js';
import { getImportJson, mappingKey, putImportObject, writtenPageKey } from '#data/imports/import-files.js';
import { dropImportToken, getImportJob, updateImportJob, writePageSkips } from '#data/imports/imports-repo.js';
import { config } from '#lib/config.js';
import { CONTENT_TYPES, toCsv, type Cell } from '#lib/files/spreadsheet.js';
import type { WrittenLink } from './staged-link.js';

/** The mapping file's header row: Old short URL, New short URL, Destination, Status, Reason in English. */
const MAPPING_HEADER: readonly MessageKey[] = [
  'export.mapping.oldShortUrl',
  'export.mapping.newShortUrl',
  'export.mapping.destination',
  'export.mapping.status',
  'export.mapping.reason',
];

/** The words of a row in a language: its status, and why it was skipped or what to know. */
function mappingWords(locale: Locale) {
  const t = translator(locale);
  return {
    header: MAPPING_HEADER.map((key) => t(key)),
    status: (outcome: WrittenLink['outcome']) => t('export.mapping.outcome', { outcome }),
    reason: (w: WrittenLink) => {
      if (w.reason) return t('export.mapping.skip', { reason: w.reason });
      return w.note ? translateMessage(locale, w.note) : '';
    },
  };
}

/**
 * The end of a run: the mapping file (every source link: old short URL → new, or why not; in the
 * language of whoever started the import), the skips by reason, status `done`, and the token dropped.
 */
export async function finishImport(importId: string): Promise<void> {
  const job = await getImportJob(importId);
  if (job?.status !== 'importing') return;
  const words = mappingWords((await getUser(job.createdBy.id))?.locale ?? DEFAULT_LOCALE);
  const rows: Cell[][] = [];
  const base = config.links().shortUrlBase;
  for (let page = 1; page <= (job.lastPage ?? 0); page++) {
    for (const w of await getImportJson<WrittenLink[]>(writtenPageKey(job.teamId, importId, page))) {
      const from = w.from.startsWith('/') ? w.from.slice(1) : `https://${w.from}`;
      rows.push([from, w.outcome === 'skipped' ? '' : shortLinkUrl(base, w.code, w.domain), w.target, words.status(w.outcome), words.reason(w)]);
    }
  }
  await putImportObject(mappingKey(job.teamId, importId), toCsv(words.header, rows).toString('utf8'), CONTENT_TYPES.csv);
  const skippedBy = await writePageSkips(importId);
  // The token first: if the status write fails, the next delivery finishes again (it still sees `importing`).
  await dropImportToken(importId);
  await updateImportJob(importId, { fields: { status: 'done', skippedBy, waitingUntil: undefined } }, ['importing']);
}
