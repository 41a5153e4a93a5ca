import type { Analytics, AnalyticsQuery, Paged, Visitor } from '@kisa/shared';
import { analyticsPath } from '@/lib/analytics-query';
import { apiKey, type ApiUrl } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The URL of an analytics question: the team's own (`GET /api/analytics`), or a shared dashboard's. */
/** The URL of a page of the visitor log: a shared dashboard's, when it shares the log. */
export type VisitorsPathOf = (query: AnalyticsQuery, extra?: Record<string, string>) => ApiUrl<Paged<Visitor>>;
export type AnalyticsPathOf = (query: AnalyticsQuery, extra?: Record<string, string>) => ApiUrl<Analytics>;
const ownAnalytics: AnalyticsPathOf = (query, extra) => analyticsPath(query, '', extra);

/**
 * Where a view reads from, when not the team's own analytics: a shared dashboard's public routes
 * (the router builds it from the shares feature). Such a view has no sign-in behind it: no tag
 * filter (the team's tags), no campaign names, the visitor log only when the share includes it.
 */
export interface AnalyticsSource {
  analyticsPath: AnalyticsPathOf;
  /** Present when the share includes the visitor log. */
  visitorsPath?: VisitorsPathOf;
}

/** How current the shown figures are: the API's, or an older answer while the current one loads or after it failed. */
export type Freshness = 'current' | 'refreshing' | 'failed';

/**
 * SWR keys are the API paths (the provider's fetcher GETs them). First paint first: the
 * question's last answer at once when the current one is not cached (`stale=1`, answered
 * marked `stale`), then the current one (plain path), which replaces it when it arrives.
 */
export function useAnalytics(query: AnalyticsQuery, pathOf: AnalyticsPathOf = ownAnalytics) {
  // keepPreviousData: a new range or filter dims the panels instead of blanking them.
  const first = useApi(pathOf(query, { stale: '1' }), { keepPreviousData: true });
  const refresh = !!first.data?.stale && !first.isLoading;
  const latest = useApi(refresh ? pathOf(query) : null, { shouldRetryOnError: false });
  // The newer of the two (a revisited query's latest answer may be cached from before).
  const data = refresh && latest.data && (!first.data || latest.data.asOf >= first.data.asOf) ? latest.data : first.data;
  const freshness: Freshness = !data?.stale ? 'current' : refresh && (latest.error || latest.data) ? 'failed' : 'refreshing';
  return { ...first, data, freshness, retryLatest: () => void latest.mutate() };
}

/** One page of the visitor log, newest first. */
export function useVisitors(query: AnalyticsQuery, page: number, pageSize: number, pathOf?: VisitorsPathOf) {
  const extra = { page: String(page), limit: String(pageSize) };
  return useApi(pathOf ? pathOf(query, extra) : analyticsPath(query, '/visitors', extra), { keepPreviousData: true });
}

/**
 * A listed link's details (target, UTM, creator, created date), which the analytics answer
 * does not carry. Same key as the link editor's, so both share the cache. A deleted link
 * answers 404: the row then shows what the analytics answer has.
 */
export function useLinkDetails(id: string) {
  return useApi(apiKey('/api/links/{id}', { path: { id } }), { shouldRetryOnError: false, revalidateIfStale: false });
}

/** A campaign filter's name for its chip (same key as the campaign screen's). */
export function useCampaignName(id: string | undefined) {
  const { data } = useApi(id ? apiKey('/api/campaigns/{id}', { path: { id } }) : null, { shouldRetryOnError: false, revalidateIfStale: false });
  return data?.name;
}
