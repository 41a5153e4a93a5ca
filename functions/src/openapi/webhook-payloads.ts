import {
  alertTriggeredPayloadSchema,
  campaignCompletedPayloadSchema,
  conversionCreatedPayloadSchema,
  linkBrokenPayloadSchema,
  linkClickedPayloadSchema,
  linkCreatedPayloadSchema,
  linkDeletedPayloadSchema,
  linkRecoveredPayloadSchema,
  linkUpdatedPayloadSchema,
  moderationActionedPayloadSchema,
  moderationFlaggedPayloadSchema,
  WEBHOOK_CLICKS_PER_EVENT,
  WEBHOOK_TEST_EVENT,
  webhookTestPayloadSchema,
} from '@kisa/shared';
import type * as z from 'zod';
import { ref } from './schemas.js';

/** A webhook's operationId, after its event: `link.created` → `onLinkCreated` (path operations are verbs first, so never the same). */
function webhookOperationId(eventType: string): string {
  return `on${eventType
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}

/**
 * The OpenAPI 3.1 `webhooks` section: what Kisa POSTs to a team's endpoints, per event, with the
 * Standard Webhooks headers (docs/ARCHITECTURE.md "Webhooks"). Any 2xx acknowledges a delivery.
 */
export function webhookPayloads(): Record<string, unknown> {
  const header = (description: string) => ({ required: true, description, schema: { type: 'string' } });
  const headers = {
    'webhook-id': header('The message id (`msg_…`), the same on every attempt: deduplicate by it'),
    'webhook-timestamp': header('Unix seconds of this attempt'),
    'webhook-signature': header('`v1,` + base64(HMAC-SHA256(secret bytes, `{webhook-id}.{webhook-timestamp}.{body}`)); the secret is `whsec_` + base64'),
  };
  const events: [string, string, z.ZodType][] = [
    ['link.created', 'A link was created (the Link as the API answers it)', linkCreatedPayloadSchema],
    ['link.updated', 'A link was changed (the Link after the change)', linkUpdatedPayloadSchema],
    ['link.deleted', 'A link was deleted (the Link as it was)', linkDeletedPayloadSchema],
    [
      'link.clicked',
      `Links were clicked: the counted clicks (bots left out) as the visitor log shows them, batched — one event per team and click-worker batch, at most ${WEBHOOK_CLICKS_PER_EVENT} clicks each`,
      linkClickedPayloadSchema,
    ],
    ['campaign.completed', 'A bulk run finished, done or failed (the Campaign)', campaignCompletedPayloadSchema],
    [
      'link.broken',
      "A link's destination stopped working (two failed checks in a row: an error status, no DNS, a TLS failure, no answer, a loop, a parked domain): once per incident",
      linkBrokenPayloadSchema,
    ],
    ['link.recovered', "A broken link's destinations answer again: once per incident, after its link.broken", linkRecoveredPayloadSchema],
    [
      'conversion.created',
      'A conversion was recorded (POST /api/track/conversions; a replayed eventId sends nothing): the conversion as the API answered it',
      conversionCreatedPayloadSchema,
    ],
    [
      'alert.triggered',
      'An alert rule fired (delivered after its quiet hours, if it has them): the rule, what it saw and where to look',
      alertTriggeredPayloadSchema,
    ],
    [
      'moderation.flagged',
      'Platform admins only: a link of any team entered the moderation queue (flagged by screening, or reported)',
      moderationFlaggedPayloadSchema,
    ],
    ['moderation.actioned', "Platform admins only: an admin acted on a link, a team or the blocklist (the audit log's line)", moderationActionedPayloadSchema],
    [WEBHOOK_TEST_EVENT, 'A test event an owner asked for', webhookTestPayloadSchema],
  ];
  return Object.fromEntries(
    events.map(([type, summary, schema]) => [
      type,
      {
        post: {
          operationId: webhookOperationId(type),
          summary,
          tags: ['webhooks'],
          security: [{ webhookSignature: [] }],
          parameters: Object.entries(headers).map(([name, h]) => ({ name, in: 'header', ...h })),
          requestBody: { required: true, content: { 'application/json': { schema: ref(schema) } } },
          responses: {
            '2XX': { description: 'Delivered' },
            '410': { description: 'Gone: the endpoint is disabled at once' },
            default: { description: 'Retried with backoff for about a day on 429, 5xx and no answer within 10 s (Retry-After honoured); never on other 4xx' },
          },
        },
      },
    ]),
  );
}
