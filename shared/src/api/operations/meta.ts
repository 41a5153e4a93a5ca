import * as z from 'zod';
import { declareOperations } from '../operation.js';

/** GET /api/openapi.json: the document itself (its shape is OpenAPI's, so only the outline is checked). */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
  })
  .describe('This document');

/** The API describing itself. */
export const metaOperations = declareOperations({
  getOpenapi: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    uses: [],
    capability: '',
    summary: 'This OpenAPI document',
    tags: ['meta'],
    responses: { 200: ['OpenAPI 3.1 document', openApiDocumentSchema] },
  },
});
