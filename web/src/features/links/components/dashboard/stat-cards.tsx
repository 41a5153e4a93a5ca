import type { Stats } from '@kisa/shared';
import { Card } from '../../../../components/ui';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatCount } from '../../../../lib/format';

const CARDS: ReadonlyArray<{ key: keyof Stats; label: string; tone: string }> = [
  { key: 'links', label: 'All Links', tone: 'links' },
  { key: 'uniqueClicks', label: 'Unique Clicks', tone: 'unique' },
  { key: 'totalClicks', label: 'Total Clicks', tone: 'total' },
];

/** The three dashboard totals, counts in the tr-TR locale. */
export function StatCards({ stats, loading, failed }: { stats?: Stats; loading: boolean; failed: boolean }) {
  return (
    <section className="stat-grid" aria-label="Totals">
      {CARDS.map((c) => (
        <Card key={c.key} className={`stat stat--${c.tone}`}>
          <span className="stat__label">
            {c.label}
          </span>
          {stats ? (
            <span className="stat__value" data-testid={`stat-${c.key}`}>
              {formatCount(stats[c.key])}
            </span>
          ) : loading ? (
            <Skeleton width={90} height={34} />
          ) : (
            <span className="stat__value muted" title={failed ? 'Could not load the totals' : undefined}>
              —
            </span>
          )}
        </Card>
      ))}
    </section>
  );
}
