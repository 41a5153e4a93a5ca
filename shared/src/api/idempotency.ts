/**
 * `Idempotency-Key` on the POSTs that create something (declared `idempotent: true`), with the
 * semantics of the IETF httpapi draft (draft-ietf-httpapi-idempotency-key-header): the first
 * answer to a key is kept and replayed to a retry; the key with another request is refused.
 * The chain enforces it (functions/src/lib/http/idempotency/); the OpenAPI document and README
 * ("Idempotency") say it from these.
 */
export const IDEMPOTENCY = {
  /** The request header: 1–255 printable ASCII characters, bare or as a structured-field string (`"…"`). */
  header: 'Idempotency-Key',
  maxLength: 255,
  /** How long the first answer is kept and replayed (the record's DynamoDB TTL). */
  keepHours: 24,
  /**
   * How long a request in flight holds its key: a retry meanwhile answers 409. A request that
   * crashed without releasing its key frees it when this runs out (API Gateway ends a request
   * after 30 s, so no live request outlasts it).
   */
  leaseSeconds: 60,
  /** Set (`true`) on an answer replayed from the first request with the key. */
  replayedHeader: 'Idempotent-Replayed',
  /** On a replay whose first answer carried a secret shown once: the answer fields left out (comma-separated). */
  omittedHeader: 'Idempotent-Omitted',
} as const;
