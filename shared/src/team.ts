/**
 * Team, admin and API-key constants and the zod-free form checks for them (spec §3, §5); Create
 * New Member and Set Password use form-checks.ts's new-account and new-password rules.
 * The API's zod schemas are in team-schemas.ts (requests) and team-responses.ts (answers).
 */
import { MSG } from './messages.js';
import { isEmail } from './form-checks.js';
import { isPlainText } from './text-rules.js';

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

/** The team roles as the app names them, each with what it may do in one line. */
export const TEAM_ROLE_TEXT = {
  owner: { label: 'Owner', description: 'Everything, including making and removing owners and single sign-on.' },
  admin: { label: 'Admin', description: 'Manages members (not owners), settings, domains, webhooks, imports and the audit log.' },
  member: { label: 'Member', description: 'Creates and edits links, campaigns and tags; sees analytics.' },
  viewer: { label: 'Viewer', description: 'Sees links, campaigns and analytics; changes nothing.' },
} as const;

/** Team settings form: a name is required and plain text. */
export function checkTeamName(name: string): string | null {
  const v = name.trim();
  if (!v) return MSG.allFieldsRequired;
  if (!isPlainText(v)) return MSG.nameInvalidCharacters;
  return null;
}
