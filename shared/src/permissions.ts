/**
 * Team roles and what each may do, as scopes. Every signed-in operation declares the one scope it
 * needs (shared/src/api/operations/*.ts); the API's chain refuses a caller without it (403).
 * A caller's scopes are their role's in the current team, narrowed to an API key's own scopes when
 * the credential is a key — so a key never exceeds what its creator may do today.
 */

export const TEAM_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const SCOPES = [
  // The caller's own account: profile, sessions, second factors, personal keys.
  'account:read',
  'account:write',
  'team:read',
  // Members, invitations, roles below owner, the team's security settings (second factor required).
  'team:write',
  // Making, demoting and removing owners; the team's single sign-on.
  'team:owners',
  'sso:write',
  'links:read',
  'links:write',
  'tags:write',
  'tags:delete',
  'campaigns:read',
  'campaigns:write',
  'analytics:read',
  // Exports of the visitor log (IP, city, device of each visit).
  'visitors:export',
  // Shared dashboards: analytics (and, where allowed, the visitor log) readable by URL.
  'shares:write',
  'conversions:write',
  'domains:read',
  'domains:write',
  'webhooks:read',
  'webhooks:write',
  'imports:read',
  'imports:write',
  'audit:read',
  // Alert rules: members read them; owners and admins change them (an alert sends figures out).
  'alerts:read',
  'alerts:write',
] as const;
export type Scope = (typeof SCOPES)[number];

const VIEWER: readonly Scope[] = ['account:read', 'account:write', 'team:read', 'links:read', 'campaigns:read', 'analytics:read', 'domains:read'];
const MEMBER: readonly Scope[] = [
  ...VIEWER,
  'links:write',
  'tags:write',
  'campaigns:write',
  'visitors:export',
  'shares:write',
  'conversions:write',
  'webhooks:read',
  'imports:read',
  'alerts:read',
];
const ADMIN: readonly Scope[] = [...MEMBER, 'team:write', 'tags:delete', 'domains:write', 'webhooks:write', 'imports:write', 'audit:read', 'alerts:write'];
const OWNER: readonly Scope[] = [...ADMIN, 'team:owners', 'sso:write'];

/** What each role may do. Admins: everything but ownership and single sign-on. */
export const ROLE_SCOPES: Readonly<Record<TeamRole, readonly Scope[]>> = { owner: OWNER, admin: ADMIN, member: MEMBER, viewer: VIEWER };

/**
 * Scopes an API key may be given. The account's own security (password, sessions, second factors,
 * keys) and the team's ownership and sign-on need a person signed in.
 */
export const KEY_SCOPES: readonly Scope[] = SCOPES.filter((s) => !['account:write', 'team:owners', 'sso:write'].includes(s));

/** Team policy that widens a role's scopes. */
export interface ScopePolicy {
  /** Viewers may export the visitor log. */
  viewersExportVisitors?: boolean;
}

/** The scopes of a team role under the team's policy. */
export function scopesOfRole(role: TeamRole, policy: ScopePolicy = {}): Scope[] {
  const scopes = [...ROLE_SCOPES[role]];
  if (role === 'viewer' && policy.viewersExportVisitors) scopes.push('visitors:export');
  return scopes;
}

/**
 * A caller's scopes: the role's, narrowed to the key's when the credential is an API key (`keyScopes`
 * undefined: a key from before scopes, which may do what its creator's role may, as before).
 */
export function effectiveScopes(role: TeamRole, policy: ScopePolicy, keyScopes?: readonly Scope[]): Scope[] {
  const byRole = scopesOfRole(role, policy);
  if (!keyScopes) return byRole;
  return byRole.filter((s) => s === 'account:read' || keyScopes.includes(s));
}

/** Roles a caller with these scopes may give: owners any, admins any but owner. */
export const assignableRoles = (scopes: readonly Scope[]): TeamRole[] => TEAM_ROLES.filter((r) => r !== 'owner' || scopes.includes('team:owners'));

/** What the app says of a role's limits. */
export const ROLE_MSG = {
  /** A page whose every change the caller's role may not make. */
  viewOnly: 'You have view-only access to this team.',
  /** A page the caller's role may not even read. */
  notInRole: 'Your role in this team does not include this page. Ask an owner or admin of your team.',
};
