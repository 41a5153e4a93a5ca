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
    /**
     * The visitor log as a CSV or XLSX file. A big one is built by a background job (202 with the
     * job): its status is followed, not the export asked again (each ask would start another job).
     */
    exportVisitors: (query: Omit<VisitorsExportQuery, 'format'>, format: 'csv' | 'xlsx', options?: DownloadOptions): Promise<DownloadedFile> => {
      let jobId: string | undefined;
      const json = (data: ArrayBuffer | undefined) => JSON.parse(new TextDecoder().decode(data ?? new ArrayBuffer(0))) as Record<string, unknown>;
      return downloadExport(
        async () => {
          if (jobId === undefined) {
            const answer = await api.GET('/api/analytics/visitors/export', {
              params: { query: { ...query, format } as VisitorsExportQuery },
              parseAs: 'arrayBuffer',
            });
            if (answer.response.status === 202) jobId = String(json(answer.data).id);
            return answer;
          }
          const answer = await api.GET('/api/analytics/visitors/exports/{id}', { params: { path: { id: jobId } }, parseAs: 'arrayBuffer' });
          if (!answer.response.ok) return answer;
          const job = json(answer.data);
          if (job.status === 'failed') throw new Error(`The export failed: ${String(job.error)}`);
          // Still being built: as a 202; done: its {url, filename}.
          if (job.status !== 'done') return { data: answer.data, response: new Response(null, { status: 202 }) };
          return { data: new TextEncoder().encode(JSON.stringify({ url: job.url, filename: job.filename })).buffer as ArrayBuffer, response: answer.response };
        },
        plainFetch,
        `visitors-${query.from}-${query.to}.${format}`,
        options,
      );
    },
  };
}
