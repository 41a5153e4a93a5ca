import { IMPORT_MSG } from '@kisa/shared';
import { cancelImport } from '#core/imports/cancel-import.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { parseId } from '#lib/http/parse-input.js';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.cancelImport, async ({ caller, params }) => ({
  body: await cancelImport(caller, parseId('record', params.id, IMPORT_MSG.notFound)),
}));
