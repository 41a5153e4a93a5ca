import { authenticateCaller } from '#domain/accounts/authenticate-caller.js';
import { createApiHandler } from '#lib/http/api-handler.js';

/**
 * The API's one middleware chain (lib/http/api-handler.ts) with the accounts domain's
 * authentication: every API handler is `apiOperation(<its declaration>, run)`.
 */
export const apiOperation = createApiHandler(authenticateCaller);
