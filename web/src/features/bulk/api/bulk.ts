import { BULK_CHUNK_SIZE, type BulkQueued, type Campaign } from '@kisa/shared';
import { api } from '../../../lib/api-client';

/** The bulk screen's calls: create the campaign, queue its links in chunks, read progress. */

export const createCampaign = (name: string) => api.post<Campaign>('/api/campaigns', { name });

export const getCampaign = (id: string, signal?: AbortSignal) => api.get<Campaign>(`/api/campaigns/${encodeURIComponent(id)}`, signal);

/** POSTs `urls` in chunks of BULK_CHUNK_SIZE, one after the other; reports each answer. */
export async function queueLinks(id: string, urls: readonly string[], onChunk: (answer: BulkQueued, sent: number) => void): Promise<void> {
  for (let i = 0; i < urls.length; i += BULK_CHUNK_SIZE) {
    const links = urls.slice(i, i + BULK_CHUNK_SIZE).map((longUrl) => ({ longUrl }));
    const answer = await api.post<BulkQueued>(`/api/campaigns/${encodeURIComponent(id)}/links`, { links });
    onChunk(answer, Math.min(urls.length, i + BULK_CHUNK_SIZE));
  }
}

export const exportPath = (id: string, format: 'csv' | 'xlsx') => `/api/campaigns/${encodeURIComponent(id)}/export?format=${format}`;
