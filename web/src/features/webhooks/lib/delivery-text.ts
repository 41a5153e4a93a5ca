import { displayUrl, WEBHOOK_SECRET_GRACE_HOURS, type WebhookDelivery, type WebhookEndpoint } from '@kisa/shared';
import { formatDateIn } from '@kisa/shared/i18n';
import { formatCount } from '@/lib/format';
import { currentLocale, localizeMessage, translatedRecord, translateNow } from '@/lib/i18n';

/**
 * How the Webhooks screen words an endpoint and its deliveries. Pure; unit-tested.
 * A state is always a word (and a glyph), never only a colour.
 */

export type DeliveryStatus = WebhookDelivery['status'];

/** The Standard Webhooks headers each request carries, named the same in every language. */
export const SIGNATURE_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

export const DELIVERY_STATUS_TEXT = translatedRecord<DeliveryStatus>({
  pending: 'webhooks.status.pending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
});

/** An endpoint's address as people read it (IDN host and UTF-8 path decoded, as links show theirs). */
export function endpointLabel(endpoint: Pick<WebhookEndpoint, 'url'>): string {
  return displayUrl(endpoint.url);
}

/** Whether Kisa sends to the endpoint, and why not. */
export function endpointStateText(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): { label: string; meaning: string } {
  if (endpoint.enabled) return { label: translateNow('webhooks.state.enabled'), meaning: translateNow('webhooks.state.enabledMeaning') };
  const label = translateNow('webhooks.state.disabled');
  if (endpoint.disabledReason)
    return { label, meaning: translateNow('webhooks.state.autoDisabled', { reason: localizeMessage(endpoint.disabledReason).replace(/[.\s]+$/, '') }) };
  return { label, meaning: translateNow('webhooks.state.ownerDisabled') };
}

/** "3 deliveries failed in a row": said while an enabled endpoint is failing (null otherwise). */
export function failuresText(endpoint: Pick<WebhookEndpoint, 'enabled' | 'consecutiveFailures'>): string | null {
  const n = endpoint.consecutiveFailures;
  if (!endpoint.enabled || n <= 0) return null;
  return translateNow('webhooks.failures', { n });
}

/** After a rotation, while the replaced secret still signs beside the new one (null otherwise). */
export function secretGraceText(endpoint: Pick<WebhookEndpoint, 'previousSecretExpiresAt'>): string | null {
  if (!endpoint.previousSecretExpiresAt) return null;
  return translateNow('webhooks.secretGrace', { until: deliveryTime(endpoint.previousSecretExpiresAt) });
}

/** What a rotation does, said before and after it. */
export const rotationGraceText = (): string => translateNow('webhooks.rotationGrace', { hours: WEBHOOK_SECRET_GRACE_HOURS });

/** The last delivery in a few words, for the endpoint's head: "Delivered · 200", "Failed · no answer". */
export function lastDeliveryText(delivery: WebhookDelivery | undefined): string {
  if (!delivery) return translateNow('webhooks.lastNone');
  return `${DELIVERY_STATUS_TEXT[delivery.status]} · ${responseCodeText(delivery)}`;
}

/** The last attempt's HTTP status, or why there was none. */
export function responseCodeText(delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'responseStatus' | 'error'>): string {
  if (delivery.responseStatus !== null) return String(delivery.responseStatus);
  if (delivery.attempts === 0) return translateNow(delivery.status === 'pending' ? 'webhooks.code.notSentYet' : 'webhooks.code.notSent');
  return translateNow('webhooks.code.noAnswer');
}

export function attemptsText(n: number): string {
  return translateNow('webhooks.attempts', { n });
}

/** "87 ms", "1.204 ms" (the app's number format); '—' when nothing was timed. */
export function latencyText(ms: number | null): string {
  return ms === null ? '—' : `${formatCount(ms)} ms`;
}

/** The start of a receiver's answer, for a table cell: white space collapsed, at most `max` characters. */
export function answerPreview(body: string | null, max = 80): { text: string; truncated: boolean } {
  const flat = (body ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return { text: flat, truncated: false };
  return { text: `${flat.slice(0, max).trimEnd()}…`, truncated: true };
}

/** When a delivery was made, to the second (deliveries follow each other closely), in the language shown. */
export function deliveryTime(iso: string): string {
  return formatDateIn(currentLocale(), iso, 'visitTime');
}
