import { BULK_REQUEST_MAX_LINKS, bulkLinkOf, DASHBOARD_PAGE_SIZE, MSG, type BulkQueued, type BulkRule } from '@kisa/shared';
import useSWR from 'swr';
import { analyticsPath, lastDaysQuery } from '@/lib/analytics-query';
import { apiCall, apiGet, apiKey, type ApiAnswer, type ApiUrl } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

type CampaignList = ApiAnswer<'GET', '/api/campaigns'>;

export const CAMPAIGNS_KEY = apiKey('/api/campaigns');
export const campaignKey = (id: string) => apiKey('/api/campaigns/{id}', { path: { id } });
export const exportPath = (id: string, format: 'csv' | 'xlsx') => apiKey('/api/campaigns/{id}/export', { path: { id }, query: { format } });

/** The list must be an array (spec: anything else is 'Unexpected data format received from server'). */
export async function fetchCampaigns(path: ApiUrl<CampaignList>): Promise<CampaignList> {
  const data: unknown = await apiGet(path);
  if (!Array.isArray(data)) throw new Error(MSG.unexpectedFormat);
  return data as CampaignList;
}

export function useCampaigns() {
  return useSWR(CAMPAIGNS_KEY, fetchCampaigns);
}

/** How often an open campaign page asks again: its Total Clicks follows a click within about 5 s. */
export const CAMPAIGN_REFRESH_MS = 3_000;

/**
 * One campaign; polls every second while its bulk run is still writing, then every
 * CAMPAIGN_REFRESH_MS while the page is visible (the API recounts its clicks when its
 * snapshot is over 2 s old), so clicks show within seconds as on the dashboard.
 */
export function useCampaign(id: string | undefined) {
  return useApi(id ? campaignKey(id) : null, {
    refreshInterval: (c) => (c && c.status === 'processing' ? 1_000 : c ? CAMPAIGN_REFRESH_MS : 0),
    shouldRetryOnError: false,
  });
}

export const CAMPAIGN_LINKS_PAGE_SIZE = DASHBOARD_PAGE_SIZE;
export const campaignLinksKey = (id: string, page: number) =>
  apiKey('/api/campaigns/{id}/links', { path: { id }, query: { page, limit: CAMPAIGN_LINKS_PAGE_SIZE } });

/** A page of the campaign's links with their clicks, refreshed with the campaign's totals. */
export function useCampaignLinks(id: string | undefined, page: number) {
  return useApi(id ? campaignLinksKey(id, page) : null, {
    keepPreviousData: true,
    refreshInterval: CAMPAIGN_REFRESH_MS,
    shouldRetryOnError: false,
  });
}

export const createCampaign = (name: string) => apiCall('POST', '/api/campaigns', { body: { name } });

/** One read of a campaign's progress (the bulk screen polls it itself, counting failures). */
export const getCampaign = (id: string, signal?: AbortSignal) => apiGet(campaignKey(id), signal);

/**
 * POSTs `urls` as requests of BULK_REQUEST_MAX_LINKS links, one after the other; reports each answer with
 * the URLs sent so far and where the request started (its `rejected` indexes count from there).
 */
export async function queueCampaignLinks(
  id: string,
  urls: readonly string[],
  onChunk: (answer: BulkQueued, sent: number, offset: number) => void,
  /** The branded domain every link goes on; null: the platform's; undefined: the team's default. */
  domain?: string | null,
  /** Each link's tag names, by the index of `urls` (a file's `tags` column): the team's tags by name, new names made tags. */
  tags?: ReadonlyArray<readonly string[]>,
  /** Each link's targeting rules, by the index of `urls` (a file's country and language columns). */
  rules?: ReadonlyArray<readonly BulkRule[]>,
  /** Each link's title, by the index of `urls` (a file's `title` column); '' or none: the API names it after its host. */
  titles?: readonly string[],
  /** Each link's alias, by the index of `urls` (a file's `alias` column); '' or none: a random code. */
  aliases?: readonly string[],
): Promise<void> {
  for (let i = 0; i < urls.length; i += BULK_REQUEST_MAX_LINKS) {
    const links = urls
      .slice(i, i + BULK_REQUEST_MAX_LINKS)
      .map((longUrl, j) => bulkLinkOf({ longUrl, tags: tags?.[i + j], rules: rules?.[i + j], title: titles?.[i + j], alias: aliases?.[i + j] }));
    const answer = await apiCall('POST', '/api/campaigns/{id}/links', { path: { id }, body: { links, ...(domain === undefined ? {} : { domain }) } });
    onChunk(answer, Math.min(urls.length, i + BULK_REQUEST_MAX_LINKS), i);
  }
}

export const deleteCampaign = (id: string) => apiCall('DELETE', '/api/campaigns/{id}', { path: { id } });

export const CAMPAIGN_TREND_DAYS = 30;

/** The campaign's clicks per day over the last 30 days (the small chart on its page). */
export function useCampaignClicks(id: string | undefined) {
  return useApi(id ? analyticsPath(lastDaysQuery(CAMPAIGN_TREND_DAYS, { campaignId: id })) : null, { shouldRetryOnError: false });
}
