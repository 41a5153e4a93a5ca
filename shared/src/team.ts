/**
 * Team, admin and API-key shapes and the zod-free form checks for them (spec §3, §5); Create
 * New Member and Set Password use form-checks.ts's new-account and new-password rules.
 * The API's zod schemas for the same inputs are in team-schemas.ts.
 */
import { MSG } from './messages.js';
import { isEmail } from './form-checks.js';
import { isPlainText } from './text-rules.js';
import type { TeamRole, User } from './types.js';

/** A row of the team table (BRIEF §5 Member). */
export interface Member {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  memberSince: string;
}

/**
 * A pending invitation to the team (issue 22): made by 'Create New Member', accepted or
 * declined through the link mailed to `email`. Not a member yet: no account, no sign-in.
 */
export interface Invitation {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  invitedAt: string;
  /** After this the link no longer works; the owner may send a new one. */
  expiresAt: string;
  invitedBy: { id: string; name: string };
}

/** GET /api/team */
export interface Team {
  id: string;
  name: string;
  members: Member[];
  /** Pending invitations, newest first. */
  invitations: Invitation[];
}

/** GET /api/invitations/{token}: what an invitation link offers its holder. */
export interface InvitationDetails {
  id: string;
  name: string;
  email: string;
  teamName: string;
  inviterName: string;
  expiresAt: string;
  /**
   * Whether the address already has an account: then accepting needs that account's session
   * (and moves it into the team); otherwise accepting creates it. Only the link's holder —
   * the address's mailbox — learns this.
   */
  hasAccount: boolean;
}

/** An invitation addressed to the signed-in user (GET /api/me `invitations`). */
export interface PendingInvitation {
  id: string;
  teamName: string;
  inviterName: string;
  invitedAt: string;
  expiresAt: string;
}

/** POST /api/invitations/{token or id} */
export interface InvitationAnswer {
  action: 'accept' | 'decline';
  /** Accepting with an existing account moves it out of its current team: say so explicitly. */
  leaveCurrentTeam?: boolean;
}

export interface CreateMemberInput {
  name: string;
  email: string;
  password: string;
}

/** PATCH /api/team/members/{id}: any subset. */
export interface MemberPatch {
  name?: string;
  email?: string;
  role?: TeamRole;
}

/** A row of the admin users table. */
export interface AdminUserRow extends User {
  disabled: boolean;
  createdAt: string;
}

/**
 * GET /api/admin/users?limit=&cursor= (or &page=): one page of users, newest first, with the
 * number of users (`total`, a counter). `cursor`: pass it back for the next page; absent on the
 * last. Pages go by key; `page` without a cursor still works (it skips rows) and is echoed.
 */
export interface AdminUsersPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  cursor?: string;
}

/** PATCH /api/admin/users/{id} */
export interface AdminUserPatch {
  verified?: boolean;
  disabled?: boolean;
}

/** GET /api/admin/stats: the admin dashboard tiles. `revenue` is a fixed figure (no billing yet). */
export interface AdminStats {
  users: number;
  clicks: number;
  revenue: number;
}

/** A personal API key as listed: never the key itself, only its prefix. */
export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/keys: the one answer that carries the full key. */
export interface CreatedApiKey extends ApiKeyInfo {
  key: string;
}

export const ADMIN_PAGE_SIZES = [10, 25, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const API_KEY_NAME_MAX = 100;
/** Characters of the key (after `kisa_`) shown in listings. */
export const API_KEY_PREFIX_LENGTH = 8;
/** lastUsedAt is written at most this often per key. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/** Edit Profile form: name and e-mail required, name plain text, e-mail valid. */
export function checkProfileForm(f: { name: string; email: string }): string | null {
  if (!f.name.trim() || !f.email.trim()) return MSG.allFieldsRequired;
  if (!isPlainText(f.name.trim())) return MSG.nameInvalidCharacters;
  if (!isEmail(f.email.trim())) return MSG.invalidEmail;
  return null;
}

export function checkApiKeyName(name: string): string | null {
  const v = name.trim();
  if (!v) return MSG.apiKeyNameRequired;
  if (v.length > API_KEY_NAME_MAX) return MSG.apiKeyNameTooLong;
  if (!isPlainText(v)) return MSG.apiKeyNameInvalidCharacters;
  return null;
}
