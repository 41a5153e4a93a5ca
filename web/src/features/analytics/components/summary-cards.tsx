import type { Analytics, Stats } from '@kisa/shared';
import { Card } from '../../../components/ui';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';
import { describeChange, formatRange } from '../lib/format';
import { AnalyticsIcon } from './icons';

const CARDS: ReadonlyArray<{ key: keyof Stats; label: string; tone: string }> = [
  { key: 'links', label: 'All Links', tone: 'links' },
  { key: 'uniqueClicks', label: 'Unique Clicks', tone: 'unique' },
  { key: 'totalClicks', label: 'Total Clicks', tone: 'total' },
];

/**
 * All Links (links clicked in the range), Unique Clicks and Total Clicks, each with its
 * change on the previous period of as many days: arrow + 2-decimal percent, spoken as words.
 */
export function SummaryCards({ data }: { data?: Analytics }) {
  const previous = data ? `Previous period ${formatRange(data.previousRange.from, data.previousRange.to)}` : '';
  return (
    <section className="stat-grid" aria-label="Totals">
      {CARDS.map((c) => {
        if (!data) {
          return (
            <Card key={c.key} className={`stat stat--${c.tone}`}>
              <span className="stat__label">{c.label}</span>
              <Skeleton width={90} height={34} />
              <Skeleton width={140} height={12} />
            </Card>
          );
        }
        const now = data.totals[c.key];
        const before = data.previous[c.key];
        const change = describeChange(now, before);
        return (
          <Card key={c.key} className={`stat stat--${c.tone}`}>
            <span className="stat__label">{c.label}</span>
            <span className="stat__value" data-testid={`analytics-${c.key}`}>
              {formatCount(now)}
            </span>
            <span className="an-stat__change">
              <span className={`change change--${change.direction}`} title={previous}>
                {change.direction !== 'new' && <AnalyticsIcon name={change.direction === 'flat' ? 'flat' : change.direction} size={13} />}
                <span aria-hidden="true">{change.direction === 'new' ? 'New' : change.text}</span>
                <span className="sr-only">{change.spoken}</span>
              </span>
              <span className="muted">
                vs {formatCount(before)}
                <span className="sr-only">, {previous}</span>
              </span>
            </span>
          </Card>
        );
      })}
    </section>
  );
}
