import { scopeSchema, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * A personal API key (docs/DATA-MODEL.md, "personal API key"), stored under the SHA-256 of the
 * key (never the key); GSI1 lists a user's keys, GSI2 its team's (keys bound to a team), oldest first.
 */

/** GSI1: a user's API keys (partition `USER#{id}#KEYS`, never overlapping other GSI1 partitions). */
export const API_KEYS_INDEX = 'GSI1' satisfies TableIndexName;

export const apiKeyKey = (keyHash: string): Key => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' });

export const userApiKeysPartition = (userId: string) => `USER#${userId}#KEYS`;

export const userApiKeysIndexKey = (userId: string, createdAt: string, keyHash: string) => ({
  GSI1PK: userApiKeysPartition(userId),
  GSI1SK: `${createdAt}#${keyHash}`,
});

/** GSI2: a team's API keys (partition `TEAM#{id}#KEYS`), for its owners and admins. */
export const TEAM_API_KEYS_INDEX = 'GSI2' satisfies TableIndexName;

export const teamApiKeysPartition = (teamId: string) => `TEAM#${teamId}#KEYS`;

export const teamApiKeysIndexKey = (teamId: string, createdAt: string, keyHash: string) => ({
  GSI2PK: teamApiKeysPartition(teamId),
  GSI2SK: `${createdAt}#${keyHash}`,
});

const apiKeyItemSchema = z.object({
  keyHash: z.string(),
  userId: z.string(),
  name: z.string(),
  /** The first characters after `kisa_`, to recognise the key in a list. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  /** What the key may do (within its creator's role); absent on keys from before scopes: the role's all. */
  scopes: z.array(scopeSchema).optional(),
  /** The team it works in; absent on keys from before: its creator's current team. */
  teamId: z.string().optional(),
  /** ISO instant it stops working; absent: never. */
  expiresAt: z.string().optional(),
});

/** A personal API key as stored: the SHA-256 of the key, never the key. */
export type ApiKeyRecord = z.infer<typeof apiKeyItemSchema>;

export const apiKeyItem = (record: ApiKeyRecord) => ({
  ...apiKeyKey(record.keyHash),
  ...userApiKeysIndexKey(record.userId, record.createdAt, record.keyHash),
  ...(record.teamId ? teamApiKeysIndexKey(record.teamId, record.createdAt, record.keyHash) : {}),
  type: 'apiKey',
  ...record,
});

export const parseApiKey = (item: Record<string, unknown>): ApiKeyRecord => parseItem('API key', apiKeyItemSchema, item);
