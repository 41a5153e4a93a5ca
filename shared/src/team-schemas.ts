import * as z from 'zod';
import { MSG } from './messages.js';
import { EMAIL_MAX, isEmail, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './form-checks.js';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, API_KEY_NAME_MAX } from './team.js';
import { cursorParam, limitParam, pageParam } from './query-params.js';
import { isGuessablePassword } from './password-rules.js';
import { isPlainText } from './text-rules.js';
import { keyExpirySchema, keyScopesSchema } from './api-keys.js';
import { PLAN_NAMES } from './plans.js';

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

export const createMemberSchema = z.object({ name, email, password });

export const memberPatchSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    role: z.enum(['owner', 'member'], { error: MSG.invalidRole }).optional(),
  })
  .refine((p) => p.name !== undefined || p.email !== undefined || p.role !== undefined, MSG.nothingToUpdate);

export const memberPasswordSchema = z.object({ password });

/** PATCH /api/me: one's own name. */
export const profilePatchSchema = z.object({ name });
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
/** POST /api/invitations/{token or id}; accepting with an existing account needs `leaveCurrentTeam: true`. */
export type InvitationAnswer = z.output<typeof invitationAnswerSchema>;
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

/** GET /api/admin/users: a page by key (`cursor`) or by number; with a cursor, `page` is only echoed. */
export const listUsersQuerySchema = z.object({ limit: limitParam(ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE), cursor: cursorParam(), page: pageParam() });
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
