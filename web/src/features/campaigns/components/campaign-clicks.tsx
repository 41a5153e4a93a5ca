import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { Sparkline } from '@/components/ui/sparkline';
import { paths } from '@/config/paths';
import { formatCount, formatPercent, formatRevenue } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { CAMPAIGN_TREND_DAYS, useCampaignClicks } from '../api/campaigns';

const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * The campaign's clicks by date over the last 30 days, and a way into its full analytics; when
 * its links report conversions, what those clicks led to: conversions, conversion
 * rate (converting clicks / clicks) and revenue per currency — the analytics answer's figures.
 */
export function CampaignClicks({ campaignId }: { campaignId: string }) {
  const t = useT();
  const { data, error, isValidating, mutate } = useCampaignClicks(campaignId);
  const analyticsUrl = `${paths.analytics}?${new URLSearchParams({ range: '30d', campaignId })}`;

  let body: ReactNode;
  if (data) {
    const days = data.byDate;
    const totals = days.map((d) => d.total);
    const peak = days.reduce((best, d) => (d.total > best.total ? d : best), days[0] ?? { date: '', total: 0, unique: 0 });
    const label =
      data.totals.totalClicks === 0
        ? t('campaigns.clicks.none', { days: CAMPAIGN_TREND_DAYS })
        : t('campaigns.clicks.chart', {
            days: CAMPAIGN_TREND_DAYS,
            total: formatCount(data.totals.totalClicks),
            day: dayMonth(peak.date),
            peak: formatCount(peak.total),
          });
    body = (
      <>
        <p className="campaign-clicks__figures">
          <strong>{formatCount(data.totals.uniqueClicks)}</strong> {t('campaigns.clicks.unique')} <strong>{formatCount(data.totals.totalClicks)}</strong>{' '}
          {t('campaigns.clicks.total', { n: data.totals.totalClicks })}
        </p>
        {(data.conversions.conversions > 0 || data.previousConversions.conversions > 0) && (
          <dl className="campaign-clicks__conversions">
            <div>
              <dt>{t('campaigns.clicks.conversions')}</dt>
              <dd data-testid="campaign-conv-conversions">{formatCount(data.conversions.conversions)}</dd>
            </div>
            <div>
              <dt>{t('campaigns.clicks.rate')}</dt>
              <dd data-testid="campaign-conv-rate">{formatPercent(data.conversions.rate, 2)}</dd>
            </div>
            <div>
              <dt>{t('campaigns.clicks.revenue')}</dt>
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
        {t('campaigns.clicks.loadError')}{' '}
        <Button variant="ghost" onClick={() => void mutate()} loading={isValidating}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else {
    body = <Skeleton width="100%" height={88} />;
  }

  return (
    <Card className="campaign-clicks" aria-busy={!data && !error ? true : undefined}>
      <div className="campaign-clicks__head">
        <h2 className="card__title">{t('campaigns.clicks.title')}</h2>
        <span className="muted">{t('campaigns.clicks.lastDays', { days: CAMPAIGN_TREND_DAYS })}</span>
        <Link to={analyticsUrl} className="link campaign-clicks__more">
          {t('campaigns.clicks.openAnalytics')}
        </Link>
      </div>
      {body}
    </Card>
  );
}
