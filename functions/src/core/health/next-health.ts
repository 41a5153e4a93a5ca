import { HEALTH_FAILURES_TO_BREAK } from '@kisa/shared';
import type { StoredHealth } from '#data/health/link-health-item.js';
import type { ProbeResult } from './probe-destination.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A failing or broken link is looked at again this soon: to confirm the failure, then to see it recover. */
export const RECHECK_MS = 15 * MINUTE;

/**
 * How often a link is checked, by its traffic since the last check: a link clicked 24 times a day
 * or more hourly, one clicked daily every 6 hours, a quiet one daily. A link never checked before
 * is checked again in 6 hours (its rate is not known yet).
 */
export function checkInterval(previous: StoredHealth | undefined, clicks: number, now: Date): number {
  if (previous?.clicks === undefined || !previous.checkedAt) return 6 * HOUR;
  const days = Math.max((now.getTime() - Date.parse(previous.checkedAt)) / (24 * HOUR), 1 / 24);
  const perDay = Math.max(0, clicks - previous.clicks) / days;
  if (perDay >= 24) return HOUR;
  if (perDay >= 1) return 6 * HOUR;
  return 24 * HOUR;
}

export interface NextHealth {
  health: StoredHealth;
  /** An incident opens (`broken`) or closes (`recovered`): one notice each. */
  notice?: 'broken' | 'recovered';
  /** The state differs from the one on record (or none was): the link item and the team's row change too. */
  changed: boolean;
  dueAt: string;
}

/**
 * A link's health after a check of its destinations. A failure counts once HEALTH_FAILURES_TO_BREAK
 * checks in a row failed (a blip is re-checked, not reported); a broken link recovers at its first
 * check with every destination answering. A certificate about to expire is a warning.
 */
export function nextHealth(previous: StoredHealth | undefined, results: readonly ProbeResult[], clicks: number, now: Date): NextHealth {
  const at = now.toISOString();
  const failed = results.filter((r) => r.error);
  const wasBroken = previous?.state === 'broken';
  let health: StoredHealth;
  if (failed.length > 0) {
    const failures = (previous?.failures ?? 0) + 1;
    const broken = wasBroken || failures >= HEALTH_FAILURES_TO_BREAK;
    const state = broken ? 'broken' : (previous?.state ?? 'ok');
    health = {
      state,
      since: previous && previous.state === state ? previous.since : at,
      checkedAt: at,
      error: failed[0]!.error,
      failures,
      clicks,
      ...(broken ? { broken: failed.map((r) => r.url) } : {}),
      ...(broken && previous?.teamFallback ? { teamFallback: previous.teamFallback } : {}),
    };
  } else {
    const warning = results.find((r) => r.warning)?.warning ?? null;
    const state = warning ? 'warning' : 'ok';
    health = { state, since: previous?.state === state ? previous.since : at, checkedAt: at, error: warning, failures: 0, clicks };
  }
  const changed = previous?.state !== health.state;
  const notice = health.state === 'broken' && !wasBroken ? 'broken' : wasBroken && health.state !== 'broken' ? 'recovered' : undefined;
  const interval = health.failures > 0 ? RECHECK_MS : checkInterval(previous, clicks, now);
  return { health, changed, ...(notice ? { notice } : {}), dueAt: new Date(now.getTime() + interval).toISOString() };
}
