import type { LinkHealth, LinkHealthRow } from '@kisa/shared';

/** What a Link health row says in words: its state, since when, what the last check met. */

export function stateLabel(health: Pick<LinkHealth, 'state'>): string {
  return health.state === 'broken' ? 'Broken' : health.state === 'warning' ? 'Certificate expiring' : 'Healthy';
}

/** "for 3 hours", "for 2 days": how long a state has held at `now`. */
export function durationText(sinceIso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'for a minute' : `for ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? 'for an hour' : `for ${hours} hours`;
  return `for ${Math.floor(hours / 24)} days`;
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
    broken ? `${broken} broken ${broken === 1 ? 'link' : 'links'}` : '',
    warnings ? `${warnings} certificate ${warnings === 1 ? 'warning' : 'warnings'}` : '',
  ].filter(Boolean);
  return parts.join(', ');
}
