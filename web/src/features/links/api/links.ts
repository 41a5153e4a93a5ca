import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DASHBOARD_PAGE_SIZE, type CreateLinkInput, type Link, type LinkPatch, type Paged, type PreviewImageRequest } from '@kisa/shared';
import { analyticsPath, lastDaysQuery } from '@/lib/analytics-query';
import { apiCall, apiGet, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';
import { useLatestRequest } from '../hooks/use-latest-request';

/** SWR keys are API paths (the provider's fetcher GETs them). */
export const linkKeys = {
  /** `tagIds`: only links with any of these tags, sent as repeated `tagId`. */
  list: (q: string, page: number, tagIds: readonly string[] = [], limit = DASHBOARD_PAGE_SIZE) =>
    apiKey('/api/links', { query: { page, limit, q: q || undefined, tagId: [...tagIds] } }),
  one: (id: string) => apiKey('/api/links/{id}', { path: { id } }),
  stats: apiKey('/api/stats'),
};

/**
 * A page of the dashboard's list with the query it answers (`''`: no search; `tagIds`: the tag
 * filter), so a count is never shown against another query.
 */
export interface LinksPage extends Paged<Link> {
  q: string;
  tagIds: readonly string[];
}

export const linksApi = {
  list: async (q: string, page: number, tagIds: readonly string[] = [], signal?: AbortSignal): Promise<LinksPage> => ({
    ...(await apiGet(linkKeys.list(q, page, tagIds), signal)),
    q,
    tagIds,
  }),
  create: (body: CreateLinkInput) => apiCall('POST', '/api/links', { body }),
  update: (id: string, patch: LinkPatch) => apiCall('PATCH', '/api/links/{id}', { path: { id }, body: patch }),
  remove: (id: string) => apiCall('DELETE', '/api/links/{id}', { path: { id } }),
  /** On `domain` (a host; null: the platform's; left out: the team's default domain, as the server decides). */
  availability: (alias: string, domain?: string | null, signal?: AbortSignal) =>
    apiCall('GET', '/api/links/availability', { query: { alias, domain: domain === undefined ? undefined : (domain ?? '') }, signal }),
  /** Where to upload the link's social preview image: a presigned PUT and the image's URL. */
  previewUpload: (id: string, body: PreviewImageRequest) => apiCall('POST', '/api/links/{id}/preview-image', { path: { id }, body }),
  /** POST with an abort signal, so losing the race against the title time-out cancels it. */
  pageTitle: (url: string, signal?: AbortSignal) => apiCall('POST', '/api/page-title', { body: { url }, signal }),
};

/**
 * The dashboard's list for `q`, `page` and the tag filter. Each fetch cancels the one before it
 * (a search typed on replaces the stale request); answers are kept per query, so a late one
 * never shows for a newer query. While a new query loads, the previous page stays on screen.
 */
export function useLinks(q: string, page: number, tagIds: readonly string[] = []) {
  const nextSignal = useLatestRequest();
  return useSWR<LinksPage>(linkKeys.list(q, page, tagIds), () => linksApi.list(q, page, tagIds, nextSignal()), { keepPreviousData: true });
}

export function useStats() {
  return useApi(linkKeys.stats);
}

/** The last 7 days of clicks (the stat cards' trend lines); same key as /analytics' default view. */
export function useClickTrend() {
  return useApi(analyticsPath(lastDaysQuery(7)), { shouldRetryOnError: false });
}

export function useLink(id: string) {
  return useApi(id ? linkKeys.one(id) : null);
}

/** Re-fetches every list page, the dashboard counts and trends and (optionally) one link. */
export function useRefreshLinks() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (linkId?: string) =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          (key.startsWith('/api/links?') || key === linkKeys.stats || key.startsWith('/api/analytics?') || (!!linkId && key === linkKeys.one(linkId))),
      ),
    [mutate],
  );
}
