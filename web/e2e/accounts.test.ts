/**
 * Chromium end-to-end: the account journey against the local runtime (register → verify →
 * dashboard → logout → sign in → recover → reset → sign in), plus the route guards and the
 * not-found screen. Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths, USER_STORAGE_KEY, VERIFY_REDIRECT_MS } from '@kisa/shared';
import {
  expectAlert,
  expectHeading,
  expectPath,
  expectStatus,
  logout,
  mailLink,
  makeAdmin,
  runtimeUrls,
  signUp,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { appUrl, at } = runtimeUrls();

const { openPage } = useChromium({ viewport: { width: 1280, height: 800 } });

async function signIn(page: Page, email: string, password: string) {
  // Keyboard only: the e-mail field is focused on load; Tab to password, Enter submits.
  const emailField = page.getByLabel('E-mail', { exact: true });
  await emailField.waitFor();
  await emailField.fill('');
  await page.getByLabel('Password', { exact: true }).fill('');
  await emailField.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('accounts in Chromium', () => {
  const stamp = uniqueStamp();
  const name = 'Ada Lovelace';
  const email = `ada-${stamp}@example.com`;
  const password = 'first-Passw0rd';
  const newPassword = 'second-Passw0rd';

  it('registers, verifies, signs out and in, recovers and resets the password', { timeout: 150_000 }, async () => {
    const page = await openPage();

    // Register, from the landing page.
    await page.goto(at(paths.home));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectPath(page, paths.register);
    await expectHeading(page, 'Create your account');
    const create = page.getByRole('button', { name: 'Create account' });

    await create.click();
    await expectAlert(page, MSG.allFieldsRequired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'first empty field is focused').toBe('name');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await create.click();
    await expectAlert(page, MSG.invalidEmail);
    expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('aria-invalid'), 'e-mail marked invalid').toBe('true');

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Confirm password', { exact: true }).fill(`${password}x`);
    await create.click();
    await expectAlert(page, MSG.passwordsDoNotMatch);

    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    const signedUpAt = Date.now();
    await create.click();
    await expectHeading(page, 'Check your inbox');
    await page.getByRole('status').filter({ hasText: MSG.signupDone }).waitFor();

    // Verify from the mail, land on the dashboard after ~3 s.
    const verifyLink = await mailLink(email, '/verify/', signedUpAt);
    await page.goto(verifyLink);
    await expectHeading(page, 'Success');
    const verifiedAt = Date.now();
    // It counts down, 3, 2, 1, in a polite live region.
    const countdown = page.getByTestId('verify-countdown');
    expect(await countdown.getAttribute('aria-live')).toBe('polite');
    for (const left of ['3 seconds', '2 seconds', '1 second']) {
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="verify-countdown"]')?.textContent === text,
        `Taking you to your dashboard in ${left}…`,
        { timeout: 3_000, polling: 50 },
      );
    }
    await expectPath(page, paths.dashboard, VERIFY_REDIRECT_MS + 10_000);
    expect(Date.now() - verifiedAt, 'the verify screen waits before redirecting').toBeGreaterThan(VERIFY_REDIRECT_MS - 1_000);
    await expectHeading(page, `Welcome, ${name}`);
    const current = page.getByRole('link', { name: 'Dashboard' });
    expect(await current.getAttribute('aria-current'), 'sidebar marks the current page').toBe('page');

    // Logout → /management; a wrong password shows the server's message.
    await logout(page);
    await signIn(page, email, 'wrong-password');
    await expectAlert(page, MSG.wrongCredentials);
    await expectPath(page, paths.management);

    await signIn(page, email, password);
    await expectPath(page, paths.dashboard);
    await expectHeading(page, `Welcome, ${name}`);
    await logout(page);

    // Recover → reset mail → new password. The router changes the URL before it renders the
    // next screen (a React transition), and the sign-in screen still shown then has an E-mail
    // field too: a bare getByLabel('E-mail') could fill that one, leaving the recover form empty
    // ("All fields are required"). So the field is the recover form's own, once it is shown.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, paths.recover);
    await expectHeading(page, 'Recover your password');
    const recover = page.getByRole('form', { name: 'Recover password' });
    await recover.getByLabel('E-mail', { exact: true }).fill(email);
    const recoveredAt = Date.now();
    await recover.getByRole('button', { name: 'Send reset link' }).click();
    await expectStatus(page, MSG.recoverSent);

    const resetLink = await mailLink(email, '/reset/', recoveredAt);
    await page.goto(resetLink);
    await expectHeading(page, 'Reset password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectAlert(page, MSG.passwordsDoNotMatch);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectHeading(page, 'Password changed');

    // The link is single-use.
    await page.goto(resetLink);
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count(), 'a used reset link shows no form').toBe(0);

    await page.goto(at(paths.signin));
    await signIn(page, email, password);
    await expectAlert(page, MSG.wrongCredentials);
    await signIn(page, email, newPassword);
    await expectPath(page, paths.dashboard);
    await expectHeading(page, `Welcome, ${name}`);

    // Signed in, the sign-in screens send the user home; admin screens send a non-admin to /signin.
    await page.goto(at(paths.management));
    await expectPath(page, paths.dashboard);
    await page.goto(at(paths.adminDashboard));
    await expectPath(page, paths.signin);
    await expectAlert(page, MSG.forbidden);

    // A session the API no longer accepts (401) signs the user out of the app.
    await page.context().clearCookies();
    await page.goto(at(paths.dashboard));
    await expectPath(page, paths.management);
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_STORAGE_KEY), 'local user cleared after a 401').toBeNull();
  });

  it('sends anonymous visitors of private screens to /management, and of admin screens to /signin', async () => {
    const page = await openPage();
    await page.goto(at(paths.dashboard));
    await expectPath(page, paths.management);
    await expectHeading(page, 'Sign in to Kisa');
    await page.goto(at(paths.editTab('utm', 'some-link')));
    await expectPath(page, paths.management);
    await page.goto(at(paths.adminDashboard));
    await expectPath(page, paths.signin);
  });

  it('returns to the deep link asked for after signing in, and never off the site', { timeout: 90_000 }, async () => {
    const deep = `deep-${stamp}@example.com`;
    await verifiedAccount('Dee Plink', deep, password);
    const page = await openPage();
    const asked = `${paths.analytics}?from=2026-11-01&to=2026-11-07`;
    await page.goto(at(asked));
    await expectPath(page, paths.management);
    await signIn(page, deep, password);
    await expectPath(page, paths.analytics);
    expect(new URL(page.url()).search, 'the query of the deep link is kept').toBe('?from=2026-11-01&to=2026-11-07');
    await expectHeading(page, 'Analytics');
    await logout(page);

    // A private screen with its own path: the link editor's tab.
    await page.goto(at(paths.editTab('utm', 'some-link')));
    await expectPath(page, paths.management);
    await signIn(page, deep, password);
    await expectPath(page, paths.editTab('utm', 'some-link'));
    await logout(page);

    // What a guard did not write is checked the same way: another host, a backslash path, an
    // absolute URL and javascript: all end on the dashboard, on this origin.
    for (const from of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', 'javascript:alert(document.domain)', '/\t/evil.example']) {
      await page.goto(at(paths.management));
      await page.evaluate((from) => history.replaceState({ usr: { from }, key: 'forged', idx: 0 }, '', location.pathname), from);
      await page.reload();
      await signIn(page, deep, password);
      await expectPath(page, paths.dashboard);
      expect(new URL(page.url()).origin, `signed in with from=${JSON.stringify(from)}`).toBe(appUrl);
      await expectHeading(page, 'Welcome, Dee Plink');
      await logout(page);
    }
  });

  it('offers to resend the verification mail when an unverified account signs in; the resent link verifies, then sign-in works', async () => {
    const page = await openPage();
    const other = `grace-${stamp}@example.com`;
    await page.goto(at(paths.register));
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('E-mail', { exact: true }).fill(other);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    const signedUpAt = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'Check your inbox');
    const firstLink = await mailLink(other, '/verify/', signedUpAt);

    await page.goto(at(paths.signin));
    await signIn(page, other, password);
    await expectAlert(page, MSG.notVerified);
    const resentAt = Date.now();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByRole('status').filter({ hasText: MSG.verificationSent }).waitFor();

    await page.goto(await mailLink(other, '/verify/', resentAt, firstLink));
    await expectHeading(page, 'Success');
    await expectPath(page, paths.signin, VERIFY_REDIRECT_MS + 10_000);
    await signIn(page, other, password);
    await expectPath(page, paths.dashboard);
    await expectHeading(page, 'Welcome, Grace Hopper');
  });

  it('shows the same "Check your inbox" screen for a taken address; its owner gets a mail with sign-in and reset links', async () => {
    const taken = `taken-${stamp}@example.com`;
    await signUp('Tara Taken', taken, password);
    const page = await openPage();
    await page.goto(at(paths.register));
    await page.getByLabel('Name', { exact: true }).fill('Somebody Else');
    await page.getByLabel('E-mail', { exact: true }).fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    const triedAt = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectHeading(page, 'Check your inbox');
    await page.getByRole('status').filter({ hasText: MSG.signupDone }).waitFor();
    expect(await mailLink(taken, paths.recover, triedAt)).toBe(at(paths.recover));
  });

  it('sends an admin to the admin dashboard after sign-in, with the Admin entry in the sidebar', async () => {
    const admin = `admin-${stamp}@example.com`;
    await verifiedAccount('Alan Admin', admin, password);
    await makeAdmin(admin);
    const page = await openPage();
    await page.goto(at(paths.signin));
    await signIn(page, admin, password);
    await expectPath(page, paths.adminDashboard);
    await expectHeading(page, 'Admin dashboard');
    await page.getByRole('link', { name: 'Admin' }).waitFor();
    await page.goto(at(paths.signin));
    await expectPath(page, paths.adminDashboard);
  });

  it('shows the not-found screen for unknown app paths, and an error for a bad verify token', async () => {
    const page = await openPage();
    await page.goto(at('/e/no-such-screen'));
    await expectHeading(page, 'Page not found');
    await page.goto(at(paths.notFound));
    await expectHeading(page, 'Page not found');
    await page.goto(at(paths.verify('not-a-real-token')));
    await expectHeading(page, 'Error');
    await page.getByRole('link', { name: 'Go to sign in' }).waitFor();
  });
});
