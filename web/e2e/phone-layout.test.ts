/**
 * Chromium end-to-end: every main screen on a phone (390×844). Each must fit the screen — the
 * page never scrolls sideways — and its primary actions must lie inside the viewport's width
 * (not in a table that scrolls off to the right). The dashboard also keeps a short link on one
 * line and shows the first link on the first screen; app screens start their title under the
 * top bar, without a blank band. Needs the runtime from infra/local/test/global-setup.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { paths, type Campaign, type Link } from '@kisa/shared';
import { expectHeading, expectPath, launchChromium, makeAdmin, runtimeUrls, submitSignIn, verifiedAccount } from './support/browser';

const PHONE = { width: 390, height: 844 };

const { at } = runtimeUrls();
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

/** A call with the session token from the API's sign-in, as a script would make it. */
async function apiAs<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(at(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`expected ${method} ${path} to succeed, it answered ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The screen has its data: no skeleton, route spinner or busy region is left. */
async function settled(page: Page, screen: string): Promise<void> {
  const loading = '.skeleton, .page-loader, [aria-busy="true"]';
  try {
    await page.waitForFunction((sel) => !document.querySelector(sel), loading, { timeout: 15_000 });
  } catch {
    const left = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 100)), loading);
    throw new Error(`expected ${screen} to finish loading, still loading: ${JSON.stringify(left.slice(0, 3))}`);
  }
}

/**
 * What keeps `screen` from fitting the phone: the page wider than the viewport (with its width
 * and the elements reaching past the right edge), a stacked table that still scrolls sideways,
 * an action outside the viewport's width (or missing).
 */
async function fitProblems(page: Page, screen: string, actions: ReadonlyArray<[Locator, string]>): Promise<string[]> {
  const problems: string[] = [];
  const seen = await page.evaluate(() => {
    const width = window.innerWidth;
    // Past the right edge and not inside a box that clips or scrolls sideways within the screen.
    const clippedInside = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 0.5 && !clippedInside(e));
    // The innermost ones: what pushes the page wider.
    const culprits = sticking
      .filter((e) => !sticking.some((o) => o !== e && e.contains(o)))
      .slice(0, 4)
      .map((e) => `<${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? ` class="${e.className}"` : ''}> "${(e.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(e.getBoundingClientRect().right)} px`);
    const scrollingTables = [...document.querySelectorAll('.dt--stacked')].map((t) => t.parentElement!).filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${w.scrollWidth} px in ${w.clientWidth} px`);
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits, scrollingTables };
  });
  if (seen.scrollWidth > seen.width) {
    problems.push(`${screen}: the page is ${seen.scrollWidth} px wide on a ${seen.width} px phone (${seen.scrollWidth - seen.width} px too wide); past the edge: ${seen.culprits.join('; ')}`);
  }
  for (const t of seen.scrollingTables) problems.push(`${screen}: a stacked table still scrolls sideways (${t})`);
  for (const [locator, what] of actions) {
    try {
      await locator.first().waitFor({ state: 'visible' });
    } catch {
      const buttons = await page.getByRole('button').allInnerTexts();
      problems.push(`${screen}: no ${what} at ${new URL(page.url()).pathname} (buttons: ${JSON.stringify(buttons.map((b) => b.trim()))})`);
      continue;
    }
    const box = await locator.first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width), viewport: window.innerWidth };
    });
    if (box.width === 0 || box.left < 0 || box.right > box.viewport) problems.push(`${screen}: ${what} spans ${box.left}–${box.right} px, outside the ${box.viewport} px wide screen`);
  }
  return problems;
}

/** The content starts right under the top bar: no blank band between them, above the title. */
async function bandProblems(page: Page, screen: string): Promise<string[]> {
  const band = await page.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top - document.querySelector('.topbar')!.getBoundingClientRect().bottom));
  return band <= 1 ? [] : [`${screen}: a blank band of ${band} px between the top bar and the content`];
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const link = (scope: Page | Locator, name: string) => scope.getByRole('link', { name, exact: true });

describe('every main screen on a 390 px phone', () => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `phone-${stamp}@example.com`;
  const password = 'phone-Passw0rd';
  const name = 'Pia Phone';

  it('fits the screen, with the primary actions inside it', { timeout: 240_000 }, async () => {
    await verifiedAccount(name, email, password);
    await makeAdmin(email);
    const { token } = await (await fetch(at('/api/auth/signin'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json();
    // A long alias and title, as real links have; one of them password-protected.
    const alias = `spring-sale-${stamp}`;
    const made = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://www.example.com/campaigns/spring/landing-page?ref=newsletter', shortUrl: alias, title: 'Spring sale landing page for the newsletter readers' });
    const locked = `lock-${stamp}`;
    const lockedLink = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/private', shortUrl: locked });
    await apiAs(token, 'PATCH', `/api/links/${lockedLink.id}`, { password: { enabled: true, password: 'open-sesame' } });
    const campaignName = `Phone campaign ${stamp}`;
    const campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: campaignName });
    await apiAs(token, 'POST', `/api/campaigns/${campaign.id}/links`, { links: [{ longUrl: 'https://example.com/one' }, { longUrl: 'https://example.org/two' }] });

    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // Every screen is checked; the test fails at the end listing every problem found.
    const problems: string[] = [];
    const check = async (screen: string, actions: ReadonlyArray<[Locator, string]>) => problems.push(...(await fitProblems(page, screen, actions)));
    const onTop = async (screen: string) => problems.push(...(await bandProblems(page, screen)));

    // Public screens.
    await page.goto(at(paths.register));
    await expectHeading(page, /./);
    await check('register', [[button(page, 'Create account'), 'Create account']]);
    await page.goto(at(paths.passwordGate(locked)));
    await expectHeading(page, /Enter password for visit/);
    await check('password gate', [[button(page, 'Go to URL'), 'Go to URL']]);
    await page.goto(at(paths.signin));
    await expectHeading(page, /./);
    await check('sign-in', [[button(page, 'Sign in'), 'Sign in']]);

    // The admin lands on the admin dashboard.
    await submitSignIn(page, email, password);
    await expectPath(page, paths.adminDashboard);
    await settled(page, 'admin');
    const firstUser = page.locator('tbody tr').first();
    await check('admin', [
      [page.getByRole('combobox', { name: 'Per page' }), 'the page size'],
      [firstUser.getByRole('button').first(), "the first user's action"],
      [firstUser.getByRole('button').last(), "the first user's last action"],
    ]);
    await onTop('admin');

    // Dashboard: the short link on one line, the first link on the first screen.
    await page.goto(at(paths.dashboard));
    await settled(page, 'dashboard');
    const row = page.locator(`tr[data-link-id="${made.id}"]`);
    const label = `${new URL(at('/')).host}/${alias}`;
    await check('dashboard', [
      [button(page, 'Create link'), 'Create link'],
      [page.getByRole('searchbox', { name: 'Search links' }), 'the search box'],
      [row.locator('.short-link'), 'the short link'],
      [row.getByRole('link', { name: /clicks: insight for/ }), 'the clicks link'],
      [button(row, `Copy ${label}`), 'Copy'],
      [button(row, `QR code for ${label}`), 'QR code'],
      [link(row, `Edit ${label}`), 'Edit'],
      [button(row, `Delete ${label}`), 'Delete'],
    ]);
    await onTop('dashboard');
    const shortLink = await row.locator('.short-link').evaluate((e) => ({ height: Math.round(e.getBoundingClientRect().height), line: parseFloat(getComputedStyle(e).lineHeight) || 24, text: (e as HTMLElement).innerText }));
    expect(shortLink.text, 'the short link shows host/alias').toBe(label);
    if (shortLink.height >= shortLink.line * 1.5) problems.push(`dashboard: the short link ${label} takes more than one line (${shortLink.height} px high)`);
    const firstRowTop = await page.locator('tbody tr').first().evaluate((e) => Math.round(e.getBoundingClientRect().top));
    if (firstRowTop > PHONE.height - 60) problems.push(`dashboard: the first link starts ${firstRowTop} px down, below the first ${PHONE.height} px screen (the stat cards take too much room)`);
    // Its clicks open the link's insight.
    expect(await row.getByRole('link', { name: /clicks: insight for/ }).getAttribute('href')).toBe(paths.insight(made.id));

    // Create modal.
    await button(page, 'Create link').click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    await check('the Create New Link modal', [
      [dialog.getByLabel('Target URL'), 'the Target URL field'],
      [button(dialog, 'Create link'), 'Create link'],
      [button(dialog, 'Cancel'), 'Cancel'],
    ]);
    await button(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'detached' });

    // Link editor (title tab) and the link's insight.
    await page.goto(at(paths.editTab('title', made.id)));
    await settled(page, 'link editor');
    await check('link editor', [[button(page, 'Save'), 'Save']]);
    await onTop('link editor');
    await page.goto(at(paths.insight(made.id)));
    await settled(page, 'insight');
    await check('insight', [[link(page, 'Edit link'), 'Edit link']]);
    await page.goto(at(paths.analytics));
    await expectHeading(page, 'Analytics');
    await settled(page, 'analytics');
    await check('analytics', [
      [button(page, 'Last 7 Days'), 'Last 7 Days'],
      [button(page, 'Last Month'), 'Last Month'],
    ]);
    await onTop('analytics');

    // QR generator and bulk.
    await page.goto(at(paths.qrCode));
    await settled(page, 'QR generator');
    await check('QR generator', [[button(page, 'Generate'), 'Generate']]);
    await onTop('QR generator');
    await page.goto(at(paths.bulk));
    await expectHeading(page, 'Bulk Operations');
    await check('bulk', [[button(page, 'Start Bulk Operation'), 'Start Bulk Operation']]);
    await onTop('bulk');

    // Campaigns and one campaign.
    await page.goto(at(paths.campaigns));
    await settled(page, 'campaigns');
    const campaignRow = page.locator(`tr[data-campaign-id="${campaign.id}"]`);
    await check('campaigns', [
      [link(page, 'Create Campaign'), 'Create Campaign'],
      [link(campaignRow, `View Detail of ${campaignName}`), 'View Detail'],
      [button(campaignRow, `Delete ${campaignName}`), 'delete'],
    ]);
    await onTop('campaigns');
    await page.goto(at(paths.campaign(campaign.id)));
    await expectHeading(page, `Campaign: ${campaignName}`);
    await settled(page, 'campaign detail');
    await check('campaign detail', [[link(page, '← Back to Campaigns'), 'Back to Campaigns']]);

    // Team and settings.
    await page.goto(at(paths.team));
    await settled(page, 'team');
    await check('team', [
      [button(page, 'Add User'), 'Add User'],
      [button(page, `Edit profile of ${name}`), 'the edit icon'],
      [button(page, `Set password for ${name}`), 'the password icon'],
      [button(page, `Remove ${name}`), 'the remove icon'],
    ]);
    await onTop('team');
    await page.goto(at(paths.settings));
    await settled(page, 'settings');
    await check('settings', [
      [page.getByRole('tab', { name: 'User Management' }), 'the User Management pill'],
      [page.getByRole('tab', { name: 'Plan' }), 'the Plan pill'],
      [link(page, 'Team Management'), 'Team Management'],
      [button(page, 'Create key'), 'Create key'],
    ]);
    await onTop('settings');
    expect(await page.getByRole('navigation', { name: 'Settings' }).count(), 'settings has one row of navigation: the pills, no tabs above them').toBe(0);

    if (problems.length > 0) throw new Error(`expected every screen to fit a ${PHONE.width} px phone, found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  });
});
