import * as z from 'zod';
import { localeSchema } from './i18n/locale-schema.js';
import { emailAddress, instant } from './response-parts.js';
import { TEAM_ROLES } from './permissions.js';
import { scopeSchema } from './scope-schema.js';

/** Answers of the accounts routes (/api/auth/*, /api/me); their request schemas are in validation.ts. */

export const platformRoleSchema = z.enum(['user', 'admin']);
export const teamRoleSchema = z.enum(TEAM_ROLES);

/** The signed-in user as the API and the web app know them. */
export const userSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: emailAddress,
  role: platformRoleSchema,
  teamId: z.string(),
  teamRole: teamRoleSchema,
  plan: z.string(),
  verified: z.boolean(),
  /** The language the person chose for screens and mails; absent until chosen (the web then follows the browser's). */
  locale: localeSchema.optional(),
  /** What the caller may do in the current team (their role's scopes, narrowed by an API key's). */
  scopes: z.array(scopeSchema).optional(),
});

/** POST /api/auth/signin */
export const authResponseSchema = z.strictObject({
  token: z.string().describe('Cognito access token (also set as the `token` cookie)'),
  user: userSchema,
});

/**
 * GET /api/auth/verify/{token}. `token` is null when the verification link carried no session (a
 * link from "resend verification", mailed without the password at hand): the account is verified
 * and the user signs in normally. Links mailed at sign-up answer a token and set the cookie.
 */
export const verifyResponseSchema = z.strictObject({
  message: z.string(),
  token: z.string().nullable().describe('Session token (cookie set too); null for a resent link, whose user then signs in'),
  user: userSchema,
});

/** GET /api/auth/reset/{token}: whether the reset form may be shown. */
export const resetCheckResponseSchema = z.strictObject({ formAllowed: z.boolean(), message: z.string() });

/** An invitation addressed to the signed-in user (GET /api/me `invitations`). */
export const pendingInvitationSchema = z.strictObject({
  id: z.string(),
  teamName: z.string(),
  inviterName: z.string(),
  invitedAt: instant,
  expiresAt: instant,
});

/** GET /api/me: the caller, with the live invitations of other teams to their address. */
export const meSchema = userSchema.extend({ invitations: z.array(pendingInvitationSchema) });

export type PlatformRole = z.infer<typeof platformRoleSchema>;
export type User = z.infer<typeof userSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
export type ResetCheckResponse = z.infer<typeof resetCheckResponseSchema>;
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export type Me = z.infer<typeof meSchema>;
