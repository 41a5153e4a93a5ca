import { methodNotAllowed, notFound } from '#lib/errors.js';
import { allowedMethods } from '#lib/http/allowed-methods.js';
import { apiOperation } from './api-handler.js';

/**
 * Every /api/* request no route matched (API Gateway's `$default` route, the local gateway's
 * unmatched requests; not a declared operation): 405 with `Allow` when the path is an
 * operation's but the method is not, else 404.
 */
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
  errors: { 404: 'No such operation', 405: 'The path takes other methods (Allow lists them)' },
} as const;

export const handler = apiOperation(anyRequest, async ({ path }) => {
  const allowed = allowedMethods(path);
  throw allowed.length ? methodNotAllowed(allowed) : notFound();
});
