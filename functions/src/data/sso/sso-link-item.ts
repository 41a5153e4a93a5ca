import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * Which account an identity provider's subject is: `TEAM#{teamId}` / `SSOLINK#{sha256(issuer, subject)}`.
 * The issuer is part of the key, so a team that moves to another provider never has the new
 * provider's subjects land on the old one's accounts.
 */

const LINK_PREFIX = 'SSOLINK#';

export const ssoLinkKey = (teamId: string, issuer: string, subject: string): Key => ({
  PK: `TEAM#${teamId}`,
  SK: `${LINK_PREFIX}${createHash('sha256').update(`${issuer}\n${subject}`).digest('hex')}`,
});

export const teamSsoLinksQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: LINK_PREFIX });

const ssoLinkItemSchema = z.object({
  teamId: z.string(),
  issuer: z.string(),
  subject: z.string(),
  userId: z.string(),
  linkedAt: z.string(),
});

export type SsoLinkRecord = z.output<typeof ssoLinkItemSchema>;

export const ssoLinkItem = (link: SsoLinkRecord) => ({ ...ssoLinkKey(link.teamId, link.issuer, link.subject), type: 'ssoLink', ...link });

export const parseSsoLink = (item: Record<string, unknown>): SsoLinkRecord => parseItem('single sign-on link', ssoLinkItemSchema, item);
