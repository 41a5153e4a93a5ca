/**
 * Chromium end-to-end: the links journey against the local runtime — create a link through
 * the 'Create New Link' modal (alias availability marking, title fallback: the target's host), copy,
 * QR download decoded back to the short URL, search, every editor tab, delete and the empty
 * state; plus pagination (10 per page, newest first).
 */
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Download, Page } from 'playwright-core';
import { DASHBOARD_PAGE_SIZE, MSG, paths, withQrMarker, type Link, type Paged } from '@kisa/shared';
import { expectAlert, expectHeading, expectPath, expectStatus, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { appUrl } = runtimeUrls();
const host = new URL(appUrl).host;
const password = 'links-Passw0rd';

const { signedInPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'] });

/** An API call with the page's session cookie. */
async function apiFromPage<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(path, {
        method: method ?? 'GET',
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    { path, method: init.method, body: init.body },
  );
}

/** Decodes the QR code in a downloaded PNG. */
async function decodeQr(download: Download): Promise<string> {
  const file = await download.path();
  if (!file) throw new Error(`expected the download ${download.suggestedFilename()} to be saved`);
  const png = PNG.sync.read(await readFile(file));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!code) throw new Error(`expected ${download.suggestedFilename()} (${png.width}×${png.height}) to hold a readable QR code`);
  return code.data;
}

/** A small opaque PNG (a red square with a white centre) to use as a QR logo. */
function logoPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 64; x++) {
      const i = (y * 64 + x) * 4;
      const centre = x > 20 && x < 44 && y > 20 && y < 44;
      png.data[i] = 220;
      png.data[i + 1] = centre ? 255 : 38;
      png.data[i + 2] = centre ? 255 : 38;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function aliasState(page: Page, expected: 'valid' | 'invalid', label = 'Alias') {
  const input = page.getByLabel(label, { exact: true });
  try {
    await page.waitForFunction(
      ({ id, expected }) => document.getElementById(id)?.getAttribute('data-state') === expected,
      { id: (await input.getAttribute('id'))!, expected },
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(
      `expected the alias input to be marked ${expected}, it is ${await input.getAttribute('data-state')} (aria-invalid=${await input.getAttribute('aria-invalid')})`,
    );
  }
  expect(await input.getAttribute('aria-invalid'), `aria-invalid when ${expected}`).toBe(expected === 'invalid' ? 'true' : null);
}

function row(page: Page, alias: string) {
  return page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `${host}/${alias}`, exact: true }) });
}

async function statValue(page: Page, key: 'links' | 'uniqueClicks' | 'totalClicks') {
  return page.getByTestId(`stat-${key}`).innerText();
}

/** Saves an editor tab: the success message, and the editor stays open, ready for the next change. */
async function saveInEditor(page: Page) {
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectStatus(page, MSG.linkSaved);
  expect(new URL(page.url()).pathname, 'the editor stays open after a save').toBe(path);
  expect(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled(), 'Save is ready for the next change').toBe(true);
  expect(await page.locator('fieldset.editor-fields').isDisabled(), 'the fields stay editable after a save').toBe(false);
}

/** Saves an editor tab (`saveInEditor`), then goes back to the dashboard the way a person does. */
async function saveAndReturn(page: Page) {
  await saveInEditor(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expectPath(page, paths.dashboard);
}

async function openTab(page: Page, alias: string, tab: string) {
  await row(page, alias)
    .getByRole('link', { name: `Edit ${host}/${alias}` })
    .click();
  await expectPath(page, /^\/edit\//);
  const nav = page.getByRole('navigation', { name: 'Link settings' });
  await nav.getByRole('link', { name: tab, exact: true }).click();
  await page.waitForFunction((name) => [...document.querySelectorAll('nav a[aria-current="page"]')].some((a) => a.textContent === name), tab);
}

describe('links in Chromium', () => {
  const stamp = uniqueStamp();

  it('creates, finds, copies, edits every tab of, downloads the QR of and deletes a link', { timeout: 240_000 }, async () => {
    const email = `links-${stamp}@example.com`;
    const page = await signedInPage('Lin Kerr', email, password);

    // Empty dashboard.
    await page.getByText(MSG.noLinksYet, { exact: true }).waitFor();
    expect(await statValue(page, 'links'), 'All Links on an empty dashboard').toBe('0');

    // The modal: Escape closes it and gives focus back to the Create button.
    const createButton = page.getByRole('button', { name: 'Create link', exact: true });
    await createButton.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'the target field is focused').toBe('longUrl');
    // Focus trap: Tab and Shift+Tab never leave the dialog.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `focus stays in the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent), 'focus returns to the opener').toContain('Create link');

    // Create: a random 5-character alias is available; bad aliases are marked invalid.
    await createButton.click();
    const aliasInput = dialog.getByLabel('Alias', { exact: true });
    expect(await aliasInput.inputValue(), 'pre-filled alias').toMatch(/^[a-z0-9]{5}$/);
    await aliasState(page, 'valid');
    await aliasInput.fill('ab');
    await aliasState(page, 'invalid');
    await dialog.getByText(MSG.aliasLength).waitFor();
    await aliasInput.fill('api');
    await aliasState(page, 'invalid');
    await dialog.getByText(MSG.aliasReserved).waitFor();
    const alias = `e2e-${stamp}`;
    await aliasInput.fill(alias);
    await aliasState(page, 'valid');

    // An empty target is refused with the spec's message.
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectAlert(page, MSG.urlInvalid);
    expect(await dialog.getByLabel('Target URL').getAttribute('aria-invalid'), 'target marked invalid').toBe('true');

    // The target cannot be fetched (no such host), so the title falls back to the target's host.
    const fallbackTitle = `kisa-e2e-${stamp}.invalid`;
    const target = `https://${fallbackTitle}/landing?from=e2e`;
    await dialog.getByLabel('Target URL').fill(target);
    await page
      .waitForFunction((want) => (document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value === want, fallbackTitle, { timeout: 12_000 })
      .catch(async () => {
        throw new Error(
          `expected the title to fall back to the target's host ${fallbackTitle}, it is "${await dialog.getByLabel('Title', { exact: true }).inputValue()}"`,
        );
      });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, alias).waitFor();
    expect(await row(page, alias).innerText(), 'the new row').toContain(fallbackTitle);
    // Its clicks: unique / total, the order of every screen, named so in the header and the link.
    await row(page, alias)
      .getByRole('link', { name: `0 unique / 0 total clicks: insight for ${host}/${alias}`, exact: true })
      .waitFor();
    expect(
      await page
        .locator('thead th')
        .nth(2)
        .evaluate((th) => [...th.childNodes].map((n) => n.textContent).join(' ')),
      'the clicks column',
    ).toBe('Clicks unique / total');
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-links"]')?.textContent === '1', undefined, { timeout: 5_000 });

    // A taken alias is marked invalid with the server's message.
    await createButton.click();
    await dialog.getByLabel('Alias', { exact: true }).fill(alias);
    await aliasState(page, 'invalid');
    // Lost race: the check said "available" but another create won; the 409's message shows and the alias turns red.
    await page.route('**/api/links/availability?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"available":true}' }));
    await dialog.getByLabel('Alias', { exact: true }).fill(`${alias}-tmp`);
    await aliasState(page, 'valid');
    await dialog.getByLabel('Alias', { exact: true }).fill(alias);
    await page.waitForTimeout(600);
    await aliasState(page, 'valid');
    await dialog.getByRole('textbox', { name: 'Target URL' }).fill('https://example.com/race');
    await dialog.getByLabel('Title', { exact: true }).fill('Race');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectAlert(page, MSG.aliasTaken);
    await aliasState(page, 'invalid');
    await page.unroute('**/api/links/availability?*');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A second link, titled by hand, so search has something to leave out.
    const otherAlias = `other-${stamp}`;
    await createButton.click();
    await dialog.getByLabel('Target URL').fill(`https://other-${stamp}.invalid/`);
    await dialog.getByLabel('Alias', { exact: true }).fill(otherAlias);
    await dialog.getByLabel('Title', { exact: true }).fill('Another page');
    await aliasState(page, 'valid');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, otherAlias).waitFor();
    const order = await page.locator('tbody tr .short-link').allTextContents();
    expect(order, 'newest first').toEqual([`${host}/${otherAlias}`, `${host}/${alias}`]);

    // Search (debounced, q in the URL, page 1).
    const search = page.getByRole('searchbox', { name: 'Search links' });
    await search.fill(alias);
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, 1);
    await row(page, alias).waitFor();
    expect(new URL(page.url()).searchParams.get('q'), 'q parameter').toBe(alias);
    await search.fill('no-such-link-anywhere');
    // The empty state says it (the search's live region says it too, for screen readers).
    await page.locator('.empty-state').getByText('No links match “no-such-link-anywhere”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, 2);

    // Copy: the short URL lands on the clipboard with the toast.
    await row(page, alias)
      .getByRole('button', { name: `Copy ${host}/${alias}` })
      .click();
    await expectStatus(page, MSG.urlCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'clipboard').toBe(`${appUrl}/${alias}`);

    // QR modal: 400 px, download named after the alias, decodes to the short URL with the QR marker.
    await row(page, alias)
      .getByRole('button', { name: `QR code for ${host}/${alias}` })
      .click();
    const qrDialog = page.getByRole('dialog', { name: 'QR Code' });
    await qrDialog.locator('canvas[data-ready="true"]').waitFor();
    expect(await qrDialog.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width), 'dashboard QR size').toBe(400);
    const [dashboardQr] = await Promise.all([page.waitForEvent('download'), qrDialog.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(dashboardQr.suggestedFilename()).toBe(`${alias}.png`);
    expect(await decodeQr(dashboardQr), 'dashboard QR content').toBe(withQrMarker(`${appUrl}/${alias}`));
    await page.keyboard.press('Escape');
    await qrDialog.waitFor({ state: 'detached' });

    // Editor: header, tabs in the spec's order, the title tab by default.
    await row(page, alias)
      .getByRole('link', { name: `Edit ${host}/${alias}` })
      .click();
    await expectPath(page, /^\/edit\/[^/]+$/);
    const linkId = new URL(page.url()).pathname.split('/').pop()!;
    await expectHeading(page, fallbackTitle);
    await expectHeading(page, 'Change your link title');
    const tabs = page.getByRole('navigation', { name: 'Link settings' }).getByRole('link');
    expect(await tabs.allInnerTexts()).toEqual([
      'Title',
      'Alias Name',
      'Target Url',
      'Mobile Redirect',
      'Targeting',
      'Experiment',
      'Password',
      'UTM Generator',
      'Expiration',
      'Social Preview',
      'QR Code',
    ]);
    expect(await tabs.first().getAttribute('aria-current')).toBe('page');
    // The sidebar marks the section the editor belongs to: the dashboard.
    const sidebar = page.getByRole('complementary', { name: 'Main' });
    expect(await sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'Dashboard marked on /edit/…').toBe('true');
    expect(await sidebar.locator('a[aria-current]').count(), 'one sidebar item marked').toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Dashboard' }).evaluate((a) => getComputedStyle(a).fontWeight), 'the marked item is highlighted').toBe(
      '600',
    );
    const shortLink = page.getByRole('link', { name: `${host}/${alias} (opens in a new tab)` });
    expect(await shortLink.getAttribute('target')).toBe('_blank');
    expect(await shortLink.getAttribute('rel')).toContain('noopener');
    await page.getByRole('button', { name: `Copy ${host}/${alias}` }).click();
    await expectStatus(page, MSG.urlCopied);

    // Title: required ('All fields requried'), then saved.
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.titleRequired);
    expect(await page.getByLabel('Title', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Saved twice in one visit: the header shows each saved title, and the editor stays.
    await page.getByLabel('Title', { exact: true }).fill('Launch');
    await saveInEditor(page);
    await expectHeading(page, 'Launch');
    await page.getByLabel('Title', { exact: true }).fill('Launch page');
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.linkSaved }).count(), { message: 'an edit after a save drops "saved"' }).toBe(0);
    await saveAndReturn(page);
    await row(page, alias).filter({ hasText: 'Launch page' }).waitFor();

    // Alias: the other link's alias is taken; a new one is saved and the list follows it.
    await openTab(page, alias, 'Alias Name');
    const aliasField = page.getByLabel('Alias Name', { exact: true });
    await aliasState(page, 'valid', 'Alias Name');
    await aliasField.fill(otherAlias);
    await aliasState(page, 'invalid', 'Alias Name');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    const newAlias = `${alias}-b`;
    await aliasField.fill(newAlias);
    await aliasState(page, 'valid', 'Alias Name');
    await saveAndReturn(page);
    await row(page, newAlias).waitFor();

    // Target: 'URL contains invalid characters', then saved.
    await openTab(page, newAlias, 'Target Url');
    await page.getByRole('textbox', { name: 'Target URL' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.urlInvalid);
    const newTarget = `https://kisa-e2e-${stamp}.invalid/new-target`;
    await page.getByRole('textbox', { name: 'Target URL' }).fill(newTarget);
    await saveAndReturn(page);

    // Mobile redirect: invalid URL and invalid deeplink messages, then saved.
    await openTab(page, newAlias, 'Mobile Redirect');
    await page.getByLabel('iOS URL').fill('not a url');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.urlsInvalid);
    expect(await page.getByLabel('iOS URL').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('iOS URL').fill('https://apps.apple.com/app/id123');
    await page.getByLabel('Android URL').fill('https://play.google.com/store/apps/details?id=app.kisa');
    await page.getByLabel('Deeplink').fill('not a deeplink');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.deeplinkInvalid);
    await page.getByLabel('Deeplink').fill('kisa://item/42');
    await saveAndReturn(page);

    // Password: enabling needs a password; then saved, and the table shows the badge.
    await openTab(page, newAlias, 'Password');
    const toggle = page.getByRole('switch', { name: 'Password protection' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // One state, one sentence: the switch's description is the only word on it.
    const said = async () => (await page.locator('.switch-field__text').innerText()).replace(/\s+/g, ' ').trim();
    expect(await said()).toBe('Password protection This link is open to everyone.');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await said()).toBe('Password protection Set a password and save to protect this link.');
    await expect.poll(() => page.getByText(/open to everyone|protection is (en|dis)abled/).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.passwordRequired);
    await page.getByLabel('Password', { exact: true }).fill('open-sesame-42');
    await saveAndReturn(page);
    await row(page, newAlias).getByText('Password', { exact: true }).waitFor();
    await openTab(page, newAlias, 'Password');
    expect(await page.getByRole('switch', { name: 'Password protection' }).getAttribute('aria-checked')).toBe('true');
    expect(await said()).toBe('Password protection This link is protected: visitors must enter the password.');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expectPath(page, paths.dashboard);

    // UTM: hints, live preview, saved.
    await openTab(page, newAlias, 'UTM Generator');
    await expectHeading(page, 'UTM Generator');
    await page.getByText('Track digital marketing campaigns using short link. Add UTM tags to see traffic data in Google Analytics etc.').waitFor();
    await page.getByText('e.g. google, instagram, newsletter').waitFor();
    await page.getByLabel('utm_source').fill('google');
    await page.getByLabel('utm_medium').fill('email');
    await page.getByLabel('utm_campaign').fill('spring sale');
    await page
      .getByTestId('utm-preview')
      .filter({ hasText: `${newTarget}?utm_source=google&utm_medium=email&utm_campaign=spring+sale` })
      .waitFor();
    await saveAndReturn(page);

    // Expiration: date defaults to today; bad URL refused; saved with a future date and a click limit.
    await openTab(page, newAlias, 'Expiration');
    const today = await page.evaluate(() => {
      const d = new Date();
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    expect(await page.getByLabel('Expiration date').inputValue(), 'default expiry date').toBe(today);
    // Saving only a click limit sets no date: the pre-filled default is not a choice.
    await page.getByText('No date set: the link does not expire by date.', { exact: false }).waitFor();
    await page.getByLabel('Click limit').fill('50');
    await saveAndReturn(page);
    const limitOnly = await apiFromPage<Link>(page, `/api/links/${linkId}`);
    expect(limitOnly.body.expiry, 'a click limit alone').toEqual({ maxClicks: 50 });
    await openTab(page, newAlias, 'Expiration');
    expect(await page.getByLabel('Expiration date').inputValue(), 'the picker still starts at today').toBe(today);
    await page.getByTestId('expiry-summary').filter({ hasText: 'Currently expires after 50 clicks.' }).waitFor();
    await page.getByLabel('Expiration URL').fill('nope');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, MSG.urlsInvalid);
    await page.getByLabel('Expiration URL').fill('https://example.com/offer-ended');
    await page.getByLabel('Expiration date').fill('2099-12-31');
    await page.getByLabel('Click limit').fill('100');
    await saveAndReturn(page);

    // Everything the tabs saved, as the API reports it.
    const saved = await apiFromPage<Link>(page, `/api/links/${linkId}`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Launch page',
      shortUrl: newAlias,
      longUrl: newTarget,
      redirects: { ios: 'https://apps.apple.com/app/id123', android: 'https://play.google.com/store/apps/details?id=app.kisa', deeplink: 'kisa://item/42' },
      password: { enabled: true },
      utm: { source: 'google', medium: 'email', campaign: 'spring sale' },
      expiry: { date: '2099-12-31', maxClicks: 100, url: 'https://example.com/offer-ended' },
    });

    // QR tab: defaults, colours, logo preview + Remove, 300 px, download decodes to the short URL.
    await openTab(page, newAlias, 'QR Code');
    await expectHeading(page, 'QR Code Generator - Customize your QR Code');
    expect(await page.getByLabel('Foreground colour', { exact: true }).inputValue()).toBe('#000000');
    expect(await page.getByLabel('Background colour', { exact: true }).inputValue()).toBe('#ffffff');
    await page.getByLabel('Foreground colour (hex)').fill('#1e3a8a');
    const logoInput = page.getByLabel('Logo');
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await page.getByRole('img', { name: 'Logo preview: logo.png' }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('img', { name: 'Logo preview: logo.png' }).waitFor({ state: 'detached' });
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await page.getByRole('img', { name: 'Logo preview: logo.png' }).waitFor();
    const qr = page.getByRole('img', { name: `QR code for ${host}/${newAlias}` });
    await page.locator('canvas[data-ready="true"]').waitFor();
    expect(await qr.evaluate((c: HTMLCanvasElement) => c.width), 'editor QR size').toBe(300);
    // The logo is drawn in the centre (a red pixel there).
    const centre = await qr.evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(c.width / 2 - 30, c.height / 2, 1, 1).data]);
    expect(centre.slice(0, 3), 'logo pixel in the QR centre').toEqual([220, 38, 38]);
    const [editorQr] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
    expect(editorQr.suggestedFilename()).toBe(`${newAlias}.png`);
    expect(await decodeQr(editorQr), 'editor QR content').toBe(withQrMarker(`${appUrl}/${newAlias}`));

    // Delete both links through the confirm modal; the empty state returns.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expectPath(page, paths.dashboard);
    await row(page, newAlias)
      .getByRole('button', { name: `Delete ${host}/${newAlias}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row(page, newAlias).waitFor();
    for (const a of [newAlias, otherAlias]) {
      await row(page, a)
        .getByRole('button', { name: `Delete ${host}/${a}` })
        .click();
      await confirm.getByRole('button', { name: 'Delete link' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row(page, a).waitFor({ state: 'detached' });
    }
    await page.getByText(MSG.noLinksYet, { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-links"]')?.textContent === '0', undefined, { timeout: 5_000 });
    expect((await apiFromPage(page, `/api/links/${linkId}`)).status, 'deleted link').toBe(404);
  });

  it('pages the table 10 at a time, newest first', { timeout: 120_000 }, async () => {
    const email = `pages-${stamp}@example.com`;
    const page = await signedInPage('Page Turner', email, password);
    const total = DASHBOARD_PAGE_SIZE + 2;
    for (let i = 1; i <= total; i++) {
      const res = await apiFromPage(page, '/api/links', {
        method: 'POST',
        body: { longUrl: `https://example.com/${i}`, shortUrl: `p${i}-${stamp}`, title: `Page link ${i}` },
      });
      expect(res.status, `create link ${i}`).toBe(201);
    }
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, DASHBOARD_PAGE_SIZE);
    expect((await page.locator('.link-cell__title').allInnerTexts()).slice(0, 2)).toEqual([`Page link ${total}`, `Page link ${total - 1}`]);
    const pager = page.getByRole('navigation', { name: 'Links pages' });
    expect(await pager.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, 2);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.locator('.link-cell__title').allInnerTexts()).toEqual(['Page link 2', 'Page link 1']);
    const list = await apiFromPage<Paged<Link>>(page, '/api/links?page=1&limit=10');
    expect(list.body.total).toBe(total);
    expect(await page.getByTestId('stat-links').innerText()).toBe(String(total));
  });
});
