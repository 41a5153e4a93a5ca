import { bulkPercent, MSG, pageFromAddress } from '@kisa/shared';
import { useCallback, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader, useDocumentTitle } from '@/components/layout';
import { Alert, Button, Card } from '@/components/ui';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCampaign } from '../api/campaigns';
import { useExportCampaign } from '../hooks/use-export-campaign';
import { CampaignClicks } from './campaign-clicks';
import { CampaignLinks } from './campaign-links';
import { formatCount } from '@/lib/format';
import { useLocalize, useT } from '@/lib/i18n';
import { formatCtr, formatDay } from '../lib/format';
import './campaigns.css';
import './campaign-page.css';

/**
 * /campaign/:campaignId — a campaign's totals (refreshed every few seconds: a click shows in
 * Total Clicks within about 5 s), average CTR, clicks by date (30 days), export, and its
 * links page by page (`?page=`), each linking to its insight; its live view, and `share` (the
 * router's Share button: features do not import each other).
 */
export function CampaignPage({ share }: { share?: (campaignId: string) => ReactNode } = {}) {
  const t = useT();
  const localize = useLocalize();
  const { campaignId } = useParams();
  const { data, error, isValidating, mutate } = useCampaign(campaignId);
  const [params, setParams] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const setPage = useCallback(
    (p: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (p > 1) next.set('page', String(p));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const { exporting, exportError, exportCampaign } = useExportCampaign();

  const back = (
    <Link to={paths.campaigns} className="link campaign__back">
      {t('campaigns.page.back')}
    </Link>
  );

  if (error && error instanceof ApiError && error.status === 404) {
    return <NotFound back={back} />;
  }

  if (error && !data) {
    return (
      <div className="page campaign">
        <PageHeader title={t('campaigns.page.title')} />
        {back}
        <Alert tone="error">
          {localize(MSG.campaignStatsFailed)}{' '}
          <Button variant="secondary" onClick={() => mutate()} loading={isValidating}>
            {t('common.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  const cards = [
    { key: 'links', label: t('campaigns.page.totalLinks'), value: data ? formatCount(data.totalLinks) : null },
    { key: 'clicks', label: t('campaigns.page.totalClicks'), value: data ? formatCount(data.totalClicks) : null },
    { key: 'ctr', label: t('campaigns.page.averageCtr'), value: data ? formatCtr(data.ctr, data.totalClicks) : null },
  ];

  return (
    <div className="page campaign">
      <PageHeader
        title={data ? t('campaigns.page.titleNamed', { name: data.name }) : t('campaigns.page.title')}
        description={data ? t('campaigns.page.created', { date: formatDay(data.createdAt), name: data.creator?.name ?? '—' }) : undefined}
        actions={
          data &&
          campaignId && (
            <div className="campaign__actions">
              <Link to={`${paths.live}?campaignId=${encodeURIComponent(campaignId)}`} className="btn btn--secondary btn--md">
                {t('campaigns.page.watchLive')}
              </Link>
              {share?.(campaignId)}
              {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: no fieldset box or legend */}
              <div className="campaign__export" role="group" aria-label={t('campaigns.exportLinks')}>
                <span className="campaign__export-label">{t('campaigns.exportLinks')}</span>
                {(['csv', 'xlsx'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="secondary"
                    onClick={() => exportCampaign(campaignId, format)}
                    loading={exporting === format}
                    disabled={exporting !== null || data.totalLinks === 0}
                  >
                    {format.toUpperCase()}
                  </Button>
                ))}
              </div>
            </div>
          )
        }
      />
      {back}
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <section className="stat-grid" aria-label={t('campaigns.page.totals')} aria-busy={!data || undefined}>
        {cards.map((c) => (
          <Card key={c.key} className="stat">
            <span className="stat__label">{c.label}</span>
            {c.value !== null ? (
              <span className="stat__value" data-testid={`campaign-${c.key}`}>
                {c.value}
              </span>
            ) : (
              <Skeleton width={90} height={34} />
            )}
          </Card>
        ))}
      </section>
      {data && data.status === 'processing' && (
        <Card>
          <ProgressBar
            label={t('campaigns.progress.label')}
            value={bulkPercent(data.processed, data.total)}
            caption={t('campaigns.progress.caption', {
              percent: bulkPercent(data.processed, data.total),
              done: formatCount(data.processed),
              total: formatCount(data.total),
            })}
          />
        </Card>
      )}
      {data && data.status === 'error' && <Alert tone="error">{localize(data.error || MSG.processingError)}</Alert>}
      {data && campaignId && <CampaignClicks campaignId={campaignId} />}
      {campaignId && <CampaignLinks campaignId={campaignId} page={page} onPage={setPage} />}
    </div>
  );
}

function NotFound({ back }: { back: ReactNode }) {
  const localize = useLocalize();
  const notFound = localize(MSG.campaignNotFound);
  useDocumentTitle(notFound);
  return (
    <div className="page campaign">
      <h1 className="page-title">{notFound}</h1>
      <Alert tone="error">{notFound}</Alert>
      {back}
    </div>
  );
}
