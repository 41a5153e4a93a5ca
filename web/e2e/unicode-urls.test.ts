/**
 * Chromium end-to-end: a link to a page in any script — typed as people write it
 * (`türkiye.gov.tr/çay`), shown decoded in the modal, the dashboard, the editor header and the
 * Target tab, stored serialized, and followed by the browser to the right page. A link to
 * `tr.wikipedia.org/wiki/İstanbul` once took the whole local runtime down on its first visit.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths, type Link } from '@kisa/shared';
import { expectPath, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { appUrl, at } = runtimeUrls();
const host = new URL(appUrl).host;
const password = 'unicode-Passw0rd';
const stamp = uniqueStamp();

const { openPage, signedInPage } = useChromium();

const row = (page: Page, alias: string) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `${host}/${alias}`, exact: true }) });

/** Creates a link through the Create New Link modal; answers the value the target field showed after leaving it. */
async function createThroughModal(page: Page, target: string, alias: string, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Link' });
  const field = dialog.getByLabel('Target URL');
  await field.fill(target);
  await dialog.getByLabel('Alias', { exact: true }).fill(alias);
  const shown = await field.inputValue();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row(page, alias).waitFor();
  return shown;
}

/** The URL Chromium asks for after opening the short link (no network here: the destination itself does not answer). */
async function follow(page: Page, alias: string, destinationHost: string): Promise<string> {
  const reached = page.waitForRequest((request) => new URL(request.url()).host === destinationHost, { timeout: 10_000 });
  await page.goto(at(`/${alias}`)).catch(() => {}); // ERR_NAME_NOT_RESOLVED at the destination
  return (await reached).url();
}

describe('links in every script, in Chromium', () => {
  it('takes a Turkish IDN target as typed, shows it decoded everywhere, and the browser reaches it', { timeout: 120_000 }, async () => {
    const email = `unicode-${stamp}@example.com`;
    const page = await signedInPage('Ünal Çelik', email, password);

    const alias = `cay-${stamp}`;
    const shown = await createThroughModal(page, 'türkiye.gov.tr/çay?tür=yeşil', alias, 'Çay çeşitleri');
    expect(shown, 'the modal completes the scheme and keeps the text readable').toBe('https://türkiye.gov.tr/çay?tür=yeşil');

    // The dashboard row: decoded text, serialized href.
    const target = row(page, alias).locator('.link-cell__target');
    expect(await target.innerText(), 'the row shows the target decoded').toBe('https://türkiye.gov.tr/çay?tür=yeşil');
    expect(await target.getAttribute('href'), 'the row links to the serialized URL').toBe('https://xn--trkiye-3ya.gov.tr/%C3%A7ay?t%C3%BCr=ye%C5%9Fil');

    // Stored serialized.
    const links = await page.evaluate(async () => (await (await fetch('/api/links?q=t%C3%BCrkiye', { credentials: 'include' })).json()) as { items: Link[] });
    expect(
      links.items.map((l) => l.longUrl),
      'search by the decoded host finds it; stored serialized',
    ).toEqual(['https://xn--trkiye-3ya.gov.tr/%C3%A7ay?t%C3%BCr=ye%C5%9Fil']);

    // The editor: header and Target tab decoded.
    await row(page, alias)
      .getByRole('link', { name: `Edit ${host}/${alias}` })
      .click();
    await expectPath(page, /^\/edit\//);
    expect(await page.locator('.editor-header__target').innerText(), 'the editor header shows the target decoded').toBe('https://türkiye.gov.tr/çay?tür=yeşil');
    await page.getByRole('navigation', { name: 'Link settings' }).getByRole('link', { name: 'Target Url', exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Target URL' }).inputValue(), 'the Target tab shows the target decoded').toBe(
      'https://türkiye.gov.tr/çay?tür=yeşil',
    );

    // A visitor's browser lands on the page.
    const visitor = await openPage();
    expect(await follow(visitor, alias, 'xn--trkiye-3ya.gov.tr')).toBe('https://xn--trkiye-3ya.gov.tr/%C3%A7ay?t%C3%BCr=ye%C5%9Fil');
  });

  it('a link to tr.wikipedia.org/wiki/İstanbul redirects, and the product stays up', { timeout: 90_000 }, async () => {
    const email = `istanbul-${stamp}@example.com`;
    const page = await signedInPage('İpek Işık', email, password);
    const alias = `ist-${stamp}`;
    await createThroughModal(page, 'https://tr.wikipedia.org/wiki/İstanbul', alias, 'İstanbul');
    expect(await row(page, alias).locator('.link-cell__target').innerText()).toBe('https://tr.wikipedia.org/wiki/İstanbul');

    const visitor = await openPage();
    expect(await follow(visitor, alias, 'tr.wikipedia.org')).toBe('https://tr.wikipedia.org/wiki/%C4%B0stanbul');
    // Still serving the app after the visit.
    await page.goto(at(paths.dashboard));
    await row(page, alias).waitFor();
  });
});
