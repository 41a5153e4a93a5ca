import { MSG, type Campaign } from '@kisa/shared';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, RowAction } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { DateText } from '@/components/ui/date-text';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { deleteCampaign, useCampaigns } from '../api/campaigns';
import { formatCount } from '@/lib/format';
import './campaigns.css';

const STATUS_LABEL: Partial<Record<Campaign['status'], string>> = { processing: 'Processing', error: 'Failed' };

/** /e/campaigns — the team's campaigns with totals, detail links and delete. */
export function CampaignsPage() {
  const { data, error, isLoading, mutate } = useCampaigns();
  const toast = useToast();
  // A viewer sees the campaigns; creating and deleting them is a member's.
  const canWrite = useCan('campaigns:write');
  const remove = useConfirmDialog<Campaign>({
    run: async (campaign) => {
      try {
        await deleteCampaign(campaign.id);
        // The list without it before the dialog closes, so the row never shows again.
        await mutate((list) => list?.filter((c) => c.id !== campaign.id), { revalidate: true });
      } catch {
        throw new Error(MSG.campaignDeleteFailed);
      }
    },
    done: () => toast(MSG.campaignDeleted, 'success'),
  });

  const listError = error
    ? error instanceof ApiError && error.status !== 0
      ? error.message
      : error.message === MSG.unexpectedFormat
        ? MSG.unexpectedFormat
        : MSG.campaignsListError
    : null;

  return (
    <div className="page campaigns">
      <PageHeader
        title="Campaigns"
        description="Links created in bulk, grouped by campaign."
        actions={
          canWrite && (
            <Link to={paths.bulk} className="btn btn--primary btn--md">
              Create Campaign
            </Link>
          )
        }
      />
      {listError ? (
        <Alert tone="error">
          {listError}{' '}
          <Button variant="ghost" onClick={() => mutate()}>
            Retry
          </Button>
        </Alert>
      ) : isLoading || !data ? (
        <Card padded={false} aria-busy="true">
          <SkeletonRows label="Loading campaigns" columns={['30%', 60, 60, '20%']} />
        </Card>
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            title={MSG.noCampaigns}
            action={
              canWrite && (
                <Link to={paths.bulk} className="btn btn--secondary btn--md">
                  Create Campaign
                </Link>
              )
            }
          >
            {canWrite ? 'Upload a CSV or TXT file of URLs on the Bulk screen to create one.' : 'Campaigns your team creates show here.'}
          </EmptyState>
        </Card>
      ) : (
        <Card padded={false}>
          <DataTable
            caption="Campaigns"
            stacked
            columns={[
              { label: 'Campaigns' },
              { label: 'Total Links', kind: 'numeric' },
              { label: 'Total Clicks', kind: 'numeric' },
              { label: <span className="sr-only">Actions</span>, kind: 'actions' },
              { label: 'Date/Creator' },
            ]}
          >
            {data.map((c) => (
              <tr key={c.id} data-campaign-id={c.id}>
                <td>
                  <Link to={paths.campaign(c.id)} className="campaigns__name">
                    {c.name}
                  </Link>
                  {STATUS_LABEL[c.status] && (
                    <span className={`badge badge--soft campaigns__status campaigns__status--${c.status}`}>{STATUS_LABEL[c.status]}</span>
                  )}
                </td>
                <td className="dt-num" data-label="Total Links">
                  {formatCount(c.totalLinks)}
                </td>
                <td className="dt-num" data-label="Total Clicks">
                  {formatCount(c.totalClicks)}
                </td>
                <td className="dt-actions">
                  <Link to={paths.campaign(c.id)} className="btn btn--ghost btn--md" aria-label={`View Detail of ${c.name}`}>
                    View Detail
                  </Link>
                  {canWrite && (
                    <RowAction label={`Delete ${c.name}`} tone="danger" onClick={() => remove.ask(c)}>
                      <Icon name="trash" size={18} strokeWidth={2} />
                    </RowAction>
                  )}
                </td>
                <td>
                  <span className="campaigns__date">
                    <DateText iso={c.createdAt} />
                  </span>
                  <span className="muted campaigns__creator">{c.creator?.name}</span>
                </td>
              </tr>
            ))}
          </DataTable>
        </Card>
      )}
      <ConfirmDialog {...remove.dialog} title="Delete campaign" confirmLabel="Delete">
        <p>{MSG.campaignDeleteConfirm}</p>
        {remove.item && (
          <p className="muted">
            “{remove.item.name}” and its {formatCount(remove.item.totalLinks)} links will be deleted.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
