/**
 * Chromium end-to-end: the analytics page paints the question's last answer at once and then the
 * current one. A link (its title in Turkish) is clicked once and the page shows it; a second click
 * reaches the click log; on reload the API answers `stale=1` with the old figures (marked stale),
 * the page shows them with "Refreshing…" while its plain request is held, and the new figures
 * replace them when it is let go. When that request fails, the old figures stay with a notice and
 * a retry. Needs the runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { addDays, paths, todayIn, type Analytics, type Link } from '@kisa/shared';
import { analyticsAccount, expectTotal, openSignedIn, panel, waitForFigures } from './support/analytics';
import { apiAs, visitShortLink as visit } from './support/api';
import { expectAccessible } from './support/axe';
import { UA } from './support/user-agents';
import { useChromium } from './support/browser';

const PASSWORD = 'stale-First-Passw0rd';
const TITLE = 'Işıklı Çarşı İndirimi';
const { openPage } = useChromium();

/** The page's plain analytics request (not the `stale=1` first paint). */
const plainAnalytics = (url: URL) => url.pathname === '/api/analytics' && !url.searchParams.has('stale');

/** The freshness line says `text` (polite live region). */
async function expectNote(page: Page, text: RegExp): Promise<void> {
  const note = page.locator('.an-freshness');
  try {
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('.an-freshness')?.textContent ?? ''), text.source, { timeout: 15_000 });
  } catch {
    throw new Error(`expected the freshness line to match ${text}, it says "${await note.textContent()}"`);
  }
  expect(await note.getAttribute('aria-live'), 'announced politely').toBe('polite');
}

describe('analytics: the last answer first, then the current one', () => {
  it('shows the old figures marked as refreshing, replaces them with the new ones, and keeps them with a notice when the refresh fails', {
    timeout: 240_000,
  }, async () => {
    const { stamp, email, token } = await analyticsAccount('stale-first', 'Şule Yıldız', PASSWORD);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://örnek.com.tr/kampanya', shortUrl: `sf-${stamp}`, title: TITLE });
    await visit(link.shortUrl, { 'user-agent': UA.iphone });

    const page = await openPage();
    const pageErrors = await openSignedIn(page, email, PASSWORD, paths.analytics, 'Analytics');
    await waitForFigures(page, { totalClicks: 1 });
    await expectNote(page, /^Updated /);
    expect(await panel(page, 'Links').textContent(), 'the Turkish title in the Links panel').toContain(TITLE);

    /** A second click, seen by the engine: another question (the link's own) counts it, so the page's question is not answered anew. */
    const clickAgain = async (n: number) => {
      await visit(link.shortUrl, { 'user-agent': UA.desktop });
      const today = todayIn('UTC');
      const query = `/api/analytics?from=${addDays(today, -1)}&to=${today}&tz=UTC&linkId=${link.id}`;
      await expect.poll(async () => (await apiAs<Analytics>(token, 'GET', query)).totals.totalClicks, { timeout: 30_000, interval: 500 }).toBe(n);
    };

    // Held: the plain request waits until the stale panels were seen.
    await clickAgain(2);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const hold = async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    };
    await page.route(plainAnalytics, hold);
    await page.reload();
    await expectTotal(page, 1, 'from the last answer, at once');
    await expectNote(page, /^Figures of .+ · Refreshing…$/);
    expect(await panel(page, 'Links').textContent(), 'the stale panels hold the title').toContain(TITLE);
    release();
    await expectTotal(page, 2, 'once the current answer replaced the last one');
    await expectNote(page, /^Updated /);
    await page.unroute(plainAnalytics, hold);

    // Failing: the old figures stay, with a notice and a retry that loads the new ones.
    await clickAgain(3);
    const fail = (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"title":"Service Unavailable","status":503}' });
    await page.route(plainAnalytics, fail);
    await page.reload();
    await expectNote(page, /^Showing the figures of .+: the latest could not be loaded\. Try again$/);
    await expectTotal(page, 2, 'kept from the last answer');
    await expectAccessible(page, 'analytics keeping its last figures after a failed refresh');
    await page.unroute(plainAnalytics, fail);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectTotal(page, 3, 'after the retry');
    await expectNote(page, /^Updated /);
    expect(pageErrors, 'no uncaught page errors').toEqual([]);
  });
});
