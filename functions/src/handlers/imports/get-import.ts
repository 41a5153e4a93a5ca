import { IMPORT_MSG } from '@kisa/shared';
import { getImport } from '#core/imports/list-imports.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { parseId } from '#lib/http/parse-input.js';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.getImport, async ({ caller, params }) => ({
  body: await getImport(caller, parseId('record', params.id, IMPORT_MSG.notFound)),
}));
