import { RULES_PER_LINK_MAX, type BulkRule } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import { translateNow } from '@/lib/i18n';

/** What a bulk file's `country:XX` / `language:xx` columns hold, for the bulk screen to say. */
export interface RuleSummary {
  /** Links that carry at least one targeting rule. */
  links: number;
  /** The rules' names ("Country DE", "Language tr"), each once, in column order as first met. */
  names: string[];
  /** Rule cells left out (no http(s) URL, past the per-link limit). */
  dropped: number;
}

/** Null when the file has no targeting columns. */
export function ruleSummary(rules: ReadonlyArray<readonly BulkRule[]> | undefined, dropped = 0): RuleSummary | null {
  if (!rules) return null;
  const names = new Set<string>();
  let links = 0;
  for (const row of rules) {
    if (row.length) links++;
    for (const rule of row) if (rule.name) names.add(rule.name);
  }
  return { links, names: [...names], dropped };
}

/** A rule's name ("Country DE", "Language tr") in the language shown. */
function ruleName(name: string): string {
  const [, kind, code] = /^(Country|Language) (.+)$/.exec(name) ?? [];
  if (!code) return name;
  return translateNow(kind === 'Country' ? 'campaigns.rules.country' : 'campaigns.rules.language', { code });
}

/**
 * '2 of 3 links carry targeting rules from the file's country and language columns: Country DE
 * and Language tr. 1 destination was left out (…).' — the dropped cells are said, never silent:
 * those visitors go to the link's URL instead.
 */
export function ruleSummaryText(summary: RuleSummary, total: number): string {
  const dropped = summary.dropped
    ? ` ${translateNow('campaigns.rules.dropped', { n: summary.dropped, count: formatCount(summary.dropped), max: RULES_PER_LINK_MAX })}`
    : '';
  if (summary.links === 0) return `${translateNow('campaigns.rules.none')}${dropped}`;
  const shown = summary.names.map(ruleName);
  const names =
    shown.length > 1 ? translateNow('campaigns.list.and', { names: shown.slice(0, -1).join(', '), last: shown[shown.length - 1]! }) : (shown[0] ?? '');
  const counts = { names, total: formatCount(total), links: formatCount(summary.links) };
  const carry = translateNow(summary.links === total ? (total === 1 ? 'campaigns.rules.one' : 'campaigns.rules.all') : 'campaigns.rules.some', counts);
  return `${carry}${dropped}`;
}
