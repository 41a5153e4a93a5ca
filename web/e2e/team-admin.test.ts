/**
 * Chromium end-to-end: team, API keys and the admin dashboard against the local runtime.
 * An owner creates an API key in the UI and uses it from outside the browser, invites a member
 * who accepts through the mailed link, signs in, sees the team's link and gets the owner-only warning; the key stops working
 * after it is revoked in the UI; an admin pages through users and marks one verified.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_MAX_PAGE_BUTTONS, MSG, paths } from '@kisa/shared';
import {
  expectPath,
  expectVisible,
  logout,
  mailLink,
  makeAdmin,
  runtimeUrls,
  signUp,
  submitSignIn as signIn,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at } = runtimeUrls();

const { openPage } = useChromium({ viewport: { width: 1280, height: 900 } });

async function expectAlert(scope: Page | Locator, text: string) {
  await expectVisible(scope.getByRole('alert').filter({ hasText: text }), `an alert "${text}"`);
}

/** A call from outside the browser, the way curl or a CI job would use an API key. */
async function withKey(key: string, method: string, path: string, json?: unknown) {
  const res = await fetch(at(path), {
    method,
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe('team, API keys and admin in Chromium', () => {
  const stamp = uniqueStamp();
  const password = 'owner-Passw0rd';

  it('owner: API key from the UI works with Bearer, a member joins, sees the link, is offered no owner-only action; revoke stops the key', {
    timeout: 150_000,
  }, async () => {
    const ownerEmail = `olga-${stamp}@example.com`;
    const memberEmail = `max-${stamp}@example.com`;
    const memberPassword = 'member-Passw0rd';
    const linkTitle = `Team launch ${stamp}`;
    await verifiedAccount('Olga Owner', ownerEmail, password);

    const page = await openPage();
    await signIn(page, ownerEmail, password);
    await expectPath(page, paths.dashboard);

    // Settings: profile, the User Management and Plan pills.
    await page.goto(at(paths.settings));
    await expectVisible(page.getByRole('heading', { name: 'Settings' }), 'the Settings heading');
    // The Profile / Team Management / Plan / Domains / Tags / Webhooks tab bar of /e/team, /e/plan, /e/domains, /e/tags and /e/webhooks, Profile current.
    const settingsTabs = page.getByRole('navigation', { name: 'Settings' });
    expect(await settingsTabs.getByRole('link').allInnerTexts()).toEqual([
      'Profile',
      'Team Management',
      'Plan',
      'Domains',
      'Tags',
      'Webhooks',
      'Alerts',
      'Link health',
      'Shared dashboards',
      'Reports',
      'Security',
      'Import',
      'Audit log',
      'Single sign-on',
    ]);
    expect(await settingsTabs.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(await settingsTabs.getByRole('link', { name: 'Plan' }).getAttribute('href')).toBe(paths.plan);
    const users = page.getByRole('tabpanel');
    await expectVisible(users.getByRole('cell', { name: ownerEmail }), 'the owner in User Management');
    expect(await users.getByRole('columnheader').allInnerTexts()).toEqual(['NAME', 'EMAIL', 'ROLE', 'MEMBER SINCE']);
    await page.getByRole('tab', { name: 'User Management' }).press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Plan' }).getAttribute('aria-selected'), 'arrow keys move between the pills').toBe('true');
    await expectVisible(page.getByRole('heading', { name: 'Enterprise Account' }), 'the Enterprise Account card');
    for (const feature of ['Unlimited Link', 'Unlimited QR Code', 'Unlimited Click', 'Insight & Reports', 'Team Management']) {
      await expectVisible(page.getByRole('listitem').filter({ hasText: feature }), `the plan feature ${feature}`);
    }

    // API key: created in the UI, shown once with a warning, used from outside the browser.
    // The dialog: a name, what the key may do (the owner's key scopes, all ticked), an optional last day.
    await page.getByRole('button', { name: 'Create key' }).click();
    const createKey = page.getByRole('dialog', { name: 'Create an API key' });
    await createKey.getByRole('button', { name: 'Create key' }).click();
    await expectAlert(createKey, MSG.apiKeyNameRequired);
    await createKey.getByLabel('Key name').fill('E2E automation');
    for (const scope of ['links:write', 'team:write', 'audit:read']) {
      expect(await createKey.getByRole('checkbox', { name: scope }).isChecked(), `${scope} ticked for an owner's key`).toBe(true);
    }
    expect(await createKey.getByRole('checkbox', { name: 'account:write' }).count(), 'no key may change the account').toBe(0);
    await createKey.getByRole('button', { name: 'Create key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Your new API key' });
    await expectVisible(keyDialog, 'the new-key dialog');
    await expectAlert(keyDialog, MSG.apiKeyShownOnce);
    const key = await keyDialog.getByRole('textbox').inputValue();
    expect(key).toMatch(/^kisa_[A-Za-z0-9_-]{43}$/);
    await keyDialog.getByRole('button', { name: 'Copy' }).click();
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keyDialog.waitFor({ state: 'hidden' });
    const keyRow = page.getByRole('row').filter({ hasText: 'E2E automation' });
    await expectVisible(keyRow, 'the key in the list');
    expect(await keyRow.innerText()).toContain(`kisa_${key.slice(5, 13)}`);
    await expectVisible(keyRow.getByRole('listitem').filter({ hasText: 'links:write' }), "the key's scopes as chips");
    expect(await keyRow.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['You', 'Never']));
    expect(await page.content(), 'the full key is gone from the page once the dialog closes').not.toContain(key);

    const me = await withKey(key, 'GET', '/api/me');
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.email).toBe(ownerEmail);
    const link = await withKey(key, 'POST', '/api/links', { longUrl: 'https://example.com/launch', shortUrl: `e2e${stamp}`, title: linkTitle });
    expect(link.status, `link created with the API key: ${JSON.stringify(link.body)}`).toBe(201);

    // Team: Create New Member with the spec's messages, then the member in the table.
    await settingsTabs.getByRole('link', { name: 'Team Management' }).click();
    await expectPath(page, paths.team);
    await expectVisible(page.getByRole('heading', { name: 'Team Users' }), 'the Team Users card');
    expect(
      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team Management' }).getAttribute('aria-current'),
      'the same tab bar on /e/team',
    ).toBe('page');
    await page.getByRole('button', { name: 'Add User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Member' });
    await expectVisible(create, 'the Create New Member dialog');
    await create.getByRole('button', { name: 'Create member' }).click();
    await expectAlert(create, MSG.allFieldsRequired);
    await create.getByLabel('Name', { exact: true }).fill('Max Member');
    await create.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await create.getByLabel('Password', { exact: true }).fill(memberPassword);
    await create.getByLabel('Confirm password', { exact: true }).fill(memberPassword);
    await create.getByRole('button', { name: 'Create member' }).click();
    await expectAlert(create, MSG.invalidEmail);
    await create.getByLabel('E-mail', { exact: true }).fill(memberEmail);
    await create.getByLabel('Confirm password', { exact: true }).fill(`${memberPassword}x`);
    await create.getByRole('button', { name: 'Create member' }).click();
    await expectAlert(create, MSG.passwordsDoNotMatch);
    await create.getByLabel('Confirm password', { exact: true }).fill(memberPassword);
    const invitedAt = Date.now();
    await create.getByRole('button', { name: 'Create member' }).click();
    await create.waitFor({ state: 'hidden' });
    // An invitation, not yet a member: pending until the mailed link is accepted.
    await expectVisible(page.getByRole('status').filter({ hasText: MSG.invitationSent(memberEmail) }), 'the invitation-sent toast');
    const pending = page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: memberEmail });
    await expectVisible(pending, 'the invitation among the pending ones');
    expect(await pending.innerText()).toContain('Invited');
    expect(
      await page.getByRole('table', { name: 'Team users' }).getByRole('row').filter({ hasText: memberEmail }).count(),
      'not a member before accepting',
    ).toBe(0);

    // The member follows the mailed link in their own browser and accepts.
    const invitee = await openPage();
    await invitee.goto(await mailLink(memberEmail, '/invite/', invitedAt));
    await expectVisible(invitee.getByRole('heading', { name: /^Join / }), 'the invitation page');
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expectVisible(invitee.getByRole('status').filter({ hasText: MSG.invitationAcceptedNewAccount }), 'the accepted message');

    await page.reload();
    const memberRow = page.getByRole('table', { name: 'Team users' }).getByRole('row').filter({ hasText: memberEmail });
    await expectVisible(memberRow, 'the new member in the team table');
    expect(await memberRow.innerText()).toContain('Member');

    // Revoke in the UI: the key stops working at once.
    await page.goto(at(paths.settings));
    await page.getByRole('button', { name: 'Revoke E2E automation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'E2E automation' }).waitFor({ state: 'detached' });
    const revoked = await withKey(key, 'GET', '/api/me');
    expect(revoked.status, 'the revoked key right after revoking').toBe(401);
    expect((await withKey(key, 'POST', '/api/links', { longUrl: 'https://example.com/x', shortUrl: `x${stamp}` })).status).toBe(401);
    await logout(page);

    // The member signs in with the owner's password for them and lands on the dashboard with the team's link.
    await signIn(page, memberEmail, memberPassword);
    await expectPath(page, paths.dashboard);
    await expectVisible(page.getByText(linkTitle), "the owner's link on the member's dashboard");
    await expectVisible(page.getByRole('row').filter({ hasText: linkTitle }).getByText('Olga Owner'), "the link's creator (the owner) in its row");

    // Changing the team is for owners: a member is offered none of it (no Add User that could only
    // answer 'Only Owner can …'), and the card says why — at desktop and phone widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at(paths.team));
      const ownerRow = page.getByRole('table', { name: 'Team users' }).getByRole('row').filter({ hasText: ownerEmail });
      await expectVisible(ownerRow, `the owner in the team table (${width} px)`);
      await expectVisible(
        page.getByText('Only owners and admins can add, edit or remove members; ask one of them.'),
        `the owners-and-admins-only note (${width} px)`,
      );
      const offered = {
        addUser: await page.getByRole('button', { name: 'Add User' }).count(),
        rowActions: await page.getByRole('table', { name: 'Team users' }).getByRole('button').count(),
        warning: await page.getByRole('dialog', { name: 'Warning' }).count(),
      };
      expect(offered, `a member's team page at ${width} px`).toEqual({ addUser: 0, rowActions: 0, warning: 0 });
    }
  });

  it('admin: stat tiles, pages through users (at most 12 page buttons), page size, marks a user verified', { timeout: 150_000 }, async () => {
    const adminEmail = `ada-admin-${stamp}@example.com`;
    await verifiedAccount('Ada Admin', adminEmail, password);
    await makeAdmin(adminEmail);
    // Enough users for more than one page of 10; the newest one stays unverified.
    const extra = Array.from({ length: 11 }, (_, i) => `pager-${i}-${stamp}@example.com`);
    for (const email of extra) await signUp(`Pager ${email.split('-')[1]}`, email, password);
    const unverified = extra[extra.length - 1]!;

    const page = await openPage();
    await signIn(page, adminEmail, password);
    await expectPath(page, paths.adminDashboard);
    const tiles = page.getByRole('region', { name: 'Platform totals' });
    await expectVisible(tiles.getByText('Revenue'), 'the Revenue tile');
    const usersTile = tiles.locator('.stat').filter({ hasText: 'Users' });
    await expect
      .poll(async () => Number((await usersTile.locator('.stat__value').innerText()).replace(/\D/g, '')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(13);
    await expectVisible(tiles.getByText('Clicks'), 'the Clicks tile');

    const table = page.getByRole('table', { name: /^Users, newest first/ });
    await expectVisible(table, 'the users table');
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['USERNAME', 'E-MAIL', 'PLAN', 'VERIFIED', 'SETTINGS']);
    const rows = table.locator('tbody tr');
    expect(await rows.count(), 'page size 10').toBe(10);
    const pager = page.getByRole('navigation', { name: 'Users pages' });
    const pageButtons = pager.getByRole('button', { name: /^Page \d+$/ });
    expect(await pageButtons.count()).toBeLessThanOrEqual(ADMIN_MAX_PAGE_BUTTONS);
    const firstPage = await rows.allInnerTexts();

    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expectVisible(page.getByRole('table', { name: /page 2 of/ }), 'page 2 of the users table');
    expect(await pager.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    const secondPage = await rows.allInnerTexts();
    expect(
      secondPage.filter((r) => firstPage.includes(r)),
      'pages do not repeat users',
    ).toEqual([]);

    await page.getByLabel('Per page').selectOption('50');
    await page.waitForURL((u) => u.searchParams.get('limit') === '50' && u.searchParams.get('page') === '1');
    await expect.poll(async () => rows.count(), { timeout: 10_000 }).toBeGreaterThan(10);

    // Settings: mark the newest (unverified) user verified.
    const row = table.locator('tbody tr').filter({ hasText: unverified });
    await expectVisible(row, `the row of ${unverified}`);
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('No');
    await row.getByRole('button', { name: `Mark verified ${unverified}` }).click();
    await expect.poll(async () => row.getByRole('cell').nth(3).innerText(), { timeout: 10_000 }).toBe('Yes');
    const signin = await fetch(at('/api/auth/signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: unverified, password }),
    });
    expect(signin.status, 'an admin-verified user signs in').toBe(200);

    // Disable: confirmed in a dialog; the user can no longer sign in; enable again.
    await row.getByRole('button', { name: `Disable ${unverified}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable user?' });
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expectVisible(row.getByText('Disabled'), 'the Disabled badge');
    const refused = await fetch(at('/api/auth/signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: unverified, password }),
    });
    // Refused, and told why: the password was right.
    expect({ status: refused.status, body: await refused.json() }, 'a disabled user signs in').toEqual({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.accountDisabled }),
    });
    await row.getByRole('button', { name: `Enable ${unverified}` }).click();
    await row.getByRole('button', { name: `Disable ${unverified}` }).waitFor();
  });
});
