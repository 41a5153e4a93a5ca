import * as z from 'zod';
import { teamRoleSchema, userSchema } from './account-responses.js';
import { scopeSchema } from './scope-schema.js';
import { messageSchema } from './common-responses.js';
import { moneySchema } from './conversion-responses.js';
import { count, cursor, emailAddress, instant, userRef } from './response-parts.js';

/**
 * Answers of the team, invitation, admin-user and API-key routes (spec §3, §5); their request
 * schemas are in team-schemas.ts, the zod-free form checks and constants in team.ts.
 */

/** A row of the team table. */
export const memberSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: emailAddress,
  role: teamRoleSchema,
  memberSince: instant,
});

/** PATCH /api/team/members/{id}: the member as changed now; a new e-mail waits for its holder. */
export const updatedMemberSchema = memberSchema.extend({
  pendingEmail: emailAddress.optional().describe('Mailed a confirmation link; the address changes once it is followed'),
});

/**
 * A pending invitation to the team: made by 'Create New Member', accepted or
 * declined through the link mailed to `email`. Not a member yet: no account, no sign-in.
 */
export const invitationSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: emailAddress,
  role: teamRoleSchema,
  invitedAt: instant,
  expiresAt: instant.describe('After this the link no longer works; the owner may send a new one'),
  invitedBy: userRef,
});

/** The team's policy: what widens or narrows its members' scopes. */
export const teamSettingsSchema = z.strictObject({
  name: z.string(),
  viewersExportVisitors: z.boolean().describe('Viewers may export the visitor log'),
  secondFactorRequired: z.boolean().describe('Members without a second factor may only set one up (their other scopes are withheld)'),
});

/** GET /api/team */
export const teamSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  members: z.array(memberSchema).describe('Owners first'),
  invitations: z.array(invitationSchema).describe('Pending invitations, newest first (to callers with team:write; empty for others)'),
  settings: teamSettingsSchema,
});

/** A team the caller is in (GET /api/me/teams). */
export const myTeamSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  current: z.boolean().describe('The team this session works in'),
});

/** GET /api/me/teams, POST /api/me/team: the caller's teams, by name. */
export const myTeamsSchema = z.strictObject({ items: z.array(myTeamSchema) });

/** A row of GET /api/admin/teams?orphaned=true: a team whose last member left (its links keep redirecting). */
export const adminTeamRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  createdAt: instant,
  orphanedAt: instant.describe('When its last member left'),
  links: count,
});

export const adminTeamsSchema = z.strictObject({ items: z.array(adminTeamRowSchema).describe('Longest orphaned first') });

/** GET /api/invitations/{token}: what an invitation link offers its holder. */
export const invitationDetailsSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: emailAddress,
  teamName: z.string(),
  inviterName: z.string(),
  expiresAt: instant,
  hasAccount: z
    .boolean()
    .describe(
      "Whether the address already has an account: then accepting needs that account's session (and adds the team to its teams); otherwise accepting creates it. Only the link's holder — the address's mailbox — learns this",
    ),
});

/** A row of the admin users table. */
export const adminUserRowSchema = userSchema.extend({ disabled: z.boolean(), createdAt: instant });

/**
 * GET /api/admin/users?limit=&cursor= (or &page=): one page of users, newest first, with the
 * number of users (`total`, a counter). Pages go by key; `page` without a cursor still works
 * (it skips rows) and is echoed.
 */
export const adminUsersPageSchema = z.strictObject({
  items: z.array(adminUserRowSchema),
  total: count.describe('How many users exist (a counter)'),
  page: z.number().int().min(1).describe('The page asked for'),
  cursor,
});

/** GET /api/admin/stats: the admin dashboard tiles. */
export const adminStatsSchema = z.strictObject({
  users: count,
  clicks: count,
  revenue: z
    .array(moneySchema)
    .describe(
      'Sales reported through conversion tracking on the whole platform, per currency (never added across currencies), largest first; Kisa bills nothing itself',
    ),
});

/** A personal API key as listed: never the key itself, only its prefix. */
export const apiKeyInfoSchema = z.strictObject({
  id: z.string().describe('Key id (SHA-256 of the key, hex)'),
  name: z.string(),
  prefix: z.string().describe('The first 8 characters after `kisa_`'),
  createdAt: instant,
  lastUsedAt: instant.nullable().describe('Updated at most once a minute'),
  scopes: z.array(scopeSchema).describe("What the key may do (within its creator's role today)"),
  expiresAt: instant.nullable().describe('When it stops working; null: never'),
  expired: z.boolean(),
  teamId: z.string().nullable().describe('The team it works in; null: a key from before keys were bound to a team (its creator’s current team)'),
  creator: userRef.describe('Who created it (a team admin sees every key of the team)'),
});

/** POST /api/keys: the one answer that carries the full key (never kept: an idempotent replay answers without it). */
export const createdApiKeySchema = apiKeyInfoSchema.extend({
  key: z
    .string()
    .optional()
    .describe(
      'The key itself (`kisa_…`); shown only in this answer. Absent only from an idempotent replay (`Idempotent-Replayed: true`, `Idempotent-Omitted: key`): the key is never kept, so revoke that key by its id and create another',
    ),
});

/** GET /api/keys */
export const apiKeyListSchema = z.strictObject({ items: z.array(apiKeyInfoSchema) });

/** DELETE /api/keys */
export const apiKeysRevokedSchema = messageSchema.extend({ revoked: count.describe('How many keys were revoked') });

export type Member = z.infer<typeof memberSchema>;
export type UpdatedMember = z.infer<typeof updatedMemberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;
export type TeamSettings = z.infer<typeof teamSettingsSchema>;
export type MyTeam = z.infer<typeof myTeamSchema>;
export type MyTeams = z.infer<typeof myTeamsSchema>;
export type AdminTeamRow = z.infer<typeof adminTeamRowSchema>;
export type AdminTeams = z.infer<typeof adminTeamsSchema>;
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;
/** The answer to a creation without Idempotency-Key (the web app's): the key is always there. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema> & { key: string };
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
