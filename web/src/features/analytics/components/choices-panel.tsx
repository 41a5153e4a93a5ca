import { useMemo } from 'react';
import { displayUrl, type RuleRankItem, type VariantRankItem } from '@kisa/shared';
import { useT } from '@/lib/i18n';
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
  const t = useT();
  const entries = useMemo(
    () =>
      variants.map(
        (v): RankEntry => ({
          value: v.id,
          label: v.name ?? t('analytics.choices.removedVariant', { id: v.id }),
          detail:
            [v.weight !== null ? t('analytics.choices.weight', { weight: v.weight }) : null, v.destination ? displayUrl(v.destination) : null]
              .filter(Boolean)
              .join(' · ') || undefined,
          ...counts(v),
        }),
      ),
    [variants, t],
  );
  return (
    <RankingPanel
      wide
      title={t('analytics.choices.variants')}
      noun={t('analytics.choices.variant')}
      entries={entries}
      empty={t('analytics.choices.variantsEmpty')}
      {...panel}
    />
  );
}

export function RulesPanel({ rules, ...panel }: ChoicesProps & { rules: readonly RuleRankItem[] }) {
  const t = useT();
  const entries = useMemo(
    () =>
      rules.map(
        (r): RankEntry => ({ value: r.id, label: r.name ?? t('analytics.choices.removedRule', { id: r.id }), detail: r.summary ?? undefined, ...counts(r) }),
      ),
    [rules, t],
  );
  return (
    <RankingPanel
      wide
      title={t('analytics.choices.rules')}
      noun={t('analytics.choices.rule')}
      entries={entries}
      empty={t('analytics.choices.rulesEmpty')}
      {...panel}
    />
  );
}

/** Whether a panel is worth showing: some click of the view came through it, or the view is filtered by one. */
export const showChoices = (items: readonly unknown[], filter: string | undefined): boolean => items.length > 0 || filter !== undefined;
