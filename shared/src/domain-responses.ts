import * as z from 'zod';
import { count, instant } from './response-parts.js';

/** Answers of the domains routes; requests in domain-schemas.ts. */

export const dnsRecordSchema = z.strictObject({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  name: z.string(),
  value: z.string(),
  purpose: z.enum(['ownership', 'routing']).describe('ownership: proves the team holds the domain; routing: sends its visitors to Kisa'),
  found: z.boolean().describe('Whether the last check saw this record'),
});

export const domainSchema = z.strictObject({
  host: z.string().describe('ASCII (punycode) host name, e.g. go.acme.com'),
  status: z.enum(['pending', 'verified', 'misconfigured']),
  reason: z.string().optional().describe('What the last check found missing or wrong'),
  createdAt: instant,
  lastCheckedAt: instant.optional(),
  verifiedAt: instant.optional(),
  isDefault: z.boolean().describe("New links go on the team's default domain unless they name another"),
  links: count.describe('Links on this domain'),
  records: z.array(dnsRecordSchema).describe('The DNS records to create'),
  rootUrl: z.string().nullable(),
  notFoundUrl: z.string().nullable(),
  robotsTxt: z.string().nullable(),
  appleAppSiteAssociation: z.string().nullable(),
  assetLinks: z.string().nullable(),
});

export const domainListSchema = z.strictObject({
  items: z.array(domainSchema),
  platformHost: z.string().describe('The platform short domain every team may use'),
});

export type DnsRecord = z.infer<typeof dnsRecordSchema>;
export type Domain = z.infer<typeof domainSchema>;
export type DomainList = z.infer<typeof domainListSchema>;
