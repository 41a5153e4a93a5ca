/**
 * Chromium end-to-end: passkeys through Chromium's virtual authenticator (DevTools protocol
 * WebAuthn domain: a CTAP2 platform authenticator with resident keys and user verification).
 * Settings → Security adds a passkey with the browser's own prompt, renames it (Turkish and
 * emoji); the sign-in page's "Sign in with a passkey" signs in with no password; the passkey is
 * removed and then signs nobody in. At 1280 and 390 px. Needs the runtime from
 * infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths } from '@kisa/shared';
import {
  expectAlert,
  expectFits,
  expectPath,
  expectVisible,
  runtimeUrls,
  signInToDashboard,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at, appUrl } = runtimeUrls();
const PASSWORD = 'passkey-Passw0rd';
const { openPage } = useChromium({ reducedMotion: 'reduce' });

/** A virtual platform authenticator on the page's target, as a laptop's fingerprint reader would be. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

describe('passkeys in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`adds a passkey, signs in with it alone, renames and removes it (${viewport.width} px)`, { timeout: 120_000 }, async () => {
      expect(new URL(appUrl).hostname, 'WebAuthn needs a secure context: http://localhost is one').toBe('localhost');
      const email = `passkey-${uniqueStamp()}@example.com`;
      await verifiedAccount('Pınar Anahtar', email, PASSWORD);
      const page = await openPage({ viewport });
      const authenticator = await virtualAuthenticator(page);
      // A busy machine loads the app's chunks slowly the first time.
      await page.goto(at(paths.signin));
      await expectVisible(page.getByLabel('E-mail', { exact: true }), 'the sign-in form', 30_000);
      await signInToDashboard(page, email, PASSWORD);

      await page.goto(at(paths.security));
      const card = page.getByRole('form', { name: 'Add a passkey' });
      await expectVisible(card, 'the passkeys card');
      await expectVisible(page.getByText('No passkeys yet.'), 'the empty passkey list');
      await card.getByLabel('Passkey name').fill('İş dizüstü 💻');
      await card.getByRole('button', { name: 'Add a passkey' }).click();
      await expectVisible(page.getByText(MSG.passkeyAdded), 'the added notice');
      await expectVisible(page.getByRole('list', { name: 'Your passkeys' }).getByText('İş dizüstü 💻'), 'the new passkey in the list');
      const [stored] = await authenticator.credentials();
      expect(stored?.isResidentCredential, 'a discoverable passkey').toBe(true);
      expect(stored?.rpId).toBe('localhost');
      if (viewport.width < 500) await expectFits(page, 'Security with a passkey');

      await page.getByRole('button', { name: 'Rename İş dizüstü 💻' }).click();
      const rename = page.getByRole('form', { name: 'Rename İş dizüstü 💻' });
      await rename.getByLabel('New name').fill('Çalışma anahtarı 🔑');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByRole('list', { name: 'Your passkeys' }).getByText('Çalışma anahtarı 🔑'), 'the renamed passkey');

      // Signed out, the passkey alone signs in: no e-mail, no password.
      await page.context().clearCookies();
      await page.goto(at(paths.signin));
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectPath(page, paths.dashboard);
      const [used] = await authenticator.credentials();
      expect(used?.signCount, 'the authenticator signed once more').toBeGreaterThan(stored?.signCount ?? 0);

      await page.goto(at(paths.security));
      const row = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
      await expectVisible(row, 'the passkey row');
      await expect.poll(async () => (await row.innerText()).includes('Last used —'), { message: 'the last use is shown' }).toBe(false);
      await page.getByRole('button', { name: 'Remove Çalışma anahtarı 🔑' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove passkey' }).click();
      await expectVisible(page.getByText('No passkeys yet.'), 'the empty list after removing');

      // The authenticator still holds it, but Kisa no longer knows it.
      await page.context().clearCookies();
      await page.goto(at(paths.signin));
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectAlert(page, MSG.passkeySignInFailed);
      expect(new URL(page.url()).pathname, 'still signed out').not.toBe(paths.dashboard);
    });
  }
});
