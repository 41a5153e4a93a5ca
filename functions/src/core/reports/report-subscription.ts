import type { PutReportSubscriptionInput, ReportSubscription } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { getReportSubscription, saveReportSubscription } from '#data/reports/report-subscriptions-repo.js';
import type { ReportSubscriptionRecord } from '#data/reports/report-subscription-item.js';
import type { Caller } from '../accounts/caller.js';
import { getTeamCampaign } from '../campaigns/campaign-access.js';
import { nextReport } from './report-periods.js';

/** GET /api/reports/subscription: the caller's report in their team (`none` until chosen). */
export async function getMyReportSubscription(caller: Caller): Promise<ReportSubscription> {
  const record = await getReportSubscription(caller.teamId, caller.id);
  return record ? toReportSubscription(record) : { frequency: 'none', scope: { kind: 'team' }, tz: 'UTC', nextReport: null };
}

/**
 * PUT /api/reports/subscription: saves the caller's choice; the first report covers the period
 * holding `now` (this week or month), so nobody gets a report of a time before they asked.
 * A campaign of another team answers 404 like a missing one; tag ids are kept as given (like
 * the analytics tag filter: another team's id selects nothing).
 */
export async function putMyReportSubscription(caller: Caller, input: PutReportSubscriptionInput, now = new Date()): Promise<ReportSubscription> {
  if (input.scope.kind === 'campaign') await getTeamCampaign(caller, input.scope.campaignId);
  const record = await saveReportSubscription(
    {
      teamId: caller.teamId,
      userId: caller.id,
      frequency: input.frequency,
      scope: input.scope,
      tz: input.tz,
      locale: input.locale,
      next: input.frequency === 'none' ? null : nextReport(input.frequency, input.tz, now),
    },
    now.toISOString(),
    randomBytes(16).toString('base64url'),
  );
  return toReportSubscription(record);
}

export function toReportSubscription(record: ReportSubscriptionRecord): ReportSubscription {
  return {
    frequency: record.frequency,
    scope: record.scope,
    tz: record.tz,
    ...(record.locale ? { locale: record.locale } : {}),
    nextReport: record.frequency !== 'none' && record.period && record.sendAfter ? { ...record.period, sendAfter: record.sendAfter } : null,
    ...(record.lastSentAt ? { lastSentAt: record.lastSentAt } : {}),
  };
}
