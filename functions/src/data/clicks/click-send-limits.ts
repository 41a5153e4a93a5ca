/**
 * The click send's bounds (click-queue.ts; their own module so bench:click-send and the lean
 * client's tests use exactly these without the handlers' config). The redirect answers only
 * once the send holding its click is done, so the send is bounded: a visitor waits at most
 * ~1 s however unwell SQS is (docs/ARCHITECTURE.md, "The redirect"). Worst case: two attempts of
 * at most `attemptMs` each, `retryDelayMs` apart, ≈ 850 ms; after that the click goes to the
 * fallback (click-queue.ts). A
 * healthy send takes ~5–20 ms in-region, so the per-attempt limit is ~20× the normal case.
 */
export const CLICK_SEND_LIMITS = {
  /** Whole-attempt limit, from opening the request to the full answer (connecting included). */
  attemptMs: 400,
  /** The TCP/TLS connect alone (a fresh connection in-region takes a few ms). */
  connectMs: 200,
  /**
   * One try and at most one retry: the same group id, marked as a retry (`"r":1`) and delayed by
   * RETRY_VISIBLE_AFTER_SECONDS, because the first attempt may have been stored too. The worker
   * checks a marked copy (run records, then claims) instead of counting it as a first receipt, so
   * the group counts once; the delay keeps its fence (the copy's click time) behind the first
   * receipts in flight, as for any redelivery (docs/DATA-MODEL.md "Clicks").
   */
  maxAttempts: 2,
  /** Fixed pause before the retry: with one retry per send there is no herd to spread out. */
  retryDelayMs: 50,
} as const;

/** How long the send's retry waits in the queue before it is handed out (SQS DelaySeconds). */
export const RETRY_VISIBLE_AFTER_SECONDS = 120;
