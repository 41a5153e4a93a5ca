/**
 * Webhooks: the events a team's endpoints may subscribe to, their limits and
 * messages. Deliveries follow the Standard Webhooks specification (docs/ARCHITECTURE.md "Webhooks").
 */

/**
 * Moderation events (the moderation queue's): only a platform admin may subscribe an endpoint
 * to them, and they are platform-wide — a link of any team entering the queue, an admin's action.
 */
export const WEBHOOK_ADMIN_EVENTS = ['moderation.flagged', 'moderation.actioned'] as const;
export const isAdminWebhookEvent = (event: string): boolean => (WEBHOOK_ADMIN_EVENTS as readonly string[]).includes(event);

/**
 * Events an endpoint may subscribe to (the moderation ones last). `link.clicked` is sent by the click worker once the clicks
 * are counted, bots left out, batched: one event per team and worker batch, at most
 * WEBHOOK_CLICKS_PER_EVENT clicks each (docs/ARCHITECTURE.md "Webhooks"). `conversion.created`
 * is sent once per conversion recorded by POST /api/track/conversions (never for a
 * replay of its eventId); an endpoint's filter applies to the conversion's link.
 */
export const WEBHOOK_EVENTS = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.clicked',
  'campaign.completed',
  'conversion.created',
  // Destination health: once per incident, when a link's destination breaks and when it recovers.
  'link.broken',
  'link.recovered',
  // An alert rule fired (core/alerts): once per alert, when it is delivered (after quiet hours).
  'alert.triggered',
  ...WEBHOOK_ADMIN_EVENTS,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event a "send a test event" delivers (only to the endpoint asked, whatever its events). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOKS_PER_TEAM_MAX = 20;
/** The most clicks one `link.clicked` event carries; a bigger batch is sent as several events. */
export const WEBHOOK_CLICKS_PER_EVENT = 100;
/** Ids a filter may list, per kind. */
export const WEBHOOK_FILTER_IDS_MAX = 100;
export const WEBHOOK_URL_MAX = 2000;
/** Recent deliveries kept per endpoint (days) and listed (newest first): a page's default and most. */
export const WEBHOOK_DELIVERY_DAYS = 30;
export const WEBHOOK_DELIVERIES_LISTED = 50;
export const WEBHOOK_DELIVERIES_LIMIT_MAX = 100;
/** The first bytes of a receiver's answer kept with a delivery. */
export const WEBHOOK_RESPONSE_BYTES = 500;
/** After a rotation, deliveries are signed with the replaced secret too for this long (as Svix does), so receivers can switch over. */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

export const WEBHOOK_MSG = {
  urlInvalid: 'Please enter an https:// address for the endpoint.',
  eventsRequired: 'Please choose at least one event.',
  eventUnknown: `Events must be among ${WEBHOOK_EVENTS.join(', ')}.`,
  filterInvalid: 'A filter lists link ids, campaign ids and tag ids (at most 100 each).',
  enabledInvalid: 'enabled must be true or false.',
  addressRefused: 'This address is private, loopback or link-local: webhooks go to public addresses only.',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  limit: `A team can have at most ${WEBHOOKS_PER_TEAM_MAX} webhook endpoints.`,
  disabled: 'This endpoint is disabled: enable it first.',
  deleted: 'Webhook endpoint deleted',
  adminEvents: 'Only platform admins can subscribe to moderation events.',
  secretUnavailable: 'The signing secret could not be sealed just now; nothing was changed. Please try again in a minute.',
  descriptionInvalid: 'Descriptions are at most 200 characters, without control or invisible characters.',
  // Why Kisa disabled an endpoint (its disabledReason, and the owners' mail).
  disabledGone: 'the receiver answered 410 Gone',
  disabledFailures: (n: number) => `${n} deliveries in a row failed`,
} as const;
