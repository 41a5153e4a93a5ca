import { IMPORT_MSG } from '@kisa/shared';
import { downloadImportMapping } from '#core/imports/download-import-mapping.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { parseId } from '#lib/http/parse-input.js';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.downloadImportMapping, async ({ caller, params }) => {
  const result = await downloadImportMapping(caller, parseId('record', params.id, IMPORT_MSG.notFound));
  if (result.kind === 'url') return { body: { url: result.url, filename: result.filename } };
  return { body: null, file: { filename: result.filename, contentType: result.contentType, data: result.data } };
});
