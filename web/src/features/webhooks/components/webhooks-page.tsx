import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ROLE_MSG, WEBHOOKS_PER_TEAM_MAX, type WebhookEndpoint, type WebhookWithSecret } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { apiKey } from '@/lib/api-calls';
import { useT } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useApi } from '@/lib/use-api';
import { useMe } from '@/lib/use-me';
import { useCan } from '@/lib/use-can';
import { useTeamTags } from '@/components/tags/use-team-tags';
import { useWebhooks, webhooksApi, withEndpoint, withoutEndpoint } from '../api/webhooks';
import { endpointLabel, rotationGraceText, SIGNATURE_HEADERS } from '../lib/delivery-text';
import { emptyValues, endpointPatch, filterIdsOf, valuesOf, type EndpointBody, type FilterNames } from '../lib/endpoint-form';
import { EndpointCard, endpointTitleId } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { Icon } from '@/components/ui/icon';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import '@/components/ui/item-list.css';
import './webhooks.css';

/**
 * /e/webhooks (Settings → Webhooks): the team's webhook endpoints. Owners and admins add one
 * (its signing secret shown once), edit its events and filter, disable or enable it, rotate its
 * secret, delete it, send it a test event and resend a delivery; members see the same list and
 * deliveries read-only (the server refuses their changes anyway).
 */
export function WebhooksPage() {
  // Viewers may not read the team's endpoints: the page says so rather than fail to load them.
  if (!useCan('webhooks:read')) return <NotInRole />;
  return <TeamWebhooks />;
}

function NotInRole() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader title={t('webhooks.title')} description={t('webhooks.description')} />
      <SettingsTabs />
      <Alert tone="info">{ROLE_MSG.notInRole}</Alert>
    </div>
  );
}

function TeamWebhooks() {
  const t = useT();
  const local = useUser();
  const { data: me } = useMe();
  const isOwner = useCan('webhooks:write');
  const isAdmin = (me ?? local)?.role === 'admin';
  const webhooks = useWebhooks();
  const toast = useToast();
  const list = webhooks.data;
  const items = list?.items ?? [];
  // Campaign names for the filters that list campaigns (the list every member may read), read only when one does.
  const campaigns = useApi(items.some((e) => filterIdsOf(e, 'campaignIds').length > 0) ? apiKey('/api/campaigns') : null, { shouldRetryOnError: false });
  // Tag names for the filters that list tags.
  const tags = useTeamTags(items.some((e) => (e.filter?.tagIds ?? []).length > 0));
  const names = useMemo<FilterNames>(
    () => ({
      campaignIds: new Map(Array.isArray(campaigns.data) ? campaigns.data.map((c) => [c.id, c.name]) : []),
      tagIds: new Map((tags.data?.items ?? []).map((tag) => [tag.id, tag.name])),
    }),
    [campaigns.data, tags.data],
  );

  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const changed = useCallback(
    (endpoint: WebhookEndpoint) => void webhooks.mutate((current) => current && withEndpoint(current, endpoint), { revalidate: false }),
    [webhooks],
  );
  const stale = useCallback(() => void webhooks.mutate(), [webhooks]);

  function showSecret(answer: WebhookWithSecret, why: ShownSecret['why']) {
    changed(answer.endpoint);
    setSecret({ endpointId: answer.endpoint.id, label: endpointLabel(answer.endpoint), secret: answer.secret, why });
  }

  async function add(body: EndpointBody) {
    showSecret(await webhooksApi.add(body), 'created');
  }

  async function saveEdit(endpoint: WebhookEndpoint, body: EndpointBody) {
    const patch = endpointPatch(endpoint, body);
    const label = endpointLabel(endpoint);
    if (Object.keys(patch).length === 0) {
      toast(t('webhooks.unchanged', { endpoint: label }), 'info');
      setEditing(null);
      return;
    }
    const saved = await webhooksApi.update(endpoint.id, patch);
    changed(saved);
    setEditing(null);
    toast(t('webhooks.saved', { endpoint: endpointLabel(saved) }));
  }

  const rotation = useConfirmDialog({
    run: (endpoint: WebhookEndpoint) => webhooksApi.rotateSecret(endpoint.id),
    done: (_endpoint, answer) => showSecret(answer, 'rotated'),
    failed: stale,
  });
  const rotating = rotation.item;

  const removal = useConfirmDialog<WebhookEndpoint>({
    run: (endpoint) => webhooksApi.remove(endpoint.id),
    done: (endpoint) => {
      toast(t('webhooks.deleted', { endpoint: endpointLabel(endpoint) }));
      void webhooks.mutate((current) => current && withoutEndpoint(current, endpoint.id), { revalidate: false });
      // The card and its Delete button are gone: the focus goes to the list's heading.
      setTimeout(() => listHeading.current?.focus(), 0);
    },
    failed: stale,
  });
  const deleting = removal.item;

  function closeSecret() {
    const shown = secret;
    setSecret(null);
    // After the dialog hands the focus back: onto the endpoint (a new one has no button that opened it).
    if (shown?.why === 'created') setTimeout(() => document.getElementById(endpointTitleId(shown.endpointId))?.focus(), 0);
  }

  let body: ReactNode;
  if (!list) {
    body = (
      <ListPending
        className="item-list__state"
        source={webhooks}
        errorTitle={t('webhooks.loadError')}
        label={t('webhooks.loading')}
        columns={['45%', 80, '25%']}
        rows={2}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<Icon name="hook" size={30} />} title={t('webhooks.emptyTitle')}>
        <p>{t('webhooks.emptyText')}</p>
        <p>{isOwner ? t('webhooks.emptyOwner') : t('webhooks.emptyMember')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="item-list__items">
        {items.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            isOwner={isOwner}
            names={names}
            onChanged={changed}
            onStale={stale}
            onEdit={setEditing}
            onRotate={rotation.ask}
            onDelete={removal.ask}
          />
        ))}
      </ul>
    );
  }

  const full = items.length >= WEBHOOKS_PER_TEAM_MAX;
  return (
    <div className="page">
      <PageHeader title={t('webhooks.title')} description={t('webhooks.description')} />
      <SettingsTabs />
      {isOwner ? (
        <Card aria-labelledby="add-webhook-title">
          <div className="section-head">
            <div>
              <h2 id="add-webhook-title">{t('webhooks.addTitle')}</h2>
              <p className="muted">
                {t('webhooks.addIntroBefore')}
                <code>{SIGNATURE_HEADERS.id}</code>, <code>{SIGNATURE_HEADERS.timestamp}</code>, <code>{SIGNATURE_HEADERS.signature}</code>
                {t('webhooks.addIntroAfter', { max: WEBHOOKS_PER_TEAM_MAX })}
              </p>
            </div>
          </div>
          {full ? (
            <Alert tone="info">{t('webhooks.full', { max: WEBHOOKS_PER_TEAM_MAX })}</Alert>
          ) : (
            <EndpointForm
              name={t('webhooks.addTitle')}
              initial={emptyValues()}
              submitLabel={t('webhooks.addSubmit')}
              onSubmit={add}
              resetOnSuccess
              isAdmin={isAdmin}
            />
          )}
        </Card>
      ) : (
        <Alert tone="info">{t('webhooks.membersNote')}</Alert>
      )}

      <Card padded={false} className="item-list" aria-labelledby="webhooks-title" aria-busy={!list && !webhooks.error}>
        <div className="card__toolbar">
          <h2 id="webhooks-title" ref={listHeading} tabIndex={-1} className="card__title">
            {t('webhooks.listTitle')}
          </h2>
          {list && (
            <Button
              variant="secondary"
              onClick={() => void webhooks.mutate()}
              aria-busy={webhooks.isValidating || undefined}
              aria-label={t('webhooks.refreshList')}
            >
              <Icon name="refresh" size={16} />
              {t('webhooks.refresh')}
            </Button>
          )}
        </div>
        {body}
      </Card>

      <Modal
        open={!!editing}
        onClose={() => setEditing(null)}
        title={<span className="webhook-dialog__url">{editing ? t('webhooks.card.edit', { endpoint: endpointLabel(editing) }) : t('webhooks.editTitle')}</span>}
        size="lg"
      >
        {editing && (
          <EndpointForm
            name={t('webhooks.card.edit', { endpoint: endpointLabel(editing) })}
            initial={valuesOf(editing)}
            isAdmin={isAdmin}
            submitLabel={t('webhooks.saveChanges')}
            onSubmit={(body) => saveEdit(editing, body)}
            extraActions={
              <Button variant="secondary" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
            }
          />
        )}
      </Modal>

      <ConfirmDialog title={t('webhooks.rotateTitle')} tone="primary" confirmLabel={t('webhooks.rotateConfirm')} {...rotation.dialog}>
        {rotating && (
          <p className="webhook-dialog__text">
            <strong className="webhook-dialog__url">{endpointLabel(rotating)}</strong>
            {t('webhooks.rotateAfter')} {rotationGraceText()}
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog title={t('webhooks.deleteTitle')} confirmLabel={t('webhooks.deleteConfirm')} {...removal.dialog}>
        {deleting && (
          <p className="webhook-dialog__text">
            {t('webhooks.deleteBefore')}
            <strong className="webhook-dialog__url">{endpointLabel(deleting)}</strong>
            {t('webhooks.deleteAfter')}
          </p>
        )}
      </ConfirmDialog>

      <SecretDialog shown={secret} onClose={closeSecret} />
    </div>
  );
}
