import { apiHandler } from './api-handler.js';
import { openApiDocument } from '#openapi/document.js';

export const handler = apiHandler(async () => ({ body: openApiDocument() }), { auth: 'public' });
