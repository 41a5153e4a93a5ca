/** Helpers for the common calls, each typed from the generated paths (`kisa.api` has every operation). */
import { dataOf } from './answers.js';
import { downloadExport, type DownloadedFile, type DownloadOptions } from './downloads.js';
import type {
  AnalyticsQuery,
  CreateLinkInput,
  CreateTagInput,
  CreateWebhookInput,
  KisaApi,
  Link,
  ListLinksQuery,
  UpdateLinkInput,
  VisitorsExportQuery,
} from './types.js';

export function linksApi(api: KisaApi) {
  const list = (query: ListLinksQuery = {}) => dataOf(api.GET('/api/links', { params: { query } }));
  return {
    /** One page of the team's links, newest first (`q` searches title, alias and target). */
    list,
    /**
     * Every link the query finds, page after page by cursor (`limit` links a request, 100 unless
     * told): each link once, even while links are created or deleted meanwhile (those created
     * after the first page are not in the walk).
     */
    async *all(query: Omit<ListLinksQuery, 'page' | 'cursor'> = {}): AsyncGenerator<Link> {
      const limit = query.limit ?? 100;
      let cursor: string | undefined;
      do {
        const answer = await list({ ...query, limit, ...(cursor ? { cursor } : {}) });
        yield* answer.items;
        cursor = answer.nextCursor;
      } while (cursor);
    },
    /** Creates a link; without `shortUrl` (the alias) the API generates a code. The answer's `shortLink` is the whole short URL. */
    create: (body: CreateLinkInput) => dataOf(api.POST('/api/links', { body })),
    get: (id: string) => dataOf(api.GET('/api/links/{id}', { params: { path: { id } } })),
    update: (id: string, body: UpdateLinkInput) => dataOf(api.PATCH('/api/links/{id}', { params: { path: { id } }, body })),
    delete: (id: string) => dataOf(api.DELETE('/api/links/{id}', { params: { path: { id } } })),
  };
}

export function tagsApi(api: KisaApi) {
  return {
    list: async () => (await dataOf(api.GET('/api/tags'))).items,
    create: (body: CreateTagInput) => dataOf(api.POST('/api/tags', { body })),
    rename: (id: string, name: string) => dataOf(api.PATCH('/api/tags/{id}', { params: { path: { id } }, body: { name } })),
    delete: (id: string) => dataOf(api.DELETE('/api/tags/{id}', { params: { path: { id } } })),
  };
}

export function webhooksApi(api: KisaApi) {
  return {
    list: async () => (await dataOf(api.GET('/api/webhooks'))).items,
    /** Creates an endpoint; the answer's `secret` (for verifying deliveries) is shown only now. */
    create: (body: CreateWebhookInput) => dataOf(api.POST('/api/webhooks', { body })),
    delete: (id: string) => dataOf(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
    /** Queues a test event to the endpoint; answers its delivery. */
    test: (id: string) => dataOf(api.POST('/api/webhooks/{id}/test', { params: { path: { id } } })),
  };
}

export function analyticsApi(api: KisaApi, plainFetch: typeof fetch) {
  return {
    get: (query: AnalyticsQuery) => dataOf(api.GET('/api/analytics', { params: { query } })),
    /** The visitor log as a CSV or XLSX file (waits while a big one is built). */
    exportVisitors: (query: Omit<VisitorsExportQuery, 'format'>, format: 'csv' | 'xlsx', options?: DownloadOptions): Promise<DownloadedFile> =>
      downloadExport(
        () => api.GET('/api/analytics/visitors/export', { params: { query: { ...query, format } as VisitorsExportQuery }, parseAs: 'arrayBuffer' }),
        plainFetch,
        `visitors-${query.from}-${query.to}.${format}`,
        options,
      ),
  };
}
