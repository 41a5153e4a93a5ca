import * as z from 'zod';
import { alertTriggeredSchema } from './alert-responses.js';
import { visitorSchema } from './analytics-responses.js';
import { linkHealthEventSchema } from './link-health.js';
import { campaignSchema } from './campaign-responses.js';
import { conversionSchema } from './conversion-responses.js';
import { linkSchema } from './link-responses.js';
import { moderationLogEntrySchema } from './moderation-responses.js';
import { count, instant, nextCursor } from './response-parts.js';
import { WEBHOOK_CLICKS_PER_EVENT, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhooks.js';

/** Answers of the webhooks routes and the payloads deliveries carry; requests in webhook-schemas.ts. */

export const webhookEndpointSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  filter: z
    .strictObject({ linkIds: z.array(z.string()), campaignIds: z.array(z.string()), tagIds: z.array(z.string()) })
    .nullable()
    .describe('Only the events of these links, campaigns or tags (a link event: the link’s tags now; a click: the tags its link had when clicked); null: all'),
  enabled: z.boolean(),
  disabledReason: z.string().optional().describe('Why Kisa disabled it (repeated failures, or the receiver answered 410)'),
  consecutiveFailures: count.describe('Deliveries failed in a row (reset by a success); the endpoint is disabled at 15'),
  previousSecretExpiresAt: instant
    .optional()
    .describe(
      'After a rotation: until when deliveries are also signed with the replaced secret (24 hours), as a second `v1,` signature in `webhook-signature`; absent once that has passed',
    ),
  createdAt: instant,
  updatedAt: instant,
});

export const webhookEndpointListSchema = z.strictObject({ items: z.array(webhookEndpointSchema) });

/** The endpoint with its signing secret: answered once, at creation and at rotation (never kept: an idempotent replay of a creation answers without it). */
export const webhookWithSecretSchema = z.strictObject({
  endpoint: webhookEndpointSchema,
  secret: z
    .string()
    .optional()
    .describe(
      'Standard Webhooks signing secret, `whsec_` + base64; shown only now. After a rotation the replaced secret still signs every delivery beside it until `endpoint.previousSecretExpiresAt`. Absent only from an idempotent replay of a creation (`Idempotent-Replayed: true`, `Idempotent-Omitted: secret`): the secret is never kept, so rotate it to get one',
    ),
});

export const webhookDeliverySchema = z.strictObject({
  id: z.string().describe('The `webhook-id` header the receiver got (the same on every attempt)'),
  endpointId: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: count,
  responseStatus: z.number().int().nullable().describe('The last attempt’s HTTP status; null: no answer (timeout, refused, network)'),
  responseBody: z.string().nullable().describe('The first 500 bytes of the last answer'),
  error: z.string().optional().describe('Why the last attempt got no answer'),
  latencyMs: count.nullable(),
  createdAt: instant,
  lastAttemptAt: instant.optional(),
  nextAttemptAt: instant.optional(),
});

/** A page of an endpoint's deliveries, newest first, with the cursor of the next (absent on the last). */
export const webhookDeliveryListSchema = z.strictObject({ items: z.array(webhookDeliverySchema), nextCursor });

// ── Payloads (the OpenAPI document's `webhooks` section) ───────────────────────
const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) => z.strictObject({ type: z.literal(type), timestamp: instant, data });

export const linkCreatedPayloadSchema = envelope('link.created', linkSchema);
export const linkUpdatedPayloadSchema = envelope('link.updated', linkSchema);
export const linkDeletedPayloadSchema = envelope('link.deleted', linkSchema);
export const campaignCompletedPayloadSchema = envelope('campaign.completed', campaignSchema);
/** A click in a `link.clicked` event: the visitor log's row (bots are never sent, tags as the team names them), with the click's id and the link's campaign. */
// (Without the visitor log's conversion figures: a click is announced when counted, before any conversion.)
export const clickedVisitSchema = visitorSchema.omit({ conversions: true, revenue: true }).extend({
  id: z.string().describe('The click’s id, unique per click'),
  campaignId: z.string().nullable().describe('The link’s campaign (bulk links); null otherwise'),
});
export const linkClickedPayloadSchema = envelope(
  'link.clicked',
  z.strictObject({
    clicks: z
      .array(clickedVisitSchema)
      .min(1)
      .max(WEBHOOK_CLICKS_PER_EVENT)
      .describe(
        `Counted clicks (bots left out), oldest first, at most ${WEBHOOK_CLICKS_PER_EVENT}; an endpoint with a filter gets only the clicks of the links, campaigns and tags it names`,
      ),
  }),
);
/** A conversion was recorded: the conversion as the API answered it (replays of its eventId send nothing). */
export const conversionCreatedPayloadSchema = envelope('conversion.created', conversionSchema);
/** An alert rule fired: the rule, what it saw, and where to look. */
export const alertTriggeredPayloadSchema = envelope('alert.triggered', alertTriggeredSchema);
/** Destination health: a link's destination broke (after two failed checks in a row) or recovered; once per incident each. */
export const linkBrokenPayloadSchema = envelope('link.broken', linkHealthEventSchema);
export const linkRecoveredPayloadSchema = envelope('link.recovered', linkHealthEventSchema);
/** A link entered the moderation queue: flagged by screening or reported by a visitor. */
export const moderationFlaggedSchema = z.strictObject({
  linkId: z.string(),
  teamId: z.string(),
  shortLink: z.string().describe('The short link as visitors open it'),
  longUrl: z.string(),
  reason: z.enum(['screening', 'report']),
  flags: z.array(z.string()).optional().describe('What screening found (screening)'),
  report: z
    .strictObject({ reason: z.string(), details: z.string().optional() })
    .optional()
    .describe("The visitor's report (report); never the reporter's contact"),
  at: instant,
});
export const moderationFlaggedPayloadSchema = envelope('moderation.flagged', moderationFlaggedSchema);
/** An admin acted: the audit log's line. */
export const moderationActionedPayloadSchema = envelope('moderation.actioned', moderationLogEntrySchema);
export const webhookTestPayloadSchema = envelope(WEBHOOK_TEST_EVENT, z.strictObject({ endpointId: z.string(), message: z.string() }));

export type ModerationFlagged = z.infer<typeof moderationFlaggedSchema>;
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;
/** The answer to a creation without Idempotency-Key or a rotation (the web app's): the secret is always there. */
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema> & { secret: string };
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
export type ClickedVisit = z.infer<typeof clickedVisitSchema>;
export type LinkClickedPayload = z.infer<typeof linkClickedPayloadSchema>;
