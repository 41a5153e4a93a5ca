import type { RuleRankItem, TargetingRule, VariantRankItem } from '@kisa/shared';
import { conversionsOf, type RankedRow } from './ranked-row.js';
import { getLinkChoices, type LinkChoices } from '#data/links/index.js';

/**
 * The rankings by targeting rule and split variant, named from the links as they are
 * now: a click recorded only the rule's or variant's id (unique within its link), so its name,
 * summary and weight come from the link items — the scope's link (the `linkId` filter, where the
 * breakdown means most) and the answer's ranked links, read once (rules and split only). An id
 * none of those links holds any more (deleted, or its link outside the ranked links) is answered
 * with its id and no name.
 */
export async function choiceRankings(
  teamId: string,
  rows: { rule: readonly RankedRow[]; variant: readonly RankedRow[] },
  scopeLinkId: string | undefined,
  rankedLinkIds: readonly (string | null)[],
): Promise<{ rules: RuleRankItem[]; variants: VariantRankItem[] }> {
  if (!rows.rule.some((r) => r.value !== null) && !rows.variant.some((r) => r.value !== null)) return { rules: [], variants: [] };
  const ids = [...rankedLinkIds, scopeLinkId].filter((id): id is string => !!id);
  const links = (await getLinkChoices(ids)).filter((l) => l.teamId === teamId);
  const rules = new Map<string, { link: LinkChoices; index: number; rule: TargetingRule }>();
  const variants = new Map<string, { link: LinkChoices; index: number }>();
  // The scope's link last: its ids win over another link's with the same (unlikely) id.
  links.sort((a, b) => Number(a.linkId === scopeLinkId) - Number(b.linkId === scopeLinkId));
  for (const link of links) {
    link.rules.forEach((rule, index) => rules.set(rule.id, { link, index, rule }));
    link.variants.forEach((_, index) => variants.set(link.variants[index]!.id, { link, index }));
  }
  return {
    rules: rows.rule.flatMap((r) => {
      if (r.value === null) return [];
      const known = rules.get(r.value);
      return [
        {
          id: r.value,
          linkId: known?.link.linkId ?? null,
          name: known ? known.rule.name || `Rule ${known.index + 1}` : null,
          summary: known ? ruleSummary(known.rule) : null,
          total: r.total,
          unique: r.unique,
          ...conversionsOf(r),
        },
      ];
    }),
    variants: rows.variant.flatMap((r) => {
      if (r.value === null) return [];
      const known = variants.get(r.value);
      const variant = known?.link.variants[known.index];
      return [
        {
          id: r.value,
          linkId: known?.link.linkId ?? null,
          name: variant ? variant.name || `Variant ${variantLetter(known!.index)}` : null,
          destination: variant?.destination ?? null,
          weight: variant?.weight ?? null,
          total: r.total,
          unique: r.unique,
          ...conversionsOf(r),
        },
      ];
    }),
  };
}

/** A, B, C… by position in the split. */
export const variantLetter = (index: number): string => String.fromCharCode(65 + index);

/** What a rule asks, in a line: `Country DE, AT · Language tr · Device mobile · OS ios · Query ref=x · 09:00–17:00 Europe/Istanbul`. */
export function ruleSummary(rule: TargetingRule): string {
  const parts: string[] = [];
  if (rule.countries?.length) parts.push(`Country ${rule.countries.join(', ')}`);
  if (rule.languages?.length) parts.push(`Language ${rule.languages.join(', ')}`);
  if (rule.devices?.length) parts.push(`Device ${rule.devices.join(', ')}`);
  if (rule.os?.length) parts.push(`OS ${rule.os.join(', ')}`);
  if (rule.query) parts.push(`Query ${rule.query.name}${rule.query.value !== undefined ? `=${rule.query.value}` : ''}`);
  if (rule.window) parts.push(`${rule.window.from?.replace('T', ' ') ?? '…'} – ${rule.window.to?.replace('T', ' ') ?? '…'} ${rule.window.timeZone}`);
  return parts.join(' · ');
}
