import * as z from 'zod';
import { isPlainText } from './text-rules.js';
import { cursorParam, limitParam } from './query-params.js';
import { WEBHOOK_DELIVERIES_LIMIT_MAX, WEBHOOK_DELIVERIES_LISTED, WEBHOOK_EVENTS, WEBHOOK_FILTER_IDS_MAX, WEBHOOK_MSG, WEBHOOK_URL_MAX } from './webhooks.js';

/** Request schemas of the webhooks routes; answers in webhook-responses.ts. */

/**
 * An endpoint's address: https (the server also refuses private addresses when it delivers,
 * and allows plain http only for the hosts a local runtime names, WEBHOOK_ALLOW_HOSTS).
 */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MSG.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_MSG.urlInvalid)
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname;
  }, WEBHOOK_MSG.urlInvalid);

/** Shown in the endpoint list: the plain-text rule of every user-visible name. */
const description = z
  .string({ error: WEBHOOK_MSG.descriptionInvalid })
  .trim()
  .max(200, WEBHOOK_MSG.descriptionInvalid)
  .refine(isPlainText, WEBHOOK_MSG.descriptionInvalid)
  .optional();

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MSG.eventUnknown }), { error: WEBHOOK_MSG.eventsRequired })
  .min(1, WEBHOOK_MSG.eventsRequired)
  .transform((list) => [...new Set(list)]);

const ids = z
  .array(z.string({ error: WEBHOOK_MSG.filterInvalid }).trim().min(1, WEBHOOK_MSG.filterInvalid).max(100, WEBHOOK_MSG.filterInvalid), {
    error: WEBHOOK_MSG.filterInvalid,
  })
  .max(WEBHOOK_FILTER_IDS_MAX, WEBHOOK_MSG.filterInvalid);

/** Only the events of these links, campaigns or tags (any list matching is enough); null or empty lists: every event. */
export const webhookFilterSchema = z
  .strictObject({ linkIds: ids.optional(), campaignIds: ids.optional(), tagIds: ids.optional() }, { error: WEBHOOK_MSG.filterInvalid })
  .nullable()
  .transform((f) =>
    f && (f.linkIds?.length || f.campaignIds?.length || f.tagIds?.length)
      ? { linkIds: [...new Set(f.linkIds ?? [])], campaignIds: [...new Set(f.campaignIds ?? [])], tagIds: [...new Set(f.tagIds ?? [])] }
      : null,
  );

export const createWebhookSchema = z.object({ url: webhookUrlSchema, events, filter: webhookFilterSchema.optional(), description });

export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: events.optional(),
    filter: webhookFilterSchema.optional(),
    enabled: z.boolean({ error: WEBHOOK_MSG.enabledInvalid }).optional(),
    description,
  })
  .strict();

/** GET /api/webhooks/{id}/deliveries: a page of deliveries, newest first, after the previous answer's `nextCursor`. */
export const listWebhookDeliveriesQuerySchema = z.object({ limit: limitParam(WEBHOOK_DELIVERIES_LISTED, WEBHOOK_DELIVERIES_LIMIT_MAX), cursor: cursorParam() });
export type ListWebhookDeliveriesQuery = z.output<typeof listWebhookDeliveriesQuerySchema>;

export type CreateWebhookInput = z.input<typeof createWebhookSchema>;
export type NewWebhook = z.output<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;
export type WebhookUpdate = z.output<typeof updateWebhookSchema>;
export type WebhookFilter = z.output<typeof webhookFilterSchema>;
