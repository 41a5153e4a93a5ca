import { randomUUID } from 'node:crypto';
import { MSG, type Domain, type DomainList } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { publishDns, unpublishDns } from '#test-support/dns.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// Branded domains through the API, verified by DNS answers from the test runtime's own DNS
// server on loopback (infra/local/test/dns-server.ts; the runtime's DNS_SERVERS).

const platformHost = () => new URL(runtime().appUrl).hostname;
const fresh = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}.acme.test`;
/** A signing certificate's SHA-256 as keytool prints it. */
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').toUpperCase()).join(':');

function txtOf(domain: Domain): string {
  const txt = domain.records.find((r) => r.type === 'TXT');
  if (!txt) throw new Error(`expected a TXT record among ${JSON.stringify(domain.records)}`);
  return txt.value;
}

/** Publishes both records the domain asks for. */
function publishRecords(domain: Domain): void {
  publishDns(`_kisa.${domain.host}`, { TXT: [txtOf(domain)] });
  publishDns(domain.host, { CNAME: platformHost() });
}

async function add(owner: Session, host: string) {
  return call<Domain & { errorMessage?: string }>('POST', '/api/domains', { headers: owner.auth, json: { host } });
}

async function check(owner: Session, host: string) {
  return call<Domain & { errorMessage?: string }>('POST', `/api/domains/${encodeURIComponent(host)}/check`, { headers: owner.auth });
}

describe('branded domains API', () => {
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    [owner, other] = await Promise.all([verifiedSession('domains'), verifiedSession('domains-other')]);
  });

  it('adds a domain pending with the records to create, verifies it once they resolve, and lists it', async () => {
    const host = fresh('go');
    const added = await add(owner, host.toUpperCase());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ host, status: 'pending', isDefault: false, links: 0 });
    expect(added.body.records).toEqual([
      { type: 'TXT', name: `_kisa.${host}`, value: expect.stringMatching(/^kisa-verify=[0-9a-f]{32}$/), purpose: 'ownership', found: false },
      { type: 'CNAME', name: host, value: platformHost(), purpose: 'routing', found: false },
    ]);
    expect(added.body.reason).toContain(`_kisa.${host}`);
    expect(added.body.lastCheckedAt).toBeDefined();

    // Only the TXT: still pending, and the reason names the routing record.
    publishDns(`_kisa.${host}`, { TXT: ['v=spf1 -all', txtOf(added.body)] });
    const half = await check(owner, host);
    expect(half.body).toMatchObject({ status: 'pending' });
    expect(half.body.records.map((r) => r.found)).toEqual([true, false]);
    expect(half.body.reason).toBe(MSG.domainRoutingMissing(host, platformHost()));

    publishDns(host, { CNAME: `${platformHost()}.` });
    const verified = await check(owner, host);
    expect(verified.body).toMatchObject({ host, status: 'verified' });
    expect(verified.body.reason).toBeUndefined();
    expect(verified.body.verifiedAt).toBeDefined();

    const list = await call<DomainList>('GET', '/api/domains', { headers: owner.auth });
    expect(list.status).toBe(200);
    expect(list.body.platformHost).toBe(platformHost());
    expect(list.body.items.find((d) => d.host === host)).toMatchObject({ status: 'verified', records: [{ found: true }, { found: true }] });
  });

  it("accepts an apex whose A records are the short domain's addresses, and an IDN host in any form", async () => {
    const apex = `apex-${randomUUID().slice(0, 8)}.test`;
    const added = await add(owner, apex);
    publishDns(`_kisa.${apex}`, { TXT: [txtOf(added.body)] });
    publishDns(apex, { A: ['127.0.0.1'] });
    expect((await check(owner, apex)).body.status).toBe('verified');

    const unicode = `kısa-${randomUUID().slice(0, 6)}.örnek.test`;
    // Capitals outside the dotless ı (whose capital I folds to another letter).
    const idn = await add(owner, `https://${unicode.replace('örnek', 'ÖRNEK')}/`);
    expect(idn.status, JSON.stringify(idn.body)).toBe(201);
    expect(idn.body.host).toBe(new URL(`http://${unicode}`).hostname);
    expect(idn.body.host).toMatch(/^xn--/);
    const byUnicode = await call<Domain>('POST', `/api/domains/${encodeURIComponent(unicode)}/check`, { headers: owner.auth });
    expect(byUnicode.status).toBe(200);
    expect(byUnicode.body.host).toBe(idn.body.host);
  });

  it('one team per host: another team cannot add a verified domain, nor verify one it added first', async () => {
    const host = fresh('claim');
    const early = await add(other, host); // the other team adds it first, and never proves it
    expect(early.status).toBe(201);
    const mine = await add(owner, host);
    publishRecords(mine.body);
    expect((await check(owner, host)).body.status).toBe('verified');

    expect(await add(other, fresh('x')).then((r) => r.status)).toBe(201);
    const late = await add(other, host);
    expect(late.status).toBe(409);
    expect(late.body.errorMessage).toBe(MSG.domainClaimed);

    // Even with the records published (they carry the owner's token, not theirs): never verified.
    publishDns(`_kisa.${host}`, { TXT: [txtOf(mine.body), txtOf(early.body)] });
    const theirs = await check(other, host);
    expect(theirs.body).toMatchObject({ status: 'pending', reason: MSG.domainClaimed });
    expect((await add(owner, host)).body.errorMessage).toBe(MSG.domainAlreadyAdded);
  });

  it('turns misconfigured when a record goes, and verified again when it is back', async () => {
    const host = fresh('flaky');
    const added = await add(owner, host);
    publishRecords(added.body);
    expect((await check(owner, host)).body.status).toBe('verified');
    unpublishDns(host);
    const broken = await check(owner, host);
    expect(broken.body).toMatchObject({ status: 'misconfigured', reason: MSG.domainRoutingMissing(host, platformHost()) });
    publishDns(host, { CNAME: platformHost() });
    expect((await check(owner, host)).body).toMatchObject({ status: 'verified' });
  });

  it('sets the pages a domain serves and its default flag (verified only), and clears them', async () => {
    const host = fresh('pages');
    const pending = await add(owner, host);
    const early = await call('PATCH', `/api/domains/${host}`, { headers: owner.auth, json: { isDefault: true } });
    expect(early.status).toBe(409);
    expect(early.body.errorMessage).toBe(MSG.domainNotVerified);

    publishRecords(pending.body);
    await check(owner, host);
    const pages = {
      rootUrl: 'www.acme.example/home',
      notFoundUrl: 'https://acme.example/404',
      robotsTxt: 'User-agent: *\nDisallow: /',
      appleAppSiteAssociation: '{"applinks":{"details":[]}}',
      assetLinks: JSON.stringify([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: { namespace: 'android_app', package_name: 'com.acme.app', sha256_cert_fingerprints: [FINGERPRINT] },
        },
      ]),
      isDefault: true,
    };
    const set = await call<Domain>('PATCH', `/api/domains/${host}`, { headers: owner.auth, json: pages });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ ...pages, rootUrl: 'https://www.acme.example/home', isDefault: true });

    // A second default takes the flag over.
    const second = fresh('pages2');
    publishRecords((await add(owner, second)).body);
    await check(owner, second);
    await call('PATCH', `/api/domains/${second}`, { headers: owner.auth, json: { isDefault: true } });
    const list = await call<DomainList>('GET', '/api/domains', { headers: owner.auth });
    expect(list.body.items.filter((d) => d.isDefault).map((d) => d.host)).toEqual([second]);

    const cleared = await call<Domain>('PATCH', `/api/domains/${host}`, { headers: owner.auth, json: { rootUrl: null, robotsTxt: '' } });
    expect(cleared.body).toMatchObject({ rootUrl: null, robotsTxt: null, notFoundUrl: pages.notFoundUrl });

    for (const [json, message] of [
      [{ appleAppSiteAssociation: 'not json' }, MSG.domainFileNotJson],
      // The app-links files in the platforms' shapes, each refusal naming what is wrong.
      [{ appleAppSiteAssociation: '[{"applinks":{"details":[]}}]' }, MSG.aasaNotObject],
      [{ appleAppSiteAssociation: '{"webcredentials":{"apps":["ABCDE12345.com.acme.app"]}}' }, MSG.aasaApplinks],
      [
        { appleAppSiteAssociation: '{"applinks":{"details":[{"appIDs":["com.acme.app"],"components":[]}]}}' },
        MSG.aasaAppId('applinks.details entry 1', 'com.acme.app'),
      ],
      [{ assetLinks: '{"relation":["delegate_permission/common.handle_all_urls"]}' }, MSG.assetLinksNotArray],
      [{ assetLinks: '[{"relation":["delegate_permission/common.handle_all_urls"]}]' }, MSG.assetLinksTarget(1)],
      [
        {
          assetLinks: JSON.stringify([
            {
              relation: ['delegate_permission/common.handle_all_urls'],
              target: { namespace: 'android_app', package_name: 'com.acme.app', sha256_cert_fingerprints: ['AB:CD'] },
            },
          ]),
        },
        MSG.assetLinksFingerprint(1, 'AB:CD'),
      ],
      [{ robotsTxt: 'x'.repeat(10_001) }, MSG.domainFileTooLong],
      [{ rootUrl: 'javascript:alert(1)' }, undefined],
      [{ colour: 'red' }, undefined],
    ] as const) {
      const bad = await call('PATCH', `/api/domains/${host}`, { headers: owner.auth, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      if (message) expect(bad.body.errorMessage).toBe(message);
    }
  });

  it('removes a domain, after which another team may verify the host', async () => {
    const host = fresh('gone');
    const added = await add(owner, host);
    publishRecords(added.body);
    await check(owner, host);
    const removed = await call('DELETE', `/api/domains/${host}`, { headers: owner.auth });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MSG.domainRemoved);
    expect((await call('DELETE', `/api/domains/${host}`, { headers: owner.auth })).status).toBe(404);

    const theirs = await add(other, host);
    expect(theirs.status).toBe(201);
    publishRecords(theirs.body);
    expect((await check(other, host)).body.status).toBe('verified');
  });

  it("refuses bad hosts with one message, and the platform's own host", async () => {
    for (const host of ['localhost', '127.0.0.1', 'acme', 'go.acme.test/path', 'go.acme.test:8080', 'a..b.test', '-x.test', '', 'user@go.acme.test']) {
      const res = await add(owner, host);
      expect(res.status, host).toBe(400);
      expect(res.body.errorMessage, host).toBe(MSG.domainInvalid);
    }
    expect((await call('POST', '/api/domains', { headers: owner.auth, json: { host: 42 } })).status).toBe(400);
    const platform = await add(owner, `${platformHost()}.`);
    // localhost is no public host at all; the platform check is for the deployed short domain.
    expect(platform.status).toBe(400);
    for (const path of ['/api/domains/127.0.0.1/check', `/api/domains/${fresh('unknown')}/check`]) {
      expect((await call('POST', path, { headers: owner.auth })).status).toBe(404);
    }
  });

  it("lets members list the team's domains, and only owners change them; other teams see none of them", async () => {
    const host = fresh('team');
    await add(owner, host);
    const member = await addMember(owner, 'Domain Member');
    const session = await signIn(member.email, MEMBER_PASSWORD);
    const listed = await call<DomainList>('GET', '/api/domains', { headers: session.auth });
    expect(listed.body.items.map((d) => d.host)).toContain(host);
    for (const [method, path, json] of [
      ['POST', '/api/domains', { host: fresh('m') }],
      ['POST', `/api/domains/${host}/check`, undefined],
      ['PATCH', `/api/domains/${host}`, { robotsTxt: 'x' }],
      ['DELETE', `/api/domains/${host}`, undefined],
    ] as const) {
      expect((await call(method, path, { headers: session.auth, ...(json ? { json } : {}) })).status, `${method} ${path}`).toBe(403);
    }
    const outsider = await call<DomainList>('GET', '/api/domains', { headers: other.auth });
    expect(outsider.body.items.map((d) => d.host)).not.toContain(host);
    expect((await call('DELETE', `/api/domains/${host}`, { headers: other.auth })).status).toBe(404);
    expect((await call('GET', '/api/domains')).status).toBe(401);
  });
});
