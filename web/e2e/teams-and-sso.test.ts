/**
 * Chromium end-to-end of the team and single sign-on settings, at desktop and phone widths: a
 * person in two teams switches between them in the header and sees each team's links only; an
 * owner saves the team's settings (name in any script, viewers may export) and they stay; the
 * Single sign-on screen shows the redirect URI to give the provider and says why an unreachable
 * issuer cannot be saved. Each screen fits the phone and has no serious axe violation. Needs the
 * runtime from infra/local/test/global-setup.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, SSO_MSG, SSO_PATHS } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import {
  expectFits,
  expectHeading,
  expectVisible,
  mailLink,
  runtimeUrls,
  signInToDashboard,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium();

const WIDTHS = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
];
const PASSWORD = 'teams-Passw0rd';
const stamp = uniqueStamp();
const anaEmail = `ana-${stamp}@example.com`;
const berkEmail = `berk-${stamp}@example.com`;
const ALPHA = `Alfa bağlantısı ${stamp}`;

/** The header's team switcher; on a phone it heads the navigation drawer, opened first. */
async function teamSwitcher(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const switcher = page.getByLabel('Team', { exact: true });
  // The header renders after the session loads: wait for whichever this width shows first.
  await expectVisible(menu.or(switcher).first(), 'the navigation menu or the team switcher');
  if (await menu.isVisible()) await menu.click();
  return switcher;
}
const BETA = `رابط بيتا ${stamp}`;

beforeAll(async () => {
  await verifiedAccount('Ana Ağaoğlu', anaEmail, PASSWORD);
  await verifiedAccount('Berk Bulut', berkEmail, PASSWORD);
  const ana = await apiToken(anaEmail, PASSWORD);
  const berk = await apiToken(berkEmail, PASSWORD);
  await apiAs(ana, 'POST', '/api/links', { longUrl: 'https://example.com/alpha', title: ALPHA });
  await apiAs(berk, 'POST', '/api/links', { longUrl: 'https://example.com/beta', title: BETA });
  await apiAs(berk, 'PATCH', '/api/team', { name: `Berk’in ekibi ${stamp}`, viewersExportVisitors: false, secondFactorRequired: false });
  // Berk invites Ana (an existing account) as a member; signed in as herself, she accepts: now in two teams.
  const invitedAt = Date.now();
  await apiAs(berk, 'POST', '/api/team/members', { name: 'Ana Ağaoğlu', email: anaEmail, password: PASSWORD, role: 'member' });
  const token = new URL(await mailLink(anaEmail, '/invite/', invitedAt)).pathname.split('/').pop()!;
  const accepted = await fetch(at(`/api/invitations/${token}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ana}` },
    body: JSON.stringify({ action: 'accept' }),
  });
  if (!accepted.ok) throw new Error(`expected Ana to accept Berk's invitation, got ${accepted.status} ${await accepted.text()}`);
}, 120_000);

describe('teams and single sign-on in Chromium', () => {
  for (const viewport of WIDTHS) {
    it(`switches teams in the header and sees each team's links only (${viewport.width} px)`, async () => {
      const page = await openPage({ viewport });
      await signInToDashboard(page, anaEmail, PASSWORD);
      const team = await teamSwitcher(page);
      await expectVisible(team, 'the team switcher');
      const own = (await team.locator('option:checked').innerText()).trim();
      await expectVisible(page.getByText(ALPHA), "her own team's link");
      // Berk's team by its value: the settings test below renames it.
      const berks = await team.locator('option:not(:checked)').first().getAttribute('value');
      await team.selectOption(berks!);
      await expectVisible(page.getByText(BETA), "Berk's team's link after switching");
      expect(await page.getByText(ALPHA).count(), "her own team's link is not listed in Berk's team").toBe(0);
      await expectFits(page, `the dashboard in Berk's team (${viewport.width} px)`);
      // The choice is the session's: a reload stays in Berk's team; switching back shows her link again.
      await page.reload();
      await expectVisible(page.getByText(BETA), 'the same team after a reload');
      await (await teamSwitcher(page)).selectOption({ label: own });
      await expectVisible(page.getByText(ALPHA), 'her own link after switching back');
    }, 120_000);

    it(`saves the team's settings and keeps them (${viewport.width} px)`, async () => {
      const page = await openPage({ viewport });
      await signInToDashboard(page, berkEmail, PASSWORD);
      await page.goto(at(paths.team));
      await expectHeading(page, 'Team');
      const name = `Ekip İğdır 🌿 ${viewport.width}`;
      await page.getByLabel('Team name').fill(name);
      const exportSwitch = page.getByRole('switch', { name: 'Viewers may export the visitor log' });
      const before = await exportSwitch.getAttribute('aria-checked');
      await exportSwitch.click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expectVisible(page.getByText('Team settings saved.'), 'the saved notice');
      await page.reload();
      await waitForContent(page);
      await expect.poll(() => page.getByLabel('Team name').inputValue(), { timeout: 10_000 }).toBe(name);
      expect(await page.getByRole('switch', { name: 'Viewers may export the visitor log' }).getAttribute('aria-checked')).toBe(
        before === 'true' ? 'false' : 'true',
      );
      await expectFits(page, `the team page (${viewport.width} px)`);
      await expectAccessible(page, `the team page (${viewport.width} px)`);
    }, 120_000);

    it(`shows the redirect URI and says why an unreachable issuer cannot be saved (${viewport.width} px)`, async () => {
      const page = await openPage({ viewport });
      await signInToDashboard(page, berkEmail, PASSWORD);
      await page.goto(at(paths.singleSignOn));
      await expectHeading(page, 'Single sign-on');
      await expectVisible(page.getByText(at(SSO_PATHS.oidcCallback), { exact: true }), 'the redirect URI to give the provider');
      // Loopback is allowed for providers in the test runtime; nothing listens on this port.
      const issuer = 'http://127.0.0.1:9';
      await page.getByLabel('Issuer URL').fill(issuer);
      await page.getByLabel('Client ID').fill('kisa');
      await page.getByLabel('Client secret').fill('sır-🔐');
      await page.getByLabel('E-mail domains').fill(`sso-${stamp}.example`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(
        page.getByRole('alert').filter({ hasText: SSO_MSG.discoveryFailed(`${issuer}/.well-known/openid-configuration`) }),
        'why it was not saved',
      );
      await expectFits(page, `the single sign-on page (${viewport.width} px)`);
      await expectAccessible(page, `the single sign-on page (${viewport.width} px)`);
    }, 120_000);
  }
});
