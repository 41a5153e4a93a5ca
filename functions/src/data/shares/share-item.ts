import { SHARE_TARGET_KINDS, TABLE_TTL_ATTRIBUTE } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A shared dashboard (docs/DATA-MODEL.md "Shared dashboards") is two items written together: the
 * team's (`TEAM#{teamId}` / `SHARE#{shareId}`: listed with the team's other things) and the
 * token's (`SHARE#{sha256(token)}` / `SHARE`: the one GetItem a share URL costs). Both hold the
 * same record; only the token's hash is kept, never the token.
 */

const SHARE_PREFIX = 'SHARE#';

/** The team's item of a share. */
export const teamShareKey = (teamId: string, shareId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${SHARE_PREFIX}${shareId}` });

/** Query bounds for every share of a team. */
export const teamSharesQuery = (teamId: string) => ({ PK: `TEAM#${teamId}`, skPrefix: SHARE_PREFIX });

/** The token's item: found by the hash of the URL's token. */
export const shareTokenKey = (tokenHash: string): Key => ({ PK: `${SHARE_PREFIX}${tokenHash}`, SK: 'SHARE' });

const shareItemSchema = z.object({
  teamId: z.string(),
  shareId: z.string(),
  tokenHash: z.string(),
  target: z.object({ kind: z.enum(SHARE_TARGET_KINDS), id: z.string() }),
  /** The password's scrypt hash (lib/crypto/password-hash.ts), as link passwords are kept. */
  passwordHash: z.string().optional(),
  visitors: z.boolean(),
  expiresAt: z.string().optional(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  revokedAt: z.string().optional(),
});

export type ShareRecord = z.infer<typeof shareItemSchema>;

/** An expired share is kept this long (listed as expired), then the table's TTL clears it. */
export const ENDED_SHARE_KEPT_SECONDS = 30 * 86_400;

/** The same record under both keys (an expiring one with the table's TTL past its expiry). */
export const shareItems = (share: ShareRecord) => {
  const ttl = share.expiresAt ? { [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(share.expiresAt) / 1000) + ENDED_SHARE_KEPT_SECONDS } : {};
  return [
    { ...teamShareKey(share.teamId, share.shareId), type: 'share', ...share, ...ttl },
    { ...shareTokenKey(share.tokenHash), type: 'shareToken', ...share, ...ttl },
  ];
};

export const parseShare = (item: Record<string, unknown>): ShareRecord => parseItem('share', shareItemSchema, item);
