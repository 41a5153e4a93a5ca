import * as z from 'zod';
import { REPORT_FREQUENCIES, REPORT_LOCALES, REPORT_MSG, REPORT_TAGS_MAX } from './reports.js';
import { isValidTimeZone } from './zoned-days.js';
import { MSG } from './messages.js';

/** Request schemas of the reports routes (reports.ts); answers in report-responses.ts. */

const id = z.string({ error: REPORT_MSG.scopeInvalid }).trim().min(1, REPORT_MSG.scopeInvalid).max(100, REPORT_MSG.scopeInvalid);

/** What the report covers: the team, one of its campaigns, or its links carrying any of some tags. */
export const reportScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('team') }),
    z.strictObject({
      kind: z.literal('campaign'),
      campaignId: z.string({ error: REPORT_MSG.campaignRequired }).trim().min(1, REPORT_MSG.campaignRequired).max(100),
    }),
    z.strictObject({
      kind: z.literal('tags'),
      tagIds: z
        .array(id, { error: REPORT_MSG.tagsRequired })
        .min(1, REPORT_MSG.tagsRequired)
        .max(REPORT_TAGS_MAX, REPORT_MSG.scopeInvalid)
        .transform((list) => [...new Set(list)].sort()),
    }),
  ],
  { error: REPORT_MSG.scopeInvalid },
);

export const putReportSubscriptionSchema = z.object({
  frequency: z.enum(REPORT_FREQUENCIES, { error: REPORT_MSG.frequencyInvalid }),
  scope: reportScopeSchema.optional().default({ kind: 'team' }),
  // The member's time zone (the browser's): the periods are their calendar weeks or months.
  tz: z.string({ error: MSG.analyticsTimeZoneInvalid }).refine(isValidTimeZone, MSG.analyticsTimeZoneInvalid),
  // The language the app shows: the mail's when the profile names none.
  locale: z.enum(REPORT_LOCALES, { error: REPORT_MSG.localeInvalid }).optional(),
});

export type PutReportSubscriptionInput = z.output<typeof putReportSubscriptionSchema>;
export type ReportScope = z.output<typeof reportScopeSchema>;

/** The signed token of an unsubscribe link. */
export const reportUnsubscribeQuerySchema = z.object({
  token: z.string({ error: REPORT_MSG.unsubscribeTokenInvalid }).min(1, REPORT_MSG.unsubscribeTokenInvalid).max(400, REPORT_MSG.unsubscribeTokenInvalid),
});

/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`); the confirmation page posts the same. */
export const reportUnsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click', { error: REPORT_MSG.unsubscribeTokenInvalid }).optional() })
  .optional();
