import { randomUUID } from 'node:crypto';
import { MSG, SSO_MSG } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_PASSWORD, verifiedSession } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { startOidcProvider, type OidcIdp } from '#test-support/sso/oidc-provider.js';
import { expectRefused, expectSignedIn } from '#test-support/sso/sso-answers.js';
import {
  arriveAtCallback,
  oidcRedirectUri,
  oidcSettings,
  oidcSignIn,
  oidcTeam,
  startOidc,
  verifiedSessionAt,
  verifyDomain,
  type OidcTeam,
} from '#test-support/sso/oidc-team.js';

// Single sign-on by OpenID Connect through the real routes: an owner saves the team's provider
// (a real OpenID Provider on loopback) and verifies its e-mail domain by DNS; POST /api/auth/sso
// → the provider's login page → GET /api/auth/sso/oidc/callback → a session cookie and a redirect
// into the app, or a redirect to the sign-in page saying why not.

let idp: OidcIdp;
let team: OidcTeam;

beforeAll(async () => {
  idp = await startOidcProvider(oidcRedirectUri());
  team = await oidcTeam(idp, 'oidc');
}, 60_000);
afterAll(() => idp?.close());

const me = (token: string) => call('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } });

/** A person the provider knows, with a login of their own. */
function idpPerson(email: string, name?: string, emailVerified = true): string {
  const login = `u-${randomUUID()}`;
  idp.accounts.set(login, { email, emailVerified, ...(name ? { name } : {}) });
  return login;
}

describe('OIDC single sign-on', () => {
  it('signs a new person in just in time: a member with the default role, named as the provider says (Turkish, emoji)', async () => {
    const email = team.email('ayse');
    const login = idpPerson(email, 'Ayşe İğneci 🚀');
    const token = expectSignedIn(await oidcSignIn(idp, email, login));
    const who = await me(token);
    expect({ status: who.status, email: who.body.email, name: who.body.name, teamId: who.body.teamId, role: who.body.teamRole }).toEqual({
      status: 200,
      email,
      name: 'Ayşe İğneci 🚀',
      teamId: team.teamId,
      role: 'viewer',
    });
  });

  it('signs the same person in to the same account the next time', async () => {
    const email = team.email('berk');
    const login = idpPerson(email, 'Berk');
    const first = await me(expectSignedIn(await oidcSignIn(idp, email, login)));
    const second = await me(expectSignedIn(await oidcSignIn(idp, email, login)));
    expect(second.body.id).toBe(first.body.id);
  });

  it('gives no session to a person removed at the provider: it refuses the login', async () => {
    const email = team.email('gone');
    const login = idpPerson(email);
    expectSignedIn(await oidcSignIn(idp, email, login));
    idp.accounts.delete(login);
    expectRefused(await oidcSignIn(idp, email, login), SSO_MSG.idpRefused('This account may not sign in.'));
  });

  it('refuses a replayed callback, and a callback arriving in another browser', async () => {
    const email = team.email('replay');
    const login = idpPerson(email);
    const { redirectUrl, cookie } = await startOidc(email);
    const callbackUrl = await idp.signIn(redirectUrl, login);
    expectSignedIn(await arriveAtCallback(callbackUrl, cookie));
    expectRefused(await arriveAtCallback(callbackUrl, cookie), SSO_MSG.signInExpired);

    const other = await startOidc(email);
    expectRefused(await arriveAtCallback(await idp.signIn(other.redirectUrl, login), 'kisa_sso=another-browser'), SSO_MSG.signInExpired);
    expectRefused(await arriveAtCallback(`${oidcRedirectUri()}?code=x&state=made-up`, other.cookie), SSO_MSG.signInExpired);
  });

  describe('refuses an ID token the provider did not issue for this sign-in', () => {
    const cases: [string, OidcIdp['forge']][] = [
      ['another audience', { claims: (c) => ({ ...c, aud: 'someone-else' }) }],
      ['another issuer', { claims: (c) => ({ ...c, iss: 'https://idp.example' }) }],
      ['a signature by a key the provider does not publish', { foreignKey: true }],
      ['an HMAC signature keyed by the client secret', { alg: 'HS256' }],
      ['another nonce', { claims: (c) => ({ ...c, nonce: 'not-this-one' }) }],
      ['no nonce', { claims: ({ nonce: _nonce, ...c }) => c }],
      ['an expired token', { claims: (c) => ({ ...c, iat: 1_000, exp: 2_000 }) }],
      ['several audiences without us as azp', { claims: (c) => ({ ...c, aud: [idp.clientId, 'other'], azp: 'other' }) }],
    ];
    for (const [what, forgery] of cases) {
      it(what, async () => {
        const email = team.email(`forged-${randomUUID().slice(0, 6)}`);
        const login = idpPerson(email);
        idp.forge = forgery;
        try {
          expectRefused(await oidcSignIn(idp, email, login), SSO_MSG.idpAnswerInvalid);
        } finally {
          idp.forge = undefined;
        }
      });
    }
  });

  it('refuses an e-mail the provider did not verify', async () => {
    const email = team.email('unverified');
    expectRefused(await oidcSignIn(idp, email, idpPerson(email, undefined, false)), SSO_MSG.emailNotVerified);
  });

  it("does not link another account's e-mail outside the team's verified domains", async () => {
    const outsider = await verifiedSession('oidc-outsider');
    const login = idpPerson(outsider.email);
    // The provider vouches for an address in a domain the team never proved it holds.
    const { redirectUrl, cookie } = await startOidc(team.email('decoy'));
    expectRefused(await arriveAtCallback(await idp.signIn(redirectUrl, login), cookie), SSO_MSG.emailDomainNotVerified);
    const after = await me(outsider.token);
    expect({ teamId: after.body.teamId, role: after.body.teamRole }).toEqual({ teamId: outsider.user.teamId, role: 'owner' });
  });

  it('routes nobody through a domain that is not verified', async () => {
    const owner = await verifiedSession('oidc-pending');
    const domain = `pending-${randomUUID().slice(0, 8)}.example`;
    const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [domain]) });
    expect({ status: saved.status, verified: saved.body.config.domains[0].verified }).toEqual({ status: 200, verified: false });
    const start = await call('POST', '/api/auth/sso', { json: { email: `someone@${domain}` } });
    expect({ status: start.status, detail: start.body.detail }).toEqual({ status: 404, detail: SSO_MSG.noSsoForDomain });
    const check = await call('POST', `/api/team/sso/domains/${domain}/verify`, { headers: owner.auth });
    expect({ status: check.status, verified: check.body.domain.verified }).toEqual({ status: 200, verified: false });
  });

  it('does not let a second team claim a verified domain', async () => {
    const owner = await verifiedSession('oidc-squatter');
    const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [team.domain]) });
    expect({ status: saved.status, detail: saved.body.detail }).toEqual({ status: 409, detail: SSO_MSG.domainTaken(team.domain) });
  });

  it('refuses a provider whose discovery names another issuer, and never shows the client secret', async () => {
    const mismatch = await call('PUT', '/api/team/sso', {
      headers: team.owner.auth,
      json: oidcSettings(idp, [team.domain], { oidc: { issuer: `${idp.issuer}/`, clientId: idp.clientId, clientSecret: 's' } }),
    });
    expect({ status: mismatch.status, detail: mismatch.body.detail }).toEqual({
      status: 400,
      detail: SSO_MSG.discoveryIssuerMismatch(`${idp.issuer}/`, idp.issuer),
    });
    const shown = await call('GET', '/api/team/sso', { headers: team.owner.auth });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(idp.clientSecret);
    expect(shown.body.config.oidc).toEqual({ issuer: idp.issuer, clientId: idp.clientId, clientSecretSet: true, scopes: ['email', 'profile'] });
  });

  it("links an account in a verified domain at its first sign-in (joining with the default role); enforced, its password no longer signs in, a break-glass owner's still does", async () => {
    const owner = await verifiedSession('oidc-enforce');
    const domain = `enforce-${randomUUID().slice(0, 8)}.example`;
    const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [domain], { defaultRole: 'member' }) });
    await verifyDomain(owner, domain, saved.body.config.domains[0].txtValue);
    // A person who signed up with a password, in the domain, before the team turned single sign-on on.
    const member = await verifiedSessionAt(`ömer-${randomUUID().slice(0, 6)}@${domain}`.replace('ö', 'o'), 'Ömer');
    const token = expectSignedIn(await oidcSignIn(idp, member.email, idpPerson(member.email, 'Ömer at the IdP')));
    const linked = await me(token);
    expect({ id: linked.body.id, name: linked.body.name }, 'the existing account, its own name kept').toEqual({ id: member.user.id, name: 'Ömer' });
    const teams = await call('GET', '/api/me/teams', { headers: { authorization: `Bearer ${token}` } });
    expect(
      (teams.body.items as { id: string; role: string }[]).find((t) => t.id === owner.user.teamId)?.role,
      "the SSO team among the person's teams, with the default role",
    ).toBe('member');

    const notOwner = await call('PUT', '/api/team/sso', {
      headers: owner.auth,
      json: oidcSettings(idp, [domain], { enforced: true, breakGlassUserIds: [member.user.id] }),
    });
    expect({ status: notOwner.status, detail: notOwner.body.detail }).toEqual({ status: 400, detail: SSO_MSG.breakGlassNotOwner });
    const enforced = await call('PUT', '/api/team/sso', {
      headers: owner.auth,
      json: oidcSettings(idp, [domain], { enforced: true, breakGlassUserIds: [owner.user.id] }),
    });
    expect(enforced.status).toBe(200);

    const refused = await call('POST', '/api/auth/signin', { json: { email: member.email, password: TEST_PASSWORD } });
    expect({ status: refused.status, detail: refused.body.detail }).toEqual({ status: 403, detail: SSO_MSG.passwordSignInRefused });
    expect((await signIn(owner.email, TEST_PASSWORD)).user.id, 'the break-glass owner signs in with a password').toBe(owner.user.id);

    const unenforced = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [domain], { enforced: false }) });
    expect(unenforced.status).toBe(200);
    expect((await signIn(member.email, TEST_PASSWORD)).user.id, 'not enforced: the password signs in again').toBe(member.user.id);
  });

  it("refuses other members' access to the settings (owners only)", async () => {
    const email = team.email('viewer');
    const token = expectSignedIn(await oidcSignIn(idp, email, idpPerson(email)));
    const read = await call('GET', '/api/team/sso', { headers: { authorization: `Bearer ${token}` } });
    expect({ status: read.status, detail: read.body.detail }).toEqual({ status: 403, detail: MSG.roleLacksScope('sso:write') });
  });
});
