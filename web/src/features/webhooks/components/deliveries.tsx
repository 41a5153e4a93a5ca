import { useState } from 'react';
import type { WebhookDelivery, WebhookDeliveryList } from '@kisa/shared';
import { WEBHOOK_DELIVERIES_LISTED, WEBHOOK_DELIVERY_DAYS, WEBHOOK_MSG } from '@kisa/shared';
import { Button, Spinner } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, type Reloadable } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { localizeMessage, useT } from '@/lib/i18n';
import { answerPreview, attemptsText, deliveryTime, DELIVERY_STATUS_TEXT, latencyText, responseCodeText, SIGNATURE_HEADERS } from '../lib/delivery-text';
import { Icon } from '@/components/ui/icon';

export interface DeliveriesProps {
  /** The endpoint as people read it (captions, button names). */
  label: string;
  isOwner: boolean;
  /** Resend is refused while the endpoint is disabled. */
  enabled: boolean;
  source: Reloadable & { data?: WebhookDeliveryList };
  /** Deliveries whose Resend is under way. */
  resending: ReadonlySet<string>;
  onResend: (delivery: WebhookDelivery) => void;
}

const TONE: Readonly<Record<WebhookDelivery['status'], StatusTone>> = { delivered: 'success', pending: 'warning', failed: 'danger' };

/** A delivery's status as a pill: its word and a glyph, the colour only a third cue. */
export function DeliveryBadge({ status }: { status: WebhookDelivery['status'] }) {
  return <StatusPill tone={TONE[status]}>{DELIVERY_STATUS_TEXT[status]}</StatusPill>;
}

/**
 * An endpoint's recent deliveries as a table (stacked on phones): event, status, the last
 * answer's code and first bytes, latency, attempts and when; owners resend one. Refresh reads
 * them again (the card also does, every 2 s, while one is pending).
 */
export function Deliveries({ label, isOwner, enabled, source, resending, onResend }: DeliveriesProps) {
  const t = useT();
  const list = source.data;
  // Busy only for a Refresh pressed here, not for the card's own reads while a delivery is pending.
  const [refreshing, setRefreshing] = useState(false);
  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await source.mutate();
    } finally {
      setRefreshing(false);
    }
  }
  return (
    <div className="webhook-deliveries">
      <div className="webhook-deliveries__bar">
        <p className="muted webhook-deliveries__note">
          {t('webhooks.deliveries.noteBefore', { count: WEBHOOK_DELIVERIES_LISTED, days: WEBHOOK_DELIVERY_DAYS })}
          <code>{SIGNATURE_HEADERS.id}</code>
          {t('webhooks.deliveries.noteAfter')}
        </p>
        <Button
          variant="secondary"
          onClick={() => void refresh()}
          aria-busy={refreshing || undefined}
          aria-label={t('webhooks.deliveries.refresh', { endpoint: label })}
        >
          {refreshing ? <Spinner /> : <Icon name="refresh" size={16} />}
          {t('webhooks.refresh')}
        </Button>
      </div>
      {!list && source.error ? (
        <LoadError title={t('webhooks.deliveries.loadError')} source={source} />
      ) : !list ? (
        <SkeletonRows label={t('webhooks.deliveries.loading')} columns={['20%', 70, '30%', 50]} rows={2} />
      ) : list.items.length === 0 ? (
        <p className="webhook-deliveries__empty">{t(isOwner ? 'webhooks.deliveries.emptyOwner' : 'webhooks.deliveries.empty')}</p>
      ) : (
        <>
          {isOwner && !enabled && <p className="muted webhook-deliveries__note">{localizeMessage(WEBHOOK_MSG.disabled)}</p>}
          <DataTable
            caption={t('webhooks.card.deliveriesOf', { endpoint: label })}
            stacked
            className="webhook-deliveries__table"
            columns={[
              { label: t('webhooks.deliveries.event') },
              { label: t('webhooks.deliveries.status') },
              { label: t('webhooks.deliveries.response') },
              { label: t('webhooks.deliveries.latency'), kind: 'numeric' },
              { label: t('webhooks.deliveries.attempts'), kind: 'numeric' },
              { label: t('webhooks.deliveries.sent') },
              ...(isOwner ? [{ label: <span className="sr-only">{t('webhooks.deliveries.actions')}</span>, kind: 'actions' as const }] : []),
            ]}
          >
            {list.items.map((d) => (
              <DeliveryRow key={d.id} delivery={d} isOwner={isOwner} enabled={enabled} busy={resending.has(d.id)} onResend={onResend} />
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}

function DeliveryRow({
  delivery: d,
  isOwner,
  enabled,
  busy,
  onResend,
}: {
  delivery: WebhookDelivery;
  isOwner: boolean;
  enabled: boolean;
  busy: boolean;
  onResend: (d: WebhookDelivery) => void;
}) {
  const t = useT();
  const preview = answerPreview(d.responseBody);
  const sent = deliveryTime(d.lastAttemptAt ?? d.createdAt);
  return (
    <tr data-delivery-id={d.id} data-status={d.status}>
      <td>
        <code className="webhook-deliveries__event">{d.event}</code>
      </td>
      <td data-label={t('webhooks.deliveries.status')}>
        <DeliveryBadge status={d.status} />
        {d.status === 'pending' && d.nextAttemptAt && (
          <span className="webhook-deliveries__sub">{t('webhooks.deliveries.nextTry', { when: deliveryTime(d.nextAttemptAt) })}</span>
        )}
      </td>
      <td data-label={t('webhooks.deliveries.response')} className="webhook-deliveries__response">
        <span className="webhook-deliveries__code" data-response-status={d.responseStatus ?? undefined}>
          {responseCodeText(d)}
        </span>
        {d.error && <span className="webhook-deliveries__sub">{d.error}</span>}
        {preview.text && (
          <code className="webhook-deliveries__body" title={preview.truncated ? undefined : preview.text}>
            {preview.text}
          </code>
        )}
        {preview.truncated && (
          <details className="webhook-deliveries__whole">
            <summary>{t('webhooks.deliveries.whole')}</summary>
            <pre>{d.responseBody}</pre>
          </details>
        )}
      </td>
      <td data-label={t('webhooks.deliveries.latency')} className="dt-num">
        {latencyText(d.latencyMs)}
      </td>
      <td data-label={t('webhooks.deliveries.attempts')} className="dt-num">
        {attemptsText(d.attempts)}
      </td>
      <td data-label={t('webhooks.deliveries.sent')}>
        <time dateTime={d.lastAttemptAt ?? d.createdAt}>{sent}</time>
      </td>
      {isOwner && (
        <td className="dt-actions">
          <BusyButton
            busy={busy}
            inert={!enabled || d.status === 'pending'}
            icon={<Icon name="resend" size={16} />}
            aria-label={t('webhooks.deliveries.resendNamed', { event: d.event, sent })}
            title={!enabled ? localizeMessage(WEBHOOK_MSG.disabled) : d.status === 'pending' ? t('webhooks.deliveries.stillSending') : undefined}
            onClick={() => onResend(d)}
          >
            {t('webhooks.deliveries.resend')}
          </BusyButton>
        </td>
      )}
    </tr>
  );
}
