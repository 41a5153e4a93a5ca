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
import { translatedRecord, useLocalize, useT } from '@/lib/i18n';

const STATUS_LABEL: Partial<Record<Campaign['status'], string>> = translatedRecord({
  processing: 'campaigns.status.processing',
  error: 'campaigns.status.error',
});

/** /e/campaigns — the team's campaigns with totals, detail links and delete. */
export function CampaignsPage() {
  const t = useT();
  const localize = useLocalize();
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
        title={t('campaigns.title')}
        description={t('campaigns.description')}
        actions={
          canWrite && (
            <Link to={paths.bulk} className="btn btn--primary btn--md">
              {t('campaigns.create')}
            </Link>
          )
        }
      />
      {listError ? (
        <Alert tone="error">
          {localize(listError)}{' '}
          <Button variant="ghost" onClick={() => mutate()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : isLoading || !data ? (
        <Card padded={false} aria-busy="true">
          <SkeletonRows label={t('campaigns.loading')} columns={['30%', 60, 60, '20%']} />
        </Card>
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            title={localize(MSG.noCampaigns)}
            action={
              canWrite && (
                <Link to={paths.bulk} className="btn btn--secondary btn--md">
                  {t('campaigns.create')}
                </Link>
              )
            }
          >
            {canWrite ? t('campaigns.emptyWriter') : t('campaigns.emptyReader')}
          </EmptyState>
        </Card>
      ) : (
        <Card padded={false}>
          <DataTable
            caption={t('campaigns.title')}
            stacked
            columns={[
              { label: t('campaigns.col.name') },
              { label: t('campaigns.col.links'), kind: 'numeric' },
              { label: t('campaigns.col.clicks'), kind: 'numeric' },
              { label: <span className="sr-only">{t('campaigns.col.actions')}</span>, kind: 'actions' },
              { label: t('campaigns.col.date') },
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
                <td className="dt-num" data-label={t('campaigns.col.links')}>
                  {formatCount(c.totalLinks)}
                </td>
                <td className="dt-num" data-label={t('campaigns.col.clicks')}>
                  {formatCount(c.totalClicks)}
                </td>
                <td className="dt-actions">
                  <Link to={paths.campaign(c.id)} className="btn btn--ghost btn--md" aria-label={t('campaigns.viewDetailOf', { name: c.name })}>
                    {t('campaigns.viewDetail')}
                  </Link>
                  {canWrite && (
                    <RowAction label={t('campaigns.deleteOf', { name: c.name })} tone="danger" onClick={() => remove.ask(c)}>
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
      <ConfirmDialog {...remove.dialog} title={t('campaigns.deleteTitle')} confirmLabel={t('common.delete')}>
        <p>{localize(MSG.campaignDeleteConfirm)}</p>
        {remove.item && <p className="muted">{t('campaigns.deleteWhat', { name: remove.item.name, count: formatCount(remove.item.totalLinks) })}</p>}
      </ConfirmDialog>
    </div>
  );
}
