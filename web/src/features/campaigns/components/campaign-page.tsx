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
import { formatCtr, formatDay } from '../lib/format';
import './campaigns.css';
import './campaign-page.css';

/**
 * /campaign/:campaignId — a campaign's totals (refreshed every few seconds: a click shows in
 * Total Clicks within about 5 s), average CTR, clicks by date (30 days), export, and its
 * links page by page (`?page=`), each linking to its insight.
 */
export function CampaignPage() {
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
      ← Back to Campaigns
    </Link>
  );

  if (error && error instanceof ApiError && error.status === 404) {
    return <NotFound back={back} />;
  }

  if (error && !data) {
    return (
      <div className="page campaign">
        <PageHeader title="Campaign" />
        {back}
        <Alert tone="error">
          {MSG.campaignStatsFailed}{' '}
          <Button variant="secondary" onClick={() => mutate()} loading={isValidating}>
            Retry
          </Button>
        </Alert>
      </div>
    );
  }

  const cards = [
    { key: 'links', label: 'Total Links', value: data ? formatCount(data.totalLinks) : null },
    { key: 'clicks', label: 'Total Clicks', value: data ? formatCount(data.totalClicks) : null },
    { key: 'ctr', label: 'Average CTR', value: data ? formatCtr(data.ctr, data.totalClicks) : null },
  ];

  return (
    <div className="page campaign">
      <PageHeader
        title={data ? `Campaign: ${data.name}` : 'Campaign'}
        description={data ? `Created ${formatDay(data.createdAt)} by ${data.creator?.name ?? '—'}` : undefined}
        actions={
          data && (
            // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: no fieldset box or legend
            <div className="campaign__export" role="group" aria-label="Export Links">
              <span className="campaign__export-label">Export Links</span>
              <Button
                variant="secondary"
                onClick={() => campaignId && exportCampaign(campaignId, 'csv')}
                loading={exporting === 'csv'}
                disabled={exporting !== null || data.totalLinks === 0}
              >
                CSV
              </Button>
              <Button
                variant="secondary"
                onClick={() => campaignId && exportCampaign(campaignId, 'xlsx')}
                loading={exporting === 'xlsx'}
                disabled={exporting !== null || data.totalLinks === 0}
              >
                XLSX
              </Button>
            </div>
          )
        }
      />
      {back}
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <section className="stat-grid" aria-label="Campaign totals" aria-busy={!data || undefined}>
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
            label="Bulk operation progress"
            value={bulkPercent(data.processed, data.total)}
            caption={`${bulkPercent(data.processed, data.total)} % — ${formatCount(data.processed)} / ${formatCount(data.total)} links`}
          />
        </Card>
      )}
      {data && data.status === 'error' && <Alert tone="error">{data.error || MSG.processingError}</Alert>}
      {data && campaignId && <CampaignClicks campaignId={campaignId} />}
      {campaignId && <CampaignLinks campaignId={campaignId} page={page} onPage={setPage} />}
    </div>
  );
}

function NotFound({ back }: { back: ReactNode }) {
  useDocumentTitle(MSG.campaignNotFound);
  return (
    <div className="page campaign">
      <h1 className="page-title">{MSG.campaignNotFound}</h1>
      <Alert tone="error">{MSG.campaignNotFound}</Alert>
      {back}
    </div>
  );
}
