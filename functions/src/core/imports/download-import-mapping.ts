import { IMPORT_MSG } from '@kisa/shared';
import { exportFileUrl } from '#data/campaigns/export-files.js';
import { getImportObject, mappingKey } from '#data/imports/import-files.js';
import { conflict } from '#lib/errors.js';
import { CONTENT_TYPES } from '#lib/files/spreadsheet.js';
import type { Caller } from '../accounts/caller.js';
import { EXPORT_INLINE_MAX_BYTES } from '../campaigns/export-campaign.js';
import { getTeamImport } from './import-access.js';

export type MappingDownload = { kind: 'file'; filename: string; contentType: string; data: Buffer } | { kind: 'url'; filename: string; url: string };

/**
 * The mapping file of a finished import (old short URL → new, or why not), as a CSV download; a
 * big one (100,000 links is ~15 MB, over a Lambda answer's limit) as a presigned URL, as exports are.
 */
export async function downloadImportMapping(caller: Caller, importId: string): Promise<MappingDownload> {
  const job = await getTeamImport(caller, importId);
  const key = mappingKey(job.teamId, importId);
  const text = job.status === 'done' ? await getImportObject(key) : null;
  if (text === null) throw conflict(IMPORT_MSG.notWritten);
  const filename = `kisa-import-${job.source}-${job.createdAt.slice(0, 10)}.csv`;
  const data = Buffer.from(text, 'utf8');
  if (data.length <= EXPORT_INLINE_MAX_BYTES) return { kind: 'file', filename, contentType: CONTENT_TYPES.csv, data };
  return { kind: 'url', filename, url: await exportFileUrl(key, CONTENT_TYPES.csv, `attachment; filename="${filename}"`) };
}
