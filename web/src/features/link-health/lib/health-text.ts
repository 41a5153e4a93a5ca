import type { LinkHealth, LinkHealthRow } from '@kisa/shared';
import { translateNow } from '@/lib/i18n';

/** What a Link health row says in words (in the language shown): its state, since when, what the last check met. */

export function stateLabel(health: Pick<LinkHealth, 'state'>): string {
  return translateNow('health.state', { state: health.state });
}

/** "for 3 hours", "for 2 days": how long a state has held at `now`. */
export function durationText(sinceIso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return translateNow('health.duration.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return translateNow('health.duration.hours', { n: hours });
  return translateNow('health.duration.days', { n: Math.floor(hours / 24) });
}

/** The rows broken first (longest broken first), then warnings, as the API answers them; a stable copy. */
export function orderRows(rows: readonly LinkHealthRow[]): LinkHealthRow[] {
  const rank = { broken: 0, warning: 1, ok: 2 } as const;
  return [...rows].sort((a, b) => rank[a.health.state] - rank[b.health.state] || a.health.since.localeCompare(b.health.since));
}

/** The heading's count: "2 broken links, 1 certificate warning". */
export function summaryText(rows: readonly LinkHealthRow[]): string {
  const broken = rows.filter((r) => r.health.state === 'broken').length;
  const warnings = rows.filter((r) => r.health.state === 'warning').length;
  const parts = [
    broken ? translateNow('health.summary.broken', { n: broken }) : '',
    warnings ? translateNow('health.summary.warnings', { n: warnings }) : '',
  ].filter(Boolean);
  const [first = '', second] = parts;
  return second ? translateNow('health.summary.join', { first, second }) : first;
}
