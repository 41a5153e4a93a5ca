import useSWR from 'swr';
import { type Analytics, type AnalyticsQuery, type Campaign, type Link, type Paged, type Visitor } from '@kisa/shared';
import { analyticsPath } from '../../../lib/analytics-query';
import { downloadFile } from '../../../lib/download';

/** SWR keys are the API paths (the provider's fetcher GETs them). */
export function useAnalytics(query: AnalyticsQuery) {
  // keepPreviousData: a new range or filter dims the panels instead of blanking them.
  return useSWR<Analytics>(analyticsPath(query), { keepPreviousData: true });
}

/** One page of the visitor log, newest first. */
export function useVisitors(query: AnalyticsQuery, page: number, pageSize: number) {
  return useSWR<Paged<Visitor>>(analyticsPath(query, '/visitors', { page: String(page), limit: String(pageSize) }), { keepPreviousData: true });
}

/** The visitor log as a file (the API answers the file, or a presigned URL when it is large). */
export function exportVisitors(query: AnalyticsQuery, format: 'xlsx' | 'csv'): Promise<void> {
  return downloadFile(analyticsPath(query, '/visitors/export', { format }), `visitors-${query.from}_${query.to}.${format}`);
}

/**
 * A listed link's details (target, UTM, creator, created date), which the analytics answer
 * does not carry. Same key as the link editor's, so both share the cache. A deleted link
 * answers 404: the row then shows what the analytics answer has.
 */
export function useLinkDetails(id: string) {
  return useSWR<Link>(`/api/links/${encodeURIComponent(id)}`, { shouldRetryOnError: false, revalidateIfStale: false });
}

/** A campaign filter's name for its chip (same key as the campaign screen's). */
export function useCampaignName(id: string | undefined) {
  const { data } = useSWR<Campaign>(id ? `/api/campaigns/${encodeURIComponent(id)}` : null, { shouldRetryOnError: false, revalidateIfStale: false });
  return data?.name;
}
