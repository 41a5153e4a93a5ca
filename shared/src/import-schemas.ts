import * as z from 'zod';
import { IMPORT_CONFLICT_CHOICES, IMPORT_FILE_MAX_BYTES, IMPORT_MSG, IMPORT_SOURCE_INFO, IMPORT_SOURCES } from './imports.js';
import { linkDomainSchema } from './link-schemas.js';

/**
 * API input schemas for imports (imports.ts holds the sources and messages). The token is
 * used by the run and dropped when it ends; it is never answered back.
 */

const httpUrl = (v: string): boolean => {
  if (!URL.canParse(v)) return false;
  const { protocol } = new URL(v);
  return protocol === 'http:' || protocol === 'https:';
};

export const createImportSchema = z
  .object({
    source: z.enum(IMPORT_SOURCES, { error: IMPORT_MSG.sourceInvalid }),
    /** The source's API base URL: its public API unless given; required for self-hosted ones (Shlink, YOURLS). */
    apiUrl: z
      .string({ error: IMPORT_MSG.apiUrlInvalid })
      .trim()
      .max(2000, IMPORT_MSG.apiUrlInvalid)
      .refine((v) => v === '' || httpUrl(v), IMPORT_MSG.apiUrlInvalid)
      .transform((v) => v.replace(/\/+$/, '') || undefined)
      .optional()
      .describe("The source's API base URL (an enterprise endpoint, a self-hosted server); default: the source's public API"),
    token: z
      .string({ error: IMPORT_MSG.tokenRequired })
      .trim()
      .max(4000, IMPORT_MSG.tokenRequired)
      .optional()
      .describe('The token the source issued (Bitly access token, API key, YOURLS signature); used for this run only, never stored after it'),
    file: z
      .object({
        name: z.string({ error: IMPORT_MSG.fileRequired }).trim().max(255, IMPORT_MSG.fileRequired),
        content: z
          .string({ error: IMPORT_MSG.fileRequired })
          .max(IMPORT_FILE_MAX_BYTES, IMPORT_MSG.fileTooLarge)
          // Bytes, as the file's size is counted: Turkish or Arabic text takes two a character.
          .refine((v) => new TextEncoder().encode(v).length <= IMPORT_FILE_MAX_BYTES, IMPORT_MSG.fileTooLarge),
      })
      .optional()
      .describe('source `file`: the CSV (header row) or JSON array, as text'),
    domain: linkDomainSchema.describe(
      "Where links on the source's shared domains (bit.ly, rebrand.ly, …) go: one of the team's verified domains, null for the platform's; left out: the team's default",
    ),
    history: z.boolean({ error: 'history must be true or false' }).optional().default(true).describe('Bring daily click history where the source has it'),
  })
  .superRefine((input, ctx) => {
    const info = IMPORT_SOURCE_INFO[input.source];
    if (input.source === 'file') {
      if (!input.file) ctx.addIssue({ code: 'custom', path: ['file'], message: IMPORT_MSG.fileRequired });
      return;
    }
    if (!input.token) ctx.addIssue({ code: 'custom', path: ['token'], message: IMPORT_MSG.tokenRequired });
    if (info.apiUrl === null && !input.apiUrl) ctx.addIssue({ code: 'custom', path: ['apiUrl'], message: IMPORT_MSG.apiUrlRequired });
  });

export const importDomainChoiceSchema = z.object({
  host: z.string({ error: 'host is required' }).trim().max(300).describe('A source domain, as the preview lists it'),
  action: z
    .enum(['keep', 'move', 'skip'], { error: 'action must be keep, move or skip' })
    .describe('keep: its links stay on the same host, added to Kisa (ownership verified by TXT first); move: onto `to`; skip: leave its links out'),
  to: linkDomainSchema.optional().describe("With move: one of the team's verified domains, or null for the platform's"),
});

export const startImportSchema = z.object({
  conflicts: z
    .enum(IMPORT_CONFLICT_CHOICES, { error: 'conflicts must be skip or newCode' })
    .optional()
    .default('skip')
    .describe('A code another link holds on its domain in Kisa: skip the link (default), or give it a new code (the mapping file says which)'),
  domains: z.array(importDomainChoiceSchema).max(200).optional().describe("Per source domain, what to do; a domain left out keeps the preview's choice"),
});

export type CreateImportInput = z.output<typeof createImportSchema>;
export type StartImportInput = z.output<typeof startImportSchema>;
export type ImportDomainChoice = z.output<typeof importDomainChoiceSchema>;
