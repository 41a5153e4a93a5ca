/**
 * Chromium end-to-end, keyboard only: a signed-in user creates a link, edits its alias and
 * copies it with Tab, Shift+Tab, Enter, Space and Escape (and typing) — no clicks. Every
 * element the focus passes shows a focus indicator; the Create modal keeps the focus inside
 * and gives it back to its opener when it closes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { MSG, paths } from '@kisa/shared';
import { expectPath, expectStatus, runtimeUrls, signInToDashboard, useChromium, verifiedAccount } from './support/browser';
import { expectFocused, expectFocusVisible, focusStop, tabTo } from './support/keyboard';

const { appUrl } = runtimeUrls();
const host = new URL(appUrl).host;
const PASSWORD = 'keys-Passw0rd';

const { openPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'] });
let page: Page;

beforeAll(async () => {
  page = await openPage();
});

/** The alias input settles on `state` (the availability check is debounced). */
async function aliasSettles(page: Page, label: string, state: 'valid' | 'invalid'): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  try {
    await expect.poll(() => input.getAttribute('data-state'), { timeout: 10_000 }).toBe(state);
  } catch {
    throw new Error(`expected the ${label} input to be marked ${state}, it is ${await input.getAttribute('data-state')}`);
  }
}

/** Selects what a text field holds and types `text` over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

function row(alias: string) {
  return page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `${host}/${alias}`, exact: true }) });
}

describe('keyboard only', () => {
  it('creates a link, edits its alias and copies it, with the focus always visible', { timeout: 90_000 }, async () => {
    const stamp = randomBytes(4).toString('hex');
    const email = `keys-${stamp}@example.com`;
    await verifiedAccount('Kay Board', email, PASSWORD);
    await signInToDashboard(page, email, PASSWORD);

    // From the top of the page to 'Create link' (skip link, sidebar, …), then open the modal.
    const opener = page.getByRole('button', { name: 'Create link', exact: true });
    await tabTo(opener, "the dashboard's Create link button");
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    await expectFocused(dialog.getByLabel('Target URL'), 'the Target URL field when the modal opens');
    await expectFocusVisible(page, 'when the modal opens');

    // Escape closes it and gives the focus back to the opener; Enter opens it again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(opener, 'the Create link button after Escape closed the modal');
    await expectFocusVisible(page, 'after the modal closed');
    await page.keyboard.press('Enter');
    await dialog.waitFor();

    // The focus trap: a full round with Tab and one with Shift+Tab never leave the dialog.
    const stops = await dialog.evaluate(
      (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').length,
    );
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let i = 0; i <= stops; i++) {
        await page.keyboard.press(key);
        const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
        if (!inside)
          throw new Error(`expected ${key} (press ${i + 1}) to keep the focus inside the Create New Link dialog, it went to ${(await focusStop(page)).name}`);
        await expectFocusVisible(page, `in the dialog after ${key}`);
      }
    }

    // Fill it in: target, alias (over the random one), title; Tab to 'Create link', Enter.
    const alias = `keys-${stamp}`;
    await tabTo(dialog.getByLabel('Target URL'), 'the Target URL field');
    await page.keyboard.type(`https://kisa-keys-${stamp}.invalid/landing`);
    await tabTo(dialog.getByLabel('Alias', { exact: true }), 'the Alias field');
    await typeOver(page, alias);
    await aliasSettles(page, 'Alias', 'valid');
    await tabTo(dialog.getByLabel('Title', { exact: true }), 'the Title field');
    await page.keyboard.type('Typed, not clicked');
    await tabTo(dialog.getByRole('button', { name: 'Create link' }), "the dialog's Create link button");
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectStatus(page, MSG.linkCreated);
    await expectFocused(opener, 'the Create link button once the link is created');
    await row(alias).waitFor();

    // Edit its alias: the row's Edit link, the Alias Name tab, the field, Save.
    await tabTo(row(alias).getByRole('link', { name: `Edit ${host}/${alias}` }), `the Edit link of ${host}/${alias}`, { max: 80 });
    await page.keyboard.press('Enter');
    await expectPath(page, /^\/edit\/[^/]+$/);
    await tabTo(page.getByRole('navigation', { name: 'Link settings' }).getByRole('link', { name: 'Alias Name', exact: true }), 'the Alias Name tab');
    await page.keyboard.press('Enter');
    await expectPath(page, /^\/edit\/alias\//);
    const aliasField = page.getByLabel('Alias Name', { exact: true });
    await tabTo(aliasField, 'the Alias Name field');
    const newAlias = `${alias}-new`;
    await typeOver(page, newAlias);
    await aliasSettles(page, 'Alias Name', 'valid');
    await tabTo(page.getByRole('button', { name: 'Save', exact: true }), 'the Save button');
    await page.keyboard.press('Enter');
    await expectStatus(page, MSG.linkSaved);
    // The editor stays open after a save; back to the dashboard by its link.
    await tabTo(page.getByRole('link', { name: 'Back to dashboard' }), 'the Back to dashboard link', { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expectPath(page, paths.dashboard);

    // Copy it: the row's Copy button, with Space; the toast confirms and the clipboard holds it.
    const copy = row(newAlias).getByRole('button', { name: `Copy ${host}/${newAlias}` });
    await tabTo(copy, `the Copy button of ${host}/${newAlias}`, { max: 80 });
    await page.keyboard.press('Space');
    await expectStatus(page, MSG.urlCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'the clipboard after the keyboard copy').toBe(`${appUrl}/${newAlias}`);
    await expectFocused(copy, 'the Copy button after copying');
  });
});
