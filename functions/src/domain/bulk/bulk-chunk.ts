import { BULK_CHUNK_SIZE } from '@kisa/shared';
import * as z from 'zod';
import { logger } from '../../lib/logger.js';

/** One queued chunk of a bulk link creation (provisional shape; the bulk feature owns it). */
export const bulkChunkSchema = z.object({
  campaignId: z.string().min(1),
  teamId: z.string().min(1),
  userId: z.string().min(1),
  links: z.array(z.object({ longUrl: z.string().min(1), title: z.string().optional() })).min(1).max(BULK_CHUNK_SIZE),
});

export type BulkChunk = z.infer<typeof bulkChunkSchema>;

export function parseBulkChunk(body: unknown): BulkChunk | null {
  const result = bulkChunkSchema.safeParse(body);
  return result.success ? result.data : null;
}

/** Writes a chunk's links. Placeholder until the bulk feature lands: nothing enqueues chunks yet. */
export async function processBulkChunk(chunk: BulkChunk): Promise<void> {
  logger.warn('Bulk chunk acknowledged by the placeholder writer', { campaignId: chunk.campaignId, links: chunk.links.length });
}
