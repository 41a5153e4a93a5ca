/**
 * When a failed webhook attempt is tried again: exponential backoff — the first
 * delay `baseSeconds` (5 s in AWS), ×4 per attempt, capped at 6 hours — with ±25 % jitter, so
 * 11 attempts span about a day (5 s, 20 s, 80 s, 5 min, 21 min, 85 min, 5.7 h, then 6 h ×3).
 * A receiver's Retry-After (seconds or an HTTP date) is a lower bound, up to the same cap: it may
 * push an attempt later, never sooner than the schedule (a `Retry-After: 3` on every answer would
 * otherwise spend all 11 attempts in half a minute).
 */
export const RETRY_CAP_SECONDS = 6 * 3600;

export function retryDelaySeconds(attemptsMade: number, baseSeconds: number, retryAfterSeconds: number | null, random: () => number = Math.random): number {
  const backoff = Math.min(RETRY_CAP_SECONDS, baseSeconds * 4 ** Math.max(0, attemptsMade - 1));
  const scheduled = Math.max(1, Math.round(backoff * (0.75 + random() * 0.5)));
  return retryAfterSeconds === null ? scheduled : Math.max(scheduled, Math.min(RETRY_CAP_SECONDS, Math.ceil(retryAfterSeconds)));
}

/** Retry-After as seconds from `now`, or null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text?.trim()) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, (at - now) / 1000);
}

/** Whether an attempt's outcome is worth another: no answer (timeout, connection), 429 or 5xx. Never other 4xx, 3xx or a refused address. */
export function isRetryable(outcome: { status: number | null; refused?: boolean }): boolean {
  if (outcome.refused) return false;
  if (outcome.status === null) return true;
  return outcome.status === 429 || outcome.status >= 500;
}
