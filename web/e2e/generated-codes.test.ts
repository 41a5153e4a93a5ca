/**
 * Chromium end-to-end: a link created in the 'Create New Link' modal with the alias left empty
 * gets a generated 8-character code, which the dashboard then shows; copy, the QR code and the
 * editor use the link's whole short link, and the short link redirects.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BULK_CODE_ALPHABET, MSG, type Link, type Paged } from '@kisa/shared';
import { expectHeading, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { appUrl } = runtimeUrls();
const host = new URL(appUrl).host;
const CODE_RE = new RegExp(`^[${BULK_CODE_ALPHABET}]{8}$`);

const { signedInPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'] });

async function teamLinks(page: Page): Promise<Link[]> {
  return page.evaluate(async () => ((await (await fetch('/api/links?limit=100', { credentials: 'include' })).json()) as Paged<Link>).items);
}

describe('a link without an alias in Chromium', () => {
  it('leaves the alias empty, gets a generated code and shows it', { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const page = await signedInPage('Gen Code', `generated-${stamp}@example.com`, 'generated-Passw0rd');

    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    const target = `https://example.com/generated/${stamp}`;
    await dialog.getByLabel('Target URL').fill(target);
    await dialog.getByLabel('Title', { exact: true }).fill(`Generated ${stamp}`);
    const aliasInput = dialog.getByLabel('Alias', { exact: true });
    await aliasInput.fill('');
    // Empty is no error: the field says a code is generated and nothing is checked.
    await expectVisible(dialog.getByText('Leave it empty and Kisa generates an 8-character code.'), 'the alias hint about generated codes');
    expect(await aliasInput.getAttribute('aria-invalid'), 'an empty alias is not marked invalid').toBeNull();
    expect(await aliasInput.getAttribute('data-state'), 'an empty alias is not checked').toBe('neutral');

    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectStatus(page, MSG.linkCreated);

    const created = (await teamLinks(page)).find((l) => l.longUrl === target);
    if (!created) throw new Error(`expected the team's links to hold one to ${target}`);
    expect(created.shortUrl, 'the generated code').toMatch(CODE_RE);
    expect(created.shortLink).toBe(`${appUrl}/${created.shortUrl}`);

    // The dashboard shows it, and its copy button copies the whole short link.
    const label = `${host}/${created.shortUrl}`;
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: label, exact: true }) });
    await expectVisible(row, `the dashboard row of ${label}`);
    await row.getByRole('button', { name: `Copy ${label}` }).click();
    await expectStatus(page, MSG.urlCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'clipboard').toBe(created.shortLink);

    // The editor's header links to it.
    await row.getByRole('link', { name: `Edit ${label}` }).click();
    await expectHeading(page, `Generated ${stamp}`);
    expect(await page.getByRole('link', { name: `${label} (opens in a new tab)` }).getAttribute('href')).toBe(created.shortLink);

    const visit = await fetch(created.shortLink, { redirect: 'manual' });
    expect({ status: visit.status, location: visit.headers.get('location') }, `GET ${created.shortLink}`).toEqual({ status: 302, location: target });
  });
});
