import * as z from 'zod';
import { dnsRecordSchema } from './domain-responses.js';
import { IMPORT_CONFLICT_CHOICES, IMPORT_SKIP_REASONS, IMPORT_SOURCES, IMPORT_STATUSES, type ImportSkipReason } from './imports.js';
import { count, instant, userRef } from './response-parts.js';

/** Answers of the import routes. */

const skipReason = z.enum(Object.keys(IMPORT_SKIP_REASONS) as [ImportSkipReason, ...ImportSkipReason[]]);

export const importDomainSchema = z.strictObject({
  host: z.string().describe('The source domain (ASCII host)'),
  shared: z.boolean().describe("The source's own shared domain (bit.ly, …): its links cannot stay on it"),
  links: count,
  action: z.enum(['keep', 'move', 'skip']),
  to: z.string().nullable().describe('With move: the Kisa domain its links go on; null: the platform domain'),
  status: z.enum(['pending', 'verified', 'misconfigured']).nullable().describe('With keep: the domain in Kisa (added by the preview)'),
  ownershipVerified: z.boolean().describe('With keep: its TXT record was found, so its links can be written and answer on Kisa before the CNAME moves'),
  records: z.array(dnsRecordSchema).describe('With keep: the records to create — TXT first; the CNAME moves when the import is done'),
  problem: z.string().optional().describe('Why a branded domain cannot be kept (another team holds it, the team has 50 domains): its links move'),
});

export const importCountsSchema = z.strictObject({
  links: count.describe('Links the source holds'),
  importable: count.describe('Of those, links that will be written'),
  tags: count,
  codeTaken: count,
  invalidCode: count,
  invalidTarget: count,
  blockedTarget: count,
  duplicate: count,
});

export const importJobSchema = z.strictObject({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  sourceName: z.string(),
  apiUrl: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: instant,
  updatedAt: instant,
  createdBy: userRef,
  history: z.boolean().describe('Daily click history is imported'),
  conflicts: z.enum(IMPORT_CONFLICT_CHOICES),
  progress: z.strictObject({
    phase: z.enum(['reading', 'links', 'history', 'done']),
    read: count.describe('Links read from the source so far'),
    written: count.describe('Links written (or found written by an earlier run)'),
    skipped: count,
    historyLinks: count.describe('Links whose history is read so far'),
    percent: z.number().min(0).max(100),
  }),
  waitingUntil: instant.optional().describe("Paused for the source's rate limit until then"),
  counts: importCountsSchema,
  domains: z.array(importDomainSchema),
  report: z
    .strictObject({
      imported: count,
      alreadyImported: count.describe('Written by an earlier run: left as they are'),
      newCodes: count.describe('Given a new code because theirs was taken'),
      clicks: count.describe('Clicks of imported history'),
      skipped: z.array(z.strictObject({ reason: skipReason, message: z.string(), count })),
    })
    .nullable(),
  error: z.string().optional(),
});

export const importListSchema = z.strictObject({ items: z.array(importJobSchema) });

export type ImportJob = z.infer<typeof importJobSchema>;
export type ImportDomain = z.infer<typeof importDomainSchema>;
export type ImportCounts = z.infer<typeof importCountsSchema>;
