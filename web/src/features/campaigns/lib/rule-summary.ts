import { RULES_PER_LINK_MAX, type BulkRule } from '@kisa/shared';
import { formatCount } from '@/lib/format';

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

/**
 * '2 of 3 links carry targeting rules from the file's country and language columns: Country DE
 * and Language tr. 1 destination was left out (…).' — the dropped cells are said, never silent:
 * those visitors go to the link's URL instead.
 */
export function ruleSummaryText(summary: RuleSummary, total: number): string {
  const dropped = summary.dropped
    ? ` ${formatCount(summary.dropped)} ${summary.dropped === 1 ? 'destination was' : 'destinations were'} left out (not a valid http(s) URL, or past ${RULES_PER_LINK_MAX} rules on a line): ${summary.dropped === 1 ? 'its' : 'their'} visitors go to the line's URL.`
    : '';
  if (summary.links === 0) return `The file has country or language columns, but no link in it carries a rule.${dropped}`;
  const names = summary.names.length > 1 ? `${summary.names.slice(0, -1).join(', ')} and ${summary.names[summary.names.length - 1]}` : summary.names[0];
  const carry =
    summary.links === total
      ? `${total === 1 ? 'The link carries' : `All ${formatCount(total)} links carry`}`
      : `${formatCount(summary.links)} of ${formatCount(total)} links carry`;
  return `${carry} targeting rules from the file's country and language columns: ${names}.${dropped}`;
}
