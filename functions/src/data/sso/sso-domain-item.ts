import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * An e-mail domain claimed for single sign-on: `SSODOMAIN#{domain}` / `SSODOMAIN`, one team per
 * domain platform-wide (a conditional put). It routes sign-ins only once `verifiedAt` is set: the
 * team showed the DNS TXT record `kisa-sso=<token>` on the domain.
 */

export const ssoDomainKey = (domain: string): Key => ({ PK: `SSODOMAIN#${domain}`, SK: 'SSODOMAIN' });

const ssoDomainItemSchema = z.object({
  domain: z.string(),
  teamId: z.string(),
  token: z.string(),
  verifiedAt: z.string().optional(),
});

export type SsoDomainRecord = z.output<typeof ssoDomainItemSchema>;

export const ssoDomainItem = (record: SsoDomainRecord) => ({ ...ssoDomainKey(record.domain), type: 'ssoDomain', ...record });

export const parseSsoDomain = (item: Record<string, unknown>): SsoDomainRecord => parseItem('single sign-on domain', ssoDomainItemSchema, item);
