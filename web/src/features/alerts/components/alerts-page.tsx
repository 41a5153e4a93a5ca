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
import { useCan } from '@/lib/use-can';
import { useMe } from '@/lib/use-me';
import { alertsApi, useAlerts } from '../api/alerts';
import { channelsText, conditionText, TARGET_TEXT } from '../lib/alert-text';
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
  const canWrite = useCan('alerts:write');
  const rules = useAlerts();
  const me = useMe();
  const toast = useToast();
  const list = rules.data;
  const full = (list?.items.length ?? 0) >= ALERTS_PER_TEAM_MAX;

  const removal = useConfirmDialog<AlertRule>({
    run: (rule) => alertsApi.remove(rule.id),
    done: ({ id, name }) => {
      toast(`The rule “${name}” has been deleted.`);
      void rules.mutate((current) => current && { items: current.items.filter((r) => r.id !== id) }, { revalidate: false });
    },
    failed: () => void rules.mutate(),
  });

  async function toggle(rule: AlertRule) {
    try {
      const next = await alertsApi.update(rule.id, { enabled: !rule.enabled });
      void rules.mutate((current) => withRule(current, next), { revalidate: false });
      toast(next.enabled ? `The rule “${next.name}” is on again.` : `The rule “${next.name}” is paused.`);
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
        errorTitle="Your alert rules could not be loaded"
        label="Loading your alert rules"
        columns={[160, '35%', 90]}
        rows={3}
      />
    );
  } else if (list.items.length === 0) {
    body = (
      <EmptyState icon={<Icon name="clock" size={30} />} title="No alert rules yet">
        <p>Be told when a link, tag or campaign suddenly gets busy, goes quiet, or converts less: by mail, through your webhooks, or in Slack.</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption="Your team's alert rules, oldest first"
        className="alerts-table"
        stacked
        columns={[
          { label: 'Rule' },
          { label: 'Watches' },
          { label: 'Tells' },
          { label: 'Last alert' },
          { label: <span className="sr-only">Actions</span>, kind: 'actions' },
        ]}
      >
        {list.items.map((rule) => (
          <tr key={rule.id} data-alert-id={rule.id}>
            <td>
              <strong>{rule.name}</strong>
              <div className="muted">
                {conditionText(rule.condition)}
                {rule.enabled ? '' : ' · paused'}
              </div>
            </td>
            <td data-label="Watches">
              {TARGET_TEXT[rule.target.kind]}{' '}
              {rule.target.name ? (rule.target.kind === 'link' ? `/${rule.target.name}` : `“${rule.target.name}”`) : '(deleted)'}
            </td>
            <td data-label="Tells">{channelsText(rule)}</td>
            <td data-label="Last alert">
              {rule.lastAlert ? (
                <>
                  <DateText iso={rule.lastAlert.firedAt} />
                  <div className="muted">{rule.lastAlert.summary}</div>
                  {rule.pendingChannels.length > 0 && <div className="muted">Waiting to send: {rule.pendingChannels.join(', ')}</div>}
                </>
              ) : (
                <span className="muted">Never</span>
              )}
            </td>
            <td className="dt-actions">
              {canWrite && (
                <div className="row-actions">
                  <RowAction label={`${rule.enabled ? 'Pause' : 'Resume'} rule ${rule.name}`} onClick={() => void toggle(rule)}>
                    <Icon name="power" />
                  </RowAction>
                  <RowAction label={`Delete rule ${rule.name}`} tone="danger" onClick={() => removal.ask(rule)}>
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
      <PageHeader
        title="Alerts"
        description="Rules that watch your links, tags and campaigns every 5 minutes and tell you when traffic spikes, stops or converts less."
      />
      <SettingsTabs />
      <ViewOnlyNotice scope="alerts:write" />
      {canWrite && (
        <Card aria-labelledby="add-alert-title">
          <div className="section-head">
            <h2 id="add-alert-title">Create an alert rule</h2>
          </div>
          {full ? (
            <Alert tone="info">Your team has {ALERTS_PER_TEAM_MAX} alert rules, the most a team can have: delete one to make room.</Alert>
          ) : !me.data ? (
            <p className="muted">Loading…</p>
          ) : (
            <AlertForm
              key={me.data.id}
              me={me.data.id}
              onCreate={async (input) => {
                const rule = await alertsApi.create(input);
                void rules.mutate((current) => withRule(current, rule), { revalidate: false });
                toast(`The rule “${rule.name}” has been created.`);
              }}
            />
          )}
        </Card>
      )}
      <Card padded={false} className="alerts-card" aria-labelledby="alerts-title" aria-busy={!list && !rules.error}>
        <div className="card__toolbar">
          <h2 id="alerts-title" className="card__title">
            Your alert rules
          </h2>
        </div>
        {body}
      </Card>
      <ConfirmDialog title={removal.item ? `Delete the rule “${removal.item.name}”?` : 'Delete rule?'} confirmLabel="Delete rule" {...removal.dialog}>
        <p>It stops watching at once; an alert it holds for quiet hours is not sent.</p>
      </ConfirmDialog>
    </div>
  );
}
