import * as z from 'zod';
import { DOMAIN_FILE_MAX, normalizeDomainHost } from './domains.js';
import { checkTarget } from './link-rules.js';
import { MSG } from './messages.js';
import { normalizeUrl } from './urls.js';

/** Request schemas of the domains routes (issue 25); answers in domain-responses.ts. */

export const domainHostSchema = z
  .string({ error: MSG.domainInvalid })
  .max(300, MSG.domainInvalid)
  .transform((v, ctx) => {
    const host = normalizeDomainHost(v);
    if (!host) {
      ctx.addIssue({ code: 'custom', message: MSG.domainInvalid });
      return z.NEVER;
    }
    return host;
  });

export const addDomainSchema = z.object({ host: domainHostSchema });

/** A URL the domain sends visitors to (its root, unknown codes): null or '' clears it. */
const domainUrl = z
  .string({ error: MSG.urlInvalid })
  .nullable()
  .transform((v) => (v === null || !v.trim() ? null : normalizeUrl(v)))
  .superRefine((v, ctx) => {
    const message = v === null ? null : checkTarget(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .optional();

/** A file the domain serves (robots.txt, app-links JSON): null or '' clears it. */
const domainFile = (json: boolean) =>
  z
    .string({ error: MSG.domainFileInvalid })
    .max(DOMAIN_FILE_MAX, MSG.domainFileTooLong)
    .nullable()
    .transform((v) => (v === null || !v.trim() ? null : v.trim()))
    .refine((v) => v === null || !json || isJson(v), MSG.domainFileNotJson)
    .optional();

function isJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

export const updateDomainSchema = z
  .object({
    rootUrl: domainUrl,
    notFoundUrl: domainUrl,
    robotsTxt: domainFile(false),
    appleAppSiteAssociation: domainFile(true),
    assetLinks: domainFile(true),
    isDefault: z.boolean({ error: MSG.domainFileInvalid }).optional(),
  })
  .strict();

export type AddDomainInput = z.input<typeof addDomainSchema>;
export type UpdateDomainInput = z.input<typeof updateDomainSchema>;
export type DomainUpdate = z.output<typeof updateDomainSchema>;
