import * as z from 'zod';
import { dueReportsCursorSchema, dueReportsPage, type DueReportsCursor } from '#data/reports/report-subscriptions-repo.js';
import { sendReportMessage, sendReportMessages } from '#data/reports/report-queue.js';

/**
 * The report schedule's fan-out (docs/ARCHITECTURE.md "Scheduled jobs"): a run sends one message,
 * the first page of subscriptions due; each page's worker sends one message per due subscription
 * and then the next page's. No invocation walks every subscription, and every step is idempotent:
 * a page delivered twice sends its members' messages twice, and each member's report is mailed
 * once per period whatever arrives (send-member-report.ts).
 */
export const DUE_PAGE_SIZE = 100;

export const reportMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), before: z.iso.datetime(), cursor: dueReportsCursorSchema.optional() }),
  z.object({ kind: z.literal('report'), teamId: z.string().min(1), userId: z.string().min(1), periodKey: z.string().min(1) }),
]);

export type ReportMessage = z.infer<typeof reportMessageSchema>;

export const parseReportMessage = (body: unknown): ReportMessage | null => reportMessageSchema.safeParse(body).data ?? null;

/** The scheduled run: the first page of what is due by `now`. */
export async function startReports(now = new Date()): Promise<void> {
  await sendReportMessage({ kind: 'page', before: now.toISOString() } satisfies ReportMessage);
}

/** One page: a message per due subscription, then the next page's (none after the last). */
export async function fanOutReportPage(page: { before: string; cursor?: DueReportsCursor }): Promise<{ due: number; more: boolean }> {
  const { due, next } = await dueReportsPage(page.before, page.cursor, DUE_PAGE_SIZE);
  // A message names the subscription and the period that was due: a copy that comes after it was sent does nothing.
  const messages = due.map((d) => ({ kind: 'report', teamId: d.teamId, userId: d.userId, periodKey: d.periodKey }) satisfies ReportMessage);
  await sendReportMessages(messages);
  if (next) await sendReportMessage({ kind: 'page', before: page.before, cursor: next } satisfies ReportMessage);
  return { due: due.length, more: next !== undefined };
}
