import { analyticsSearchParams, paths, REPORT_UNSUBSCRIBE_PATH, scopesOfRole, type AnalyticsQuery, type ReportLocale } from '@kisa/shared';
import { getMembership } from '#data/accounts/memberships-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { ReportSubscriptionRecord } from '#data/reports/report-subscription-item.js';
import { claimReport, getReportSubscription, markReportSent, releaseReportClaim, stopReports } from '#data/reports/report-subscriptions-repo.js';
import { listTeamTags } from '#data/tags/tags-repo.js';
import { renderBarChart } from '#lib/png/bar-chart.js';
import { config } from '#lib/config.js';
import { AppError } from '#lib/errors.js';
import { reportMail } from '#mail/report-mail.js';
import { sendRawMail } from '#mail/send-raw-mail.js';
import { toUser } from '../accounts/to-user.js';
import { getAnalytics } from '../analytics/get-analytics.js';
import { getTeamCampaign } from '../campaigns/campaign-access.js';
import { nextReport } from './report-periods.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * A worker that claimed a period and died before it mailed or let go holds it this long: then
 * another delivery may send it (longer than a delivery's visibility timeout, so a live worker is
 * never doubled; the one case a member may get a period twice is a worker that died between the
 * mail and the mark, which SES cannot tell us about).
 */
export const STALE_CLAIM_MS = 15 * 60_000;

/** `already-sent`: sent, being sent by another delivery, or no longer the subscription's period (changed, stopped). */
export type ReportOutcome = 'sent' | 'not-due' | 'already-sent' | 'stopped';

/**
 * One member's report of the period `periodKey` (a message of the report queue): read, claimed,
 * built from the analytics engine (its result cache first), mailed, marked sent and moved to the
 * next period. Mailed at most once per period: a redelivered or doubled message finds the period
 * sent or claimed. When SES or the engine fails, the claim is let go and the error thrown, so SQS
 * delivers the message again; a member no longer in the team, or a campaign deleted, stops them.
 */
export async function sendMemberReport(message: { teamId: string; userId: string; periodKey: string }, now = new Date()): Promise<ReportOutcome> {
  const { teamId, userId, periodKey } = message;
  const sub = await getReportSubscription(teamId, userId, { consistent: true });
  if (!sub || sub.frequency === 'none' || sub.periodKey !== periodKey || !sub.period || !sub.sendAfter) return 'already-sent';
  if (sub.sendAfter > now.toISOString()) return 'not-due';
  const [profile, membership] = await Promise.all([getUser(userId), getMembership(teamId, userId)]);
  // Someone no longer in the team (or whose role may no longer read its analytics) gets no more of its reports.
  if (!profile || profile.disabled || !membership || !scopesOfRole(membership.role).includes('analytics:read')) {
    await stopReports(teamId, userId, now.toISOString());
    return 'stopped';
  }
  const at = now.toISOString();
  if (!(await claimReport(teamId, userId, periodKey, at, new Date(now.getTime() - STALE_CLAIM_MS).toISOString()))) return 'already-sent';
  try {
    const caller = toUser(profile, membership);
    const scope = await scopeNames(sub, caller);
    const query: AnalyticsQuery = {
      from: sub.period.from,
      to: sub.period.to,
      tz: sub.tz,
      filters: sub.scope.kind === 'campaign' ? { campaignId: sub.scope.campaignId } : {},
      ...(sub.scope.kind === 'tags' ? { tagIds: sub.scope.tagIds } : {}),
    };
    const analytics = await getAnalytics(caller, query);
    const appUrl = config.app().appUrl;
    const token = await unsubscribeToken(teamId, userId, sub.nonce);
    const frequency = sub.frequency;
    await sendRawMail(
      reportMail({
        to: { email: profile.email, name: profile.name },
        locale: localeOf(profile, sub),
        frequency,
        period: sub.period,
        scope,
        totals: { total: analytics.totals.totalClicks, unique: analytics.totals.uniqueClicks },
        previous: { total: analytics.previous.totalClicks, unique: analytics.previous.uniqueClicks },
        conversions: {
          count: analytics.conversions?.conversions ?? 0,
          previous: analytics.previousConversions?.conversions ?? 0,
          rate: analytics.conversions?.rate ?? 0,
        },
        links: analytics.links.map((l) => ({ shortLink: l.shortLink ?? l.shortUrl, title: l.title ?? '', total: l.total, unique: l.unique })),
        countries: analytics.country.map((c) => ({ code: c.code, count: c.count })),
        devices: analytics.device.map((d) => ({ name: d.name, count: d.count })),
        chart: renderBarChart(analytics.byDate.map((p) => ({ total: p.total, unique: p.unique }))),
        viewUrl: `${appUrl}${paths.analytics}?${analyticsSearchParams(query)}`,
        settingsUrl: `${appUrl}${paths.reports}`,
        unsubscribeUrl: `${appUrl}${REPORT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      // The campaign it follows is gone (or the member lost the team): no report to make, ever.
      await stopReports(teamId, userId, at);
      return 'stopped';
    }
    await releaseReportClaim(teamId, userId, periodKey);
    throw error;
  }
  await markReportSent(sub, periodKey, at, nextReport(sub.frequency, sub.tz, now));
  return 'sent';
}

/** The member's own language (their profile's choice), else the one chosen with the subscription, else English. */
const localeOf = (profile: { locale?: ReportLocale }, sub: ReportSubscriptionRecord): ReportLocale => profile.locale ?? sub.locale ?? 'en';

/** The names a report's scope is told by: the campaign's and the tags' as the team names them now (deleted tags left out). */
async function scopeNames(sub: ReportSubscriptionRecord, caller: { teamId: string }) {
  if (sub.scope.kind === 'campaign') return { kind: 'campaign' as const, name: (await getTeamCampaign(caller, sub.scope.campaignId)).name };
  if (sub.scope.kind === 'tags') {
    const wanted = new Set(sub.scope.tagIds);
    return { kind: 'tags' as const, names: (await listTeamTags(caller.teamId)).filter((t) => wanted.has(t.tagId)).map((t) => t.name) };
  }
  return { kind: 'team' as const };
}
