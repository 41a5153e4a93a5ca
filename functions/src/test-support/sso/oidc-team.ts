import { randomUUID } from 'node:crypto';
import { SSO_BROWSER_COOKIE, SSO_PATHS } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { TEST_PASSWORD, verifiedSession, type Session } from '../accounts.js';
import { call, runtime, signUpBrowser, tokenFromLinks, type ApiAnswer } from '../api.js';
import { publishDns } from '../dns.js';
import type { OidcIdp } from './oidc-provider.js';

/** A team whose members sign in at an OpenID Provider, set up through the owners' routes, and the steps of a sign-in as a browser takes them. */

export interface OidcTeam {
  owner: Session;
  teamId: string;
  /** The team's verified e-mail domain (unique to the test). */
  domain: string;
  email: (local: string) => string;
}

export const oidcRedirectUri = () => `${runtime().appUrl}${SSO_PATHS.oidcCallback}`;

/** The settings an owner saves for `idp`, with the given changes. */
export function oidcSettings(idp: OidcIdp, domains: string[], change: Record<string, unknown> = {}) {
  return {
    protocol: 'oidc',
    oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    domains,
    enforced: false,
    breakGlassUserIds: [],
    defaultRole: 'viewer',
    ...change,
  };
}

/** An owner's team with OIDC single sign-on at `idp` for a fresh domain, saved and verified (DNS TXT) through the routes. */
export async function oidcTeam(idp: OidcIdp, tag: string): Promise<OidcTeam> {
  const owner = await verifiedSession(tag, `${tag} owner`);
  const domain = `${tag}-${randomUUID().slice(0, 8)}.example`;
  const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [domain]) });
  if (saved.status !== 200) throw new Error(`expected PUT /api/team/sso to answer 200, got ${saved.status} ${JSON.stringify(saved.body)}`);
  await verifyDomain(owner, domain, saved.body.config.domains[0].txtValue);
  return { owner, teamId: owner.user.teamId, domain, email: (local) => `${local}@${domain}` };
}

/** Publishes the domain's TXT record and has the owner verify it. */
export async function verifyDomain(owner: Session, domain: string, txtValue: string): Promise<void> {
  publishDns(domain, { TXT: [txtValue] });
  const verified = await call('POST', `/api/team/sso/domains/${domain}/verify`, { headers: owner.auth });
  if (verified.status !== 200 || !verified.body.domain.verified)
    throw new Error(`expected ${domain} to verify, got ${verified.status} ${JSON.stringify(verified.body)}`);
}

/** POST /api/auth/sso for the address: where the browser goes, and its binding cookie. */
export async function startOidc(email: string): Promise<{ redirectUrl: string; cookie: string }> {
  const started = await call('POST', '/api/auth/sso', { json: { email } });
  if (started.status !== 200) throw new Error(`expected POST /api/auth/sso for ${email} to answer 200, got ${started.status} ${JSON.stringify(started.body)}`);
  const set = started.cookies.find((c) => c.startsWith(`${SSO_BROWSER_COOKIE}=`));
  if (!set) throw new Error(`expected POST /api/auth/sso to set ${SSO_BROWSER_COOKIE}, got ${started.cookies.join(' | ') || 'none'}`);
  return { redirectUrl: started.body.redirectUrl as string, cookie: set.split(';')[0]! };
}

/** The browser arriving back at Kisa's callback (the provider's redirect), with the cookie it holds (none: another browser). */
export function arriveAtCallback(callbackUrl: string, cookie?: string): Promise<ApiAnswer> {
  const url = new URL(callbackUrl);
  return call('GET', `${url.pathname}${url.search}`, { headers: cookie ? { cookie } : {} });
}

/** A whole sign-in of `login` at the provider for the address, in one browser. */
export async function oidcSignIn(idp: OidcIdp, email: string, login: string): Promise<ApiAnswer> {
  const { redirectUrl, cookie } = await startOidc(email);
  return arriveAtCallback(await idp.signIn(redirectUrl, login), cookie);
}

/** Signs up `email` (its own team, owner), follows the verification link and answers the session: an account with a password in a domain the test chose. */
export async function verifiedSessionAt(email: string, name: string): Promise<Session> {
  const before = Date.now();
  const signup = await call('POST', '/api/auth/signup', { json: { name, email, password: TEST_PASSWORD } });
  if (signup.status !== 201) throw new Error(`expected sign-up of ${email} to answer 201, got ${signup.status} ${JSON.stringify(signup.body)}`);
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: before });
  const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`, { headers: signUpBrowser(signup) });
  if (verified.status !== 200 || !verified.body.token) throw new Error(`expected the verify link to sign ${email} in, got ${verified.status}`);
  return { user: verified.body.user, email, password: TEST_PASSWORD, token: verified.body.token, auth: { authorization: `Bearer ${verified.body.token}` } };
}
