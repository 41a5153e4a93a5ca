import { MSG, type Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { UA } from '#test-support/user-agents.js';

// Every spelling of an http(s) URL that the URL Standard accepts and Kisa takes is stored as
// `new URL(input).href` (Node's WHATWG URL) and sent as that Location — never as typed, which a
// browser reads relative to the short domain (`https:example.com/` → /example.com/, a 404).
// Refused spellings answer the spec's message. One row per case, grouped by the Standard's classes.

let owner: Session;
beforeAll(async () => {
  owner = await verifiedSession('whatwg-urls');
});

const code = () => `w${randomBytes(5).toString('hex')}`;
const href = (input: string) => new URL(input).href;

/** Accepted: stored and sent as its href. */
const ACCEPTED: ReadonlyArray<readonly [klass: string, input: string]> = [
  ['missing slashes', 'https:example.com/'],
  ['missing slashes', 'http:example.com/'],
  ['missing slashes', 'https:/example.com/'],
  ['missing slashes', 'http:/example.com/a?b#c'],
  ['missing slashes', 'https:///example.com/x'],
  ['missing slashes', 'HTTPS:example.com'],
  ['backslashes', 'http:\\\\www.google.com\\foo'],
  ['backslashes', 'https:\\\\example.com\\a\\b'],
  ['backslashes', 'https://example.com\\path\\x?y=\\z'],
  ['backslashes', 'http:/\\example.com/'],
  ['userinfo', 'http:@www.example.com'],
  ['userinfo', 'https://@example.com/'],
  ['userinfo', 'https://:@example.com/x'],
  ['userinfo', 'https://user@example.com/'],
  ['userinfo', 'https://us%65r:p%40ss@example.com/'],
  ['IPv4 forms', 'http://0x7f.1/'],
  ['IPv4 forms', 'http://3232235521/'],
  ['IPv4 forms', 'http://0177.0.0.1/x'],
  ['IPv4 forms', 'http://127.1/'],
  ['IPv4 forms', 'http://0x7f000001/'],
  ['IPv4 forms', 'http://1.2.3.4:8080/'],
  ['IPv4 forms', 'http://%30x7f.1/'],
  ['IPv6', 'http://[::1]/'],
  ['IPv6', 'http://[0:0:0:0:0:0:0:1]/'],
  ['IPv6', 'https://[2001:DB8::1]:8443/x'],
  ['IPv6', 'http://[::ffff:127.0.0.1]/'],
  ['percent-encoding', 'https://ex%41mple.com/'],
  ['percent-encoding', 'https://example.com/%7Efoo'],
  ['percent-encoding', 'https://example.com/a%2fb'],
  ['percent-encoding', 'https://example.com/%zz'],
  ['percent-encoding', 'https://example.com/a|b^c?x={y}&z=`'],
  ['percent-encoding', 'https://example.com/a"b<c>d'],
  ['percent-encoding', 'https://example.com/?q=%E4%B8%AD&r=中'],
  ['IDN', 'https://türkiye.gov.tr/çay'],
  ['IDN', 'https://XN--TRKIYE-3YA.gov.tr'],
  ['IDN', 'https://faß.de/'],
  ['IDN', 'https://例え.jp/中文'],
  ['IDN', 'https://مثال.إختبار/صفحة'],
  ['IDN', 'https://🙂.example.com/🙂'],
  ['IDN', 'https://ＥＸＡＭＰＬＥ.com/'],
  ['spaces and controls around', '  https://example.com/trimmed  '],
  ['spaces and controls around', '\thttps://example.com/tab\n'],
  ['spaces and controls around', '\u0001https://example.com/control'],
  ['controls inside', 'https://example.com/a\u0001b'],
  ['uppercase scheme and host', 'HTTPS://EXAMPLE.COM/Path'],
  ['uppercase scheme and host', 'HtTp://Example.Com'],
  ['default ports', 'http://example.com:80/'],
  ['default ports', 'https://example.com:443/x'],
  ['default ports', 'https://example.com:80/'],
  ['default ports', 'http://example.com:0443/'],
  ['dot segments', 'https://example.com/a/../b/./c'],
  ['dot segments', 'https://example.com/%2e%2E/x/.%2e/y'],
  ['query and fragment', 'https://example.com?x'],
  ['query and fragment', 'https://example.com#frag'],
  ['query and fragment', 'https://example.com/?a=1&a=2#'],
  ['query and fragment', "https://example.com/?q='quoted'#ş"],
  ['host characters', 'https://exa_mple.com/'],
];

/** Refused, with the spec's message: not http(s), no host Kisa takes, or raw whitespace inside (more likely two things pasted). */
const REFUSED: ReadonlyArray<readonly [klass: string, input: string]> = [
  ['other schemes', 'ftp://example.com/'],
  ['other schemes', 'javascript:alert(1)'],
  ['other schemes', 'mailto:a@example.com'],
  ['relative', '//example.com/x'],
  ['relative', '/x'],
  ['tabs and newlines inside', 'https://exa\tmple.com/'],
  ['tabs and newlines inside', 'https://example.com/a\nb'],
  ['spaces inside', 'https://exa mple.com/'],
  ['spaces inside', 'https://example.com/a b'],
  ['hosts', 'https://localhost/'],
  ['hosts', 'https://example..com/'],
  ['hosts', 'https://example.com./'],
  ['hosts', 'http://1.2.3.4.5/'],
  ['hosts', 'https://[::1/'],
  ['hosts', 'https://exa%20mple.com/'],
  ['ports', 'https://example.com:65536/'],
  ['empty', 'https://'],
  ['empty', 'https:'],
];

interface Redirect {
  status: number;
  location: string | null;
  body: string;
}

async function visit(shortUrl: string): Promise<Redirect> {
  const res = await fetch(`${runtime().appUrl}/${shortUrl}`, { headers: { 'user-agent': UA.desktop }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Where the short link sends a visitor: the Location, or for a flagged link (IP hosts, userinfo) the warning page's Continue. */
function destinationOf(answer: Redirect): string | null {
  if (answer.status === 302) return answer.location;
  const continueLink = /<a class="btn" href="([^"]*)"/.exec(answer.body);
  return answer.status === 200 && continueLink ? unescapeHtml(continueLink[1]!) : null;
}

describe('WHATWG URL spellings through POST /api/links and the redirect', () => {
  it('stores and sends every accepted spelling as new URL(input).href', async () => {
    const check = async ([klass, input]: readonly [string, string]) => {
      const row = `${klass}: ${JSON.stringify(input)}`;
      const created = await call<Link>('POST', '/api/links', { json: { longUrl: input, shortUrl: code() }, headers: owner.auth });
      expect({ row, status: created.status, longUrl: created.body.longUrl }).toEqual({ row, status: 201, longUrl: href(input) });
      const stored = await call<Link>('GET', `/api/links/${created.body.id}`, { headers: owner.auth });
      expect({ row, stored: stored.body.longUrl }).toEqual({ row, stored: href(input) });
      expect({ row, sent: destinationOf(await visit(created.body.shortUrl)) }).toEqual({ row, sent: href(input) });
    };
    // A few at a time: the rows are independent.
    for (let i = 0; i < ACCEPTED.length; i += 4) await Promise.all(ACCEPTED.slice(i, i + 4).map(check));
    expect(new Set(ACCEPTED.map(([klass]) => klass)).size, 'classes covered').toBeGreaterThanOrEqual(13);
  });

  it("refuses the rest with the spec's message", async () => {
    for (const [klass, input] of REFUSED) {
      const res = await call('POST', '/api/links', { json: { longUrl: input, shortUrl: code() }, headers: owner.auth });
      const row = `${klass}: ${JSON.stringify(input)}`;
      expect({ row, status: res.status, body: res.body?.errorMessage }).toEqual({ row, status: 400, body: MSG.urlInvalid });
    }
  });

  it('stores every other URL field as its href too: device redirects, expiration URL, targeting rules, split variants', async () => {
    const created = await call<Link>('POST', '/api/links', { json: { longUrl: 'https://example.com/base', shortUrl: code() }, headers: owner.auth });
    expect(created.status).toBe(201);
    const typed = {
      ios: 'https:apps.example.com/ios',
      android: 'http:\\\\play.example.com\\a',
      web: 'https:/web.example.com',
      expiry: 'http:@www.example.com/expired',
    };
    const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, {
      json: {
        redirects: { ios: typed.ios, android: typed.android, web: typed.web, deeplink: 'HTTPS:app.example.com/open' },
        expiry: { url: typed.expiry },
        rules: [{ name: 'Turkey', countries: ['TR'], destination: 'https:tr.example.com/çay' }],
        split: {
          variants: [
            { destination: 'https:a.example.com/', weight: 1 },
            { destination: 'http:\\\\b.example.com\\x', weight: 1 },
          ],
        },
      },
      headers: owner.auth,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const link = patched.body;
    expect(link.redirects).toEqual({ ios: href(typed.ios), android: href(typed.android), web: href(typed.web), deeplink: 'https://app.example.com/open' });
    expect(link.expiry.url).toBe(href(typed.expiry));
    expect(link.rules.map((r) => r.destination)).toEqual([href('https:tr.example.com/çay')]);
    expect(link.split?.variants.map((v) => v.destination)).toEqual([href('https:a.example.com/'), href('http:\\\\b.example.com\\x')]);
  });
});
