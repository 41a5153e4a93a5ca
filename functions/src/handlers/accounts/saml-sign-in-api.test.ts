import { X509Certificate } from 'node:crypto';
import { MSG, SSO_MSG } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, type ApiAnswer } from '#test-support/api.js';
import { selfSignedKey, startSamlIdp, type AnswerBend, type SamlIdp } from '#test-support/sso/saml-idp.js';
import { atIdp, postToAcs, samlTeam, setEnforced, startSso, type SamlTeam } from '#test-support/sso/saml-team.js';
import { expectRefused, expectSignedIn } from '#test-support/sso/sso-answers.js';

// Single sign-on by SAML 2.0 through the real routes: POST /api/auth/sso → the test IdP
// (loopback, its own key and certificate, real signed answers) → its form posted cross-site to
// POST /api/auth/sso/saml/acs → a session cookie and a redirect into the app, or a redirect to
// the sign-in page saying why not.

let idp: SamlIdp;
let team: SamlTeam;

beforeAll(async () => {
  idp = await startSamlIdp();
  team = await samlTeam(idp, 'saml');
}, 60_000);
afterAll(() => idp?.close());

const me = (token: string) => call('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } });

/** A whole sign-in of whoever is signed in at the IdP, the next answer bent as given. */
async function signInAtIdp(email: string, bend?: AnswerBend): Promise<ApiAnswer> {
  const redirectUrl = await startSso(email);
  idp.next = bend;
  return postToAcs(idp, await atIdp(redirectUrl));
}

describe('SAML service provider', () => {
  it('answers its metadata: entity ID and the assertion consumer service (HTTP-POST)', async () => {
    const res = await call('GET', '/api/auth/sso/saml/metadata');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/samlmetadata+xml');
    const base = runtime().appUrl;
    expect(res.body).toContain(`entityID="${base}/api/auth/sso/saml/metadata"`);
    expect(res.body).toContain(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${base}/api/auth/sso/saml/acs"`);
  });

  it('sends the browser to the IdP with an AuthnRequest and a RelayState', async () => {
    const url = new URL(await startSso(team.email('someone')));
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(url.searchParams.get('RelayState')?.length).toBeGreaterThan(20);
  });
});

describe('SAML settings through PUT /api/team/sso', () => {
  const save = (owner: Session, saml: Record<string, unknown>) =>
    call('PUT', '/api/team/sso', {
      headers: owner.auth,
      json: {
        protocol: 'saml',
        saml,
        domains: [`${owner.user.teamId.slice(0, 8)}-settings.example`],
        enforced: false,
        breakGlassUserIds: [],
        defaultRole: 'viewer',
      },
    });

  it('reads the metadata at its URL, or as uploaded XML, and shows the certificates by fingerprint only', async () => {
    const owner = (await samlTeam(idp, 'saml-settings')).owner;
    const fingerprint = new X509Certificate(idp.key.certificate).fingerprint256;
    const byUrl = await save(owner, { metadataUrl: idp.metadataUrl });
    expect({ status: byUrl.status, saml: byUrl.body.config?.saml }).toEqual({
      status: 200,
      saml: { metadataUrl: idp.metadataUrl, entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: [{ fingerprint, notAfter: expect.any(String) }] },
    });
    expect(JSON.stringify(byUrl.body)).not.toContain(idp.key.certificate.split('\n')[1]);
    const byFile = await save(owner, { metadataXml: idp.metadataXml });
    expect({ status: byFile.status, entityId: byFile.body.config?.saml?.entityId, url: byFile.body.config?.saml?.metadataUrl }).toEqual({
      status: 200,
      entityId: idp.entityId,
      url: undefined,
    });
  });

  it('refuses metadata it cannot use, saying why', async () => {
    // A team without single sign-on yet: typed-in settings have no saved certificates to keep.
    const owner = await verifiedSession('saml-bad-settings', 'Saml Bad Settings');
    const doctype = await save(owner, {
      metadataXml: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${idp.metadataXml.replace('<?xml version="1.0"?>', '')}`,
    });
    expect({ status: doctype.status, message: doctype.body.errorMessage }).toEqual({
      status: 400,
      message: SSO_MSG.samlMetadataInvalid('it declares a DOCTYPE, which SAML metadata never needs'),
    });
    const missing = await save(owner, { metadataUrl: `${idp.metadataUrl}/missing` });
    expect({ status: missing.status, message: missing.body.errorMessage }).toEqual({
      status: 400,
      message: SSO_MSG.discoveryFailed(`${idp.metadataUrl}/missing`),
    });
    const noCert = await save(owner, { entityId: idp.entityId, ssoUrl: 'https://idp.example/sso' });
    expect({ status: noCert.status, message: noCert.body.errorMessage }).toEqual({ status: 400, message: SSO_MSG.samlRequired });
  });
});

describe('SAML sign-in', () => {
  it('signs a new person in just in time, a member with the default role, named as the IdP says (Turkish, emoji)', async () => {
    idp.signedIn = { email: team.email('ayse.yilmaz'), nameId: 'idp-user-1', name: 'Ayşe Yılmaz İnce 🎉' };
    const token = expectSignedIn(await signInAtIdp(team.email('ayse.yilmaz')));
    const user = (await me(token)).body;
    expect(user).toMatchObject({ email: team.email('ayse.yilmaz'), name: 'Ayşe Yılmaz İnce 🎉', teamId: team.teamId, teamRole: 'member', verified: true });
  });

  it('signs the same person in to the same account the next time', async () => {
    idp.signedIn = { email: team.email('omar'), nameId: 'idp-user-2', name: 'عمر' };
    const first = (await me(expectSignedIn(await signInAtIdp(team.email('omar'))))).body;
    const again = (await me(expectSignedIn(await signInAtIdp(team.email('omar'))))).body;
    expect(again.id).toBe(first.id);
    expect(first.name).toBe('عمر');
  });

  it('signs in a response signed on the Response instead of the Assertion', async () => {
    idp.signedIn = { email: team.email('response.signed'), nameId: 'idp-user-3' };
    expectSignedIn(await signInAtIdp(team.email('response.signed'), { signResponse: true }));
  });

  it('gives no session to a person the IdP no longer knows: it posts nothing back', async () => {
    idp.signedIn = undefined;
    const redirectUrl = await startSso(team.email('removed'));
    await expect(atIdp(redirectUrl)).rejects.toThrow(/expected the IdP's auto-post form/);
  });

  it("applies the team's enforcement: with SSO enforced, the owner's password no longer signs in", async () => {
    await setEnforced(team, true);
    try {
      const refused = await call('POST', '/api/auth/signin', { json: { email: team.owner.email, password: team.owner.password } });
      expect({ status: refused.status, message: refused.body.errorMessage }).toEqual({ status: 403, message: SSO_MSG.passwordSignInRefused });
      idp.signedIn = { email: team.email('enforced'), nameId: 'idp-user-4' };
      expectSignedIn(await signInAtIdp(team.email('enforced')));
    } finally {
      await setEnforced(team, false);
    }
  });
});

describe('SAML answers refused, each with a message on the sign-in page', () => {
  const person = () => ({ email: team.email('mallory'), nameId: 'idp-user-9' });

  it('refuses another audience', async () => {
    idp.signedIn = person();
    expectRefused(await signInAtIdp(person().email, { audience: 'https://other-sp.example/saml' }), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses another issuer', async () => {
    idp.signedIn = person();
    expectRefused(await signInAtIdp(person().email, { issuer: 'https://evil.example/idp' }), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses another recipient', async () => {
    idp.signedIn = person();
    expectRefused(await signInAtIdp(person().email, { recipient: 'https://evil.example/acs' }), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses a signature by a key the team did not give (a certificate of its own)', async () => {
    idp.signedIn = person();
    expectRefused(await signInAtIdp(person().email, { signWith: selfSignedKey('Not the IdP') }), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses an assertion whose NameID was changed after signing (signature wrapping)', async () => {
    idp.signedIn = { email: team.email('victim'), nameId: 'victim-id' };
    const wrapped = { tamper: (xml: string) => xml.replace('>victim-id</saml:NameID>', '>attacker-id</saml:NameID>') };
    expectRefused(await signInAtIdp(team.email('victim'), wrapped), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses an expired assertion', async () => {
    idp.signedIn = person();
    const past = { notBefore: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 10 * 60_000) };
    expectRefused(await signInAtIdp(person().email, past), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses an unsolicited answer: no InResponseTo, or no RelayState', async () => {
    idp.signedIn = person();
    expectRefused(await signInAtIdp(person().email, { inResponseTo: null }), SSO_MSG.idpAnswerInvalid);
    const post = await atIdp(await startSso(person().email));
    expectRefused(await postToAcs(idp, { acsUrl: post.acsUrl, SAMLResponse: post.SAMLResponse }), SSO_MSG.signInExpired);
  });

  it('signs no one in with an answer posted from another browser (login CSRF): the finish step needs the cookie of the browser that began', async () => {
    idp.signedIn = { email: team.email('forced'), nameId: 'idp-user-csrf' };
    // Someone begins a sign-in in their own browser and gets a valid answer; another browser posts it.
    const post = await atIdp(await startSso(team.email('forced')));
    expectRefused(await postToAcs(idp, post, null), SSO_MSG.signInExpired);
    const again = await atIdp(await startSso(team.email('forced')));
    expectRefused(await postToAcs(idp, again, 'a-cookie-of-another-browser'), SSO_MSG.signInExpired);
    // The browser that began it completes it once; its code is single use.
    const own = await atIdp(await startSso(team.email('forced')));
    expectSignedIn(await postToAcs(idp, own));
  });

  it('refuses a replayed answer: posted again, or with a new attempt', async () => {
    idp.signedIn = { email: team.email('replayed'), nameId: 'idp-user-5' };
    const post = await atIdp(await startSso(team.email('replayed')));
    expectSignedIn(await postToAcs(idp, post));
    expectRefused(await postToAcs(idp, post), SSO_MSG.signInExpired);
    const fresh = new URL(await startSso(team.email('replayed'))).searchParams.get('RelayState')!;
    expectRefused(await postToAcs(idp, { ...post, RelayState: fresh }), SSO_MSG.idpAnswerInvalid);
  });

  it('refuses an assertion ID it has already taken, even answering a new request', async () => {
    idp.signedIn = { email: team.email('same.assertion'), nameId: 'idp-user-6' };
    const assertionId = `_fixed${Date.now()}`;
    expectSignedIn(await signInAtIdp(team.email('same.assertion'), { assertionId }));
    expectRefused(await signInAtIdp(team.email('same.assertion'), { assertionId }), SSO_MSG.idpAnswerInvalid);
  });

  it("names the IdP's own refusal by its status code, never its unsigned free text", async () => {
    idp.signedIn = person();
    const status = { code: 'urn:oasis:names:tc:SAML:2.0:status:AuthnFailed', message: 'Hesap kilitli — call +1 555 0100 İzin yok' };
    expectRefused(await signInAtIdp(person().email, { status }), SSO_MSG.idpRefused('AuthnFailed'));
  });

  it('refuses garbage: not base64, not XML, a DOCTYPE', async () => {
    for (const SAMLResponse of [
      '%%%not base64%%%',
      Buffer.from('<<not xml').toString('base64'),
      Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><x/>').toString('base64'),
    ]) {
      const { RelayState } = Object.fromEntries(new URL(await startSso(person().email)).searchParams) as { RelayState: string };
      expectRefused(await postToAcs(idp, { acsUrl: `${runtime().appUrl}/api/auth/sso/saml/acs`, SAMLResponse, RelayState }), SSO_MSG.idpAnswerInvalid);
    }
  });

  it('still refuses JSON at the ACS (415) and, elsewhere, forms from other sites (403)', async () => {
    const json = await call('POST', '/api/auth/sso/saml/acs', { json: { SAMLResponse: 'x' }, headers: { origin: 'https://idp.example' } });
    expect({ status: json.status, message: json.body.errorMessage }).toEqual({ status: 415, message: MSG.unsupportedMediaType });
    const form = await call('POST', '/api/auth/sso', {
      raw: 'email=a%40b.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.example', 'sec-fetch-site': 'cross-site' },
    });
    expect({ status: form.status, message: form.body.errorMessage }).toEqual({ status: 403, message: MSG.crossSiteRequest });
  });
});
