/**
 * Shared helpers for the Chromium end-to-end tests: the run's runtime, the file's browser and
 * its pages (`useChromium`), a verified account made through the API and the mail outbox,
 * sign-in through the form, and assertions that say what the page showed instead when they fail.
 */
/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { paths } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function runtimeUrls() {
  const runtime = inject('runtime');
  if (!runtime)
    throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime")): is the globalSetup configured in vitest.config.ts?');
  const appUrl = runtime.appUrl.replace(/\/$/, '');
  return { runtime, appUrl, at: (path: string) => appUrl + path };
}

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * The test file's Chromium: launched before the file's tests and closed after them, with every
 * context its pages were opened in (a failed test leaves nothing running). Call it once, at the
 * top of the file; `defaults` are the file's context options (downloads, clipboard, reduced
 * motion…), which each `openPage` may add to. A page opens in a context of its own (its own
 * cookies: one signed-in user a page), 1280×860 unless told, and waits at most 10 s for an element.
 */
export function useChromium(defaults: ContextOptions = {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
  });

  async function openPage(options: ContextOptions = {}): Promise<Page> {
    if (!browser)
      throw new Error('expected Chromium to be running: useChromium() launches it in a beforeAll, so open pages in tests or in hooks declared after it');
    // English unless a test asks for another language (the app follows the browser's until one is chosen).
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US', ...defaults, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  }

  /** A new verified account (`verifiedAccount`), signed in through the form on a page of its own, at the dashboard. */
  async function signedInPage(name: string, email: string, password: string, options: ContextOptions = {}): Promise<Page> {
    await verifiedAccount(name, email, password);
    const page = await openPage(options);
    await signInToDashboard(page, email, password);
    return page;
  }

  return { openPage, signedInPage };
}

/** A short random tag that keeps this run's accounts, aliases and names apart from every other run's. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The newest mail to `to` (sent at or after `after`) holding a link under `pathPrefix` (other than `not`). */
export async function mailLink(to: string, pathPrefix: string, after: number, not?: string): Promise<string> {
  const { runtime, appUrl } = runtimeUrls();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await waitForMail(runtime.sesUrl, { to, after, timeoutMs: Math.max(1, deadline - Date.now()) });
    const link = mail.links.find((l) => new URL(l, appUrl).pathname.startsWith(pathPrefix));
    if (link && link !== not) return link;
    if (Date.now() > deadline)
      throw new Error(`expected a ${pathPrefix}… link in the newest mail to ${to}, but "${mail.subject}" has ${JSON.stringify(mail.links)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs up through the API (the account stays unverified). */
export async function signUp(name: string, email: string, password: string): Promise<void> {
  const { at } = runtimeUrls();
  const res = await fetch(at('/api/auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 201) throw new Error(`expected signup of ${email} to answer 201, got ${res.status} ${await res.text()}`);
}

/** Signs up and verifies an account through the API and the SES outbox (no browser). */
export async function verifiedAccount(name: string, email: string, password: string): Promise<void> {
  const { at } = runtimeUrls();
  const before = Date.now();
  await signUp(name, email, password);
  const token = new URL(await mailLink(email, '/verify/', before)).pathname.split('/').pop()!;
  const verified = await fetch(at(`/api/auth/verify/${token}`));
  if (!verified.ok) throw new Error(`expected the verify link to work, got ${verified.status} ${await verified.text()}`);
}

/** `npm run make-admin -- <email>` against this run's runtime. */
export async function makeAdmin(email: string): Promise<void> {
  const { runtime } = runtimeUrls();
  const script = fileURLToPath(new URL('../../../functions/scripts/make-admin.ts', import.meta.url));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, email], {
    env: { ...process.env, ...runtime.env },
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
}

/** Fills and submits the /signin form; where the app goes next is the caller's to check. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const { at } = runtimeUrls();
  await page.goto(at(paths.signin));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, paths.management);
}

/** `locator` becomes visible (fails with the page's path, headings, alerts and statuses). */
export async function expectVisible(locator: Locator, what: string, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    const page = locator.page();
    const headings = await page.getByRole('heading').allInnerTexts();
    const said = [...(await page.getByRole('alert').allInnerTexts()), ...(await page.getByRole('status').allInnerTexts())].filter((t) => t.trim());
    throw new Error(
      `expected ${what} at ${new URL(page.url()).pathname}; headings ${JSON.stringify(headings)}${said.length ? `, the page says ${JSON.stringify(said)}` : ''}`,
    );
  }
}

/** Signs in through the /signin form and waits for the dashboard. */
export async function signInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await expectPath(page, paths.dashboard);
}

/** The page settles on `path` (fails with the actual path and any alerts). */
export async function expectPath(page: Page, path: string | RegExp, timeout = 10_000): Promise<void> {
  const matches = (p: string) => (typeof path === 'string' ? p === path : path.test(p));
  try {
    await page.waitForURL((u) => matches(u.pathname), { timeout });
  } catch {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(
      `expected to be at ${String(path)}, but the page is at ${new URL(page.url()).pathname}${alerts.length ? ` showing ${JSON.stringify(alerts)}` : ''}`,
    );
  }
}

/** An element with role=alert containing `text` shows up. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    const seen = await page.getByRole('alert').allInnerTexts();
    throw new Error(`expected an alert "${text}" at ${new URL(page.url()).pathname}, saw: ${JSON.stringify(seen)}`);
  }
}

/** A role=status region containing `text` shows up (success messages, toasts). */
export async function expectStatus(page: Page, text: string, timeout = 10_000): Promise<void> {
  try {
    await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
  } catch {
    const seen = await page.getByRole('status').allInnerTexts();
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(
      `expected a status "${text}" at ${new URL(page.url()).pathname}, saw statuses ${JSON.stringify(seen)} and alerts ${JSON.stringify(alerts)}`,
    );
  }
}

export async function expectHeading(page: Page, name: string | RegExp, timeout = 10_000): Promise<void> {
  try {
    await page.getByRole('heading', { name }).first().waitFor({ state: 'visible', timeout });
  } catch {
    const seen = await page.getByRole('heading').allInnerTexts();
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(
      `expected a heading ${String(name)} at ${new URL(page.url()).pathname}, saw headings ${JSON.stringify(seen)} and alerts ${JSON.stringify(alerts)}`,
    );
  }
}

/** The page is no wider than its viewport: nothing sticks out sideways on a phone. */
export async function expectFits(page: Page, screen: string): Promise<void> {
  const seen = await page.evaluate(() => ({ width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth }));
  expect(seen.scrollWidth, `${screen}: the page's width on a ${seen.width} px phone`).toBeLessThanOrEqual(seen.width);
}
