import { randomBytes, randomUUID } from 'node:crypto';
import { MSG, NAME_MAX, SSO_MSG } from '@kisa/shared';
import { getMembership } from '#data/accounts/memberships-repo.js';
import type { UserProfile } from '#data/accounts/user-item.js';
import { getUser, getUserIdByEmail, markVerified } from '#data/accounts/users-repo.js';
import type { SsoConfigRecord } from '#data/sso/sso-config-item.js';
import { getSsoConfig, getSsoDomain } from '#data/sso/sso-config-repo.js';
import { addSsoMembership, createSsoAccount, deleteSsoLink, getSsoLink, linkSsoAccount } from '#data/sso/sso-sign-in-repo.js';
import { AppError } from '#lib/errors.js';
import { createUser, newUserProfile } from '../accounts/create-user.js';
import { recordSignIn } from '../audit/record-sign-in.js';
import { startKisaSession } from '../accounts/start-kisa-session.js';
import type { SsoIdentity } from './sso-identity.js';

/**
 * The end of every single sign-on, whatever the protocol: which account the provider's identity
 * is, then a session of Kisa's own (amr `sso`).
 *
 * - The subject is linked to an account of this team's provider → that account (made a member
 *   again, with the default role, if an owner had removed it: the provider is the authority on
 *   who may come in; removing someone for good is done at the provider).
 * - Otherwise the e-mail's domain must be one the team verified (DNS TXT): a provider cannot
 *   vouch for addresses outside the domains the team proved it holds. Then the account with that
 *   e-mail is linked (and joins the team with the default role if it is not a member), or a new
 *   account is made just in time (verified; a Cognito identity with a random password nobody
 *   knows), a member with the default role.
 * - A disabled account is refused, as is one whose sessions cannot start.
 *
 * Throws AppError with a message for the person on any refusal.
 */
export async function completeSsoSignIn(teamId: string, identity: SsoIdentity): Promise<{ token: string; profile: UserProfile }> {
  const config = await getSsoConfig(teamId);
  if (!config) throw new AppError(403, SSO_MSG.notConfigured);
  // Two first sign-ins of one person at once: the loser of the link's conditional write finds the link.
  for (let attempt = 1; ; attempt++) {
    const outcome = await accountOf(config, identity);
    if (outcome !== 'retry') return startSession(outcome, teamId);
    if (attempt >= 3) throw new AppError(409, SSO_MSG.signInExpired);
  }
}

async function accountOf(config: SsoConfigRecord, identity: SsoIdentity): Promise<UserProfile | 'retry'> {
  const { teamId } = config;
  const link = await getSsoLink(teamId, identity.issuer, identity.subject);
  if (link) {
    const profile = await getUser(link.userId, { consistent: true });
    if (!profile) {
      // The account was deleted: the subject is a new person again.
      await deleteSsoLink(teamId, identity.issuer, identity.subject);
      return 'retry';
    }
    refuseDisabled(profile);
    if (!(await getMembership(teamId, profile.userId))) {
      const outcome = await linkSsoAccountMembership(config, profile);
      if (outcome !== 'ok') return 'retry';
    }
    return profile;
  }
  if (!(await domainVerifiedFor(teamId, identity.email))) throw new AppError(403, SSO_MSG.emailDomainNotVerified);
  const newLink = { teamId, issuer: identity.issuer, subject: identity.subject, linkedAt: new Date().toISOString() };
  const userId = await getUserIdByEmail(identity.email);
  if (userId) {
    const profile = await getUser(userId, { consistent: true });
    if (!profile) return 'retry';
    refuseDisabled(profile);
    const member = await getMembership(teamId, userId);
    const membership = member ? null : { teamId, userId, role: config.defaultRole, memberSince: new Date().toISOString() };
    const outcome = await linkSsoAccount({ ...newLink, userId }, membership);
    if (outcome !== 'linked') return 'retry';
    // The provider vouched for the address, in a domain the team proved it holds.
    return profile.verified ? profile : ((await markVerified(userId)) ?? profile);
  }
  const profile = newUserProfile({
    userId: randomUUID(),
    name: displayName(identity),
    email: identity.email,
    teamId,
    verified: true,
  });
  // Nobody ever learns this password: the person signs in through their provider.
  const password = `${randomBytes(24).toString('base64url')}aA1!`;
  const outcome = await createUser(profile, password, () => createSsoAccount(profile, config.defaultRole, { ...newLink, userId: profile.userId }));
  if (outcome === 'noTeam') throw new AppError(403, SSO_MSG.notConfigured);
  return outcome === 'created' ? profile : 'retry';
}

async function linkSsoAccountMembership(config: SsoConfigRecord, profile: UserProfile): Promise<'ok' | 'retry'> {
  const outcome = await addSsoMembership({
    teamId: config.teamId,
    userId: profile.userId,
    role: config.defaultRole,
    memberSince: new Date().toISOString(),
  });
  return outcome === 'added' ? 'ok' : 'retry';
}

/** Whether the address's domain is one the team claimed and verified for single sign-on. */
export async function domainVerifiedFor(teamId: string, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const claim = domain ? await getSsoDomain(domain) : null;
  return claim !== null && claim.teamId === teamId && claim.verifiedAt !== undefined;
}

function refuseDisabled(profile: UserProfile): void {
  if (profile.disabled) throw new AppError(403, MSG.accountDisabled);
}

function displayName(identity: SsoIdentity): string {
  const name = (identity.name ?? '').replace(/\p{Cc}/gu, ' ').trim();
  return (name || identity.email.slice(0, identity.email.indexOf('@'))).slice(0, NAME_MAX);
}

async function startSession(profile: UserProfile, teamId: string): Promise<{ token: string; profile: UserProfile }> {
  const token = await startKisaSession(profile, Date.now(), ['sso']);
  if (!token) throw new AppError(403, profile.disabled ? MSG.accountDisabled : SSO_MSG.signInExpired);
  // A browser step answered with a redirect: the chain's audit of sign-ins (by an answered user) does not see it.
  await recordSignIn({ ...profile, teamId }, 'sso');
  return { token, profile };
}
