/**
 * When the Athena engine asks whether a query has finished (GetQueryExecution). Athena pushes
 * nothing, so the answer's latency is the query's time plus how late the poll after its end comes.
 * A dashboard's statements take ~0.5–1 s (docs/BENCHMARKS.md, "In AWS, on paper"): a geometric
 * schedule from the start (100 ms × 1.5) polls at 0.48, 0.81 and 1.32 s there, ~0.2 s late on
 * average. None ends before queueing and planning (~0.2–0.3 s), so the first poll waits for that,
 * then polls come every 100 ms through the range where dashboard queries end (~50 ms late on
 * average, about as many calls), then back off for the long ones (a filtered 10M-click view, a
 * cold partition) so a slow query does not spend the account's GetQueryExecution rate.
 */
export const ATHENA_POLL = {
  /** Before the first poll: no query is done sooner. */
  firstMs: 250,
  /** Then this often... */
  everyMs: 100,
  /** ...until this long after the start... */
  steadyUntilMs: 2_000,
  /** ...then each wait 1.5 × the last, up to this. */
  maxMs: 1_000,
} as const;

/** The wait before each poll, in order, forever (the caller stops at the query's end or its timeout). */
export function* athenaPollDelays(): Generator<number, never> {
  let elapsed = ATHENA_POLL.firstMs;
  yield ATHENA_POLL.firstMs;
  let delay: number = ATHENA_POLL.everyMs;
  for (;;) {
    if (elapsed >= ATHENA_POLL.steadyUntilMs) delay = Math.min(Math.round(delay * 1.5), ATHENA_POLL.maxMs);
    elapsed += delay;
    yield delay;
  }
}
