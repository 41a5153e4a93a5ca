import * as z from 'zod';
import { instant } from './response-parts.js';
import { REPORT_FREQUENCIES, REPORT_LOCALES } from './reports.js';

/** Answers of the reports routes; requests in report-schemas.ts. */

export const reportSubscriptionSchema = z.strictObject({
  frequency: z.enum(REPORT_FREQUENCIES),
  scope: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('team') }),
    z.strictObject({ kind: z.literal('campaign'), campaignId: z.string() }),
    z.strictObject({ kind: z.literal('tags'), tagIds: z.array(z.string()) }),
  ]),
  tz: z.string().describe('The time zone whose calendar weeks or months the reports cover'),
  locale: z.enum(REPORT_LOCALES).optional().describe('The language chosen with the subscription (the profile’s own language wins)'),
  nextReport: z
    .strictObject({ from: z.string(), to: z.string(), sendAfter: instant })
    .nullable()
    .describe('The period the next report covers (calendar days) and when it is mailed; null when no report is chosen'),
  lastSentAt: instant.optional(),
});

export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;
