import { notFound } from '#lib/errors.js';
import { apiOperation } from './api-handler.js';

/** Every /api/* request no route matched (API Gateway's `$default` route; not a declared operation). */
const anyRequest = {
  operationId: 'notFound',
  method: 'GET',
  path: '/api/{proxy+}',
  auth: 'public',
  uses: [],
  capability: '',
  summary: 'No such operation',
  tags: [],
  responses: {},
  errors: { 404: 'No such operation' },
} as const;

export const handler = apiOperation(anyRequest, async () => {
  throw notFound();
});
