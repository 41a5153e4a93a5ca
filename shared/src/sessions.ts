import * as z from 'zod';
import { messageSchema } from './common-responses.js';
import { count, instant } from './response-parts.js';

/** How a session was signed in (RFC 8176 names): password, one-time code, security key/passkey, single sign-on. */
export const SIGN_IN_METHODS = ['pwd', 'otp', 'hwk', 'sso', 'rec'] as const;
export const signInMethodSchema = z.enum(SIGN_IN_METHODS);
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A session's last request is recorded at most this often (one conditional write per session per interval). */
export const SESSION_SEEN_INTERVAL_MS = 5 * 60_000;

/** A user agent is kept to this many characters. */
export const SESSION_USER_AGENT_MAX = 256;

/** One of the caller's sessions (a signed-in device), GET /api/me/sessions. */
export const sessionInfoSchema = z.strictObject({
  id: z.string().describe('Session id'),
  current: z.boolean().describe('The session this request came with'),
  createdAt: instant.nullable().describe('When it signed in; null for a session from before this was kept'),
  lastSeenAt: instant.nullable().describe('Its last request, to within 5 minutes'),
  expiresAt: instant,
  browser: z.string().nullable().describe('Browser and major version, from the user agent'),
  os: z.string().nullable().describe('Operating system, from the user agent'),
  device: z.string().nullable().describe('mobile, tablet, …; null for a computer'),
  userAgent: z.string().nullable().describe('The user agent at sign-in (first 256 characters)'),
  ip: z.string().nullable().describe('The address at sign-in, truncated (IPv4 /24, IPv6 /48)'),
  signedInWith: z.array(signInMethodSchema).describe('pwd password, otp one-time code, rec recovery code, hwk passkey, sso single sign-on'),
});

export const sessionListSchema = z.strictObject({ items: z.array(sessionInfoSchema) });

/** DELETE /api/me/sessions, DELETE /api/team/members/{id}/sessions */
export const sessionsEndedSchema = messageSchema.extend({ ended: count.describe('How many sessions were ended') });

export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export type SessionList = z.infer<typeof sessionListSchema>;
