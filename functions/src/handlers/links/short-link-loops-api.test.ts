import { MSG, type Link } from '@kisa/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { verifiedDomain } from '#test-support/domains.js';

// A Kisa short link may not be a link's destination, on whichever domain either is: the platform's
// short domain under any spelling of the local runtime, and every verified branded domain of every
// team, on http or https and any port — else one visit goes round and round, counted each time.

const code = () => `l${randomBytes(5).toString('hex')}`;
const fresh = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}.acme.test`;
const refused = { status: 400, message: MSG.targetIsShortLink };

let owner: Session;
let other: Session;
let own: string;
let theirs: string;
let port: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedSession('loops'), verifiedSession('loops-other')]);
  own = fresh('loop');
  theirs = fresh('their');
  await Promise.all([verifiedDomain(owner, own), verifiedDomain(other, theirs)]);
  port = new URL(runtime().appUrl).port;
});

async function create(longUrl: string, extra: Record<string, unknown> = {}) {
  const res = await call<Link & { errorMessage?: string }>('POST', '/api/links', { json: { longUrl, shortUrl: code(), ...extra }, headers: owner.auth });
  return { status: res.status, message: res.body.errorMessage, body: res.body };
}

describe('targets that are Kisa short links', () => {
  it('refuses every verified branded domain of any team, on http or https and any port, from a platform link and a branded one', async () => {
    const branded = await create('https://example.com/on-branded', { domain: own });
    expect(branded.status).toBe(201);
    const targets = [
      `http://${own}:${port}/${branded.body.shortUrl}`,
      `https://${own}/${branded.body.shortUrl}`,
      `http://${own}/anything`,
      `https://${own.toUpperCase()}:8443/x`,
      `https:${own}/x`,
      `http://${theirs}:${port}/x`,
      `https://${theirs}/`,
    ];
    for (const longUrl of targets) {
      expect({ longUrl, platform: await create(longUrl).then(({ status, message }) => ({ status, message })) }).toEqual({ longUrl, platform: refused });
      expect({ longUrl, branded: await create(longUrl, { domain: own }).then(({ status, message }) => ({ status, message })) }).toEqual({
        longUrl,
        branded: refused,
      });
    }
    // A branded link to itself, by its own alias.
    const alias = code();
    const self = await call('POST', '/api/links', { json: { longUrl: `http://${own}:${port}/${alias}`, shortUrl: alias, domain: own }, headers: owner.auth });
    expect({ status: self.status, message: self.body.errorMessage }).toEqual(refused);
    // A branded link may not target the platform's short links either.
    const platformLink = await create('https://example.com/on-platform');
    const back = await create(`http://127.0.0.1:${port}/${platformLink.body.shortUrl}`, { domain: own });
    expect({ status: back.status, message: back.message }).toEqual(refused);
    // Subdomains and look-alikes of a branded domain are other hosts.
    for (const longUrl of [`https://sub.${own}/x`, `https://${own}.example.com/x`])
      expect({ longUrl, status: (await create(longUrl)).status }).toEqual({ longUrl, status: 201 });
  });

  it("refuses the local runtime's other spellings of itself, at its port only", async () => {
    for (const host of ['[::1]', '0.0.0.0', '127.0.0.2', '127.1', '0x7f.1', '2130706433', '[::ffff:127.0.0.1]', '[0:0:0:0:0:0:0:1]', 'app.localhost']) {
      const longUrl = `http://${host}:${port}/somecode`;
      expect({ longUrl, answer: await create(longUrl).then(({ status, message }) => ({ status, message })) }).toEqual({ longUrl, answer: refused });
    }
    const otherPort = String(Number(port) === 9 ? 10 : 9);
    expect((await create(`http://127.0.0.1:${otherPort}/x`)).status, 'another service on the same machine is no short link').toBe(201);
  });

  it('refuses short links in every URL an edit sets: device redirects, http(s) deeplink, expiration URL, rules, split variants', async () => {
    const link = await create('https://example.com/edit-loops');
    expect(link.status).toBe(201);
    const short = `https://${theirs}/x`;
    const patches = [
      { redirects: { web: short } },
      { redirects: { deeplink: short } },
      { expiry: { url: `http://${own}:${port}/${link.body.shortUrl}` } },
      { rules: [{ name: 'TR', countries: ['TR'], destination: short }] },
      {
        split: {
          variants: [
            { destination: 'https://example.com/a', weight: 1 },
            { destination: short, weight: 1 },
          ],
        },
      },
      { longUrl: `http://[::1]:${port}/${link.body.shortUrl}` },
    ];
    for (const patch of patches) {
      const res = await call('PATCH', `/api/links/${link.body.id}`, { json: patch, headers: owner.auth });
      expect({ patch, status: res.status, message: res.body.errorMessage }).toEqual({ patch, ...refused });
    }
  });

  it("refuses a domain's root and not-found URLs on itself (any port) or on another short domain", async () => {
    const pending = fresh('pending');
    expect((await call('POST', '/api/domains', { headers: owner.auth, json: { host: pending } })).status).toBe(201);
    const cases: Array<[string, Record<string, string>]> = [
      [own, { rootUrl: `https://${own}/` }],
      [own, { notFoundUrl: `http://${own}:${port}/missing` }],
      [own, { rootUrl: `https://${theirs}/` }],
      [own, { notFoundUrl: `http://127.0.0.1:${port}/` }],
      [pending, { rootUrl: `https://${pending}/home` }],
    ];
    for (const [host, json] of cases) {
      const res = await call('PATCH', `/api/domains/${host}`, { headers: owner.auth, json });
      expect({ host, json, status: res.status, message: res.body.errorMessage }).toEqual({ host, json, ...refused });
    }
    const fine = await call('PATCH', `/api/domains/${own}`, {
      headers: owner.auth,
      json: { rootUrl: 'https:example.com/home', notFoundUrl: 'https://example.com/404' },
    });
    expect({ status: fine.status, rootUrl: fine.body.rootUrl }).toEqual({ status: 200, rootUrl: 'https://example.com/home' });
  });

  it('lists bulk lines whose target or rule destination is a short link as refused, with why', async () => {
    const campaign = await call<{ id: string }>('POST', '/api/campaigns', { json: { name: 'Loops' }, headers: owner.auth });
    const links = [
      { longUrl: `https://${own}/x` },
      { longUrl: 'https://example.com/fine' },
      { longUrl: 'https://example.com/rule', rules: [{ name: 'TR', countries: ['TR'], destination: `http://${theirs}:${port}/y` }] },
      { longUrl: 'not a url' },
    ];
    const res = await call('POST', `/api/campaigns/${campaign.body.id}/links`, { json: { links }, headers: owner.auth });
    expect({ status: res.status, queued: res.body.queued, invalid: res.body.invalid, rejected: res.body.rejected }).toEqual({
      status: 202,
      queued: 1,
      invalid: 3,
      rejected: [
        { index: 0, longUrl: `https://${own}/x`, reason: 'shortLink' },
        { index: 2, longUrl: 'https://example.com/rule', destination: `http://${theirs}:${port}/y`, reason: 'shortLink' },
        { index: 3, longUrl: 'not a url' },
      ],
    });
  });
});
