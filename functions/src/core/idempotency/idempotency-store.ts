import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from '#data/idempotency/idempotency-repo.js';
import type { Caller } from '../accounts/caller.js';

/**
 * Where the API chain keeps Idempotency-Key records (lib/http/idempotency/), bound into it by
 * handlers/api-handler.ts. Keys are the caller's own (their user id, whichever of their API
 * keys or sessions sends them): two members of a team may pick the same key without meeting.
 * Its shape is the chain's IdempotencyStore, checked where the two meet (handlers/api-handler.ts):
 * core never imports lib/http.
 */
export const idempotencyStore = {
  scopeOf: (caller: Caller) => caller.id,
  claim: claimIdempotencyKey,
  keep: keepIdempotentAnswer,
  release: releaseIdempotencyKey,
};
