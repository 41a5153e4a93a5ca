import { metaOperations } from '@kisa/shared/api/operations/meta';
import { apiOperation } from './api-handler.js';
import { openApiDocument } from '#openapi/document.js';

export const handler = apiOperation(metaOperations.getOpenapi, async () => ({ body: openApiDocument() }));
