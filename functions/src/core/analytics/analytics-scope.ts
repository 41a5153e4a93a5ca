import { addDays, NONE_VALUE, normalizeDomainHost, previousRangeOf, startOfLocalDay, type AnalyticsFilters, type AnalyticsQuery } from '@kisa/shared';
import { config } from '#lib/config.js';
import type { ClickScope } from '#data/analytics/analytics-sql.js';
import type { TeamCaller } from '../accounts/caller.js';
import { getTeamCampaign } from '../campaigns/campaign-access.js';
import { getTeamLink } from '../links/team-link.js';

/**
 * A query made concrete for the caller: their team, the range's calendar days in the
 * viewer's time zone as UTC instants [start, end), and the previous period's start. A link
 * or campaign filter of another team answers 404, like a missing one.
 */
export interface AnalyticsScope {
  scope: ClickScope;
  previousStart: string;
  previousRange: { from: string; to: string };
}

export async function scopeFor(caller: TeamCaller, query: AnalyticsQuery): Promise<AnalyticsScope> {
  const { from, to, tz, filters } = query;
  await Promise.all([
    filters.linkId !== undefined ? getTeamLink(caller, filters.linkId) : undefined,
    filters.campaignId !== undefined ? getTeamCampaign(caller, filters.campaignId) : undefined,
  ]);
  const previousRange = previousRangeOf(from, to);
  return {
    scope: {
      teamId: caller.teamId,
      start: new Date(startOfLocalDay(from, tz)).toISOString(),
      end: new Date(startOfLocalDay(addDays(to, 1), tz)).toISOString(),
      filters: withDomainFilter(filters),
      // The viewer's days: imported history (daily totals) counts on its calendar day.
      days: { from, to },
      // Ids as given: a deleted tag's id still selects the clicks that recorded it (none selects another team's).
      ...(query.tagIds?.length ? { tagIds: query.tagIds } : {}),
    },
    previousStart: new Date(startOfLocalDay(previousRange.from, tz)).toISOString(),
    previousRange,
  };
}

/**
 * The `domain` filter as the click log holds it: a host in its ASCII form (`Go.Acme.com`, or
 * the Unicode form the app shows, → `go.acme.com`, `xn--…`), and the platform's short domain —
 * named by its host, as the `domain` ranking names it — as NONE_VALUE (the log's null).
 */
export function withDomainFilter(filters: AnalyticsFilters): AnalyticsFilters {
  const value = filters.domain;
  if (value === undefined || value === NONE_VALUE) return filters;
  const host = normalizeDomainHost(value) ?? value.trim().toLowerCase();
  return { ...filters, domain: host === config.domains().platformHost ? NONE_VALUE : host };
}
