import type { ReactNode } from 'react';
import { ALERTS_PER_TEAM_MAX, type AlertRule, type AlertRuleList } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, RowAction } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { ListPending } from '@/components/ui/load-error';
import { ViewOnlyNotice } from '@/components/ui/view-only-notice';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';
import { useMe } from '@/lib/use-me';
import { alertsApi, useAlerts } from '../api/alerts';
import { channelsText, conditionText, targetLabel } from '../lib/alert-text';
import { AlertForm } from './alert-form';
import './alerts.css';

const withRule = (list: AlertRuleList | undefined, rule: AlertRule): AlertRuleList | undefined =>
  list && { items: list.items.some((r) => r.id === rule.id) ? list.items.map((r) => (r.id === rule.id ? rule : r)) : [...list.items, rule] };

/**
 * /e/alerts (Settings → Alerts): the team's alert rules — what each watches, when it fires, how
 * it tells, its last alert — with a form to add one and pause, resume or delete (owners and
 * admins; members look).
 */
export function AlertsPage() {
  const t = useT();
  const canWrite = useCan('alerts:write');
  const rules = useAlerts();
  const me = useMe();
  const toast = useToast();
  const list = rules.data;
  const full = (list?.items.length ?? 0) >= ALERTS_PER_TEAM_MAX;

  const removal = useConfirmDialog<AlertRule>({
    run: (rule) => alertsApi.remove(rule.id),
    done: ({ id, name }) => {
      toast(t('alerts.deletedToast', { name }));
      void rules.mutate((current) => current && { items: current.items.filter((r) => r.id !== id) }, { revalidate: false });
    },
    failed: () => void rules.mutate(),
  });

  async function toggle(rule: AlertRule) {
    try {
      const next = await alertsApi.update(rule.id, { enabled: !rule.enabled });
      void rules.mutate((current) => withRule(current, next), { revalidate: false });
      toast(t(next.enabled ? 'alerts.resumedToast' : 'alerts.pausedToast', { name: next.name }));
    } catch (err) {
      toast((err as Error).message);
    }
  }

  let body: ReactNode;
  if (!list) {
    body = (
      <ListPending
        className="alerts-card__state"
        source={rules}
        errorTitle={t('alerts.loadError')}
        label={t('alerts.loadingList')}
        columns={[160, '35%', 90]}
        rows={3}
      />
    );
  } else if (list.items.length === 0) {
    body = (
      <EmptyState icon={<Icon name="clock" size={30} />} title={t('alerts.emptyTitle')}>
        <p>{t('alerts.emptyText')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption={t('alerts.caption')}
        className="alerts-table"
        stacked
        columns={[
          { label: t('alerts.col.rule') },
          { label: t('alerts.col.watches') },
          { label: t('alerts.col.tells') },
          { label: t('alerts.col.last') },
          { label: <span className="sr-only">{t('alerts.col.actions')}</span>, kind: 'actions' },
        ]}
      >
        {list.items.map((rule) => (
          <tr key={rule.id} data-alert-id={rule.id}>
            <td>
              <strong>{rule.name}</strong>
              <div className="muted">
                {conditionText(t, rule.condition)}
                {rule.enabled ? '' : ` · ${t('alerts.paused')}`}
              </div>
            </td>
            <td data-label={t('alerts.col.watches')}>
              {targetLabel(t, rule.target.kind)}{' '}
              {rule.target.name ? (rule.target.kind === 'link' ? `/${rule.target.name}` : `“${rule.target.name}”`) : t('alerts.deletedTarget')}
            </td>
            <td data-label={t('alerts.col.tells')}>{channelsText(t, rule)}</td>
            <td data-label={t('alerts.col.last')}>
              {rule.lastAlert ? (
                <>
                  <DateText iso={rule.lastAlert.firedAt} />
                  <div className="muted">{rule.lastAlert.summary}</div>
                  {rule.pendingChannels.length > 0 && <div className="muted">{t('alerts.waiting', { channels: rule.pendingChannels.join(', ') })}</div>}
                </>
              ) : (
                <span className="muted">{t('alerts.never')}</span>
              )}
            </td>
            <td className="dt-actions">
              {canWrite && (
                <div className="row-actions">
                  <RowAction label={t(rule.enabled ? 'alerts.pause' : 'alerts.resume', { name: rule.name })} onClick={() => void toggle(rule)}>
                    <Icon name="power" />
                  </RowAction>
                  <RowAction label={t('alerts.delete', { name: rule.name })} tone="danger" onClick={() => removal.ask(rule)}>
                    <Icon name="trash" />
                  </RowAction>
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('alerts.title')} description={t('alerts.description')} />
      <SettingsTabs />
      <ViewOnlyNotice scope="alerts:write" />
      {canWrite && (
        <Card aria-labelledby="add-alert-title">
          <div className="section-head">
            <h2 id="add-alert-title">{t('alerts.createTitle')}</h2>
          </div>
          {full ? (
            <Alert tone="info">{t('alerts.limit', { max: ALERTS_PER_TEAM_MAX })}</Alert>
          ) : !me.data ? (
            <p className="muted">{t('alerts.loading')}</p>
          ) : (
            <AlertForm
              key={me.data.id}
              me={me.data.id}
              onCreate={async (input) => {
                const rule = await alertsApi.create(input);
                void rules.mutate((current) => withRule(current, rule), { revalidate: false });
                toast(t('alerts.created', { name: rule.name }));
              }}
            />
          )}
        </Card>
      )}
      <Card padded={false} className="alerts-card" aria-labelledby="alerts-title" aria-busy={!list && !rules.error}>
        <div className="card__toolbar">
          <h2 id="alerts-title" className="card__title">
            {t('alerts.listTitle')}
          </h2>
        </div>
        {body}
      </Card>
      <ConfirmDialog title={t('alerts.confirmTitle', { name: removal.item?.name ?? '' })} confirmLabel={t('alerts.confirmLabel')} {...removal.dialog}>
        <p>{t('alerts.confirmText')}</p>
      </ConfirmDialog>
    </div>
  );
}
