import { platformRoleSchema, teamRoleSchema, type TableIndexName } from '@kisa/shared';
import { localeSchema, type Locale } from '@kisa/shared/i18n';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The user profile (docs/DATA-MODEL.md, "user profile") and what counts and lists profiles: the
 * users index (GSI3), the legacy index profiles are moved from, the user count's shards and the
 * marker that the move is done. E-mail keys are lower-cased so "A@x.io" and "a@x.io" are one account.
 */

/**
 * GSI3 lists every user, newest first (the admin users table). Sparse: only profile items carry
 * its keys in partition `USERS` (and links with an automatic A/B promotion in a partition of
 * their own), and it projects only the table's fields (shared ADMIN_USER_FIELDS).
 */
export const USERS_INDEX = 'GSI3' satisfies TableIndexName;
export const USERS_INDEX_PK = 'USERS';

export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

export const usersIndexKey = (createdAt: string, userId: string) => ({
  GSI3PK: USERS_INDEX_PK,
  GSI3SK: `${createdAt}#${userId}`,
});

/**
 * Profiles once carried GSI2 `USERS` (GSI2 projects ALL, so each session write was copied
 * there). They are moved to GSI3 once, by users-index.indexLegacyProfiles; this names what it
 * reads and removes.
 */
export const LEGACY_USERS_INDEX = 'GSI2' satisfies TableIndexName;
export const LEGACY_USERS_INDEX_PK = 'USERS';

/**
 * The user count (admin dashboard), as a small sharded counter: profile creates `ADD users 1`
 * and deletes `ADD users -1` to one shard in their own transaction (users-count.ts).
 */
export const userCountShardKey = (shard: number): Key => ({ PK: `STATS#USERS#${shard}`, SK: 'STATS' });
/** Marks that every profile from before GSI3 has been moved there and counted. */
export const usersIndexedMarkerKey = (): Key => ({ PK: 'STATS#USERS', SK: 'INDEXED' });

export interface UserProfile {
  userId: string;
  name: string;
  email: string;
  role: z.infer<typeof platformRoleSchema>;
  /** The person's default team: the one they last worked in, where a new session starts. Their role there is on the membership row. */
  teamId: string;
  plan: string;
  verified: boolean;
  createdAt: string;
  /** The language chosen for screens and mails (absent: not chosen; mails then go in English). */
  locale?: Locale;
  /** Set by an admin; a disabled user can neither sign in nor use a session or API key. */
  disabled?: boolean;
  /**
   * Legacy: the sessions listed on the profile before sessions were items of their own, session
   * id → expiry (epoch s). Still honoured until they expire (sessions-repo.ts).
   */
  sessions?: Record<string, number>;
  /** The profile carries the GSI3 keys: it is listed for the admin and counted in the user count. */
  counted?: boolean;
  /**
   * The second factors set up (absent: none): an authenticator app (TOTP), and how many passkeys.
   * Kept beside the factors' own items by the transactions that add and remove them, so every
   * request's profile read tells whether the person has a second factor.
   */
  secondFactors?: SecondFactors;
}

export interface SecondFactors {
  totp?: boolean;
  passkeys?: number;
}

/** Whether a profile has a second factor set up. */
export const hasSecondFactor = (profile: Pick<UserProfile, 'secondFactors'>): boolean =>
  profile.secondFactors?.totp === true || (profile.secondFactors?.passkeys ?? 0) > 0;

const userItemSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: platformRoleSchema,
  teamId: z.string(),
  // Older profiles carry the role in their team too: parsed, never read (the membership row has it).
  teamRole: teamRoleSchema.optional(),
  plan: z.string(),
  verified: z.boolean().optional(),
  createdAt: z.string(),
  // An unknown language (one removed from the catalogs) reads as none chosen.
  locale: localeSchema.optional().catch(undefined),
  disabled: z.boolean().optional(),
  sessions: z.record(z.string(), z.number()).optional(),
  GSI3PK: z.string().optional(),
  secondFactors: z.object({ totp: z.boolean().optional(), passkeys: z.number().optional() }).optional(),
});

/** A profile item (whole, or as GSI3 projects it) read back as a UserProfile. */
export function parseUser(item: Record<string, unknown>): UserProfile {
  const { verified, disabled, sessions, GSI3PK, secondFactors, locale, teamRole: _teamRole, ...fields } = parseItem('user profile', userItemSchema, item);
  return {
    ...fields,
    ...(locale ? { locale } : {}),
    ...(secondFactors ? { secondFactors } : {}),
    verified: verified === true,
    ...(disabled === true ? { disabled: true } : {}),
    ...(sessions ? { sessions } : {}),
    ...(GSI3PK !== undefined ? { counted: true } : {}),
  };
}

/** The item of a new profile: listed in GSI3 (admin) and so counted (the creating transaction adds 1). */
export function newProfileItem(user: UserProfile): Record<string, unknown> {
  const { counted: _counted, sessions: _sessions, ...fields } = user;
  return { ...userKey(user.userId), ...usersIndexKey(user.createdAt, user.userId), type: 'user', ...fields };
}

const sessionsOnlySchema = z.object({ sessions: z.record(z.string(), z.number()).optional() });

/** The legacy session map of a profile read with only `sessions` projected (absent: none). */
export function parseLegacySessions(item: Record<string, unknown> | undefined, userId: string): Record<string, number> {
  return item ? (parseItem('user profile', sessionsOnlySchema, item, userKey(userId)).sessions ?? {}) : {};
}

const userCountShardSchema = z.object({ users: z.number().optional() });

/** A user-count shard read with its keys and `users` projected (absent: 0). */
export const parseUserCountShard = (item: Record<string, unknown>): number => parseItem('user count shard', userCountShardSchema, item).users ?? 0;

const userNameSchema = z.object({ userId: z.string(), name: z.string() });

const userContactSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), locale: localeSchema.optional().catch(undefined) });

/** A profile read with its keys, `userId`, `name`, `email` and `locale` projected (a team's member list: mails go out in each one's language). */
export const parseUserContact = (item: Record<string, unknown>) => parseItem('user profile', userContactSchema, item);

/** A profile read with its keys, `userId` and `name` projected. */
export const parseUserName = (item: Record<string, unknown>) => parseItem('user profile', userNameSchema, item);

const legacyRowSchema = z.object({ userId: z.string(), createdAt: z.string(), GSI3PK: z.string().optional() });

/** A row of the legacy users index (GSI2 `USERS`) read with its keys, `userId`, `createdAt` and `GSI3PK` projected. */
export const parseLegacyUserRow = (item: Record<string, unknown>) => parseItem('user profile', legacyRowSchema, item);
