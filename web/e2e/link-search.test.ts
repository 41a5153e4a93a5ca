/**
 * Chromium end-to-end: the dashboard's search box. Typing quickly asks the API once, for the
 * final text, after the pause; a request made stale by further typing is cancelled and its
 * late answer never replaces the newer one; the count of matches is said in a polite live
 * region ('3 links match', '1 link matches'), and none shows the empty state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, apiToken } from './support/api';
import { expectStatus, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const password = 'search-Passw0rd';
const stamp = uniqueStamp();

const { openPage } = useChromium();
let page: Page;
/** The `q` of every list request the page sent, in order. */
const asked: string[] = [];
/** The `q` of every list request that failed (cancelled by the page). */
const cancelled: string[] = [];

const queryOf = (url: string) => {
  const u = new URL(url);
  return u.pathname === '/api/links' ? u.searchParams.get('q') : null;
};

beforeAll(async () => {
  const email = `search-${stamp}@example.com`;
  await verifiedAccount('Sera Search', email, password);
  const token = await apiToken(email, password);
  const titles = ['Wool scarf', 'Wool hat', 'Merino wool socks', 'Zanzibar spice box', 'Linen shirt', 'Oak table'];
  for (const [i, title] of titles.entries()) {
    await apiAs(token, 'POST', '/api/links', { longUrl: `https://shop.example.com/p/${i}`, shortUrl: `s${stamp}${i}`, title });
  }
  page = await openPage();
  page.on('request', (r) => {
    const q = queryOf(r.url());
    if (q !== null) asked.push(q);
  });
  page.on('requestfailed', (r) => {
    const q = queryOf(r.url());
    if (q !== null) cancelled.push(q);
  });
  await signInToDashboard(page, email, password);
  await page.locator('tbody tr').first().waitFor();
});

const searchBox = () => page.getByRole('searchbox', { name: 'Search links' });
const rows = () => page.locator('tbody tr').count();

describe('dashboard search', () => {
  it('asks once, for the final text, after a pause in typing, and says how many links match', async () => {
    asked.length = 0;
    await searchBox().pressSequentially('wool', { delay: 60 }); // quicker than the 250 ms pause
    await expectStatus(page, '3 links match');
    await page.waitForTimeout(600); // nothing more is asked afterwards
    expect(asked, 'the list requests with a search while and after typing "wool"').toEqual(['wool']);
    expect(await rows(), 'rows shown').toBe(3);
    const region = page.getByRole('status').filter({ hasText: '3 links match' });
    expect(await region.getAttribute('aria-live'), 'the count is announced politely').toBe('polite');
  });

  it('cancels a request made stale by more typing; its late answer never replaces the newer one', async () => {
    await searchBox().fill('');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('q'));
    asked.length = 0;
    cancelled.length = 0;
    // The answer to "zan" (every Zanzibar link, and more) is held back for 1.5 s.
    let heldAnswered = false;
    const zan = (url: URL) => queryOf(url.toString()) === 'zan';
    await page.route(zan, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue().catch(() => undefined); // cancelled by the page meanwhile
      heldAnswered = true;
    });
    await searchBox().pressSequentially('zan', { delay: 30 });
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'zan'); // asked after the pause
    await searchBox().pressSequentially('zibar', { delay: 30 });
    await expectStatus(page, '1 link matches');
    await expect.poll(() => heldAnswered, { timeout: 5_000, message: 'the held request was let go' }).toBe(true);
    await page.waitForTimeout(300);
    expect(asked, 'the list requests with a search').toEqual(['zan', 'zanzibar']);
    expect(cancelled, 'the stale "zan" request was cancelled by the page').toEqual(['zan']);
    expect(await page.getByRole('status').filter({ hasText: 'match' }).allInnerTexts(), 'the count still says the newest answer').toEqual(['1 link matches']);
    expect(await page.locator('tbody tr').allInnerTexts(), 'the rows are the newest answer').toEqual([expect.stringContaining('Zanzibar spice box')]);
    await page.unroute(zan);
  });

  it('shows the empty state for no match, announced as such', async () => {
    await searchBox().fill('no-such-link-anywhere');
    const none = 'No links match “no-such-link-anywhere”.';
    await page.getByRole('button', { name: 'Clear search' }).waitFor();
    expect(await page.getByText(none, { exact: true }).count(), 'the empty state and the live region both say it').toBe(2);
    expect(await page.getByRole('status').filter({ hasText: 'No links match' }).allTextContents(), 'the live region').toEqual([none]);
  });
});
