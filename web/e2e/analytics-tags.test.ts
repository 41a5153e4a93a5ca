/**
 * Chromium end-to-end: analytics by tag. Three links — one with two tags, one with
 * one, one untagged — get browser visits over HTTP; /analytics ranks the clicks by tag (a click
 * counts for each tag its link carried), the Tags control filters by any of the checked tags
 * (in the URL, a chip per tag, removed with the keyboard), a tag row in the panel adds it to
 * the filter, the visitor log names each visit's tags, a view without tagged clicks says so, and
 * the control fits a 390 px phone. Needs the runtime from infra/local/test/global-setup.ts and
 * web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths, type Link, type Tag } from '@kisa/shared';
import { analyticsAccount, expectTotal, openSignedIn, panel, ranking, waitForFigures } from './support/analytics';
import { expectAccessible } from './support/axe';
import { apiAs, visitShortLink as visit } from './support/api';
import { UA } from './support/user-agents';
import { expectPath, runtimeUrls, signInToDashboard, useChromium } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'tag-Analytics-Passw0rd';
const { openPage } = useChromium();

/** The URL's tag filter settles on these ids (sorted, comma-separated), or none. */
async function expectTagUrl(page: Page, ids: readonly string[]): Promise<void> {
  const want = ids.length ? [...ids].sort().join(',') : null;
  try {
    await page.waitForURL((u) => u.pathname === paths.analytics && u.searchParams.get('tagId') === want, { timeout: 5_000 });
  } catch {
    throw new Error(`expected /analytics with tagId=${want ?? '(none)'} in the URL, the page is at ${page.url()}`);
  }
}

describe('analytics by tag in Chromium', () => {
  it('ranks clicks by tag, filters by tags from the control and the panel, names them in the visitor log, and fits a phone', { timeout: 180_000 }, async () => {
    const { stamp, email, token } = await analyticsAccount('analytics-tags', 'Tag Lytics', PASSWORD);
    const tag = (name: string, color: string) => apiAs<Tag>(token, 'POST', '/api/tags', { name, color });
    const [spring, sale, idle] = [await tag('spring', 'green'), await tag('sale', 'red'), await tag('idle', 'blue')];
    const link = (code: string, tagIds: string[]) =>
      apiAs<Link>(token, 'POST', '/api/links', { longUrl: `https://example.com/${code}`, shortUrl: `${code}-${stamp}`, tagIds });
    const [both, onlySale, untagged] = [await link('tg-both', [spring.id, sale.id]), await link('tg-sale', [sale.id]), await link('tg-none', [])];
    // spring: 2 clicks (both ×2); sale: 3 (both ×2, onlySale ×1); the untagged link's click in neither.
    await Promise.all([
      visit(both.shortUrl, { 'user-agent': UA.iphone }),
      visit(both.shortUrl, { 'user-agent': UA.android }),
      visit(onlySale.shortUrl, { 'user-agent': UA.desktop }),
      visit(untagged.shortUrl, { 'user-agent': UA.mac }),
    ]);

    const page = await openPage();
    const pageErrors = await openSignedIn(page, email, PASSWORD, paths.analytics, 'Analytics');
    await waitForFigures(page, { totalClicks: 4 });

    // The Tags panel: clicks per tag, most first, with their unique clicks; the idle tag had none.
    expect(await ranking(page, 'Tags'), 'Tags table').toEqual({ sale: 3, spring: 2 });
    const headers = await panel(page, 'Tags').locator('thead th').allTextContents();
    expect(
      headers.map((h) => h.trim()),
      'Tags table columns',
    ).toEqual(['#', 'Tag', 'Clicks', 'Unique', 'Share of clicks']);

    // The Tags control: a button that opens the team's tags as checkboxes.
    const toggle = page.getByRole('button', { name: 'Tags', exact: true });
    expect(await toggle.getAttribute('aria-expanded'), 'the tag list starts closed').toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const choices = page.getByRole('group', { name: 'Clicks of links tagged with any of' });
    await choices.getByRole('checkbox', { name: 'idle' }).waitFor();
    expect(await choices.getByRole('checkbox').count(), 'every team tag is offered').toBe(3);
    await expectAccessible(page, 'analytics with the tag list open');
    await choices.getByRole('checkbox', { name: 'spring' }).check();
    await expectTagUrl(page, [spring.id]);
    await expectTotal(page, 2, 'of links tagged spring');
    // Any of the checked tags: spring or sale.
    await choices.getByRole('checkbox', { name: 'sale' }).check();
    await expectTagUrl(page, [spring.id, sale.id]);
    await expectTotal(page, 3, 'of links tagged spring or sale');
    // Escape closes the list and gives focus back to its button; the button counts the tags.
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('tag-filter__toggle')), 'focus back on the Tags button').toBe(true);
    await page.getByRole('button', { name: 'Tags 2 selected', exact: true }).waitFor();

    // A chip per tag; removing one with the keyboard keeps the other.
    const chips = panel(page, 'Active filters');
    await chips.getByText('Tag: spring').waitFor();
    await chips.getByText('Tag: sale').waitFor();
    const remove = page.getByRole('button', { name: 'Remove filter Tag: sale', exact: true });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expectTagUrl(page, [spring.id]);
    await expectTotal(page, 2, 'after the sale chip is removed');
    expect(await ranking(page, 'Tags'), 'Tags table filtered by spring (its clicks carried sale too)').toEqual({ spring: 2, sale: 2 });
    expect(await panel(page, 'Tags').getByRole('button', { name: 'spring', exact: true }).getAttribute('aria-pressed'), 'the filtered tag is marked').toBe(
      'true',
    );

    // A tag row adds that tag to the filter.
    await panel(page, 'Tags').getByRole('button', { name: 'sale', exact: true }).click();
    await expectTagUrl(page, [spring.id, sale.id]);
    await expectTotal(page, 3, 'after sale was picked from the panel');

    // The visitor log names each visit's tags (sorted by name), '—' for an untagged link.
    const log = panel(page, 'Visitor Log');
    await log.locator('tbody tr').first().waitFor();
    expect(await log.locator('thead th').allTextContents(), 'visitor log columns').toContain('Tags');
    const tagCells = await log.locator('tbody td.visitor-table__tags').allInnerTexts();
    expect(tagCells.sort(), 'tags of the visits of spring or sale').toEqual(['sale', 'sale, spring', 'sale, spring']);

    // Clear all: no tag filter left, every click back.
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expectTagUrl(page, []);
    await expectTotal(page, 4, 'after Clear all');
    await expect
      .poll(async () => (await log.locator('tbody td.visitor-table__tags').allTextContents()).filter((t) => t.includes('—')).length, { timeout: 10_000 })
      .toBe(1);

    // A view without tagged clicks: the panel says so.
    await page.goto(at(paths.insight(untagged.id)));
    await page.getByTestId('analytics-totalClicks').waitFor();
    await expectTotal(page, 1, 'on the untagged link');
    await panel(page, 'Tags').getByText('No clicks of tagged links in this view.').waitFor();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);

    // On a 390 px phone: the open list lies within the screen, the page does not scroll sideways.
    const phone = await openPage({ viewport: { width: 390, height: 844 } });
    await signInToDashboard(phone, email, PASSWORD);
    await phone.goto(at(`${paths.analytics}?tagId=${spring.id}`));
    await expectPath(phone, paths.analytics);
    await expectTotal(phone, 2, 'on the phone, filtered by spring');
    await phone.getByRole('button', { name: /^Tags/ }).click();
    const list = phone.getByRole('group', { name: 'Clicks of links tagged with any of' });
    await list.getByRole('checkbox', { name: 'spring' }).waitFor();
    expect(await list.getByRole('checkbox', { name: 'spring' }).isChecked(), "the URL's tag is checked").toBe(true);
    const box = await phone.locator('.tag-filter__panel').boundingBox();
    if (!box) throw new Error('expected the tag list to be on screen');
    expect({ left: box.x >= 0, right: box.x + box.width <= 390 }, `the tag list within the phone's width: ${JSON.stringify(box)}`).toEqual({
      left: true,
      right: true,
    });
    const widths = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.viewport);
    await list.getByRole('checkbox', { name: 'idle' }).check();
    await phone.waitForURL((u) => u.searchParams.get('tagId') === [spring.id, idle.id].sort().join(','));
    await expectTotal(phone, 2, 'on the phone, spring or idle');
  });
});
