import type { AnalyticsQuery } from '@kisa/shared';
import { analyticsPath } from '@/lib/analytics-query';
import { apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** SWR keys are the API paths (the provider's fetcher GETs them). */
export function useAnalytics(query: AnalyticsQuery) {
  // keepPreviousData: a new range or filter dims the panels instead of blanking them.
  return useApi(analyticsPath(query), { keepPreviousData: true });
}

/** One page of the visitor log, newest first. */
export function useVisitors(query: AnalyticsQuery, page: number, pageSize: number) {
  return useApi(analyticsPath(query, '/visitors', { page: String(page), limit: String(pageSize) }), { keepPreviousData: true });
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
