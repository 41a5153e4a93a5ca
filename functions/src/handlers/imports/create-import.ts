import { createImport } from '#core/imports/create-import.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.createImport, async ({ caller, body }) => ({ status: 202, body: await createImport(caller, body) }));
