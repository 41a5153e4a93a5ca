/**
 * Chromium end-to-end (findings 3 and 7): the SPA runs under its Content Security
 * Policy without a single violation on its main screens (charts, QR codes, favicons, lazy
 * chunks), its own JSON calls pass the API's CSRF check, and a page on another origin of the
 * same site (localhost:<other port>: the session cookie is SameSite=Lax, so it rides along)
 * can neither mint an API key with a form post nor frame the app.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy, MSG, paths } from '@kisa/shared';
import { runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';
import { useLocalSite } from './support/local-site';

const { appUrl, at, runtime } = runtimeUrls();
const password = 'secure-Passw0rd';

const { openPage } = useChromium();
let page: Page;
/** What the attacker's pages are, by path. */
const EVIL_PAGES: Record<string, string> = {
  // The form trick: one text/plain field whose name and value together spell out JSON.
  '/mint-key': `<!doctype html><form method="POST" action="${appUrl}/api/keys" enctype="text/plain">
    <input name='{"name":"attacker","pad":"' value='"}'></form><script>document.forms[0].submit()</script>`,
  '/frame': `<!doctype html><iframe id="victim" src="${appUrl}${paths.signin}" width="800" height="600"></iframe>`,
};

/** Another origin of the app's site (localhost:<other port>), serving EVIL_PAGES. */
const evil = useLocalSite((req, res) => {
  const body = EVIL_PAGES[req.url ?? ''];
  res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
}, 'localhost');

/** CSP violations the page reported (listener installed before any script of the app runs). */
async function violations(p: Page): Promise<string[]> {
  return p.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

beforeAll(async () => {
  page = await openPage();
  await page.context().addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
});

describe('browser security in Chromium', () => {
  const stamp = uniqueStamp();
  const email = `sam-${stamp}@example.com`;
  let linkId = '';

  it('runs the SPA under its CSP without violations; its own JSON calls pass the CSRF check', { timeout: 120_000 }, async () => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Refused to|Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await verifiedAccount('Sam Secure', email, password);
    const first = await page.goto(at(paths.signin));
    // The one other origin the app's pages may send to: the bucket preview images are uploaded to (the S3 emulator here).
    expect(first?.headers()['content-security-policy']).toBe(contentSecurityPolicy([new URL(runtime.env.S3_ENDPOINT!).origin]));
    expect(first?.headers()['x-frame-options']).toBe('DENY');
    await signInToDashboard(page, email, password); // the sign-in POST: same-origin, allowed

    const created = await page.evaluate(async (shortUrl) => {
      const res = await fetch('/api/links', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ longUrl: 'https://example.com/secure', shortUrl }),
      });
      return { status: res.status, body: await res.json() };
    }, `sec${stamp}`);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    linkId = created.body.id;

    for (const path of [
      paths.dashboard,
      paths.editTab('qr', linkId),
      paths.insight(linkId),
      paths.analytics,
      paths.qrCode,
      paths.bulk,
      paths.campaigns,
      paths.settings,
    ]) {
      await page.goto(at(path), { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
    // The QR code (a data: image) and the charts' lazy chunks did render.
    await page.goto(at(paths.editTab('qr', linkId)), { waitUntil: 'networkidle' });
    expect(await page.locator('img[src^="data:"], img[src^="blob:"], canvas').count()).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });

  it('refuses a form-trick POST /api/keys from another origin of the same site, minting no key', { timeout: 60_000 }, async () => {
    expect(linkId, 'the first test signed in').not.toBe('');
    const answer = page.waitForResponse((r) => r.url() === `${appUrl}/api/keys` && r.request().method() === 'POST');
    await page.goto(`${evil.origin}/mint-key`);
    const res = await answer;
    // What makes it an attack: the browser sent the session cookie along (same site), as text/plain.
    const sent = await res.request().allHeaders();
    expect(sent['content-type']).toContain('text/plain');
    expect(sent.cookie ?? '').toMatch(/(^|; )token=./);
    expect([sent.origin, sent['sec-fetch-site']]).toEqual([evil.origin, 'same-site']);
    expect([res.status(), await res.json()]).toEqual([403, expect.objectContaining({ errorMessage: MSG.crossSiteRequest })]);

    await page.goto(at(paths.settings), { waitUntil: 'networkidle' });
    const keys = await page.evaluate(async () => (await (await fetch('/api/keys', { credentials: 'include' })).json()) as { items: unknown[] });
    expect(keys.items).toEqual([]);
  });

  it('cannot be framed by another origin (frame-ancestors / X-Frame-Options)', { timeout: 60_000 }, async () => {
    const blocked = new Promise<string>((resolve) =>
      page.on('console', (m) => /frame-ancestors|Refused to (display|frame)/i.test(m.text()) && resolve(m.text())),
    );
    await page.goto(`${evil.origin}/frame`);
    expect(await Promise.race([blocked, new Promise<string>((r) => setTimeout(() => r('no refusal logged'), 10_000))])).toMatch(/frame-ancestors|Refused/);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(framed?.url() ?? '').not.toBe(`${appUrl}${paths.signin}`.replace(/\/$/, ''));
  });
});
