import * as z from 'zod';
import { ALERT_TARGET_KINDS } from './alerts.js';
import { alertConditionSchema, quietHoursSchema } from './alert-schemas.js';
import { count, instant, userRef } from './response-parts.js';

/** Answers of the alerts routes; requests in alert-schemas.ts. */

/** What an alert said when it fired: the figure that crossed the rule and the figure it was held against. */
export const firedAlertSchema = z.strictObject({
  id: z.string(),
  firedAt: instant,
  /** Clicks in the window (clicksAbove, clicksAboveUsual, noClicks) or the conversion rate in % (conversionDrop). */
  value: z.number(),
  /** The threshold, the usual, or the previous period's rate in %. */
  baseline: z.number(),
  summary: z.string(),
  /** Held for the rule's quiet hours when it fired. */
  held: z.boolean(),
});

export const alertRuleSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  target: z.strictObject({
    kind: z.enum(ALERT_TARGET_KINDS),
    id: z.string(),
    name: z.string().describe("The link's short code, the tag's or the campaign's name (\"\" when it is gone)"),
  }),
  condition: alertConditionSchema,
  mailTo: z.array(z.string()),
  webhook: z.boolean(),
  slackUrl: z.string().nullable(),
  quietHours: quietHoursSchema.nullable(),
  cooldownMinutes: count,
  createdAt: instant,
  createdBy: userRef.nullable(),
  lastAlert: firedAlertSchema.nullable(),
  /** Channels of the last alert still to be delivered (held for quiet hours, or to be tried again). */
  pendingChannels: z.array(z.enum(['mail', 'webhook', 'slack'])),
});

export const alertRuleListSchema = z.strictObject({ items: z.array(alertRuleSchema) });

export type FiredAlert = z.infer<typeof firedAlertSchema>;
export type AlertRule = z.infer<typeof alertRuleSchema>;
export type AlertRuleList = z.infer<typeof alertRuleListSchema>;

/** The `alert.triggered` webhook's data (the Slack message says the same in words). */
export const alertTriggeredSchema = z.strictObject({
  rule: alertRuleSchema.pick({ id: true, name: true, target: true, condition: true }),
  alert: firedAlertSchema,
  url: z.string().describe("The watched link's, tag's or campaign's analytics in the app"),
});
export type AlertTriggered = z.infer<typeof alertTriggeredSchema>;
