import { randomUUID } from 'node:crypto';
import { SSO_MSG } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { publishDns } from '#test-support/dns.js';
import { startOidcProvider, type OidcIdp, type ProviderFault } from '#test-support/sso/oidc-provider.js';
import { oidcRedirectUri, oidcSettings, oidcSignIn, oidcTeam, type OidcTeam } from '#test-support/sso/oidc-team.js';
import { expectRefused, expectSignedIn } from '#test-support/sso/sso-answers.js';

// Single sign-on when what it calls fails: the team's OpenID Provider (its token endpoint and its
// keys at sign-in, its discovery document at save) and a SAML IdP's metadata URL (at save)
// refusing the connection, not answering within the limit, answering 500/503/429 or garbage; the
// DNS server not answering a domain's check.
// Through the real routes: the browser goes to the sign-in page saying why, no session starts,
// nothing is half-written — the same person signs in once the provider is back.

let idp: OidcIdp;
let team: OidcTeam;

beforeAll(async () => {
  idp = await startOidcProvider(oidcRedirectUri());
  team = await oidcTeam(idp, 'oidc-fail');
}, 60_000);
afterAll(() => idp?.close());

const UNREACHABLE: ProviderFault['kind'][] = ['refuse', 'hang', 500, 503, 429];

describe('OIDC sign-in when the provider fails', () => {
  for (const path of ['/token', '/jwks']) {
    for (const kind of [...UNREACHABLE, 'garbage'] as const) {
      it(`${path} ${kind}: to the sign-in page with the reason, no session; signs in once it is back`, async () => {
        const login = `u-${randomUUID()}`;
        idp.accounts.set(login, { email: team.email(`f-${randomUUID().slice(0, 8)}`), name: 'Şule Çağrı' });
        const email = idp.accounts.get(login)!.email;
        idp.fault = { path, kind };
        try {
          expectRefused(await oidcSignIn(idp, email, login), kind === 'garbage' ? SSO_MSG.idpAnswerInvalid : SSO_MSG.idpUnreachable);
        } finally {
          idp.fault = undefined;
        }
        expectSignedIn(await oidcSignIn(idp, email, login));
      }, 30_000);
    }
  }
});

describe('saving OIDC settings when discovery fails', () => {
  for (const kind of [...UNREACHABLE, 'garbage'] as const) {
    it(`discovery ${kind}: 400 naming the address, nothing saved`, async () => {
      const owner = await verifiedSession('oidc-disc', 'Discovery Owner');
      idp.fault = { path: '/.well-known/openid-configuration', kind };
      try {
        const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [`d-${randomUUID().slice(0, 8)}.example`]) });
        expect({ status: saved.status, message: saved.body.errorMessage }).toEqual({
          status: 400,
          message: SSO_MSG.discoveryFailed(`${idp.issuer}/.well-known/openid-configuration`),
        });
      } finally {
        idp.fault = undefined;
      }
      expect((await call('GET', '/api/team/sso', { headers: owner.auth })).body).toMatchObject({ config: null });
    }, 30_000);
  }
});

describe('saving SAML settings when the metadata URL fails', () => {
  // The loopback provider's fault switch serves any path: here, where an IdP's metadata would be.
  for (const kind of [...UNREACHABLE, 'garbage'] as const) {
    it(`metadata ${kind}: 400 naming the address or the problem, nothing saved`, async () => {
      const owner = await verifiedSession('saml-meta', 'Metadata Owner');
      const metadataUrl = `${idp.issuer}/saml/metadata.xml`;
      idp.fault = { path: '/saml/metadata.xml', kind };
      try {
        const saved = await call('PUT', '/api/team/sso', {
          headers: owner.auth,
          json: {
            protocol: 'saml',
            saml: { metadataUrl },
            domains: [`m-${randomUUID().slice(0, 8)}.example`],
            enforced: false,
            breakGlassUserIds: [],
            defaultRole: 'viewer',
          },
        });
        expect(saved.status).toBe(400);
        if (kind === 'garbage') expect(saved.body.errorMessage).toMatch(/^The identity provider’s SAML metadata cannot be used: /);
        else expect(saved.body.errorMessage).toBe(SSO_MSG.discoveryFailed(metadataUrl));
      } finally {
        idp.fault = undefined;
      }
      expect((await call('GET', '/api/team/sso', { headers: owner.auth })).body).toMatchObject({ config: null });
    }, 30_000);
  }
});

describe("a domain's DNS check when DNS fails", () => {
  it('SERVFAIL or no answer in time: 503 saying DNS did not answer, the domain stays unverified; an absent record: 200 saying what to publish', async () => {
    const owner = await verifiedSession('oidc-dns', 'DNS Owner');
    const domain = `dns-${randomUUID().slice(0, 8)}.example`;
    const saved = await call('PUT', '/api/team/sso', { headers: owner.auth, json: oidcSettings(idp, [domain]) });
    expect(saved.status).toBe(200);
    const verify = () => call('POST', `/api/team/sso/domains/${domain}/verify`, { headers: owner.auth });

    publishDns(domain, { TXT: [saved.body.config.domains[0].txtValue], servfail: true });
    expect(await verify()).toMatchObject({ status: 503, body: { errorMessage: SSO_MSG.dnsUnreachable } });
    publishDns(domain, { TXT: [saved.body.config.domains[0].txtValue], delayMs: 12_000 });
    expect(await verify()).toMatchObject({ status: 503, body: { errorMessage: SSO_MSG.dnsUnreachable } });
    publishDns(domain, { TXT: ['kisa-sso=someone-else'] });
    const missing = await verify();
    expect({ status: missing.status, verified: missing.body.domain.verified }).toEqual({ status: 200, verified: false });
    publishDns(domain, { TXT: [saved.body.config.domains[0].txtValue] });
    expect((await verify()).body.domain.verified).toBe(true);
  }, 60_000);
});
