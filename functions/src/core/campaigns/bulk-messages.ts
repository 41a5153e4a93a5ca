import type { TargetingRule } from '@kisa/shared';
import { localeSchema } from '@kisa/shared/i18n';
import * as z from 'zod';
import { sqsJson } from '#lib/queue/sqs-json.js';

/**
 * Messages on the bulk queue. A **request** (one POST of up to 10,000 links) becomes several
 * `links` messages, its **parts**, each under PART_MAX_BYTES (SQS takes 256 KB per message)
 * and at most PART_MAX_LINKS links, so progress moves in steps of at most 1,000 links. A part
 * is identified by `{batchId}#{part}`, `batchId` being the request's id (a stored name: in
 * messages, markers and link ids); link `offset + i` of request `batchId` always gets the same
 * link id, which is what makes redelivery harmless. `delete` removes a campaign's links in the
 * background when there are too many to delete within the API call; `recount` refreshes a big
 * campaign's clicks snapshot (campaign-clicks.ts); `export` builds a big campaign's export file
 * (export-campaign.ts); `visitors-export` is a step of a team's background visitor export
 * (core/analytics/export-visitors-job.ts). process-bulk-message.ts dispatches them.
 */

export const PART_MAX_LINKS = 1_000;
export const PART_MAX_BYTES = 200_000;

const creator = z.object({ id: z.string().min(1), name: z.string() });

export const linksPartSchema = z.object({
  kind: z.literal('links'),
  campaignId: z.string().min(1),
  teamId: z.string().min(1),
  creator,
  batchId: z.string().min(1),
  part: z.number().int().min(0),
  offset: z.number().int().min(0),
  createdAt: z.string().min(1),
  // The team's branded domain the links go on; absent: the platform's.
  domain: z.string().min(1).optional(),
  // flags: what screening found; such a link is written flagged and opens a moderation case.
  // tagIds: the team's tags it carries, resolved from the request's names when queued.
  // rules: its targeting rules, checked and given their ids when queued (a redelivery writes the same ids).
  links: z
    .array(
      z.object({
        longUrl: z.string().min(1),
        // Its alias from the file, checked when queued; none: a random code.
        shortUrl: z.string().optional(),
        title: z.string().optional(),
        flags: z.array(z.string()).optional(),
        tagIds: z.array(z.string()).optional(),
        rules: z
          .array(z.custom<TargetingRule>((r) => typeof (r as TargetingRule | null)?.id === 'string' && typeof (r as TargetingRule).destination === 'string'))
          .optional(),
      }),
    )
    .min(1)
    .max(PART_MAX_LINKS),
});

export const deleteJobSchema = z.object({
  kind: z.literal('delete'),
  campaignId: z.string().min(1),
  teamId: z.string().min(1),
});

/** Recount a big campaign's links and clicks into its snapshot (too slow for an API call). */
export const recountJobSchema = z.object({
  kind: z.literal('recount'),
  campaignId: z.string().min(1),
});

/** Build a big campaign's export file into the exports bucket. */
export const exportJobSchema = z.object({
  kind: z.literal('export'),
  campaignId: z.string().min(1),
  format: z.enum(['csv', 'xlsx']),
  /** The header row's language (the requester's); English for a job queued without one. */
  locale: localeSchema.optional(),
});

/** A step of a team's background visitor export (core/analytics/export-visitors-job.ts). */
export const visitorsExportMessageSchema = z.object({
  kind: z.literal('visitors-export'),
  teamId: z.string().min(1),
  jobId: z.string().min(1),
});

export const bulkMessageSchema = z.discriminatedUnion('kind', [
  linksPartSchema,
  deleteJobSchema,
  recountJobSchema,
  exportJobSchema,
  visitorsExportMessageSchema,
]);

export type LinksPart = z.infer<typeof linksPartSchema>;
export type DeleteJob = z.infer<typeof deleteJobSchema>;
export type RecountJob = z.infer<typeof recountJobSchema>;
export type ExportJob = z.infer<typeof exportJobSchema>;
export type VisitorsExportMessage = z.infer<typeof visitorsExportMessageSchema>;
export type BulkMessage = z.infer<typeof bulkMessageSchema>;

export function parseBulkMessage(body: unknown): BulkMessage | null {
  const result = bulkMessageSchema.safeParse(body);
  return result.success ? result.data : null;
}

export const partIdOf = (part: Pick<LinksPart, 'batchId' | 'part'>) => `${part.batchId}#${part.part}`;

/**
 * Splits a request's links into parts (message bodies), each within PART_MAX_LINKS links and
 * PART_MAX_BYTES bytes of JSON.
 */
export function splitIntoParts(base: Omit<LinksPart, 'kind' | 'part' | 'offset' | 'links'>, links: readonly LinksPart['links'][number][]): string[] {
  const bodies: string[] = [];
  const envelope = (part: number, offset: number) => Buffer.byteLength(sqsJson({ kind: 'links', ...base, part, offset, links: [] }));
  let start = 0;
  while (start < links.length) {
    const part = bodies.length;
    let bytes = envelope(part, start);
    let end = start;
    while (end < links.length && end - start < PART_MAX_LINKS) {
      const size = Buffer.byteLength(sqsJson(links[end])) + 1;
      if (end > start && bytes + size > PART_MAX_BYTES) break;
      bytes += size;
      end++;
    }
    const message: LinksPart = { kind: 'links', ...base, part, offset: start, links: links.slice(start, end) };
    bodies.push(sqsJson(message));
    start = end;
  }
  return bodies;
}
