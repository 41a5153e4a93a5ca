import { IMPORT_MSG } from '@kisa/shared';
import { startImport } from '#core/imports/start-import.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { parseId } from '#lib/http/parse-input.js';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.startImport, async ({ caller, params, body }) => ({
  status: 202,
  body: await startImport(caller, parseId('record', params.id, IMPORT_MSG.notFound), body),
}));
