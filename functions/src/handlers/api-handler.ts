import { authenticateCaller } from '#core/accounts/authenticate-caller.js';
import { auditRecorder } from '#core/audit/audit-trail.js';
import { idempotencyStore } from '#core/idempotency/idempotency-store.js';
import { countRequest } from '#core/rate-limits/count-request.js';
import { createApiHandler } from '#lib/http/api-handler.js';

/**
 * The API's one middleware chain (lib/http/api-handler.ts) with core/accounts'
 * authentication and core/rate-limits' request counting (per key or user and per team,
 * by plan), the Idempotency-Key records of the idempotent operations and the team's audit log
 * (core/audit): every API handler is
 * `apiOperation(<its declaration>, run)`.
 */
export const apiOperation = createApiHandler(authenticateCaller, countRequest, idempotencyStore, auditRecorder);
