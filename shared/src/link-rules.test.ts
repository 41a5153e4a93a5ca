import { TAG_MSG } from './tags.js';
import { describe, expect, it } from 'vitest';
import {
  ALIAS_ALPHABET,
  ALIAS_MIN,
  checkAlias,
  checkDeeplink,
  checkExpiryDate,
  checkMaxClicks,
  checkOptionalUrls,
  checkTarget,
  checkTitle,
  checkUtmValue,
  foldAlias,
  isHttpUrl,
  randomString,
  toHttpUrl,
  URL_MAX,
} from './link-rules.js';
import { normalizeUrl } from './urls.js';
import { normalizeBulkUrl } from './bulk-parse.js';
import { createLinkSchema, linkPatchSchema, listLinksQuerySchema, pageTitleSchema } from './link-schemas.js';
import { MSG } from './messages.js';
import { EDIT_TABS, paths, RESERVED_ALIASES, SPA_ROUTE_PREFIXES } from './routes.js';
import { firstIssue } from './validation.js';

describe('link rules (spec §5 messages)', () => {
  it("target: absolute http(s) only, else 'URL contains invalid characters'", () => {
    expect(MSG.urlInvalid).toBe('URL contains invalid characters');
    for (const ok of [
      'https://example.com',
      'http://example.com/a?b=1#c',
      ' https://sub.example.co.uk/path ',
      'https://[2001:db8::1]/',
      'https://xn--bcher-kva.example/',
    ])
      expect(checkTarget(ok), ok).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://example.com/file',
      '/relative/path',
      '//example.com/protocol-relative',
      'example.com',
      'www.example.com',
      'https://',
      'http://exa mple.com',
      'https://localhost/',
      'not a url',
      '',
    ])
      expect(checkTarget(bad), bad).toBe(MSG.urlInvalid);
    // Too long says so, with the limit (a 2,123-character URL was called 'invalid characters').
    expect(checkTarget(`https://example.com/${'a'.repeat(2104)}`)).toBe(MSG.urlTooLong);
    expect(MSG.urlTooLong).toContain('2,048');
    expect(checkOptionalUrls([`https://example.com/${'a'.repeat(2104)}`])).toBe(MSG.urlsTooLong);
    expect(isHttpUrl('https://example.com')).toBe(true);
  });

  it("optional URLs (mobile redirects, expiration URL): empty is fine, else 'URLs contain invalid characters. Please enter valid URL.'", () => {
    expect(MSG.urlsInvalid).toBe('URLs contain invalid characters. Please enter valid URL.');
    expect(checkOptionalUrls([undefined, '', '  ', 'https://apps.apple.com/x'])).toBeNull();
    expect(checkOptionalUrls(['https://ok.example.com', 'javascript:alert(1)'])).toBe(MSG.urlsInvalid);
    expect(checkOptionalUrls(['market://details?id=x'])).toBe(MSG.urlsInvalid);
    expect(checkOptionalUrls(['/relative'])).toBe(MSG.urlsInvalid);
  });

  it('deeplink: browser-internal, installer and OS-search schemes and non-http(s) intent fallbacks are refused', () => {
    for (const bad of [
      'intent://x#Intent;scheme=https;S.browser_fallback_url=javascript:alert(1);end',
      'intent://x#Intent;S.browser_fallback_url=javascript%3Aalert(1);end',
      'intent://x#Intent;S.browser_fallback_url=data%3Atext%2Fhtml%2Cx;end',
      'intent://x#Intent;scheme=javascript;end',
      'ms-appinstaller:?source=https://evil.example/x.msix',
      'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
      'jar:https://evil.example/a.jar!/',
      'view-source:https://example.com',
      'about:blank',
      'blob:https://example.com/uuid',
      'filesystem:https://example.com/temporary/x',
      'JavaScript:alert(1)',
      'chrome://settings',
      'ms-msdt:/id PCWDiagnostic',
    ])
      expect(checkDeeplink(bad), bad).toBe(MSG.deeplinkInvalid);
    for (const ok of [
      'myapp://item/42',
      'fb://profile/1',
      'intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;S.browser_fallback_url=https%3A%2F%2Fexample.com%2Fapp;end',
      'whatsapp://send?text=merhaba',
    ])
      expect(checkDeeplink(ok), ok).toBeNull();
  });

  it('deeplink: every Windows protocol handler and browser-internal scheme that runs or installs code is refused, app schemes and http(s) are not', () => {
    const refused = [
      'mshta:https://evil.example/x.hta',
      'MSHTA:x',
      'ms-msdt:/id PCWDiagnostic',
      'ms-officecmd:{}',
      'ms-word:ofe|u|https://evil.example/a.docx',
      'ms-excel:ofv|u|https://evil.example/a.xlsx',
      'ms-settings:privacy',
      'ms-cxh-full://x',
      'ms-its:mhtml:file://c:/x.mht!https://evil.example/x.chm::/x.htm',
      'ms-appinstaller:?source=https://evil.example/x.msix',
      'ms-search:x',
      'ms-new-future-handler:x',
      'microsoft-edge:https://evil.example',
      'search-ms:query=x',
      'search:query=x',
      'hcp://services/search?query=x',
      'its:c:/x.chm::/x.htm',
      'mk:@MSITStore:c:/x.chm::/x.htm',
      'res://ieframe.dll/x',
      'shell:startup',
      'help:x',
      'jnlp://evil.example/app.jnlp',
      'jnlps://evil.example/app.jnlp',
      'vscode://vscode.git/clone?url=x',
      'itms-services://?action=download-manifest&url=x',
      'vbscript:msgbox',
      'javascript:alert(1)',
      'livescript:x',
      'data:text/html,x',
      'file:///c:/windows/system32/calc.exe',
      'jar:https://evil.example/a.jar!/',
      'view-source:https://example.com',
      'chrome://settings',
      'chrome-extension://abc/x.html',
      'chrome-untrusted://x',
      'edge://settings',
      'about:blank',
      'moz-extension://x',
      'safari-extension://x',
      'resource://gre/x',
      'blob:https://example.com/x',
      'filesystem:https://example.com/x',
      'smb://evil.example/share',
      'intent://x#Intent;scheme=mshta;end',
      'intent://x#Intent;scheme=ms-msdt;end',
    ];
    for (const bad of refused) expect(checkDeeplink(bad), bad).toBe(MSG.deeplinkInvalid);
    for (const ok of [
      'myapp://item/42',
      'fb://profile/1',
      'twitter://user?screen_name=x',
      'msteams://teams.microsoft.com/l/x',
      'spotify:track:1',
      'https://example.com/app',
      'http://example.com/',
    ])
      expect(checkDeeplink(ok), ok).toBeNull();
    // An http(s) deeplink is a URL like any other: the URL rule, stored as its WHATWG serialization.
    expect(checkDeeplink('https://localhost/x')).toBe(MSG.deeplinkInvalid);
    expect(linkPatchSchema.parse({ redirects: { deeplink: 'HTTPS:example.com/app' } }).redirects?.deeplink).toBe('https://example.com/app');
  });

  it("deeplink: scheme-style, never script schemes, else 'Deeplink contain invalid characters. Please enter valid Deeplink.'", () => {
    expect(MSG.deeplinkInvalid).toBe('Deeplink contain invalid characters. Please enter valid Deeplink.');
    for (const ok of [undefined, '', 'myapp://item/42', 'fb://profile/123', 'twitter://user?screen_name=x', 'intent://scan/#Intent;scheme=zxing;end'])
      expect(checkDeeplink(ok), String(ok)).toBeNull();
    for (const bad of [
      'not a deeplink',
      'myapp',
      '://x',
      '1app://x',
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'my app://x',
    ])
      expect(checkDeeplink(bad), bad).toBe(MSG.deeplinkInvalid);
  });

  it("title: required ('All fields requried', spelled as the spec does), at most 200 characters", () => {
    expect(MSG.titleRequired).toBe('All fields requried');
    expect(checkTitle('')).toBe(MSG.titleRequired);
    expect(checkTitle('   ')).toBe(MSG.titleRequired);
    expect(checkTitle('My link')).toBeNull();
    expect(checkTitle('x'.repeat(200))).toBeNull();
    expect(checkTitle('x'.repeat(201))).toBe(MSG.titleTooLong);
  });

  it('alias: required, 3–50 characters, letters/digits/-/_, never reserved (every SPA route prefix, api, assets, root files)', () => {
    expect(checkAlias('')).toBe(MSG.aliasRequired);
    expect(checkAlias('ab')).toBe(MSG.aliasLength);
    expect(checkAlias('abc')).toBeNull();
    expect(checkAlias('a'.repeat(50))).toBeNull();
    expect(checkAlias('a'.repeat(51))).toBe(MSG.aliasLength);
    expect(checkAlias('My_Alias-2')).toBeNull();
    for (const bad of ['has space', 'slash/x', 'dot.x', 'ümlaut', 'q?x', 'hash#x', '%2e%2e']) expect(checkAlias(bad), bad).toBe(MSG.aliasCharacters);
    for (const prefix of SPA_ROUTE_PREFIXES.filter((p) => p.length >= 3 && /^[\w-]+$/.test(p))) {
      expect(checkAlias(prefix), prefix).toBe(MSG.aliasReserved);
      expect(checkAlias(prefix.toUpperCase()), prefix.toUpperCase()).toBe(MSG.aliasReserved);
    }
    for (const word of ['api', 'API', 'assets', 'admin', 'signin', 'not-found', 'loginurl', 'static']) expect(checkAlias(word), word).toBe(MSG.aliasReserved);
    expect(RESERVED_ALIASES.has('api')).toBe(true);
    expect(RESERVED_ALIASES.has('assets')).toBe(true);
    // The paths the attack run found missing, in any case; and the files of a domain's root.
    for (const word of ['signout', 'account', 'password', 'support', 'billing', 'abuse', 'report', 'Apple-App-Site-Association', 'SignOut', 'security'])
      expect(checkAlias(word), word).toBe(MSG.aliasReserved);
    for (const file of ['robots.txt', 'favicon.ico', '.well-known', 'apple-app-site-association', 'assetlinks.json'])
      expect(RESERVED_ALIASES.has(file), file).toBe(true);
    // The dotless spelling of .well-known, the API's blocklist, and every fixed segment of the app's routes and editor tabs.
    const routeSegments = Object.values(paths)
      .flatMap((p) => (typeof p === 'string' ? p : p()).split('/'))
      .filter((s) => s && !s.startsWith(':'));
    for (const word of ['well-known', 'Well-Known', 'blocklist', 'qr-code', 'moderation', ...routeSegments, ...EDIT_TABS].filter((w) => w.length >= ALIAS_MIN))
      expect(checkAlias(word), word).toBe(MSG.aliasReserved);
  });

  it('folds aliases to one identity regardless of case', () => {
    expect(foldAlias('BRAND7D90')).toBe(foldAlias('brand7d90'));
    expect(foldAlias('Spring-Sale_2')).toBe('spring-sale_2');
  });

  it('generates aliases of the spec alphabet (5 lowercase alphanumerics) that pass the rules', () => {
    let seed = 0;
    const fake = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) & 0xff));
    for (let i = 0; i < 200; i++) {
      const alias = randomString(5, ALIAS_ALPHABET, fake);
      expect(alias).toMatch(/^[a-z0-9]{5}$/);
    }
  });

  it('UTM values, click limit and expiry date', () => {
    expect(checkUtmValue(undefined)).toBeNull();
    expect(checkUtmValue('x'.repeat(200))).toBeNull();
    expect(checkUtmValue('x'.repeat(201))).toBe(MSG.utmTooLong);
    for (const ok of [undefined, null, 1, 100, 1_000_000_000]) expect(checkMaxClicks(ok), String(ok)).toBeNull();
    for (const bad of [0, -1, 1.5, Number.NaN, 1_000_000_001]) expect(checkMaxClicks(bad), String(bad)).toBe(MSG.maxClicksInvalid);
    for (const ok of [undefined, '', '2030-01-31', '2028-02-29']) expect(checkExpiryDate(ok), String(ok)).toBeNull();
    for (const bad of ['2030-02-30', '2029-02-29', '31/01/2030', '2030-1-31', 'tomorrow']) expect(checkExpiryDate(bad), bad).toBe(MSG.expiryDateInvalid);
  });
});

describe('the one URL rule (create, Target tab, mobile redirects, expiration URL, bulk; web and API)', () => {
  // input → what is stored, or null when every URL field refuses it.
  const TABLE: ReadonlyArray<[string, string | null]> = [
    ['https://example.com', 'https://example.com/'],
    ['  http://example.com/a?b=1#c ', 'http://example.com/a?b=1#c'],
    ['example.com', 'https://example.com/'],
    ['www.example.com/page', 'https://www.example.com/page'],
    ['www.example.net/new-target', 'https://www.example.net/new-target'],
    ['WWW.Example.com', 'https://www.example.com/'],
    ['sub.example.co.uk/path?x=1#f', 'https://sub.example.co.uk/path?x=1#f'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['https://[2001:db8::1]/', 'https://[2001:db8::1]/'],
    // Every script: stored as the WHATWG serialization (punycode host, percent-encoded UTF-8).
    ['https://tr.wikipedia.org/wiki/İstanbul', 'https://tr.wikipedia.org/wiki/%C4%B0stanbul'],
    ['https://türkiye.gov.tr/', 'https://xn--trkiye-3ya.gov.tr/'],
    ['türkiye.gov.tr/çay', 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay'],
    ['www.türkiye.gov.tr', 'https://www.xn--trkiye-3ya.gov.tr/'],
    ['https://example.com/ürünler?ara=çay&q=شاي#bölüm', 'https://example.com/%C3%BCr%C3%BCnler?ara=%C3%A7ay&q=%D8%B4%D8%A7%D9%8A#b%C3%B6l%C3%BCm'],
    ['مثال.إختبار/صفحة', 'https://xn--mgbh0fb.xn--kgbechtv/%D8%B5%D9%81%D8%AD%D8%A9'],
    ['例え.jp/中文', 'https://xn--r8jz45g.jp/%E4%B8%AD%E6%96%87'],
    ['https://example.com/🙂', 'https://example.com/%F0%9F%99%82'],
    ['https://example.com/already%20encoded', 'https://example.com/already%20encoded'],
    // What the URL Standard reads as http(s) without `scheme://` is stored as its href, never as typed (a relative Location).
    ['https:example.com/', 'https://example.com/'],
    ['http:example.com/', 'http://example.com/'],
    ['https:/example.com/', 'https://example.com/'],
    ['http:@www.example.com', 'http://www.example.com/'],
    ['http:\\\\www.google.com\\foo', 'http://www.google.com/foo'],
    ['HTTPS:EXAMPLE.COM:443/A', 'https://example.com/A'],
    ['\u0001https://example.com/x', 'https://example.com/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:a@example.com', null],
    ['ftp://example.com/file', null],
    ['market://details?id=x', null],
    ['/relative/path', null],
    ['//example.com/protocol-relative', null],
    ['www.exa mple.com', null],
    ['https://example.com/a\u3000b', null],
    ['localhost', null],
    ['localhost:3000/x', null],
    ['12.5', null],
    ['not a url', null],
    ['https://', null],
    [`example.com/${'a'.repeat(2040)}`, null],
  ];
  const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

  it('normalises www. and bare domains to https:// and refuses what is then no http(s) URL', () => {
    for (const [input, stored] of TABLE) {
      expect(toHttpUrl(input), input).toBe(stored);
      if (stored) expect(normalizeUrl(input), input).toBe(stored);
    }
    expect(normalizeUrl('  not a url ')).toBe('not a url');
    expect(normalizeUrl('')).toBe('');
  });

  it('gives the same answer in every field, with each field’s message', () => {
    for (const [input, stored] of TABLE) {
      const create = createLinkSchema.safeParse({ longUrl: input, shortUrl: 'abc12' });
      const one = input.length > URL_MAX ? MSG.urlTooLong : MSG.urlInvalid;
      const many = input.length > URL_MAX ? MSG.urlsTooLong : MSG.urlsInvalid;
      expect(create.success ? create.data.longUrl : issue(create), `create ${input}`).toBe(stored ?? one);
      const target = linkPatchSchema.safeParse({ longUrl: input });
      expect(target.success ? target.data.longUrl : issue(target), `target ${input}`).toBe(stored ?? one);
      for (const key of ['ios', 'android', 'web'] as const) {
        const mobile = linkPatchSchema.safeParse({ redirects: { [key]: input } });
        expect(mobile.success ? mobile.data.redirects?.[key] : issue(mobile), `${key} ${input}`).toBe(stored ?? many);
      }
      const expiry = linkPatchSchema.safeParse({ expiry: { url: input } });
      expect(expiry.success ? expiry.data.expiry?.url : issue(expiry), `expiration URL ${input}`).toBe(stored ?? many);
      const page = pageTitleSchema.safeParse({ url: input });
      expect(page.success ? page.data.url : issue(page), `page title ${input}`).toBe(stored ?? one);
      expect(normalizeBulkUrl(input), `bulk ${input}`).toBe(stored);
      // The forms: normalise, then the field's check.
      const tooLong = input.length > URL_MAX;
      expect(checkTarget(normalizeUrl(input)), `target form ${input}`).toBe(stored ? null : tooLong ? MSG.urlTooLong : MSG.urlInvalid);
      expect(checkOptionalUrls([normalizeUrl(input)]), `optional URL form ${input}`).toBe(stored ? null : tooLong ? MSG.urlsTooLong : MSG.urlsInvalid);
    }
  });

  it('deeplinks keep their own scheme rule', () => {
    expect(linkPatchSchema.parse({ redirects: { deeplink: ' myapp://item/42 ' } }).redirects?.deeplink).toBe('myapp://item/42');
    expect(issue(linkPatchSchema.safeParse({ redirects: { deeplink: 'example.com' } }))).toBe(MSG.deeplinkInvalid);
  });
});

describe('link request schemas (the API answers the first message)', () => {
  const first = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]);
  };

  it('create: target, then alias, then title; trims; title optional', () => {
    expect(createLinkSchema.parse({ longUrl: ' https://example.com ', shortUrl: ' abc12 ' })).toEqual({ longUrl: 'https://example.com/', shortUrl: 'abc12' });
    expect(first(createLinkSchema, {})).toBe(MSG.urlInvalid);
    expect(first(createLinkSchema, { longUrl: 'javascript:alert(1)', shortUrl: 'api' })).toBe(MSG.urlInvalid);
    expect(first(createLinkSchema, { longUrl: 'https://example.com', shortUrl: 'api' })).toBe(MSG.aliasReserved);
    expect(first(createLinkSchema, { longUrl: 'https://example.com', shortUrl: 42 })).toBe(MSG.aliasRequired);
    // No alias (missing, empty, only spaces): the server generates a code.
    for (const shortUrl of [undefined, '', '   ']) expect(createLinkSchema.parse({ longUrl: 'https://example.com', shortUrl }).shortUrl).toBeUndefined();
    expect(first(createLinkSchema, { longUrl: 'https://example.com', shortUrl: ' ab ' })).toBe(MSG.aliasLength);
    // An edit that sends an alias still needs one.
    expect(first(linkPatchSchema, { shortUrl: '  ' })).toBe(MSG.aliasRequired);
    expect(first(createLinkSchema, { longUrl: 'https://example.com', shortUrl: 'abc', title: 'x'.repeat(201) })).toBe(MSG.titleTooLong);
  });

  it('patch: every field optional; "" and null clear optional values; password kept when empty', () => {
    expect(linkPatchSchema.parse({})).toEqual({});
    expect(first(linkPatchSchema, { title: '' })).toBe(MSG.titleRequired);
    expect(first(linkPatchSchema, { title: 5 })).toBe(MSG.titleRequired);
    expect(linkPatchSchema.parse({ redirects: { ios: '', android: null, web: ' https://example.com ' } }).redirects).toEqual({
      ios: null,
      android: null,
      web: 'https://example.com/',
    });
    expect(first(linkPatchSchema, { redirects: { web: 'ftp://x.example.com' } })).toBe(MSG.urlsInvalid);
    expect(first(linkPatchSchema, { redirects: { deeplink: 'nope' } })).toBe(MSG.deeplinkInvalid);
    expect(first(linkPatchSchema, { redirects: 'https://example.com' })).toBe(MSG.urlsInvalid);
    expect(linkPatchSchema.parse({ password: { enabled: true, password: '' } }).password).toEqual({ enabled: true });
    expect(first(linkPatchSchema, { password: { password: 'x' } })).toBe(MSG.passwordRequired);
    expect(first(linkPatchSchema, { password: { enabled: true, password: 'x'.repeat(129) } })).toBe(MSG.linkPasswordTooLong);
    expect(first(linkPatchSchema, { password: { enabled: true, password: 'a' } })).toBe(MSG.linkPasswordTooShort);
    expect(first(linkPatchSchema, { password: { enabled: true, password: '  ' } })).toBe(MSG.linkPasswordBlank);
    expect(first(linkPatchSchema, { password: { enabled: true, password: '🙂🔑🙂🔑🙂🔑' } })).toBeNull();
    // The most common passwords and one character repeated (emoji too), in any case.
    for (const password of ['123456', 'password', 'PassWord', 'qwerty123', 'aaaaaa', '🙂🙂🙂🙂🙂🙂', ' 111111 '])
      expect({ password, answer: first(linkPatchSchema, { password: { enabled: true, password } }) }).toEqual({ password, answer: MSG.passwordTooCommon });
    expect(linkPatchSchema.parse({ expiry: { maxClicks: '12', date: '', url: null } }).expiry).toEqual({ maxClicks: 12, date: null, url: null });
    expect(first(linkPatchSchema, { expiry: { maxClicks: '1e3' } })).toBe(MSG.maxClicksInvalid);
    expect(first(linkPatchSchema, { expiry: { date: '2030-13-01' } })).toBe(MSG.expiryDateInvalid);
    expect(first(linkPatchSchema, { utm: { source: 'x'.repeat(201) } })).toBe(MSG.utmTooLong);
  });

  it('list query: defaults, q trimmed, and paging out of bounds refused (never capped)', () => {
    expect(listLinksQuerySchema.parse({})).toEqual({ q: undefined, page: 1, limit: 10, tagId: [] });
    expect(listLinksQuerySchema.parse({ q: '  Sale ', page: '3', limit: '100' })).toEqual({ q: 'Sale', page: 3, limit: 100, tagId: [] });
    expect(listLinksQuerySchema.parse({ q: '   ' })).toEqual({ q: undefined, page: 1, limit: 10, tagId: [] });
    for (const page of ['0', '-2', 'x', '1.5']) expect({ page, answer: first(listLinksQuerySchema, { page }) }).toEqual({ page, answer: MSG.pageInvalid });
    for (const limit of ['0', '101', 'x']) expect({ limit, answer: first(listLinksQuerySchema, { limit }) }).toEqual({ limit, answer: MSG.limitInvalid(100) });
  });

  it('list query: tagId repeated or comma-separated, each once, at most 10', () => {
    expect(listLinksQuerySchema.parse({ tagId: ' a, b,,a ' }).tagId).toEqual(['a', 'b']);
    expect(listLinksQuerySchema.parse({ tagId: ['a', 'c,b'] }).tagId).toEqual(['a', 'c', 'b']);
    expect(first(listLinksQuerySchema, { tagId: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(TAG_MSG.filterInvalid);
  });

  it('page title: an http(s) URL', () => {
    expect(first(pageTitleSchema, { url: 'javascript:alert(1)' })).toBe(MSG.urlInvalid);
    expect(pageTitleSchema.parse({ url: 'https://example.com' })).toEqual({ url: 'https://example.com/' });
  });
});
