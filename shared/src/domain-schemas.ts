import * as z from 'zod';
import { appleAppSiteAssociationProblem, assetLinksProblem } from './app-links.js';
import { DOMAIN_FILE_MAX, normalizeDomainHost } from './domains.js';
import { checkTarget } from './link-rules.js';
import { MSG } from './messages.js';
import { normalizeUrl } from './urls.js';

/** Request schemas of the domains routes; answers in domain-responses.ts. */

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

/**
 * A file the domain serves (robots.txt, app-links JSON): null or '' clears it. `problem` says
 * what is wrong with its content (the app-links files' shapes, app-links.ts).
 */
const domainFile = (problem?: (text: string) => string | null) =>
  z
    .string({ error: MSG.domainFileInvalid })
    .max(DOMAIN_FILE_MAX, MSG.domainFileTooLong)
    .nullable()
    .transform((v) => (v === null || !v.trim() ? null : v.trim()))
    .superRefine((v, ctx) => {
      const message = v === null || !problem ? null : problem(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .optional();

export const updateDomainSchema = z
  .object({
    rootUrl: domainUrl,
    notFoundUrl: domainUrl,
    robotsTxt: domainFile(),
    appleAppSiteAssociation: domainFile(appleAppSiteAssociationProblem),
    assetLinks: domainFile(assetLinksProblem),
    isDefault: z.boolean({ error: MSG.domainFileInvalid }).optional(),
  })
  .strict();

export type AddDomainInput = z.input<typeof addDomainSchema>;
export type UpdateDomainInput = z.input<typeof updateDomainSchema>;
export type DomainUpdate = z.output<typeof updateDomainSchema>;
