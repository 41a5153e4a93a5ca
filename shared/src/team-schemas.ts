import * as z from 'zod';
import { localeSchema } from './i18n/locale-schema.js';
import { MSG } from './messages.js';
import { EMAIL_MAX, isEmail, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './form-checks.js';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, API_KEY_NAME_MAX } from './team.js';
import { cursorParam, limitParam, pageParam } from './query-params.js';
import { isGuessablePassword } from './password-rules.js';
import { isPlainText } from './text-rules.js';
import { TEAM_ROLES } from './permissions.js';
import { PLAN_NAMES } from './plans.js';
import { keyExpirySchema, keyScopesSchema } from './api-keys.js';

/** API input schemas for the team, admin and API-key routes, with the spec's messages. */

const name = z.string({ error: MSG.allFieldsRequired }).trim().min(1, MSG.allFieldsRequired).max(NAME_MAX).refine(isPlainText, MSG.nameInvalidCharacters);
const email = z
  .string({ error: MSG.allFieldsRequired })
  .trim()
  .min(1, MSG.allFieldsRequired)
  .max(EMAIL_MAX)
  .transform((v) => v.toLowerCase())
  .refine(isEmail, MSG.invalidEmail);
const password = z
  .string({ error: MSG.allFieldsRequired })
  .min(1, MSG.allFieldsRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(PASSWORD_MAX)
  .refine((v) => !isGuessablePassword(v), MSG.passwordTooCommon);

const teamRole = z.enum(TEAM_ROLES, { error: MSG.invalidRole });

/** Create New Member: the role is `member` unless given (an owner is invited by an owner only). */
export const createMemberSchema = z.object({ name, email, password, role: teamRole.optional() });

export const memberPatchSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    role: teamRole.optional(),
  })
  .refine((p) => p.name !== undefined || p.email !== undefined || p.role !== undefined, MSG.nothingToUpdate);

export const memberPasswordSchema = z.object({ password });

const flag = z.boolean({ error: MSG.invalidFlag });

/** PATCH /api/team: the team's name and policy (any subset, at least one field). */
export const teamSettingsPatchSchema = z
  .object({ name: name.optional(), viewersExportVisitors: flag.optional(), secondFactorRequired: flag.optional() })
  .refine((p) => p.name !== undefined || p.viewersExportVisitors !== undefined || p.secondFactorRequired !== undefined, MSG.nothingToUpdate);

/** POST /api/me/team: the team to work in (this session's, and the default of the next sign-in). */
export const switchTeamSchema = z.object({ teamId: z.string({ error: MSG.teamNotFound }).trim().min(1, MSG.teamNotFound).max(100, MSG.teamNotFound) });

/** POST /api/admin/teams/{id}/owner: the account an orphaned team is handed to. */
export const handOverTeamSchema = z.object({ email });

/** GET /api/admin/teams?orphaned=true */
export const adminTeamsQuerySchema = z.object({ orphaned: z.enum(['true'], { error: MSG.orphanedTeamsOnly }) });

/** PATCH /api/me: one's own name, language (`en` | `tr`), or both. */
export const profilePatchSchema = z
  .object({ name: name.optional(), locale: localeSchema.optional() })
  .refine((p) => p.name !== undefined || p.locale !== undefined, MSG.nothingToUpdate);
/** PUT /api/me/password: the current password, then the new one (the sign-up rules). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: MSG.allFieldsRequired }).min(1, MSG.allFieldsRequired).max(PASSWORD_MAX),
  password,
});

export const invitationAnswerSchema = z.object({
  action: z.enum(['accept', 'decline'], { error: MSG.invitationActionInvalid }),
  leaveCurrentTeam: z.boolean({ error: MSG.invitationActionInvalid }).optional(),
});

export const adminUserPatchSchema = z
  .object({
    verified: z.boolean({ error: MSG.invalidFlag }).optional(),
    disabled: z.boolean({ error: MSG.invalidFlag }).optional(),
    /** The user's plan (shared PLANS): their request limits. */
    plan: z.enum(PLAN_NAMES, { error: MSG.invalidPlan(PLAN_NAMES) }).optional(),
  })
  .refine((p) => p.verified !== undefined || p.disabled !== undefined || p.plan !== undefined, MSG.nothingToUpdate);

export const createApiKeySchema = z.object({
  name: z
    .string({ error: MSG.apiKeyNameRequired })
    .trim()
    .min(1, MSG.apiKeyNameRequired)
    .max(API_KEY_NAME_MAX, MSG.apiKeyNameTooLong)
    .refine(isPlainText, MSG.apiKeyNameInvalidCharacters),
  scopes: keyScopesSchema.optional(),
  expiresAt: keyExpirySchema.optional(),
});

export type CreateMemberInput = z.output<typeof createMemberSchema>;
/** PATCH /api/team/members/{id}: any subset (at least one field). */
export type MemberPatch = z.output<typeof memberPatchSchema>;
export type ProfilePatch = z.output<typeof profilePatchSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
/** POST /api/invitations/{token or id}; `leaveCurrentTeam` is accepted from older clients and ignored (a person may be in many teams). */
export type InvitationAnswer = z.output<typeof invitationAnswerSchema>;
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;
export type TeamSettingsPatch = z.output<typeof teamSettingsPatchSchema>;
export type SwitchTeamInput = z.output<typeof switchTeamSchema>;
export type HandOverTeamInput = z.output<typeof handOverTeamSchema>;

/** GET /api/admin/users: a page by key (`cursor`) or by number; with a cursor, `page` is only echoed. */
export const listUsersQuerySchema = z.object({ limit: limitParam(ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE), cursor: cursorParam(), page: pageParam() });
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
