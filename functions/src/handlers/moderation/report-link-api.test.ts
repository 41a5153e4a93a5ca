import { randomBytes, randomUUID } from 'node:crypto';
import { MSG, type Domain, type Link, type ModerationCase } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { getOnHost, verifiedDomain } from '#test-support/domains.js';

// Reports name a short link in any spelling; it is resolved by host and code exactly (branded
// domains beside the platform's), and a bare code on several domains asks which one.

const stamp = () => randomBytes(4).toString('hex');

let admin: Session;
let acme: Session;
let other: Session;
let goAcme: Domain;
let idn: Domain;
const idnHost = `kısa-${stamp()}.örnek.test`;

beforeAll(async () => {
  [admin, acme, other] = await Promise.all([verifiedSession('report-admin'), verifiedSession('report-acme'), verifiedSession('report-other')]);
  await makeAdmin(admin.user.id);
  [goAcme, idn] = await Promise.all([verifiedDomain(acme, `go-${stamp()}.acme.test`), verifiedDomain(acme, idnHost)]);
});

async function create(session: Session, json: Record<string, unknown>): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', { headers: session.auth, json });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const report = (link: string) => call('POST', '/api/public/reports', { json: { link, reason: 'phishing' } });

async function reportsOf(linkId: string): Promise<number> {
  for (let cursor: string | undefined, page = 0; page < 40; page++) {
    const res = await call('GET', `/api/admin/moderation?status=open${cursor ? `&cursor=${cursor}` : ''}`, { headers: admin.auth });
    const found = (res.body.items as ModerationCase[]).find((c) => c.linkId === linkId);
    if (found) return found.reports;
    if (!res.body.cursor) return 0;
    cursor = res.body.cursor;
  }
  return 0;
}

describe('reports resolve host and code exactly', () => {
  it('files a branded link reported in any spelling against it, never the platform link with the same alias', async () => {
    const alias = `Bahar${stamp()}`;
    const branded = await create(acme, { longUrl: 'https://a.example/bahar', shortUrl: alias, domain: goAcme.host });
    const platform = await create(other, { longUrl: 'https://b.example/bahar', shortUrl: alias });
    const { port } = new URL(runtime().appUrl);
    const spellings = [
      `http://${goAcme.host}:${port}/${alias}`,
      `${goAcme.host}/${alias}`,
      `HTTPS://${goAcme.host.toUpperCase()}/${alias.toLowerCase()}/`,
      `${goAcme.host}:${port}/${alias}?qr`,
    ];
    for (const spelling of spellings) expect(await report(spelling), spelling).toMatchObject({ status: 201, body: { message: MSG.reportThanks } });
    expect(await reportsOf(branded.id)).toBe(spellings.length);
    expect(await reportsOf(platform.id), 'the platform link with the same alias is untouched').toBe(0);
    // The platform's own host still means the platform link.
    expect((await report(`http://localhost:${port}/${alias}`)).status).toBe(201);
    expect(await reportsOf(platform.id)).toBe(1);
    // A host with no such code is not found, whatever other domains hold.
    expect(await report(`http://unknown-${stamp()}.example/${alias}`)).toMatchObject({
      status: 404,
      body: expect.objectContaining({ errorMessage: MSG.linkNotFound }),
    });
  });

  it('resolves an IDN host typed in Unicode or punycode', async () => {
    const code = `idn${stamp()}`;
    const link = await create(acme, { longUrl: 'https://a.example/idn', shortUrl: code, domain: idn.host });
    expect(idn.host).toMatch(/^xn--/);
    expect((await report(`https://${idn.host}/${code}`)).status).toBe(201);
    expect((await report(`${idnHost}/${code}`)).status).toBe(201);
    expect(await reportsOf(link.id)).toBe(2);
  });

  it('a bare code on more than one domain answers the candidates and files nothing; one domain files at once', async () => {
    const alias = `dup${stamp()}`;
    const branded = await create(acme, { longUrl: 'https://a.example/dup', shortUrl: alias, domain: goAcme.host });
    const platform = await create(other, { longUrl: 'https://b.example/dup', shortUrl: alias });
    const ask = await report(alias.toUpperCase());
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    expect(ask.body.message).toBe(MSG.reportWhichLink);
    const { origin } = new URL(runtime().appUrl);
    expect([...ask.body.candidates].sort()).toEqual([`${origin}/${alias}`, `${origin.replace('localhost', goAcme.host)}/${alias}`].sort());
    expect([await reportsOf(branded.id), await reportsOf(platform.id)]).toEqual([0, 0]);
    // The reporter's choice is filed against that one.
    expect((await report(ask.body.candidates.find((c: string) => c.includes(goAcme.host)))).status).toBe(201);
    expect([await reportsOf(branded.id), await reportsOf(platform.id)]).toEqual([1, 0]);
    // A code on one branded domain only is filed at once.
    const only = await create(acme, { longUrl: 'https://a.example/only', shortUrl: `only${stamp()}`, domain: goAcme.host });
    expect((await report(only.shortUrl)).status).toBe(201);
    expect(await reportsOf(only.id)).toBe(1);
    expect((await report(`nothing${randomUUID().slice(0, 8)}`)).status).toBe(404);
  });

  it("a flagged branded link's warning page prefills the report with its domain and code", async () => {
    const code = `warn${stamp()}`;
    await create(acme, { longUrl: `https://paypa1-login.example.com/${code}`, shortUrl: code, domain: goAcme.host });
    const page = await getOnHost(goAcme.host, `/${code}`, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36' });
    expect(page.status).toBe(200);
    const prefill = `${goAcme.host}/${code}`;
    expect(page.body).toContain(`report?link=${encodeURIComponent(prefill)}`);
    expect(await report(prefill)).toMatchObject({ status: 201 });
  });
});
