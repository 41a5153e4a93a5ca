import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { Sparkline } from '@/components/ui/sparkline';
import { paths } from '@/config/paths';
import { formatCount, formatPercent, formatRevenue } from '@/lib/format';
import { CAMPAIGN_TREND_DAYS, useCampaignClicks } from '../api/campaigns';

const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * The campaign's clicks by date over the last 30 days, and a way into its full analytics; when
 * its links report conversions, what those clicks led to: conversions, conversion
 * rate (converting clicks / clicks) and revenue per currency — the analytics answer's figures.
 */
export function CampaignClicks({ campaignId }: { campaignId: string }) {
  const { data, error, isValidating, mutate } = useCampaignClicks(campaignId);
  const analyticsUrl = `${paths.analytics}?${new URLSearchParams({ range: '30d', campaignId })}`;

  let body: ReactNode;
  if (data) {
    const days = data.byDate;
    const totals = days.map((d) => d.total);
    const peak = days.reduce((best, d) => (d.total > best.total ? d : best), days[0] ?? { date: '', total: 0, unique: 0 });
    const label =
      data.totals.totalClicks === 0
        ? `No clicks in the last ${CAMPAIGN_TREND_DAYS} days`
        : `Clicks per day, last ${CAMPAIGN_TREND_DAYS} days: ${formatCount(data.totals.totalClicks)} in all, most on ${dayMonth(peak.date)} (${formatCount(peak.total)})`;
    body = (
      <>
        <p className="campaign-clicks__figures">
          <strong>{formatCount(data.totals.uniqueClicks)}</strong> unique / <strong>{formatCount(data.totals.totalClicks)}</strong> total{' '}
          {data.totals.totalClicks === 1 ? 'click' : 'clicks'}
        </p>
        {(data.conversions.conversions > 0 || data.previousConversions.conversions > 0) && (
          <dl className="campaign-clicks__conversions">
            <div>
              <dt>Conversions</dt>
              <dd data-testid="campaign-conv-conversions">{formatCount(data.conversions.conversions)}</dd>
            </div>
            <div>
              <dt>Conversion Rate</dt>
              <dd data-testid="campaign-conv-rate">{formatPercent(data.conversions.rate, 2)}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd data-testid="campaign-conv-revenue">{formatRevenue(data.conversions.revenue)}</dd>
            </div>
          </dl>
        )}
        <Sparkline values={totals} label={label} height={64} className="campaign-clicks__chart" />
        {days.length > 0 && (
          <p className="campaign-clicks__axis muted" aria-hidden="true">
            <span>{dayMonth(days[0]!.date)}</span>
            <span>{dayMonth(days.at(-1)!.date)}</span>
          </p>
        )}
      </>
    );
  } else if (error) {
    body = (
      <p className="muted">
        The clicks could not be loaded.{' '}
        <Button variant="ghost" onClick={() => void mutate()} loading={isValidating}>
          Retry
        </Button>
      </p>
    );
  } else {
    body = <Skeleton width="100%" height={88} />;
  }

  return (
    <Card className="campaign-clicks" aria-busy={!data && !error ? true : undefined}>
      <div className="campaign-clicks__head">
        <h2 className="card__title">Clicks by Date</h2>
        <span className="muted">Last {CAMPAIGN_TREND_DAYS} days</span>
        <Link to={analyticsUrl} className="link campaign-clicks__more">
          Open in Analytics
        </Link>
      </div>
      {body}
    </Card>
  );
}
