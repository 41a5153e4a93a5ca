import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DASHBOARD_PAGE_SIZE, type Analytics, type Availability, type CreateLinkInput, type Link, type LinkPatch, type PageTitle, type Paged, type PreviewImageRequest, type PreviewImageUpload, type Stats } from '@kisa/shared';
import { analyticsPath, lastDaysQuery } from '../../../lib/analytics-query';
import { api, request } from '../../../lib/api-client';
import { useLatestRequest } from '../hooks/use-latest-request';

const enc = encodeURIComponent;

/** SWR keys are API paths (the provider's fetcher GETs them). */
export const linkKeys = {
  /** `tagIds`: only links with any of these tags (issue 26), sent as repeated `tagId`. */
  list: (q: string, page: number, tagIds: readonly string[] = [], limit = DASHBOARD_PAGE_SIZE) => {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q) params.set('q', q);
    for (const id of tagIds) params.append('tagId', id);
    return `/api/links?${params}`;
  },
  one: (id: string) => `/api/links/${enc(id)}`,
  stats: '/api/stats',
};

/**
 * A page of the dashboard's list with the query it answers (`''`: no search; `tagIds`: the tag
 * filter, issue 26), so a count is never shown against another query.
 */
export interface LinksPage extends Paged<Link> {
  q: string;
  tagIds: readonly string[];
}

export const linksApi = {
  list: async (q: string, page: number, tagIds: readonly string[] = [], signal?: AbortSignal): Promise<LinksPage> => ({
    ...(await api.get<Paged<Link>>(linkKeys.list(q, page, tagIds), signal)),
    q,
    tagIds,
  }),
  create: (body: CreateLinkInput) => api.post<Link>('/api/links', body),
  update: (id: string, patch: LinkPatch) => api.patch<Link>(linkKeys.one(id), patch),
  remove: (id: string) => api.delete<unknown>(linkKeys.one(id)),
  /** On `domain` (a host; null: the platform's; left out: the team's default domain, as the server decides). */
  availability: (alias: string, domain?: string | null, signal?: AbortSignal) =>
    api.get<Availability>(`/api/links/availability?alias=${enc(alias)}${domain === undefined ? '' : `&domain=${enc(domain ?? '')}`}`, signal),
  /** Where to upload the link's social preview image (issue 27): a presigned PUT and the image's URL. */
  previewUpload: (id: string, body: PreviewImageRequest) => api.post<PreviewImageUpload>(`${linkKeys.one(id)}/preview-image`, body),
  /** POST with an abort signal, so losing the race against the title time-out cancels it. */
  pageTitle: (url: string, signal?: AbortSignal) => request<PageTitle>('/api/page-title', { method: 'POST', body: { url }, signal }),
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
  return useSWR<Stats>(linkKeys.stats);
}

/** The last 7 days of clicks (the stat cards' trend lines); same key as /analytics' default view. */
export function useClickTrend() {
  return useSWR<Analytics>(analyticsPath(lastDaysQuery(7)), { shouldRetryOnError: false });
}

export function useLink(id: string) {
  return useSWR<Link>(id ? linkKeys.one(id) : null);
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
