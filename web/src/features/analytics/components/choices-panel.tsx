import { useMemo } from 'react';
import { displayUrl, type RuleRankItem, type VariantRankItem } from '@kisa/shared';
import { RankingPanel, type RankEntry } from './ranking-panel';

interface ChoicesProps {
  total: number;
  shareLabel: string;
  active?: string;
  range: { from: string; to: string };
  onSelect: (id: string) => void;
}

type ChoiceCounts = Pick<RankEntry, 'unique' | 'conversions' | 'convertingClicks' | 'revenue'> & { total: number };

/** A row's figures, the same for a variant and a rule. */
const counts = (c: ChoiceCounts) => ({
  count: c.total,
  unique: c.unique,
  conversions: c.conversions,
  convertingClicks: c.convertingClicks,
  revenue: c.revenue,
});

/**
 * What sent the visitors: the A/B split's **Variants** and the targeting **Rules**,
 * each with its clicks, visitors (unique clicks), conversions, conversion rate and revenue — the
 * variants side by side are the experiment's figures. Named as the link names them now; an id
 * no link of the view holds any more is 'Removed variant' / 'Removed rule'. Selecting a row
 * filters every panel by it (`variantId` / `ruleId`). Shown when the view has such clicks, or
 * when filtered by one.
 */
export function VariantsPanel({ variants, ...panel }: ChoicesProps & { variants: readonly VariantRankItem[] }) {
  const entries = useMemo(
    () =>
      variants.map(
        (v): RankEntry => ({
          value: v.id,
          label: v.name ?? `Removed variant ${v.id}`,
          detail: [v.weight !== null ? `weight ${v.weight}` : null, v.destination ? displayUrl(v.destination) : null].filter(Boolean).join(' · ') || undefined,
          ...counts(v),
        }),
      ),
    [variants],
  );
  return <RankingPanel wide title="Variants" noun="Variant" entries={entries} empty="No clicks of a split's variants in this view." {...panel} />;
}

export function RulesPanel({ rules, ...panel }: ChoicesProps & { rules: readonly RuleRankItem[] }) {
  const entries = useMemo(
    () => rules.map((r): RankEntry => ({ value: r.id, label: r.name ?? `Removed rule ${r.id}`, detail: r.summary ?? undefined, ...counts(r) })),
    [rules],
  );
  return <RankingPanel wide title="Rules" noun="Rule" entries={entries} empty="No clicks sent by a targeting rule in this view." {...panel} />;
}

/** Whether a panel is worth showing: some click of the view came through it, or the view is filtered by one. */
export const showChoices = (items: readonly unknown[], filter: string | undefined): boolean => items.length > 0 || filter !== undefined;
