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
  /** The team this session works in (set by switching; absent: the profile's default team). */
  teamId?: string;
  /** ISO instant of the sign-in (absent on sessions from before it was kept, as are the device fields). */
  createdAt?: string;
  /** The user agent at sign-in, at most SESSION_USER_AGENT_MAX characters. */
  userAgent?: string;
  /** The address at sign-in, truncated to its network (/24, /48). */
  ip?: string;
  /** How it signed in (pwd, otp, rec, hwk, sso). */
  amr?: string[];
  /** ISO instant of its last request, written at most once per SESSION_SEEN_INTERVAL_MS. */
  lastSeenAt?: string;
}

/** What a sign-in records of the device it came from. */
export type SessionDevice = Pick<SessionRecord, 'createdAt' | 'userAgent' | 'ip' | 'amr'>;

export const sessionItem = (userId: string, session: SessionRecord) => ({
  ...sessionKey(userId, session.sessionId),
  type: 'session',
  userId,
  ...session,
  ttl: session.expiresAt,
});

const sessionItemSchema = z.object({
  sessionId: z.string(),
  expiresAt: z.number(),
  teamId: z.string().optional(),
  createdAt: z.string().optional(),
  userAgent: z.string().optional(),
  ip: z.string().optional(),
  amr: z.array(z.string()).optional(),
  lastSeenAt: z.string().optional(),
});

/** A session item (whole) read back as a SessionRecord. */
export const parseSession = (item: Record<string, unknown>): SessionRecord => parseItem('session', sessionItemSchema, item);

const sessionRowSchema = z.object({ PK: z.string(), SK: z.string(), sessionId: z.string() });

/** A session read with only its keys and `sessionId` projected (to delete it). */
export const parseSessionRow = (item: Record<string, unknown>) => parseItem('session', sessionRowSchema, item);
