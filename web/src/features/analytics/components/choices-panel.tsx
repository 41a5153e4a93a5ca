import { useMemo } from 'react';
import { displayUrl, type RuleRankItem, type VariantRankItem } from '@kisa/shared';
import { RankingPanel, type RankEntry } from './ranking-panel';

/**
 * What sent the visitors: the A/B split's **Variants** and the targeting **Rules**,
 * each with its clicks, visitors (unique clicks), conversions, conversion rate and revenue — the
 * variants side by side are the experiment's figures. Named as the link names them now; an id
 * no link of the view holds any more is 'Removed variant' / 'Removed rule'. Selecting a row
 * filters every panel by it (`variantId` / `ruleId`). Shown when the view has such clicks, or
 * when filtered by one.
 */
export function VariantsPanel({
  variants,
  total,
  shareLabel,
  active,
  range,
  onSelect,
}: {
  variants: readonly VariantRankItem[];
  total: number;
  shareLabel: string;
  active?: string;
  range: { from: string; to: string };
  onSelect: (id: string) => void;
}) {
  const entries = useMemo(
    () =>
      variants.map(
        (v): RankEntry => ({
          value: v.id,
          label: v.name ?? `Removed variant ${v.id}`,
          detail: [v.weight !== null ? `weight ${v.weight}` : null, v.destination ? displayUrl(v.destination) : null].filter(Boolean).join(' · ') || undefined,
          count: v.total,
          unique: v.unique,
          conversions: v.conversions,
          convertingClicks: v.convertingClicks,
          revenue: v.revenue,
        }),
      ),
    [variants],
  );
  return (
    <RankingPanel
      wide
      title="Variants"
      noun="Variant"
      entries={entries}
      total={total}
      shareLabel={shareLabel}
      active={active}
      range={range}
      empty="No clicks of a split's variants in this view."
      onSelect={onSelect}
    />
  );
}

export function RulesPanel({
  rules,
  total,
  shareLabel,
  active,
  range,
  onSelect,
}: {
  rules: readonly RuleRankItem[];
  total: number;
  shareLabel: string;
  active?: string;
  range: { from: string; to: string };
  onSelect: (id: string) => void;
}) {
  const entries = useMemo(
    () =>
      rules.map(
        (r): RankEntry => ({
          value: r.id,
          label: r.name ?? `Removed rule ${r.id}`,
          detail: r.summary ?? undefined,
          count: r.total,
          unique: r.unique,
          conversions: r.conversions,
          convertingClicks: r.convertingClicks,
          revenue: r.revenue,
        }),
      ),
    [rules],
  );
  return (
    <RankingPanel
      wide
      title="Rules"
      noun="Rule"
      entries={entries}
      total={total}
      shareLabel={shareLabel}
      active={active}
      range={range}
      empty="No clicks sent by a targeting rule in this view."
      onSelect={onSelect}
    />
  );
}

/** Whether a panel is worth showing: some click of the view came through it, or the view is filtered by one. */
export const showChoices = (items: readonly unknown[], filter: string | undefined): boolean => items.length > 0 || filter !== undefined;
