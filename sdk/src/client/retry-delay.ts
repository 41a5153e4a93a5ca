/** How long the client waits between tries. */

/**
 * A Retry-After header in ms: delay-seconds (`120`) or an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`);
 * undefined when absent or unreadable. A date in the past is 0.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined; // '1.5', '-3': no date either
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Exponential backoff with jitter for the try after `failedTries` failures: a random wait in
 * [d/2, d] with d = base × 2^(failedTries−1), at most `max` — so many clients that failed
 * together do not all come back at the same moment.
 */
export function backoffDelay(failedTries: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedTries - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
