/**
 * Chromium end-to-end: the API reference (/e/api-reference). A signed-in user follows Settings →
 * API keys → "API reference": a new document with the reference's own CSP (inline styles; scripts
 * still 'self'), the first-request guide with the curl call for this app, and Scalar's reference
 * of the served OpenAPI document listing the operations — with no CSP violation and no request to
 * any other origin (the machine is offline; no CDN font or script may be asked for). Its link back
 * to Settings loads a document with the app's strict CSP again. Anonymous visitors read it too
 * (the document is public) and are offered sign-in. axe finds no serious violation in the bar and the guide.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { contentSecurityPolicy, paths } from '@kisa/shared';
import { expectAccessible } from './support/axe';
import { expectHeading, expectPath, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { appUrl, at, runtime } = runtimeUrls();
const { openPage, signedInPage } = useChromium({ reducedMotion: 'reduce' });
/** The one other origin the app's CSP names: the preview-image bucket (the S3 emulator here). */
const uploadOrigin = new URL(runtime.env.S3_ENDPOINT!).origin;

/** Collects the page's CSP violations (from before any script of the app runs) and every request it makes. */
async function watch(page: Page): Promise<{ requests: string[]; violations: () => Promise<string[]> }> {
  const requests: string[] = [];
  page.context().on('request', (r: Request) => requests.push(r.url()));
  await page.context().addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  return { requests, violations: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []) };
}

/** Requests that left the app's origin (data: and blob: URLs are the page's own). */
const foreign = (requests: string[]) => requests.filter((url) => !url.startsWith(`${appUrl}/`) && !/^(data|blob):/.test(url));

/** Scalar lists the served document's operations in its sidebar: the first tag's, and the links tag's once opened. */
async function expectOperations(page: Page): Promise<void> {
  const reference = page.locator('.scalar-app');
  await expectVisible(reference.getByRole('link', { name: /^Sign in with e-mail and password/ }), 'the signIn operation in the reference', 30_000);
  await reference.getByRole('link', { name: 'links', exact: true }).click();
  await expectVisible(reference.getByRole('link', { name: /^Create a link/ }), 'the createLink operation under links');
}

describe('the API reference', () => {
  const stamp = uniqueStamp();
  let page: Page;
  let seen: Awaited<ReturnType<typeof watch>>;

  beforeAll(async () => {
    page = await signedInPage('Ada Api', `ada-api-${stamp}@example.com`, 'secure-Passw0rd');
    seen = await watch(page);
  }, 60_000);

  it('opens from Settings → API keys as its own document, with the guide and every operation, offline and without CSP violations', {
    timeout: 90_000,
  }, async () => {
    await page.goto(at(paths.settings));
    await expectHeading(page, 'API keys');
    const [document] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === paths.apiReference && r.request().resourceType() === 'document'),
      page.getByRole('link', { name: 'API reference', exact: true }).click(),
    ]);
    await expectPath(page, paths.apiReference);
    expect(document.headers()['content-security-policy'], 'the reference document: inline styles, nothing else loosened').toBe(
      contentSecurityPolicy([uploadOrigin], { inlineStyles: true }),
    );

    await expectHeading(page, 'API reference');
    await expectHeading(page, 'Your first request');
    const guide = page.locator('#first-request');
    expect(await guide.locator('pre').first().innerText()).toContain(`APP=${appUrl}\ncurl -X POST "$APP/api/links"`);
    await expectOperations(page);
    await page.waitForLoadState('networkidle');

    expect(await seen.violations(), 'CSP violations on the reference').toEqual([]);
    expect(foreign(seen.requests), 'requests to other origins').toEqual([]);
    expect(seen.requests, 'the document it renders').toContain(at('/api/openapi.json'));
  });

  // The guide and the page around it are Kisa's; Scalar's own markup (unnamed copy buttons deep in
  // the operations) is not, so axe looks at what this page adds.
  it('has no serious axe violation in the bar and the first-request guide', async () => {
    await expectAccessible(page, 'the API reference', '.api-reference__bar');
    await expectAccessible(page, 'the API reference', '.api-reference__intro');
  });

  it('leads back to Settings as a new document with the strict CSP again', async () => {
    const [document] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === paths.settings && r.request().resourceType() === 'document'),
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings → API keys' }).click(),
    ]);
    await expectPath(page, paths.settings);
    expect(document.headers()['content-security-policy']).toBe(contentSecurityPolicy([uploadOrigin]));
    await expectHeading(page, 'API keys');
  });

  it('is public: an anonymous visitor reads the guide and the operations and is offered sign-in', { timeout: 60_000 }, async () => {
    const visitor = await openPage();
    const visitorSeen = await watch(visitor);
    await visitor.goto(at(paths.apiReference));
    await expectHeading(visitor, 'Your first request');
    await expectVisible(visitor.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }), 'a sign-in link');
    await expectOperations(visitor);
    await visitor.waitForLoadState('networkidle');
    expect(await visitorSeen.violations(), 'CSP violations on the reference').toEqual([]);
    expect(foreign(visitorSeen.requests), 'requests to other origins').toEqual([]);
  });
});
