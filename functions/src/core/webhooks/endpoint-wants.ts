import type { ClickedVisit, LinkClickedPayload, WebhookFilter } from '@kisa/shared';
import type { WebhookEndpointRecord } from '#data/webhooks/webhook-endpoint-item.js';
import type { WebhookEventMessage } from './webhook-messages.js';

type EventRefs = Pick<WebhookEventMessage, 'type' | 'linkId' | 'campaignId' | 'linkIds' | 'campaignIds' | 'tagIds'>;

/**
 * Whether an endpoint wants the event: subscribed, enabled, and its filter (if any) names the link,
 * the campaign or one of the link's tags — for a `link.clicked` event, those of at least one of its clicks.
 */
export function endpointWants(endpoint: Pick<WebhookEndpointRecord, 'enabled' | 'events' | 'filter'>, event: EventRefs): boolean {
  if (!endpoint.enabled || !(endpoint.events as string[]).includes(event.type)) return false;
  const f = endpoint.filter;
  if (!f) return true;
  const linkIds = event.linkIds ?? (event.linkId ? [event.linkId] : []);
  const campaignIds = event.campaignIds ?? (event.campaignId ? [event.campaignId] : []);
  return (
    linkIds.some((id) => f.linkIds.includes(id)) ||
    campaignIds.some((id) => f.campaignIds.includes(id)) ||
    (event.tagIds ?? []).some((id) => f.tagIds.includes(id))
  );
}

/** Whether a filter lets a click through (no filter: every click; else its link, its campaign or one of its tags is named). */
export function filterPassesClick(filter: WebhookFilter, click: Pick<ClickedVisit, 'linkId' | 'campaignId' | 'tags'>): boolean {
  return (
    !filter ||
    filter.linkIds.includes(click.linkId) ||
    (click.campaignId !== null && filter.campaignIds.includes(click.campaignId)) ||
    click.tags.some((t) => filter.tagIds.includes(t.id))
  );
}

/**
 * What an endpoint that wants the event is sent: the event's data, except that a `link.clicked`
 * event under a filter carries only the clicks the filter names (an endpoint filtered to link X
 * gets X's clicks, not its batch neighbours'). Null: nothing for this endpoint.
 */
export function dataFor(endpoint: Pick<WebhookEndpointRecord, 'filter'>, event: Pick<WebhookEventMessage, 'type' | 'data'>): unknown {
  if (event.type !== 'link.clicked' || !endpoint.filter) return event.data;
  const clicks = (event.data as LinkClickedPayload['data']).clicks.filter((c) => filterPassesClick(endpoint.filter, c));
  return clicks.length > 0 ? { clicks } : null;
}
