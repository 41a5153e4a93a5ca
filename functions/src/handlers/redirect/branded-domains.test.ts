import { randomBytes, randomUUID } from 'node:crypto';
import { BRANDED_DOMAIN_HEADER, MSG, type Domain, type DomainList, type Link } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { getOnHost, verifiedDomain } from '#test-support/domains.js';

// Links on branded domains, visited through the real gateway with Host headers: the
// gateway plays the branded domains' edge (every path to the redirect, the domain in a header).

const stamp = () => randomBytes(4).toString('hex');
const freshHost = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}.acme.test`;

let owner: Session;
let rival: Session;
let mine: Domain;
let theirs: Domain;

beforeAll(async () => {
  [owner, rival] = await Promise.all([verifiedSession('branded'), verifiedSession('branded-rival')]);
  [mine, theirs] = await Promise.all([verifiedDomain(owner, freshHost('go')), verifiedDomain(rival, freshHost('to'))]);
});

async function createOn(session: Session, json: Record<string, unknown>) {
  return call<Link & { errorMessage?: string }>('POST', '/api/links', { headers: session.auth, json });
}

async function domainOf(session: Session, host: string): Promise<Domain> {
  const list = await call<DomainList>('GET', '/api/domains', { headers: session.auth });
  const found = list.body.items.find((d) => d.host === host);
  if (!found) throw new Error(`expected ${host} among ${JSON.stringify(list.body.items.map((d) => d.host))}`);
  return found;
}

describe('links on branded domains', () => {
  it('serves the same alias on two domains and on the platform, each to its own target', async () => {
    const alias = `Spring-${stamp()}`;
    const a = await createOn(owner, { longUrl: 'https://a.example/spring', shortUrl: alias, domain: mine.host });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body.domain).toBe(mine.host);
    const b = await createOn(rival, { longUrl: 'https://b.example/spring', shortUrl: alias, domain: theirs.host });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    const p = await createOn(owner, { longUrl: 'https://p.example/spring', shortUrl: alias });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    expect(p.body.domain).toBeNull();
    // Taken on that domain, in any case.
    expect((await createOn(owner, { longUrl: 'https://a.example/2', shortUrl: alias.toUpperCase(), domain: mine.host })).status).toBe(409);

    expect(await getOnHost(mine.host, `/${alias.toLowerCase()}`)).toMatchObject({ status: 302, location: 'https://a.example/spring' });
    expect(await getOnHost(theirs.host, `/${alias}`)).toMatchObject({ status: 302, location: 'https://b.example/spring' });
    expect(await getOnHost('localhost', `/${alias}`)).toMatchObject({ status: 302, location: 'https://p.example/spring' });
    // A viewer cannot name a domain itself: the edge's header is the edge's.
    expect(await getOnHost('localhost', `/${alias}`, { [BRANDED_DOMAIN_HEADER]: mine.host })).toMatchObject({ location: 'https://p.example/spring' });

    const availability = async (domain: string | undefined) =>
      (await call('GET', `/api/links/availability?alias=${alias}${domain === undefined ? '' : `&domain=${domain}`}`, { headers: owner.auth })).body.available;
    expect(await availability(mine.host)).toBe(false);
    expect(await availability('')).toBe(false);
    const other = await verifiedDomain(owner, freshHost('third'));
    expect(await availability(other.host)).toBe(true);

    // The dashboard's search finds a link by its domain.
    const found = await call<{ items: Link[] }>('GET', `/api/links?q=${encodeURIComponent(mine.host)}`, { headers: owner.auth });
    expect(found.body.items.map((l) => l.id)).toContain(a.body.id);
    expect(found.body.items.map((l) => l.id)).not.toContain(p.body.id);
  });

  it("answers a domain's root, unknown codes, robots.txt and app-links files as its team set them", async () => {
    const host = (await verifiedDomain(owner, freshHost('pages'))).host;
    expect((await getOnHost(host, '/')).status).toBe(404);
    expect((await getOnHost(host, `/nothing-${stamp()}`)).status).toBe(404);
    expect(await getOnHost(host, '/robots.txt')).toMatchObject({ status: 200, body: 'User-agent: *\nAllow: /\n' });
    expect((await getOnHost(host, '/.well-known/apple-app-site-association')).status).toBe(404);

    const aasa = '{"applinks":{"details":[{"appIDs":["ABCDE12345.com.acme.app"],"components":[{"/":"/*"}]}]}}';
    const patched = await call('PATCH', `/api/domains/${host}`, {
      headers: owner.auth,
      json: {
        rootUrl: 'https://acme.example/',
        notFoundUrl: 'https://acme.example/missing',
        robotsTxt: 'User-agent: *\nDisallow: /private',
        appleAppSiteAssociation: aasa,
        assetLinks: '[]',
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // The redirect caches a domain's pages for up to 5 s.
    await expect.poll(async () => (await getOnHost(host, '/')).location, { timeout: 15_000, interval: 500 }).toBe('https://acme.example/');
    expect(await getOnHost(host, `/nothing-${stamp()}`)).toMatchObject({ status: 302, location: 'https://acme.example/missing' });
    expect(await getOnHost(host, '/robots.txt')).toMatchObject({ status: 200, body: 'User-agent: *\nDisallow: /private\n' });
    const served = await getOnHost(host, '/.well-known/apple-app-site-association');
    expect(served).toMatchObject({ status: 200, body: aasa });
    expect(served.contentType).toContain('application/json');
    // Where older iOS and some validators look: the same file, not a redirect.
    const atRoot = await getOnHost(host, '/apple-app-site-association');
    expect(atRoot).toMatchObject({ status: 200, body: aasa });
    expect(atRoot.contentType).toContain('application/json');
    expect(await getOnHost(host, '/.well-known/assetlinks.json')).toMatchObject({ status: 200, body: '[]' });
  });

  it('answers not found on a host no team holds, whatever the path', async () => {
    const nobody = freshHost('nobody');
    for (const path of ['/', '/spring', '/robots.txt']) expect((await getOnHost(nobody, path)).status, path).toBe(404);
  });

  it("goes on the team's default domain unless the link names one; only the team's verified domains are taken", async () => {
    const host = (await verifiedDomain(owner, freshHost('default'))).host;
    await call('PATCH', `/api/domains/${host}`, { headers: owner.auth, json: { isDefault: true } });
    const byDefault = await createOn(owner, { longUrl: 'https://d.example/', shortUrl: `d-${stamp()}` });
    expect(byDefault.body.domain).toBe(host);
    const onPlatform = await createOn(owner, { longUrl: 'https://d.example/', shortUrl: `p-${stamp()}`, domain: null });
    expect(onPlatform.body.domain).toBeNull();
    await call('PATCH', `/api/domains/${host}`, { headers: owner.auth, json: { isDefault: false } });

    const pending = freshHost('pending');
    await call('POST', '/api/domains', { headers: owner.auth, json: { host: pending } });
    for (const domain of [pending, theirs.host, freshHost('unknown')]) {
      const refused = await createOn(owner, { longUrl: 'https://d.example/', shortUrl: `x-${stamp()}`, domain });
      expect(refused.status, domain).toBe(400);
      expect(refused.body.errorMessage).toBe(MSG.domainUnknown);
    }
  });

  it("keeps each domain's link count exact through creates, moves and deletes, and refuses removing a domain with links", async () => {
    const host = (await verifiedDomain(owner, freshHost('count'))).host;
    const links = await Promise.all(
      Array.from({ length: 3 }, (_, i) => createOn(owner, { longUrl: `https://c.example/${i}`, shortUrl: `c${i}-${stamp()}`, domain: host })),
    );
    expect(links.map((l) => l.status)).toEqual([201, 201, 201]);
    expect((await domainOf(owner, host)).links).toBe(3);

    const refused = await call('DELETE', `/api/domains/${host}`, { headers: owner.auth });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(MSG.domainHasLinks(3));

    // Moved to the platform: served there, no longer on the domain.
    const moved = await call<Link>('PATCH', `/api/links/${links[0]!.body.id}`, { headers: owner.auth, json: { domain: null } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.domain).toBeNull();
    expect((await getOnHost('localhost', `/${moved.body.shortUrl}`)).location).toBe('https://c.example/0');
    await expect.poll(async () => (await getOnHost(host, `/${moved.body.shortUrl}`)).status, { timeout: 15_000, interval: 500 }).toBe(404);
    // And back, under a code taken on the platform but free on the domain.
    const back = await call<Link>('PATCH', `/api/links/${links[1]!.body.id}`, { headers: owner.auth, json: { domain: mine.host } });
    expect(back.body.domain).toBe(mine.host);
    await call('DELETE', `/api/links/${links[2]!.body.id}`, { headers: owner.auth });
    expect((await domainOf(owner, host)).links).toBe(0);
    expect((await domainOf(owner, mine.host)).links).toBeGreaterThanOrEqual(1);
    expect((await call('DELETE', `/api/domains/${host}`, { headers: owner.auth })).status).toBe(200);
  });

  it('sends a password link on a domain through the gate with its domain, and unlocks it there', async () => {
    const alias = `locked-${stamp()}`;
    const created = await createOn(owner, { longUrl: 'https://secret.example/', shortUrl: alias, domain: mine.host });
    await call('PATCH', `/api/links/${created.body.id}`, { headers: owner.auth, json: { password: { enabled: true, password: 'open sesame' } } });
    const visit = await getOnHost(mine.host, `/${alias}`);
    expect(visit.status).toBe(302);
    const gate = new URL(visit.location!);
    expect(gate.pathname).toBe(`/loginurl/${alias}`);
    expect(gate.searchParams.get('domain')).toBe(mine.host);

    const info = await call('GET', `/api/public/links/${alias}/gate?domain=${mine.host}`);
    expect(info.body).toMatchObject({ passwordRequired: true, shortLink: `http://${mine.host}:${new URL(runtime().appUrl).port}/${alias}` });
    const unlocked = await call('POST', '/api/public/unlock', { json: { shortUrl: alias, password: 'open sesame', domain: mine.host } });
    expect(unlocked.body).toEqual({ location: 'https://secret.example/' });
    expect((await call('POST', '/api/public/unlock', { json: { shortUrl: alias, password: 'open sesame' } })).status).toBe(404);
  });

  it('bulk-creates a campaign on a domain: every link on it, counted on it, and uncounted when the campaign goes', async () => {
    const host = (await verifiedDomain(owner, freshHost('bulk'))).host;
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { headers: owner.auth, json: { name: `Branded ${stamp()}` } });
    const queued = await call('POST', `/api/campaigns/${campaign.body.id}/links`, {
      headers: owner.auth,
      json: { domain: host, links: Array.from({ length: 30 }, (_, i) => ({ longUrl: `https://bulk.example/${i}` })) },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await expect
      .poll(async () => (await call('GET', `/api/campaigns/${campaign.body.id}`, { headers: owner.auth })).body.status, { timeout: 60_000, interval: 500 })
      .toBe('done');
    const page = await call<{ items: Link[] }>('GET', `/api/campaigns/${campaign.body.id}/links?limit=100`, { headers: owner.auth });
    expect(page.body.items).toHaveLength(30);
    expect(new Set(page.body.items.map((l) => l.domain))).toEqual(new Set([host]));
    const first = page.body.items[0]!;
    expect(await getOnHost(host, `/${first.shortUrl}`)).toMatchObject({ status: 302, location: first.longUrl });
    expect((await domainOf(owner, host)).links).toBe(30);

    expect((await call('DELETE', `/api/campaigns/${campaign.body.id}`, { headers: owner.auth })).status).toBe(200);
    await expect.poll(async () => (await domainOf(owner, host)).links, { timeout: 60_000, interval: 500 }).toBe(0);
  });
});
