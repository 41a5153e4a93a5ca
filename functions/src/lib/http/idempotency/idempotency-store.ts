/**
 * Where the chain keeps Idempotency-Key records (answer-idempotently.ts). lib may not read the
 * table, so core provides it (core/idempotency/idempotency-store.ts), bound into the
 * chain beside `authenticate` by handlers/api-handler.ts.
 */

/** One use of a key: whose key it is, the key, and the request it came with. */
export interface IdempotentRequest {
  /** Whose keys these are (the caller's user id): two callers' keys never meet. */
  scope: string;
  key: string;
  operationId: string;
  /** request-fingerprint.ts */
  fingerprint: string;
}

/** An answer as kept for replays: status, headers and the JSON body as sent, less any `omitted` field. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Fields of the first answer that were left out (a secret shown once): a replay names them. */
  omitted?: readonly string[];
}

export type IdempotencyClaim =
  /** The key is this request's now (`attempt` names the hold): run the operation, then keep or release. */
  | { outcome: 'claimed'; attempt: string }
  /** The same request was answered before: answer that again. */
  | { outcome: 'answered'; answer: KeptAnswer }
  /** The same request is still running (its lease has not run out). */
  | { outcome: 'inFlight' }
  /** The key came with another operation or another body. */
  | { outcome: 'mismatch' };

export interface IdempotencyStore<C> {
  scopeOf(caller: C): string;
  /** Claims the key for the request (one conditional write), or says who holds it. */
  claim(request: IdempotentRequest, now: number): Promise<IdempotencyClaim>;
  /** Keeps the answer of the attempt that holds the key, for replays until the record expires. */
  keep(request: IdempotentRequest, attempt: string, answer: KeptAnswer): Promise<void>;
  /** Frees the key the attempt holds (its answer was a 5xx or a 429, or it threw): a retry runs the operation. */
  release(request: IdempotentRequest, attempt: string): Promise<void>;
}
