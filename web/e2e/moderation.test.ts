/**
 * Chromium end-to-end of abuse moderation through the web app:
 * - a visitor reports a link with the public form (/report, no sign-in; its 404 and 429
 *   answers said in the form) → an admin finds it in the moderation queue → disables it (a
 *   confirmation with a note) → the visitor gets the branded 410 page, whose report link opens
 *   the form → the admin enables it again (from the resolved cases) → the short link redirects
 *   again; the audit log lists both actions;
 * - a blocklist file uploaded on the blocklist screen refuses a link in the Create modal, and a
 *   bulk run lists the blocked line with its reason and counts the flagged one;
 * - a flagged link shows the warning page, whose "Report this link" prefills the form; the
 *   admin clears the flag and the link redirects;
 * - a bare code on a branded domain and on the platform: the form asks which short link was
 *   meant, and the report is filed against the one chosen.
 * Needs the runtime from infra/local/test/global-setup.ts and web/dist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { displayUrl, MSG, paths, SCREENING_FLAG_TEXT, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { verifiedDomain } from './support/domains';
import {
  expectAlert,
  expectHeading,
  expectPath,
  expectStatus,
  expectVisible,
  makeAdmin,
  runtimeUrls,
  submitSignIn,
  useChromium,
  verifiedAccount,
} from './support/browser';
import { UA } from './support/user-agents';

const { at, appUrl } = runtimeUrls();
const stamp = randomBytes(4).toString('hex');
const PASSWORD = 'mod-Passw0rd';
const adminEmail = `mod-admin-${stamp}@example.com`;
const ownerEmail = `mod-owner-${stamp}@example.com`;
const host = new URL(appUrl).host;

const { openPage } = useChromium({ reducedMotion: 'reduce' });
let visitor: Page;
let admin: Page;
let ownerToken: string;

/** A visit as a browser makes it, without following the redirect. */
async function visit(code: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(at(`/${code}`), { headers: { 'user-agent': UA.desktop }, redirect: 'manual' });
  await res.text();
  return { status: res.status, location: res.headers.get('location') };
}

/** The short link answers `status` once the redirect's 5 s cache has seen the change. */
async function visitUntil(code: string, status: number): Promise<{ status: number; location: string | null }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = await visit(code);
    if (seen.status === status) return seen;
    if (Date.now() > deadline) throw new Error(`expected /${code} to answer ${status} within 20 s, it answers ${seen.status}`);
    await new Promise((r) => setTimeout(r, 400));
  }
}

beforeAll(async () => {
  await Promise.all([verifiedAccount('Moe Moderator', adminEmail, PASSWORD), verifiedAccount('Otto Owner', ownerEmail, PASSWORD)]);
  await makeAdmin(adminEmail);
  ownerToken = await apiToken(ownerEmail, PASSWORD);
  visitor = await openPage();
  admin = await openPage();
  await submitSignIn(admin, adminEmail, PASSWORD);
  await expectPath(admin, paths.adminDashboard);
});

/** The admin's queue (open or resolved cases) showing the case of `link`. */
async function caseOf(link: Link, status: 'Open' | 'Resolved' = 'Open') {
  await admin.goto(at(paths.adminModeration));
  await expectHeading(admin, 'Moderation');
  if (status === 'Resolved') await admin.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect.poll(() => admin.getByRole('button', { name: status, exact: true }).getAttribute('aria-pressed')).toBe('true');
  const item = admin.locator(`li[data-link-id="${link.id}"]`);
  await expectVisible(item, `the case of /${link.shortUrl} among the ${status.toLowerCase()} cases`);
  return item;
}

describe('abuse moderation in the web app', () => {
  it('report → queue → disable (the 410 page) → enable (redirects again), in the audit log', { timeout: 120_000 }, async () => {
    const link = await apiAs<Link>(ownerToken, 'POST', '/api/links', {
      longUrl: `https://example.com/reported-${stamp}`,
      shortUrl: `rep-${stamp}`,
      title: 'Reported page',
    });
    const label = `${host}/${link.shortUrl}`;

    // The form: prefilled from ?code=, checked in the browser, then the API's answers.
    await visitor.goto(at(`${paths.report}?code=${link.shortUrl}`));
    await expectHeading(visitor, 'Report a short link');
    const linkField = visitor.getByLabel('Short link or code');
    expect(await linkField.inputValue()).toBe(link.shortUrl);
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectAlert(visitor, MSG.reportReasonInvalid);
    expect(await visitor.getByLabel('Reason').getAttribute('aria-invalid')).toBe('true');
    await visitor.getByLabel('Reason').selectOption('phishing');
    await linkField.fill(`nope-${stamp}`);
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectAlert(visitor, MSG.linkNotFound);
    expect(await linkField.getAttribute('aria-invalid'), 'the unknown link is marked').toBe('true');
    // The rate limit's answer is said as the API says it.
    await visitor.route('**/api/public/reports', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ errorMessage: MSG.tooManyAttemptsIn(42) }) }),
    );
    await linkField.fill(`${appUrl}/${link.shortUrl}`);
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectAlert(visitor, MSG.tooManyAttemptsIn(42));
    await visitor.unroute('**/api/public/reports');
    await visitor.getByLabel('Details (optional)').fill('It asks for my bank password');
    await visitor.getByLabel('Your e-mail (optional)').fill(`Reporter-${stamp}@Example.com`);
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectStatus(visitor, MSG.reportThanks);
    // The page moves the focus on the frame after the thanks renders: wait for it rather than race it.
    await expect
      .poll(() => visitor.evaluate(() => document.activeElement?.className), { message: 'the focus moves to the thanks', timeout: 2_000 })
      .toContain('report__done');

    // The admin's queue: the case with its reason, team, clicks and the report's details.
    const item = await caseOf(link);
    await expectVisible(item.getByText('Phishing 1'), 'the reports by reason');
    await expectVisible(item.getByText(displayUrl(link.longUrl)), 'the destination');
    await expectVisible(item.getByText('Otto Owner'), "the owner's team");
    await item.getByText('Latest report').click();
    await expectVisible(item.getByText('It asks for my bank password'), "the report's details");
    await expectVisible(item.getByRole('link', { name: `reporter-${stamp}@example.com` }), "the reporter's e-mail");

    // Disable: asked first, with a note for the audit log.
    await item.getByRole('button', { name: `Disable link ${label}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Disable link?' });
    await dialog.waitFor();
    await dialog.getByLabel('Note for the audit log (optional)').fill(`phishing kit ${stamp}`);
    await dialog.getByRole('button', { name: 'Disable link' }).click();
    await expectStatus(admin, 'The link is disabled.');
    await dialog.waitFor({ state: 'detached' });
    // Acted on, the case leaves the open queue.
    await item.waitFor({ state: 'detached' });

    // The visitor: the branded "disabled" page (410), whose report link opens the form.
    await visitUntil(link.shortUrl, 410);
    const res = await visitor.goto(at(`/${link.shortUrl}`));
    expect(res?.status()).toBe(410);
    await expectHeading(visitor, 'This link has been disabled');
    await visitor.getByRole('link', { name: 'Report a short link' }).click();
    await expectPath(visitor, paths.report);
    await expectHeading(visitor, 'Report a short link');

    // Enable again from the resolved cases.
    const resolved = await caseOf(link, 'Resolved');
    await expectVisible(resolved.getByText('Disabled', { exact: true }), 'the Disabled state');
    await resolved.getByRole('button', { name: `Enable link ${label}` }).click();
    await expectStatus(admin, 'The link works again.');
    await expectVisible(resolved.getByText('Active', { exact: true }), 'the Active state');
    expect(await visitUntil(link.shortUrl, 302)).toEqual({ status: 302, location: link.longUrl });

    // The audit log: who did what, newest first.
    await admin.goto(at(`${paths.adminModeration}?view=log`));
    await expectHeading(admin, 'Audit log');
    const rows = admin.locator('tbody tr').filter({ hasText: `/${link.shortUrl}` });
    await expectVisible(rows.first(), 'the link in the audit log');
    expect(await rows.locator('td:nth-child(3)').allInnerTexts()).toEqual(['Enabled a link', 'Disabled a link']);
    expect(await rows.nth(1).innerText()).toContain(`phishing kit ${stamp}`);
    expect(await rows.nth(1).innerText()).toContain('Moe Moderator');
  });

  it('a blocklist file refuses a link in the Create modal, and bulk lists the blocked line and counts the flagged one', { timeout: 120_000 }, async () => {
    await admin.goto(at(`${paths.adminModeration}?view=blocklist`));
    await expectHeading(admin, 'Blocklist');
    const file = [`# phishing list ${stamp}`, `0.0.0.0 phish-${stamp}.example`, `||kit-${stamp}.example^`, 'not a host line at all'].join('\n');
    await admin.getByRole('button', { name: "Add the file's entries" }).click();
    await expectAlert(admin, 'Please choose a file.');
    await admin.getByLabel('Blocklist file').setInputFiles({ name: 'phishing.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await admin.getByRole('button', { name: "Add the file's entries" }).click();
    await expectStatus(admin, '2 entries added to the blocklist. 1 line was not a host or domain and was skipped.');
    await admin.getByLabel('Find').fill(`phish-${stamp}`);
    await expectVisible(admin.getByRole('cell', { name: `phish-${stamp}.example` }), 'the new entry in the list');

    // The Create modal refuses a subdomain of the blocked domain.
    await admin.goto(at(paths.dashboard));
    await admin.getByRole('button', { name: 'Create link', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    await admin.waitForFunction(() => document.querySelector('input[name="alias"]')?.getAttribute('data-state') === 'valid');
    await dialog.getByLabel('Target URL').fill(`https://login.phish-${stamp}.example/account`);
    await dialog.getByLabel('Title', { exact: true }).fill('Looks harmless');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expectAlert(admin, MSG.targetBlocked);
    expect(await dialog.getByLabel('Target URL').getAttribute('aria-invalid'), 'the target is marked').toBe('true');
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Bulk: one blocked, one suspicious, one fine line.
    await admin.goto(at(paths.bulk));
    await expectHeading(admin, 'Bulk Operations');
    await admin.getByLabel('Campaign Name').fill(`Screened ${stamp}`);
    const lines = [`https://kit-${stamp}.example/one`, `https://paypal.com.verify-${stamp}.example/login`, `https://example.com/fine-${stamp}`];
    await admin.getByLabel('CSV or TXT file').setInputFiles({ name: 'links.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
    await admin.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectStatus(admin, MSG.bulkDone, 30_000);
    expect(await admin.getByTestId('bulk-blocked').innerText()).toMatch(/^1 link was not created: the destination is on Kisa's blocklist/);
    expect(await admin.getByTestId('bulk-flagged').innerText()).toMatch(/^1 link looks suspicious/);
    const skipped = admin.locator('.bulk-skipped tbody tr');
    expect(await skipped.count()).toBe(1);
    expect(await skipped.first().innerText()).toContain(lines[0]);
    expect(await skipped.first().innerText()).toContain(MSG.targetBlocked);

    // Removing the entry lets the link be created.
    await admin.goto(at(`${paths.adminModeration}?view=blocklist`));
    await admin.getByLabel('Find').fill(`phish-${stamp}`);
    await admin.getByRole('button', { name: `Remove phish-${stamp}.example` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove from the blocklist?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectStatus(admin, `phish-${stamp}.example is no longer blocked.`);
    await apiAs<Link>(ownerToken, 'POST', '/api/links', { longUrl: `https://phish-${stamp}.example/`, shortUrl: `unblocked-${stamp}` });
  });

  it('a flagged link shows the warning page, which leads to the report form; clearing the flag lets it redirect', { timeout: 90_000 }, async () => {
    const link = await apiAs<Link>(ownerToken, 'POST', '/api/links', {
      longUrl: `https://paypal.com.account-verify-${stamp}.example/login`,
      shortUrl: `flag-${stamp}`,
    });
    expect(link.moderation).toBe('flagged');

    const res = await visitor.goto(at(`/${link.shortUrl}`));
    expect(res?.status()).toBe(200);
    await expectHeading(visitor, 'This link may be unsafe');
    expect(await visitor.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(link.longUrl);
    await visitor.getByRole('link', { name: 'Report this link' }).click();
    await expectPath(visitor, paths.report);
    await expectHeading(visitor, 'Report a short link');
    expect(await visitor.getByLabel('Short link or code').inputValue(), 'prefilled from the warning page').toBe(link.shortUrl);

    const item = await caseOf(link);
    await expectVisible(item.getByText(SCREENING_FLAG_TEXT.brandInHost), 'the flag, explained');
    await expectVisible(item.getByText('Flagged: warning page'), 'the Flagged state');
    await item.getByRole('button', { name: `Clear flag ${host}/${link.shortUrl}` }).click();
    await expectStatus(admin, 'The warning is lifted.');
    expect(await visitUntil(link.shortUrl, 302)).toEqual({ status: 302, location: link.longUrl });
  });

  it('a code on two domains: the report form asks which short link was meant and files the one chosen', { timeout: 90_000 }, async () => {
    const domain = await verifiedDomain(ownerToken, `rep-${stamp}.acme.test`);
    const alias = `dup-${stamp}`;
    const branded = await apiAs<Link>(ownerToken, 'POST', '/api/links', {
      longUrl: `https://example.com/branded-${stamp}`,
      shortUrl: alias,
      domain: domain.host,
    });
    await apiAs<Link>(ownerToken, 'POST', '/api/links', { longUrl: `https://example.com/platform-${stamp}`, shortUrl: alias });

    await visitor.goto(at(`${paths.report}?code=${alias}`));
    await expectHeading(visitor, 'Report a short link');
    await visitor.getByLabel('Reason').selectOption('spam');
    await visitor.getByRole('button', { name: 'Send report' }).click();
    const choices = visitor.getByRole('group', { name: MSG.reportWhichLink });
    await expectVisible(choices, 'the question which short link');
    const brandedUrl = `${new URL(appUrl).protocol}//${domain.host}:${new URL(appUrl).port}/${alias}`;
    expect(await choices.getByRole('radio').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort())).toEqual(
      [`${appUrl}/${alias}`, brandedUrl].sort(),
    );
    await choices.getByRole('radio', { name: displayUrl(brandedUrl), exact: true }).check();
    expect(await visitor.getByLabel('Short link or code').inputValue(), 'the choice becomes the link').toBe(brandedUrl);
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expectStatus(visitor, MSG.reportThanks);

    const item = await caseOf(branded);
    await expectVisible(item.getByText('Spam 1'), 'the report filed against the branded link');
  });
});
