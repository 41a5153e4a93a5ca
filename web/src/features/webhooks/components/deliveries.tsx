import { useState } from 'react';
import type { WebhookDelivery, WebhookDeliveryList } from '@kisa/shared';
import { WEBHOOK_DELIVERIES_LISTED, WEBHOOK_DELIVERY_DAYS, WEBHOOK_MSG } from '@kisa/shared';
import { Button, Spinner } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, type Reloadable } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { answerPreview, attemptsText, deliveryTime, DELIVERY_STATUS_TEXT, latencyText, responseCodeText } from '../lib/delivery-text';
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
          The last {WEBHOOK_DELIVERIES_LISTED} deliveries of the past {WEBHOOK_DELIVERY_DAYS} days, newest first. Receivers tell a resent delivery by its{' '}
          <code>webhook-id</code>, the same on every attempt.
        </p>
        <Button variant="secondary" onClick={() => void refresh()} aria-busy={refreshing || undefined} aria-label={`Refresh the deliveries of ${label}`}>
          {refreshing ? <Spinner /> : <Icon name="refresh" size={16} />}
          Refresh
        </Button>
      </div>
      {!list && source.error ? (
        <LoadError title="The deliveries could not be loaded" source={source} />
      ) : !list ? (
        <SkeletonRows label="Loading the deliveries" columns={['20%', 70, '30%', 50]} rows={2} />
      ) : list.items.length === 0 ? (
        <p className="webhook-deliveries__empty">{isOwner ? 'No deliveries yet. Send a test event to see one here.' : 'No deliveries yet.'}</p>
      ) : (
        <>
          {isOwner && !enabled && <p className="muted webhook-deliveries__note">{WEBHOOK_MSG.disabled}</p>}
          <DataTable
            caption={`Recent deliveries of ${label}`}
            stacked
            className="webhook-deliveries__table"
            columns={[
              { label: 'Event' },
              { label: 'Status' },
              { label: 'Response' },
              { label: 'Latency', kind: 'numeric' },
              { label: 'Attempts', kind: 'numeric' },
              { label: 'Sent' },
              ...(isOwner ? [{ label: <span className="sr-only">Actions</span>, kind: 'actions' as const }] : []),
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
  const preview = answerPreview(d.responseBody);
  const sent = deliveryTime(d.lastAttemptAt ?? d.createdAt);
  return (
    <tr data-delivery-id={d.id} data-status={d.status}>
      <td>
        <code className="webhook-deliveries__event">{d.event}</code>
      </td>
      <td data-label="Status">
        <DeliveryBadge status={d.status} />
        {d.status === 'pending' && d.nextAttemptAt && <span className="webhook-deliveries__sub">Next try {deliveryTime(d.nextAttemptAt)}</span>}
      </td>
      <td data-label="Response" className="webhook-deliveries__response">
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
            <summary>Whole answer kept</summary>
            <pre>{d.responseBody}</pre>
          </details>
        )}
      </td>
      <td data-label="Latency" className="dt-num">
        {latencyText(d.latencyMs)}
      </td>
      <td data-label="Attempts" className="dt-num">
        {attemptsText(d.attempts)}
      </td>
      <td data-label="Sent">
        <time dateTime={d.lastAttemptAt ?? d.createdAt}>{sent}</time>
      </td>
      {isOwner && (
        <td className="dt-actions">
          <BusyButton
            busy={busy}
            inert={!enabled || d.status === 'pending'}
            icon={<Icon name="resend" size={16} />}
            aria-label={`Resend ${d.event} of ${sent}`}
            title={!enabled ? WEBHOOK_MSG.disabled : d.status === 'pending' ? 'Still being delivered' : undefined}
            onClick={() => onResend(d)}
          >
            Resend
          </BusyButton>
        </td>
      )}
    </tr>
  );
}
