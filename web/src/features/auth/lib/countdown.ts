import { translateNow } from '@/lib/i18n';

/** The verify screen's countdown (pure; unit-tested). */

/** Whole seconds left of `totalMs` started at `startedAt` (3, 2, 1 for 3 s; 0 once over). */
export function secondsLeft(startedAt: number, now: number, totalMs: number): number {
  const left = totalMs - Math.max(0, now - startedAt);
  return left <= 0 ? 0 : Math.ceil(left / 1000);
}

/** "Taking you to your dashboard in 3 seconds…", "… in 1 second…", and "… now…" at 0, in the language shown. */
export function countdownText(where: 'dashboard' | 'signin', seconds: number): string {
  return translateNow('auth.verify.countdown', { where, n: Math.max(0, seconds) });
}
