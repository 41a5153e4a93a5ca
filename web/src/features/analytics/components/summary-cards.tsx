import type { Analytics, Stats } from '@kisa/shared';
import { Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { conversionCards, showConversions } from '../lib/conversions';
import { describeChange, formatRange } from '../lib/format';
import { Icon } from '@/components/ui/icon';
import { useT, type MessageKey } from '@/lib/i18n';

const CARDS: ReadonlyArray<{ key: keyof Stats; label: MessageKey; tone: string }> = [
  // Links with a click in the range, not every link the team has (the dashboard counts those).
  { key: 'links', label: 'analytics.card.linksClicked', tone: 'links' },
  { key: 'uniqueClicks', label: 'analytics.card.unique', tone: 'unique' },
  { key: 'totalClicks', label: 'analytics.card.total', tone: 'total' },
];

/**
 * Links clicked (links with a click in the range), Unique Clicks and Total Clicks, each with its
 * change on the previous period of as many days: arrow + 2-decimal percent, spoken as words.
 * When the view (or its previous period) has conversions, a second row: Conversions,
 * Conversion Rate (converting clicks / clicks) and Revenue per currency — counted on the clicks'
 * dates, so they compare a period's clicks with what they led to.
 */
export function SummaryCards({ data }: { data?: Analytics }) {
  const t = useT();
  const previous = data ? t('analytics.previousPeriod', { range: formatRange(data.previousRange.from, data.previousRange.to) }) : '';
  return (
    <>
      <section className="stat-grid" aria-label={t('analytics.totals')}>
        {CARDS.map((c) => {
          if (!data) {
            return (
              <Card key={c.key} className={`stat stat--${c.tone}`}>
                <span className="stat__label">{t(c.label)}</span>
                <Skeleton width={90} height={34} />
                <Skeleton width={140} height={12} />
              </Card>
            );
          }
          const now = data.totals[c.key];
          const before = data.previous[c.key];
          return (
            <StatCard
              key={c.key}
              label={t(c.label)}
              tone={c.tone}
              testId={`analytics-${c.key}`}
              value={formatCount(now)}
              now={now}
              before={before}
              previousText={formatCount(before)}
              previous={previous}
            />
          );
        })}
      </section>
      {data && showConversions(data) && (
        <section className="stat-grid an-conversions" aria-label={t('analytics.conversions')}>
          {conversionCards(data.conversions, data.previousConversions).map((c) => (
            <StatCard
              key={c.key}
              label={c.label}
              tone={`conv-${c.key}`}
              testId={`analytics-conv-${c.key}`}
              value={c.key === 'conversions' ? formatCount(c.now ?? 0) : c.value}
              now={c.now}
              before={c.before}
              previousText={c.key === 'conversions' ? formatCount(c.before ?? 0) : c.previousText}
              previous={previous}
            />
          ))}
        </section>
      )}
    </>
  );
}

function StatCard({
  label,
  tone,
  testId,
  value,
  now,
  before,
  previousText,
  previous,
}: {
  label: string;
  tone: string;
  testId: string;
  value: string;
  now: number | null;
  before: number | null;
  previousText: string;
  previous: string;
}) {
  const t = useT();
  const change = now !== null && before !== null ? describeChange(now, before) : null;
  return (
    <Card className={`stat stat--${tone}`}>
      <span className="stat__label">{label}</span>
      <span className="stat__value" data-testid={testId}>
        {value}
      </span>
      <span className="an-stat__change">
        {change && (
          <span className={`change change--${change.direction}`} title={previous}>
            {change.direction !== 'new' && <Icon name={change.direction === 'flat' ? 'flat' : change.direction} size={13} strokeWidth={2} />}
            <span aria-hidden="true">{change.direction === 'new' ? t('analytics.new') : change.text}</span>
            <span className="sr-only">{change.spoken}</span>
          </span>
        )}
        <span className="muted">
          {t('analytics.vs')} {previousText}
          <span className="sr-only">, {previous}</span>
        </span>
      </span>
    </Card>
  );
}
