import { randomUUID } from 'node:crypto';
import { BULK_CODE_ALPHABET, createLinkSchema, MSG, type BulkQueued, type Campaign, type Domain, type Link, type Paged } from '@kisa/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { getOnHost, verifiedDomain } from '#test-support/domains.js';

// Integration: links created without an alias get a generated code, and every link answer
// carries its whole short link. The collision retry is driven through the core function in
// this process with its code source injected (the alias items are the real ones, written first).

const env = inject('runtime')?.env;
if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });

const { createLink, GENERATED_CODE_TRIES } = await import('#core/links/create-link.js');
const { newShortCode } = await import('#core/links/short-code.js');

const CODE_RE = new RegExp(`^[${BULK_CODE_ALPHABET}]{8}$`);
const appUrl = () => runtime().appUrl.replace(/\/+$/, '');
/** A link on branded `host` lives at the app's base with its host swapped (scheme and port kept). */
const onHost = (host: string, code: string) => {
  const base = new URL(appUrl());
  base.hostname = host;
  return `${base.origin}/${code}`;
};

let owner: Session;
let brand: Domain;

beforeAll(async () => {
  owner = await verifiedSession('generated-codes', 'Code Owner');
  brand = await verifiedDomain(owner, `gen-${randomUUID().slice(0, 8)}.acme.test`);
});

const create = (body: Record<string, unknown>, s: Session = owner) => call<Link>('POST', '/api/links', { json: body, headers: s.auth });
const linkCount = async () => (await call('GET', '/api/stats', { headers: owner.auth })).body.links as number;

/** A stand-in for newShortCode that hands out `codes` in order and counts the calls. */
function codeSequence(...codes: string[]) {
  const source = () => {
    source.calls++;
    const code = codes[Math.min(source.calls, codes.length) - 1];
    if (code === undefined) throw new Error('expected the test to give the code source at least one code');
    return code;
  };
  source.calls = 0;
  return source;
}

describe('links created without an alias', () => {
  it('get an 8-character code without look-alikes (missing, empty or blank alias), the whole short link, and redirect', async () => {
    for (const shortUrl of [undefined, '', '   ']) {
      const res = await create({ longUrl: 'https://example.com/generated', ...(shortUrl === undefined ? {} : { shortUrl }) });
      expect(res.status, `alias ${JSON.stringify(shortUrl)}: ${JSON.stringify(res.body)}`).toBe(201);
      const code = res.body.shortUrl;
      expect(code).toMatch(CODE_RE);
      expect(res.body.shortLink).toBe(`${appUrl()}/${code}`);
      expect(res.body.domain).toBeNull();
      const visit = await fetch(res.body.shortLink, { redirect: 'manual' });
      expect({ status: visit.status, location: visit.headers.get('location') }, `GET ${res.body.shortLink}`).toEqual({
        status: 302,
        location: 'https://example.com/generated',
      });
    }
  });

  it('each get their own code when 25 are created at once', async () => {
    const before = await linkCount();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => create({ longUrl: `https://example.com/many/${i}` })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const codes = answers.map((a) => a.body.shortUrl);
    for (const code of codes) expect(code).toMatch(CODE_RE);
    expect(new Set(codes.map((c) => c.toLowerCase())).size, `distinct codes (case folded): ${codes.join(' ')}`).toBe(25);
    expect(await linkCount()).toBe(before + 25);
  });

  it('on a branded domain: the short link is on that domain and redirects there', async () => {
    const res = await create({ longUrl: 'https://example.com/branded', domain: brand.host });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.domain).toBe(brand.host);
    expect(res.body.shortUrl).toMatch(CODE_RE);
    expect(res.body.shortLink).toBe(onHost(brand.host, res.body.shortUrl));
    expect(await getOnHost(brand.host, `/${res.body.shortUrl}`)).toMatchObject({ status: 302, location: 'https://example.com/branded' });
    // The code is the domain's: the platform's short domain does not answer it.
    expect((await getOnHost('localhost', `/${res.body.shortUrl}`)).status).toBe(404);
  });

  it('a given alias keeps its rules: invalid → 400, taken → 409; an edit that sends an alias still needs one', async () => {
    /** The problem document of a refusal: its status, the rule's message and its stable code. */
    const problem = (status: number, message: string, code: string) => expect.objectContaining({ status, detail: message, code, errorMessage: message });
    expect((await create({ longUrl: 'https://example.com', shortUrl: 'ab' })).body).toEqual(problem(400, MSG.aliasLength, 'alias-length'));
    expect((await create({ longUrl: 'https://example.com', shortUrl: 'signin' })).body).toEqual(problem(400, MSG.aliasReserved, 'alias-reserved'));
    const first = await create({ longUrl: 'https://example.com/first' });
    const taken = await create({ longUrl: 'https://example.com/again', shortUrl: first.body.shortUrl.toUpperCase() });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 409, body: problem(409, MSG.aliasTaken, 'alias-taken') });
    const edit = await call('PATCH', `/api/links/${first.body.id}`, { json: { shortUrl: ' ' }, headers: owner.auth });
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 400, body: problem(400, MSG.aliasRequired, 'alias-required') });
  });
});

describe('a generated code that is taken', () => {
  it('is retried with a fresh code on the same domain; a code taken on another domain is no collision', async () => {
    const platformTaken = (await create({ longUrl: 'https://example.com/holder' })).body.shortUrl;
    const brandTaken = (await create({ longUrl: 'https://example.com/brand-holder', domain: brand.host })).body.shortUrl;
    const fresh = newShortCode();

    // Taken on the platform in other capitals (aliases fold case): the create moves on to the next code.
    const platformSource = codeSequence(platformTaken.toUpperCase() === platformTaken ? platformTaken.toLowerCase() : platformTaken.toUpperCase(), fresh);
    const onPlatform = await createLink(owner.user, createLinkSchema.parse({ longUrl: 'https://example.com/retried' }), platformSource);
    expect({ code: onPlatform.shortUrl, tries: platformSource.calls }).toEqual({ code: fresh, tries: 2 });
    expect(onPlatform.shortLink).toBe(`${appUrl()}/${fresh}`);
    expect(await getOnHost('localhost', `/${fresh}`)).toMatchObject({ status: 302, location: 'https://example.com/retried' });
    expect(await getOnHost('localhost', `/${platformTaken}`)).toMatchObject({ status: 302, location: 'https://example.com/holder' });

    // On the branded domain the brand's code is taken, the platform's free.
    const brandSource = codeSequence(brandTaken, platformTaken);
    const onBrand = await createLink(owner.user, createLinkSchema.parse({ longUrl: 'https://example.com/brand-retried', domain: brand.host }), brandSource);
    expect({ code: onBrand.shortUrl, tries: brandSource.calls, shortLink: onBrand.shortLink }).toEqual({
      code: platformTaken,
      tries: 2,
      shortLink: onHost(brand.host, platformTaken),
    });
    expect(await getOnHost(brand.host, `/${platformTaken}`)).toMatchObject({ status: 302, location: 'https://example.com/brand-retried' });
  });

  it('fails after a few taken codes in a row and writes nothing', async () => {
    const taken = (await create({ longUrl: 'https://example.com/only' })).body.shortUrl;
    const before = await linkCount();
    const source = codeSequence(taken);
    await expect(createLink(owner.user, createLinkSchema.parse({ longUrl: 'https://example.com/never' }), source)).rejects.toThrow(
      /generated codes in a row were taken/,
    );
    expect(source.calls).toBe(GENERATED_CODE_TRIES);
    expect(await linkCount()).toBe(before);
  });
});

describe('shortLink in every link answer', () => {
  it('GET /api/links/{id}, the list, an edit and the campaign links rows carry it', async () => {
    const created = (await create({ longUrl: 'https://example.com/answers', shortUrl: `ans-${randomUUID().slice(0, 8)}`, domain: brand.host })).body;
    const expected = onHost(brand.host, created.shortUrl);
    expect(created.shortLink).toBe(expected);
    expect((await call<Link>('GET', `/api/links/${created.id}`, { headers: owner.auth })).body.shortLink).toBe(expected);
    const list = await call<Paged<Link>>('GET', '/api/links?limit=100', { headers: owner.auth });
    expect(list.body.items.find((l) => l.id === created.id)?.shortLink).toBe(expected);
    for (const l of list.body.items) expect(l.shortLink, l.shortUrl).toBe(l.domain ? onHost(l.domain, l.shortUrl) : `${appUrl()}/${l.shortUrl}`);

    // Moved to the platform's domain under a new alias: the short link follows.
    const alias = `moved-${randomUUID().slice(0, 8)}`;
    const moved = await call<Link>('PATCH', `/api/links/${created.id}`, { json: { shortUrl: alias, domain: null }, headers: owner.auth });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.shortLink).toBe(`${appUrl()}/${alias}`);

    // Bulk links without an alias: generated codes, and their rows carry the short link.
    const campaign = await call<Campaign>('POST', '/api/campaigns', { json: { name: 'Generated' }, headers: owner.auth });
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.body.id}/links`, {
      json: { links: [{ longUrl: 'https://example.com/bulk/1' }, { longUrl: 'https://example.com/bulk/2', shortUrl: '' }] },
      headers: owner.auth,
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const rows = await campaignRows(campaign.body.id, 2);
    for (const row of rows) {
      expect(row.shortUrl).toMatch(CODE_RE);
      expect(row.shortLink).toBe(`${appUrl()}/${row.shortUrl}`);
    }
  });
});

/** The campaign's link rows once the bulk worker has written `count` of them. */
async function campaignRows(campaignId: string, count: number): Promise<Link[]> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await call<Paged<Link>>('GET', `/api/campaigns/${campaignId}/links`, { headers: owner.auth });
    if (res.status === 200 && res.body.items.length >= count) return res.body.items;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} links in campaign ${campaignId} within 45 s, last saw ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
