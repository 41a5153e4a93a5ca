import type { Analytics, Stats } from '@kisa/shared';
import { Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { Sparkline } from '@/components/ui/sparkline';
import { formatCount } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n';

const CARDS: ReadonlyArray<{ key: keyof Stats; label: MessageKey; tone: string; series?: 'unique' | 'total' }> = [
  { key: 'links', label: 'links.stats.allLinks', tone: 'links' },
  { key: 'uniqueClicks', label: 'links.stats.unique', tone: 'unique', series: 'unique' },
  { key: 'totalClicks', label: 'links.stats.total', tone: 'total', series: 'total' },
];

/**
 * The three dashboard totals, counts in the tr-TR locale, each with its last 7 days: a trend
 * line of the clicks per day, and for All Links how many were clicked (the analytics answer
 * has no per-day series of links). Without the trend the cards still show their totals.
 */
export function StatCards({ stats, loading, failed, trend }: { stats?: Stats; loading: boolean; failed: boolean; trend?: Analytics }) {
  const t = useT();
  return (
    <section className="stat-grid" aria-label={t('links.stats.totals')} aria-busy={(!stats && loading) || undefined}>
      {CARDS.map((c) => (
        <Card key={c.key} className={`stat stat--${c.tone}`}>
          <span className="stat__label">{t(c.label)}</span>
          {stats ? (
            <span className="stat__value" data-testid={`stat-${c.key}`}>
              {formatCount(stats[c.key])}
            </span>
          ) : loading ? (
            <Skeleton width={90} height={34} />
          ) : (
            <span className="stat__value muted" title={failed ? t('links.stats.failed') : undefined}>
              —
            </span>
          )}
          {trend && <Trend card={c} trend={trend} />}
        </Card>
      ))}
    </section>
  );
}

function Trend({ card, trend }: { card: (typeof CARDS)[number]; trend: Analytics }) {
  const t = useT();
  if (!card.series) {
    return <span className="stat__trend-note muted">{t('links.stats.clicked7', { count: formatCount(trend.totals.links) })}</span>;
  }
  const values = trend.byDate.map((p) => p[card.series!]);
  const sum = values.reduce((a, b) => a + b, 0);
  return (
    <span className="stat__trend">
      <Sparkline values={values} label={t('links.stats.sparkline', { label: t(card.label), values: values.map(formatCount).join(', ') })} />
      <span className="stat__trend-note muted" aria-hidden="true">
        {t('links.stats.in7', { count: formatCount(sum) })}
      </span>
    </span>
  );
}
