/**
 * Chromium end-to-end (one rule everywhere it applies, and no stale errors):
 *
 * - the Create modal's error about a bad target goes as soon as the field is corrected,
 *   before any submit; `www.…` targets are stored with https:// there and in the Target tab;
 * - the password gate shows the not-found screen at once for an unknown code, and sends a
 *   visitor of a link without a password on to its target;
 * - the food-ordering leftover `/admin/edit/product/{id}` is the not-found screen;
 * - a disabled user who types the right password is told the account is disabled.
 *
 * The gate's target is a local node:http server on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG, paths, type Link, type Paged, type User } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import {
  expectAlert,
  expectHeading,
  expectPath,
  expectStatus,
  makeAdmin,
  runtimeUrls,
  signInToDashboard,
  submitSignIn,
  useChromium,
  verifiedAccount,
} from './support/browser';
import { useLocalSite } from './support/local-site';

const PASSWORD = 'one-rule Passw0rd';
const { at } = runtimeUrls();

const { openPage } = useChromium();
const target = useLocalSite((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>Target</title><h1>Landed</h1>');
});

/** A verified account and its API token. */
async function account(tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.com`;
  await verifiedAccount('One Rule', email, PASSWORD);
  return { email, token: await apiToken(email, PASSWORD) };
}

describe('one rule, everywhere it applies (Chromium)', () => {
  it('clears the Create modal’s error once the target is corrected, before submitting; www. targets are stored with https:// in the modal and the Target tab', async () => {
    const { email, token } = await account('one-rule-create');
    const page = await openPage();
    await signInToDashboard(page, email, PASSWORD);

    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    const alias = `one${randomBytes(4).toString('hex')}`;
    await dialog.getByLabel('Alias', { exact: true }).fill(alias);
    await dialog.getByLabel('Title', { exact: true }).fill('One rule');
    const targetField = dialog.getByRole('textbox', { name: 'Target URL' });
    await targetField.fill('not a url');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectAlert(page, MSG.urlInvalid);
    expect(await targetField.getAttribute('aria-invalid'), 'the target is marked invalid').toBe('true');

    // Another field's change leaves the error about the target alone…
    await dialog.getByLabel('Title', { exact: true }).fill('One rule, everywhere');
    expect(await dialog.getByRole('alert').filter({ hasText: MSG.urlInvalid }).count(), 'the target error while the target is still wrong').toBe(1);
    // …correcting the target takes it away at once, before any submit.
    await targetField.fill('www.example.com/page');
    await dialog
      .getByRole('alert')
      .filter({ hasText: MSG.urlInvalid })
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(async () => {
        throw new Error(
          `expected the error to go once the target was corrected, the dialog still says ${JSON.stringify(await dialog.getByRole('alert').allInnerTexts())}`,
        );
      });
    expect(await targetField.getAttribute('aria-invalid'), 'the corrected target is no longer marked invalid').toBeNull();

    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    const created = (await apiAs<Paged<Link>>(token, 'GET', `/api/links?q=${alias}`)).items.find((l) => l.shortUrl === alias);
    expect(created?.longUrl, 'the stored target').toBe('https://www.example.com/page');

    // The Target tab takes what the modal takes.
    await page.goto(at(paths.editTab('target', created!.id)));
    const field = page.getByRole('textbox', { name: 'Target URL' });
    await field.fill('www.example.net/new-target');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStatus(page, MSG.linkSaved);
    expect((await apiAs<Link>(token, 'GET', `/api/links/${created!.id}`)).longUrl, 'the target saved by the Target tab').toBe(
      'https://www.example.net/new-target',
    );
  });

  it('shows the not-found screen at once for /loginurl/{unknown code}, and sends visitors of a link without a password on', async () => {
    const page = await openPage();
    await page.goto(at(paths.passwordGate(`nosuch${randomBytes(4).toString('hex')}`)));
    await expectHeading(page, 'Page not found');
    expect(await page.getByLabel('Password').count(), 'no password form for an unknown code').toBe(0);

    const { token } = await account('one-rule-gate');
    const code = `open${randomBytes(4).toString('hex')}`;
    await apiAs<Link>(token, 'POST', '/api/links', { longUrl: `${target.origin}/open`, shortUrl: code, title: 'Open' });
    await page.goto(at(paths.passwordGate(code)));
    await page.waitForURL((u) => u.origin === target.origin, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/open');
  });

  it('answers /admin/edit/product/{id} (a leftover of another product) with the not-found screen', async () => {
    const page = await openPage();
    await page.goto(at('/admin/edit/product/1'));
    await expectHeading(page, 'Page not found');
  });

  it('tells a disabled user who typed the right password that the account is disabled, and a wrong password that it is wrong', async () => {
    const admin = await account('one-rule-admin');
    await makeAdmin(admin.email);
    const { email, token } = await account('one-rule-disabled');
    const user = await apiAs<User>(token, 'GET', '/api/me');
    await apiAs(admin.token, 'PATCH', `/api/admin/users/${user.id}`, { disabled: true });

    const page = await openPage();
    await submitSignIn(page, email, 'not the password');
    await expectAlert(page, MSG.wrongCredentials);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('alert').filter({ hasText: MSG.wrongCredentials }).waitFor({ state: 'detached', timeout: 2_000 }); // the stale error goes when the password changes
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expectAlert(page, MSG.accountDisabled);
    await expectPath(page, paths.signin);
  });
});
