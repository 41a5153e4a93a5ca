import * as z from 'zod';
import {
  ALERT_CONVERSION_HOURS_MAX,
  ALERT_COOLDOWN_MINUTES,
  ALERT_MAIL_RECIPIENTS_MAX,
  ALERT_MSG,
  ALERT_NAME_MAX,
  ALERT_NO_CLICKS_HOURS_MAX,
  ALERT_TARGET_KINDS,
} from './alerts.js';
import { idSchema } from './ids.js';
import { isPlainText } from './text-rules.js';
import { webhookUrlSchema } from './webhook-schemas.js';
import { isValidTimeZone } from './zoned-days.js';

/** Request schemas of the alerts routes; answers in alert-responses.ts. */

const name = z
  .string({ error: ALERT_MSG.nameRequired })
  .trim()
  .min(1, ALERT_MSG.nameRequired)
  .max(ALERT_NAME_MAX, ALERT_MSG.nameInvalid)
  .refine(isPlainText, ALERT_MSG.nameInvalid);

export const alertTargetSchema = z.strictObject(
  { kind: z.enum(ALERT_TARGET_KINDS, { error: ALERT_MSG.targetInvalid }), id: idSchema('record').describe('The link, tag or campaign id') },
  { error: ALERT_MSG.targetInvalid },
);

const wholeHours = (max: number) =>
  z.number({ error: ALERT_MSG.hoursInvalid }).int(ALERT_MSG.hoursInvalid).min(1, ALERT_MSG.hoursInvalid).max(max, ALERT_MSG.hoursInvalid);

export const alertConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('clicksAbove'),
      clicks: z
        .number({ error: ALERT_MSG.clicksInvalid })
        .int(ALERT_MSG.clicksInvalid)
        .min(1, ALERT_MSG.clicksInvalid)
        .max(10_000_000, ALERT_MSG.clicksInvalid),
    }),
    z.strictObject({
      kind: z.literal('clicksAboveUsual'),
      factor: z.number({ error: ALERT_MSG.factorInvalid }).min(1.1, ALERT_MSG.factorInvalid).max(1000, ALERT_MSG.factorInvalid),
    }),
    z.strictObject({
      kind: z.literal('noClicks'),
      hours: wholeHours(ALERT_NO_CLICKS_HOURS_MAX),
      usualAbove: z.number({ error: ALERT_MSG.usualInvalid }).min(0, ALERT_MSG.usualInvalid).max(10_000_000, ALERT_MSG.usualInvalid),
    }),
    z.strictObject({
      kind: z.literal('conversionDrop'),
      percent: z.number({ error: ALERT_MSG.percentInvalid }).int(ALERT_MSG.percentInvalid).min(1, ALERT_MSG.percentInvalid).max(100, ALERT_MSG.percentInvalid),
      hours: wholeHours(ALERT_CONVERSION_HOURS_MAX),
    }),
  ],
  { error: ALERT_MSG.conditionInvalid },
);

const clock = z.string({ error: ALERT_MSG.quietHoursInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, ALERT_MSG.quietHoursInvalid);

/** Quiet hours [from, to) in a time zone (the member's, by default the browser's); a span may pass midnight. */
export const quietHoursSchema = z.strictObject(
  {
    from: clock,
    to: clock,
    timeZone: z.string({ error: ALERT_MSG.quietHoursInvalid }).max(64, ALERT_MSG.quietHoursInvalid).refine(isValidTimeZone, ALERT_MSG.quietHoursInvalid),
  },
  { error: ALERT_MSG.quietHoursInvalid },
);

const mailTo = z
  .array(idSchema('record'), { error: ALERT_MSG.recipientsInvalid })
  .max(ALERT_MAIL_RECIPIENTS_MAX, ALERT_MSG.recipientsInvalid)
  .transform((ids) => [...new Set(ids)])
  .describe("Members' user ids to mail");

const slackUrl = z.union([webhookUrlSchema.pipe(z.string({ error: ALERT_MSG.slackUrlInvalid })), z.null()], { error: ALERT_MSG.slackUrlInvalid });

const cooldownMinutes = z
  .number({ error: ALERT_MSG.cooldownInvalid })
  .int(ALERT_MSG.cooldownInvalid)
  .min(ALERT_COOLDOWN_MINUTES.min, ALERT_MSG.cooldownInvalid)
  .max(ALERT_COOLDOWN_MINUTES.max, ALERT_MSG.cooldownInvalid);

const enabled = z.boolean({ error: ALERT_MSG.enabledInvalid });

export const createAlertSchema = z
  .object({
    name,
    target: alertTargetSchema,
    condition: alertConditionSchema,
    mailTo: mailTo.optional(),
    webhook: z.boolean({ error: ALERT_MSG.channelRequired }).optional(),
    slackUrl: slackUrl.optional(),
    quietHours: z.union([quietHoursSchema, z.null()]).optional(),
    cooldownMinutes: cooldownMinutes.optional(),
    enabled: enabled.optional(),
  })
  .refine((v) => (v.mailTo?.length ?? 0) > 0 || v.webhook === true || !!v.slackUrl, { message: ALERT_MSG.channelRequired, path: ['mailTo'] });

export const updateAlertSchema = z
  .object({
    name: name.optional(),
    target: alertTargetSchema.optional(),
    condition: alertConditionSchema.optional(),
    mailTo: mailTo.optional(),
    webhook: z.boolean({ error: ALERT_MSG.channelRequired }).optional(),
    slackUrl: slackUrl.optional(),
    quietHours: z.union([quietHoursSchema, z.null()]).optional(),
    cooldownMinutes: cooldownMinutes.optional(),
    enabled: enabled.optional(),
  })
  .strict();

export type CreateAlertInput = z.input<typeof createAlertSchema>;
export type NewAlert = z.output<typeof createAlertSchema>;
export type UpdateAlertInput = z.input<typeof updateAlertSchema>;
export type AlertUpdate = z.output<typeof updateAlertSchema>;
