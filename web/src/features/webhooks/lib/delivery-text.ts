import { displayUrl, WEBHOOK_SECRET_GRACE_HOURS, type WebhookDelivery, type WebhookEndpoint } from '@kisa/shared';
import { formatDateIn } from '@kisa/shared/i18n';
import { formatCount } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/**
 * How the Webhooks screen words an endpoint and its deliveries. Pure; unit-tested.
 * A state is always a word (and a glyph), never only a colour.
 */

export type DeliveryStatus = WebhookDelivery['status'];

export const DELIVERY_STATUS_TEXT: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's address as people read it (IDN host and UTF-8 path decoded, as links show theirs). */
export function endpointLabel(endpoint: Pick<WebhookEndpoint, 'url'>): string {
  return displayUrl(endpoint.url);
}

/** Whether Kisa sends to the endpoint, and why not. */
export function endpointStateText(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'>): { label: string; meaning: string } {
  if (endpoint.enabled) return { label: 'Enabled', meaning: 'Kisa sends it the events it subscribes to.' };
  if (endpoint.disabledReason)
    return { label: 'Disabled', meaning: `Kisa disabled it: ${endpoint.disabledReason.replace(/[.\s]+$/, '')}. Enable it again once the receiver works.` };
  return { label: 'Disabled', meaning: 'Disabled by an owner: Kisa sends it nothing until it is enabled again.' };
}

/** "3 deliveries failed in a row": said while an enabled endpoint is failing (null otherwise). */
export function failuresText(endpoint: Pick<WebhookEndpoint, 'enabled' | 'consecutiveFailures'>): string | null {
  const n = endpoint.consecutiveFailures;
  if (!endpoint.enabled || n <= 0) return null;
  return `${formatCount(n)} ${n === 1 ? 'delivery' : 'deliveries'} failed in a row. Kisa disables an endpoint that keeps failing, and mails the team's owners.`;
}

/** After a rotation, while the replaced secret still signs beside the new one (null otherwise). */
export function secretGraceText(endpoint: Pick<WebhookEndpoint, 'previousSecretExpiresAt'>): string | null {
  if (!endpoint.previousSecretExpiresAt) return null;
  return `The previous signing secret also signs every delivery until ${deliveryTime(endpoint.previousSecretExpiresAt)}: give your receiver the new one before then.`;
}

/** What a rotation does, said before and after it. */
export const ROTATION_GRACE_TEXT = `For ${WEBHOOK_SECRET_GRACE_HOURS} hours each delivery — retries and resends too — is signed with both the new and the old secret, so your receiver keeps verifying while you put the new one in; then only the new one signs.`;

/** The last delivery in a few words, for the endpoint's head: "Delivered · 200", "Failed · no answer". */
export function lastDeliveryText(delivery: WebhookDelivery | undefined): string {
  if (!delivery) return 'No deliveries yet';
  return `${DELIVERY_STATUS_TEXT[delivery.status]} · ${responseCodeText(delivery)}`;
}

/** The last attempt's HTTP status, or why there was none. */
export function responseCodeText(delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'responseStatus' | 'error'>): string {
  if (delivery.responseStatus !== null) return String(delivery.responseStatus);
  if (delivery.attempts === 0) return delivery.status === 'pending' ? 'not sent yet' : 'not sent';
  return 'no answer';
}

export function attemptsText(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'attempt' : 'attempts'}`;
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
