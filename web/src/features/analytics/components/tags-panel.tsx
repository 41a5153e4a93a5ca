import { useMemo } from 'react';
import type { TagRankItem } from '@kisa/shared';
import { useT } from '@/lib/i18n';
import { toSlices } from '../lib/chart-data';
import { RankingChart } from './lazy-charts';
import { RankingPanel, type RankEntry } from './ranking-panel';

/**
 * Tags: the view's clicks by the tags their links carried when clicked — a click
 * counts for each of its tags, so the shares may add up to more than 100 %. Selecting a tag adds
 * it to the tag filter. Empty when no click of the view came through a tagged link.
 */
export function TagsPanel({
  tags,
  total,
  shareLabel,
  active,
  range,
  hasTeamTags,
  onSelect,
}: {
  tags: readonly TagRankItem[];
  total: number;
  shareLabel: string;
  active: readonly string[];
  range: { from: string; to: string };
  /** Whether the team has tags at all (the empty text says what to do otherwise). */
  hasTeamTags: boolean;
  onSelect: (tagId: string) => void;
}) {
  const t = useT();
  const { entries, slices, swatches } = useMemo(() => {
    const entries: RankEntry[] = tags.map((t) => ({
      value: t.id,
      label: t.name,
      count: t.total,
      unique: t.unique,
      conversions: t.conversions,
      convertingClicks: t.convertingClicks,
      revenue: t.revenue,
    }));
    const slices = toSlices(
      entries,
      (e) => e.value,
      (e) => e.label,
      (e) => e.count,
    );
    return { entries, slices, swatches: new Map(slices.flatMap((s) => (s.filterValue ? [[s.filterValue, s.colour] as const] : []))) };
  }, [tags]);
  return (
    <RankingPanel
      title={t('analytics.tagsPanel.title')}
      noun={t('analytics.tagsPanel.noun')}
      entries={entries}
      total={total}
      shareLabel={shareLabel}
      active={active}
      range={range}
      swatches={swatches}
      empty={hasTeamTags ? t('analytics.tagsPanel.empty') : t('analytics.tagsPanel.emptyNoTags')}
      chart={<RankingChart kind="bar" slices={slices} onSelect={onSelect} />}
      onSelect={onSelect}
    />
  );
}
