import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WebhookDelivery, WebhookEndpoint } from '@kisa/shared';
import { Button, useToast } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DateText } from '@/components/ui/date-text';
import { Disclosure } from '@/components/ui/disclosure';
import { StatusPill } from '@/components/ui/status-pill';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useDeliveries, webhooksApi, withDelivery } from '../api/webhooks';
import { endpointLabel, endpointStateText, failuresText, lastDeliveryText, responseCodeText, secretGraceText } from '../lib/delivery-text';
import { EVENT_TEXT, filterLists, type FilterKey, type FilterNames } from '../lib/endpoint-form';
import { Deliveries, DeliveryBadge } from './deliveries';
import { Icon } from '@/components/ui/icon';

export interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  isOwner: boolean;
  /** Names by id for the filter's kinds that have them (campaigns), shown in place of ids. */
  names: FilterNames;
  /** The server answered a changed endpoint (enabled or not). */
  onChanged: (endpoint: WebhookEndpoint) => void;
  /** The server refused because the list is out of date (the endpoint gone, or disabled meanwhile): it is read again. */
  onStale: () => void;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The id of an endpoint's heading, which the page focuses after adding it. */
export const endpointTitleId = (endpointId: string) => `webhook-title-${endpointId}`;

/**
 * One endpoint: its address (decoded for people, its ASCII form beside an IDN), enabled or
 * not and why, the last delivery, its events and filter; for owners Send test event, Edit,
 * Disable / Enable, Rotate secret and Delete. Its recent deliveries fold out under a disclosure.
 */
export function EndpointCard({ endpoint, isOwner, names, onChanged, onStale, onEdit, onRotate, onDelete }: EndpointCardProps) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const label = endpointLabel(endpoint);
  const deliveries = useDeliveries(endpoint.id);
  const [open, setOpen] = useState(false);
  const [testing, setTesting] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const state = endpointStateText(endpoint);
  const failures = failuresText(endpoint);
  const grace = secretGraceText(endpoint);
  const last = deliveries.data?.items[0];

  function failed(err: unknown) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 409)) onStale();
    toast((err as Error).message, 'error');
  }

  /** A delivery the server answered: into the table (polled while pending), which opens. */
  function delivered(delivery: WebhookDelivery) {
    void deliveries.mutate((current) => withDelivery(current, delivery), { revalidate: false });
    setOpen(true);
  }

  async function sendTest() {
    if (testing || !endpoint.enabled) return;
    setTesting(true);
    try {
      delivered(await webhooksApi.sendTest(endpoint.id));
      toast(t('webhooks.card.testSent', { endpoint: label }), 'info');
    } catch (err) {
      failed(err);
    } finally {
      setTesting(false);
    }
  }

  async function setEnabled(enabled: boolean) {
    if (toggling) return;
    setToggling(true);
    try {
      onChanged(await webhooksApi.update(endpoint.id, { enabled }));
      toast(t(enabled ? 'webhooks.card.enabled' : 'webhooks.card.disabled', { endpoint: label }));
    } catch (err) {
      failed(err);
    } finally {
      setToggling(false);
    }
  }

  async function resend(delivery: WebhookDelivery) {
    setResending((s) => new Set(s).add(delivery.id));
    try {
      delivered(await webhooksApi.resend(endpoint.id, delivery.id));
      toast(t('webhooks.card.resent', { event: delivery.event }), 'info');
    } catch (err) {
      failed(err);
    } finally {
      setResending((s) => {
        const next = new Set(s);
        next.delete(delivery.id);
        return next;
      });
    }
  }

  const titleId = endpointTitleId(endpoint.id);
  const disabledNote = `${id}-disabled-note`;
  return (
    <li className={`item-list__item webhook-card${endpoint.enabled ? '' : ' webhook-card--disabled'}`} data-endpoint-id={endpoint.id}>
      <article aria-labelledby={titleId}>
        <div className="item-list__head">
          <div className="webhook-card__name">
            <h3 id={titleId} tabIndex={-1} className="item-list__title webhook-card__url">
              {label}
            </h3>
            {label !== endpoint.url && <span className="webhook-card__ascii mono">{endpoint.url}</span>}
            {endpoint.description && <p className="webhook-card__description">{endpoint.description}</p>}
            <div className="webhook-card__badges">
              <StatusPill tone={endpoint.enabled ? 'success' : 'neutral'}>{state.label}</StatusPill>
              <span className="webhook-card__last" aria-busy={!deliveries.data && !deliveries.error ? true : undefined}>
                {last ? (
                  <>
                    {t('webhooks.card.lastDelivery')} <DeliveryBadge status={last.status} />{' '}
                    <span className="webhook-card__last-code">{responseCodeText(last)}</span>
                  </>
                ) : deliveries.data ? (
                  lastDeliveryText(undefined)
                ) : deliveries.error ? (
                  t('webhooks.card.lastUnknown')
                ) : (
                  t('webhooks.card.reading')
                )}
              </span>
            </div>
          </div>
          {isOwner && (
            <div className="item-list__actions">
              <BusyButton
                busy={testing}
                inert={!endpoint.enabled}
                icon={<Icon name="send" size={16} />}
                aria-label={t('webhooks.card.sendTestTo', { endpoint: label })}
                aria-describedby={endpoint.enabled ? undefined : disabledNote}
                onClick={() => void sendTest()}
              >
                {t('webhooks.card.sendTest')}
              </BusyButton>
              <BusyButton icon={<Icon name="edit" size={16} />} aria-label={t('webhooks.card.edit', { endpoint: label })} onClick={() => onEdit(endpoint)}>
                {t('common.edit')}
              </BusyButton>
              <BusyButton
                busy={toggling}
                icon={<Icon name="power" size={16} />}
                aria-label={t(endpoint.enabled ? 'webhooks.card.disableNamed' : 'webhooks.card.enableNamed', { endpoint: label })}
                onClick={() => void setEnabled(!endpoint.enabled)}
              >
                {t(endpoint.enabled ? 'webhooks.card.disable' : 'webhooks.card.enable')}
              </BusyButton>
              <BusyButton
                icon={<Icon name="key" size={16} />}
                aria-label={t('webhooks.card.rotateNamed', { endpoint: label })}
                onClick={() => onRotate(endpoint)}
              >
                {t('webhooks.card.rotate')}
              </BusyButton>
              <Button
                variant="ghost"
                className="item-list__remove"
                onClick={() => onDelete(endpoint)}
                aria-label={t('webhooks.card.delete', { endpoint: label })}
              >
                <Icon name="trash" size={16} />
                {t('common.delete')}
              </Button>
            </div>
          )}
        </div>

        {!endpoint.enabled && (
          <p id={disabledNote} className="item-list__warning">
            {state.meaning}
          </p>
        )}
        {failures && <p className="item-list__warning">{failures}</p>}
        {grace && <p className="field__hint">{grace}</p>}

        <dl className="webhook-card__facts">
          <div>
            <dt>{t('webhooks.card.events')}</dt>
            <dd>
              <ul className="webhook-card__events">
                {endpoint.events.map((e) => (
                  <li key={e} title={EVENT_TEXT[e].label}>
                    <code>{e}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>{t('webhooks.card.filter')}</dt>
            <dd>
              <FilterText endpoint={endpoint} names={names} />
            </dd>
          </div>
          <div>
            <dt>{t('webhooks.card.added')}</dt>
            <dd>
              <DateText iso={endpoint.createdAt} />
            </dd>
          </div>
        </dl>

        <Disclosure
          id={`${id}-deliveries`}
          open={open}
          onToggle={() => setOpen(!open)}
          label={t('webhooks.card.deliveries')}
          title={t('webhooks.card.deliveriesOf', { endpoint: label })}
        >
          <Deliveries label={label} isOwner={isOwner} enabled={endpoint.enabled} source={deliveries} resending={resending} onResend={(d) => void resend(d)} />
        </Disclosure>
      </article>
    </li>
  );
}

/** The filter in words: every event, or each list's ids (by name where known), each a link to its page in the app. */
function FilterText({ endpoint, names }: { endpoint: WebhookEndpoint; names: FilterNames }) {
  const t = useT();
  const lists = filterLists(endpoint);
  if (lists.length === 0) return <>{t('webhooks.card.noFilter')}</>;
  return (
    <ul className="webhook-card__filter">
      {lists.map(({ key, label, ids, pageOf }) => (
        <li key={key}>
          <span className="webhook-card__filter-kind">{label}:</span>{' '}
          {ids.map((fid, i) => {
            const name = names[key as FilterKey]?.get(fid);
            const text = name ?? <code>{fid}</code>;
            return (
              <span key={fid}>
                {i > 0 && ', '}
                {pageOf ? <Link to={pageOf(fid)}>{text}</Link> : text}
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
