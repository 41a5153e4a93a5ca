import { listImports } from '#core/imports/list-imports.js';
import { importOperations } from '@kisa/shared/api/operations/imports';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(importOperations.listImports, async ({ caller }) => ({ body: await listImports(caller) }));
