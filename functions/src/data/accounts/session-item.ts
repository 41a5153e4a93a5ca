import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * One session (a sign-in) in its own item beside the profile (docs/DATA-MODEL.md, "session"):
 * keyed by the session id (the token's `origin_jti`, else `jti`), read together with the profile
 * in one BatchGetItem; `ttl` = its expiry, so DynamoDB removes it afterwards.
 */

export const SESSION_PREFIX = 'SESSION#';
export const sessionKey = (userId: string, sessionId: string): Key => ({ PK: `USER#${userId}`, SK: `${SESSION_PREFIX}${sessionId}` });
export const userSessionsQuery = (userId: string) => ({ PK: `USER#${userId}`, skPrefix: SESSION_PREFIX });

export interface SessionRecord {
  sessionId: string;
  /** Epoch seconds (the token's `exp`). */
  expiresAt: number;
}

export const sessionItem = (userId: string, session: SessionRecord) => ({
  ...sessionKey(userId, session.sessionId),
  type: 'session',
  userId,
  sessionId: session.sessionId,
  expiresAt: session.expiresAt,
  ttl: session.expiresAt,
});

const sessionItemSchema = z.object({ sessionId: z.string(), expiresAt: z.number() });

/** A session item (whole) read back as a SessionRecord. */
export const parseSession = (item: Record<string, unknown>): SessionRecord => parseItem('session', sessionItemSchema, item);

const sessionRowSchema = z.object({ PK: z.string(), SK: z.string(), sessionId: z.string() });

/** A session read with only its keys and `sessionId` projected (to delete it). */
export const parseSessionRow = (item: Record<string, unknown>) => parseItem('session', sessionRowSchema, item);
