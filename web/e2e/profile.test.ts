/**
 * Chromium end-to-end: one's own account. An invitation to an address that already has an
 * account offers "Sign in as …", which opens sign-in with that address filled in; Settings →
 * Profile then changes one's own name (Turkish and emoji) and password (the current one asked,
 * a wrong one refused), at 1280 and 390 px. Needs the runtime from
 * infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import { MSG, paths } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectFits, expectHeading, expectPath, mailLink, runtimeUrls, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'profile-Passw0rd';
const NEW_PASSWORD = 'yepyeni şifre 2026';
const { openPage } = useChromium({ reducedMotion: 'reduce' });

describe('profile in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`signs an invited account in with its address filled in, then changes its name and password (${viewport.width} px)`, { timeout: 120_000 }, async () => {
      const stamp = uniqueStamp();
      const ownerEmail = `profile-owner-${stamp}@example.com`;
      const email = `profile-me-${stamp}@example.com`;
      await Promise.all([verifiedAccount('Owner Olcay', ownerEmail, PASSWORD), verifiedAccount('Deniz', email, PASSWORD)]);
      const invitedAt = Date.now();
      await apiAs(await apiToken(ownerEmail, PASSWORD), 'POST', '/api/team/members', { name: 'Deniz', email, password: 'unused passw0rd' });

      const page = await openPage({ viewport });
      await page.goto(await mailLink(email, '/invite/', invitedAt));
      await page.getByRole('button', { name: `Sign in as ${email}` }).click();
      await expectPath(page, paths.signin);
      expect(await page.getByLabel('E-mail', { exact: true }).inputValue(), 'the invited address, filled in').toBe(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expectPath(page, /^\/invite\//);

      await page.goto(at(paths.settings));
      await expectHeading(page, 'Profile');
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('Name', { exact: true }).fill('Deniz Yıldırım 🌊');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await profile.getByText(MSG.profileSaved).waitFor();
      await expect.poll(() => profile.locator('.profile-list dd').first().innerText()).toBe('Deniz Yıldırım 🌊');

      await profile.getByLabel('Current password', { exact: true }).fill('not my password');
      await profile.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await profile.getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
      await profile.getByRole('button', { name: 'Change password' }).click();
      await expectAlert(page, MSG.currentPasswordWrong);
      await profile.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await profile.getByRole('button', { name: 'Change password' }).click();
      await profile.getByText(MSG.passwordChanged).waitFor();
      expect(await profile.getByLabel('Current password', { exact: true }).inputValue(), 'the form empties').toBe('');
      await expectFits(page, `Settings at ${viewport.width} px`);

      const signIn = (password: string) =>
        fetch(at('/api/auth/signin'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) }).then(
          (r) => r.status,
        );
      expect(await signIn(PASSWORD), 'the old password').toBe(401);
      expect(await signIn(NEW_PASSWORD), 'the new password').toBe(200);
    });
  }
});
