/**
 * Chromium end-to-end: the authenticator app. Settings → Security sets it up (the QR code of the
 * otpauth:// URI and the key to type; otpauth plays the phone's app), the recovery codes are shown
 * once and download as a .txt; signing in then takes a second step — the app's code in a field
 * the phone keyboard fills (autocomplete="one-time-code"), or a recovery code. At 1280 and 390 px.
 * Needs the runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { MSG, paths } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import {
  expectFits,
  expectPath,
  expectVisible,
  mailLink,
  runtimeUrls,
  signInToDashboard,
  submitSignIn,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'second-Factor-Passw0rd';
const { openPage } = useChromium({ reducedMotion: 'reduce' });

const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * 30_000 });

/** The current 30 s step, at least 15 s before its end (so a code of it or the next is judged against it). */
async function stepNow(): Promise<number> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  return Math.floor(Date.now() / 30_000);
}

describe('authenticator app in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`sets it up, keeps the recovery codes, and signs in with a code or a recovery code (${viewport.width} px)`, { timeout: 150_000 }, async () => {
      const email = `totp-${uniqueStamp()}@example.com`;
      await verifiedAccount('Işıl Çağrı 🔐', email, PASSWORD);
      const page = await openPage({ viewport });
      await signInToDashboard(page, email, PASSWORD);

      await page.goto(at(paths.security));
      await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
      const setup = page.getByRole('form', { name: 'Set up the authenticator app' });
      await expectVisible(setup.getByRole('img', { name: 'QR code for your authenticator app' }), 'the QR code');
      const secret = (await setup.locator('.totp-setup__secret').innerText()).replace(/\s+/g, '');
      expect(secret, 'the key to type').toMatch(/^[A-Z2-7]{32}$/);
      if (viewport.width < 500) await expectFits(page, 'Security while setting up the app');

      const step = await stepNow();
      await setup.getByLabel('Code from the app').fill(codeAt(secret, step));
      await setup.getByRole('button', { name: 'Turn on' }).click();
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await expectVisible(list, 'the recovery codes');
      const codes = (await list.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
      expect(codes).toHaveLength(10);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download (.txt)' }).click()]);
      expect(download.suggestedFilename()).toBe('kisa-recovery-codes.txt');
      const saved = await readFile((await download.path()) ?? '', 'utf8');
      for (const code of codes) expect(saved, 'the .txt holds every code').toContain(code);
      if (viewport.width < 500) await expectFits(page, 'Security with the recovery codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expectVisible(page.getByText('Recovery codes left: 10'), 'the app on, with its codes');

      // Signed out, the password alone no longer signs in: the second step asks for the app's code.
      await page.context().clearCookies();
      await submitSignIn(page, email, PASSWORD);
      const second = page.getByRole('form', { name: 'Second step' });
      const codeField = second.getByLabel('Code from your authenticator app');
      await expectVisible(codeField, 'the second step');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      if (viewport.width < 500) await expectFits(page, 'the second step');
      await codeField.fill(codeAt(secret, step));
      await second.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'That code is not right' }), 'the used code refused');
      await codeField.fill(codeAt(secret, step + 1));
      await second.getByRole('button', { name: 'Verify' }).click();
      await expectPath(page, paths.dashboard);

      // A recovery code instead, typed in capitals.
      await page.context().clearCookies();
      await submitSignIn(page, email, PASSWORD);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]!.toUpperCase());
      await page.getByRole('form', { name: 'Second step' }).getByRole('button', { name: 'Verify' }).click();
      await expectPath(page, paths.dashboard);
      await page.goto(at(paths.security));
      await expectVisible(page.getByText('Recovery codes left: 9'), 'one code used');
    });
  }

  it('takes a member whose team requires a second factor straight to Settings → Security, saying why', { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const ownerEmail = `totp-owner-${stamp}@example.com`;
    const memberEmail = `totp-member-${stamp}@example.com`;
    await verifiedAccount('Öykü Sahip', ownerEmail, PASSWORD);
    const owner = await apiToken(ownerEmail, PASSWORD);
    // Invited, and the invitation accepted from its mail.
    const invitedAt = Date.now();
    await apiAs(owner, 'POST', '/api/team/members', { name: 'Ümit Üye 🙂', email: memberEmail, password: PASSWORD, role: 'member' });
    const inviteToken = new URL(await mailLink(memberEmail, '/invite/', invitedAt)).pathname.split('/').pop()!;
    const accepted = await fetch(at(`/api/invitations/${inviteToken}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept' }),
    });
    expect(accepted.status, `the invitation accepted: ${await accepted.text()}`).toBe(200);
    await apiAs(owner, 'PATCH', '/api/team', { secondFactorRequired: true });

    const page = await openPage({ viewport: { width: 1280, height: 860 } });
    await submitSignIn(page, memberEmail, PASSWORD);
    await expectPath(page, paths.security);
    await expectVisible(page.getByText(MSG.teamRequiresSecondFactor), 'why the member is here');
    await expectVisible(page.getByRole('button', { name: 'Set up the authenticator app' }), 'the way to set one up');
  });
});
