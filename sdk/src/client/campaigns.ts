/** Campaign helpers: create, queue links in chunks the API takes, follow a bulk run, export. */
import { setTimeout as sleep } from 'node:timers/promises';
import { BULK_REQUEST_MAX_LINKS } from '@kisa/shared';
import { dataOf } from './answers.js';
import { downloadExport, type DownloadedFile, type DownloadOptions } from './downloads.js';
import type { BulkLink, BulkLinksInput, BulkQueued, Campaign, KisaApi } from './types.js';

/** What queueing a campaign's links came to, over all its requests. */
export interface QueuedLinks {
  /** Links queued (they will be written by the bulk worker). */
  queued: number;
  /** Links refused (not an http(s) URL, a short link, blocked, a refused alias). */
  invalid: number;
  /** The refused links the API listed (the first 100 of each request), `index` into all the links given. */
  rejected: (BulkQueued['rejected'][number] & { index: number })[];
}

export interface WaitOptions {
  /** How often to ask. Default 1 s. */
  intervalMs?: number;
  /** Give up (throw) after this long. Default: wait as long as it takes. */
  timeoutMs?: number;
  /** Called with every campaign read while waiting. */
  onProgress?: (campaign: Campaign) => void;
}

export function campaignsApi(api: KisaApi, plainFetch: typeof fetch) {
  const get = (id: string): Promise<Campaign> => dataOf(api.GET('/api/campaigns/{id}', { params: { path: { id } } }));
  return {
    list: (): Promise<Campaign[]> => dataOf(api.GET('/api/campaigns')),
    get,
    create: (name: string): Promise<Campaign> => dataOf(api.POST('/api/campaigns', { body: { name } })),
    delete: (id: string) => dataOf(api.DELETE('/api/campaigns/{id}', { params: { path: { id } } })),

    /**
     * Queues links into a campaign, BULK_REQUEST_MAX_LINKS (10,000) a request, in order;
     * `onChunk` hears each request's answer and how many links were sent so far.
     */
    async queueLinks(
      id: string,
      links: readonly BulkLink[],
      options: { domain?: BulkLinksInput['domain']; onChunk?: (answer: BulkQueued, sent: number) => void } = {},
    ): Promise<QueuedLinks> {
      const total: QueuedLinks = { queued: 0, invalid: 0, rejected: [] };
      for (let offset = 0; offset < links.length; offset += BULK_REQUEST_MAX_LINKS) {
        const chunk = links.slice(offset, offset + BULK_REQUEST_MAX_LINKS);
        const body: BulkLinksInput = { links: chunk, ...(options.domain === undefined ? {} : { domain: options.domain }) };
        const answer = await dataOf(api.POST('/api/campaigns/{id}/links', { params: { path: { id } }, body }));
        total.queued += answer.queued;
        total.invalid += answer.invalid;
        total.rejected.push(...answer.rejected.map((r) => ({ ...r, index: r.index + offset })));
        options.onChunk?.(answer, offset + chunk.length);
      }
      return total;
    },

    /** Reads the campaign until its bulk run is over: resolves with it once its status is `done` or `error`. */
    async waitUntilDone(id: string, options: WaitOptions = {}): Promise<Campaign> {
      const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
      for (;;) {
        const campaign = await get(id);
        options.onProgress?.(campaign);
        if (campaign.status === 'done' || campaign.status === 'error') return campaign;
        if (Date.now() > deadline)
          throw new Error(
            `Campaign ${id} was still ${campaign.status} (${campaign.processed} of ${campaign.total}) after ${Math.round(options.timeoutMs! / 1000)} s`,
          );
        await sleep(options.intervalMs ?? 1_000);
      }
    },

    /** The campaign's links as a CSV or XLSX file (waits while a big one is built). */
    export: (id: string, format: 'csv' | 'xlsx', options?: DownloadOptions): Promise<DownloadedFile> =>
      downloadExport(
        () => api.GET('/api/campaigns/{id}/export', { params: { path: { id }, query: { format } }, parseAs: 'arrayBuffer' }),
        plainFetch,
        `campaign-${id}.${format}`,
        options,
      ),
  };
}
