/**
 * Chromium end-to-end: what an admin types into the blocklist's "Hosts or domains" box — a pasted
 * URL is blocked by its host, a line of words that is not a host counts as one skipped line, and
 * an IDN entry is listed as stored (punycode) with its readable form beside it. At 1280 and 390 px.
 * Needs the runtime from infra/local/test/global-setup.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@kisa/shared';
import {
  expectFits,
  expectHeading,
  expectPath,
  expectStatus,
  expectVisible,
  makeAdmin,
  runtimeUrls,
  submitSignIn,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at } = runtimeUrls();
const stamp = uniqueStamp();
const PASSWORD = 'block-Passw0rd';
const adminEmail = `block-admin-${stamp}@example.com`;
const { openPage } = useChromium({ reducedMotion: 'reduce' });

beforeAll(async () => {
  await verifiedAccount('Blok Yöneticisi', adminEmail, PASSWORD);
  await makeAdmin(adminEmail);
});

describe('blocklist input', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`takes a pasted URL's host, counts skipped lines, shows IDN entries decoded (${viewport.width} px)`, { timeout: 90_000 }, async () => {
      const admin = await openPage({ viewport });
      await submitSignIn(admin, adminEmail, PASSWORD);
      await expectPath(admin, paths.adminDashboard);
      await admin.goto(at(`${paths.adminModeration}?view=blocklist`));
      await expectHeading(admin, 'Blocklist');
      const tag = `${stamp}${viewport.width}`;
      const typed = [`https://login-${tag}.example/signin?next=/a,b`, 'not a host', `bücher-${tag}.example`, 'kein Host hier'].join('\n');
      await admin.getByLabel('Hosts or domains', { exact: true }).fill(typed);
      await admin.getByRole('button', { name: 'Add to blocklist' }).click();
      await expectStatus(admin, '2 entries added to the blocklist. 2 lines were not a host or domain and were skipped.');

      await admin.getByLabel('Find').fill(`login-${tag}`);
      await expectVisible(admin.getByRole('cell', { name: `login-${tag}.example`, exact: true }), "the pasted URL's host in the list");
      await admin.getByLabel('Find').fill(`xn--bcher-${tag}`.slice(0, 10));
      const idn = admin.getByRole('row').filter({ hasText: `bücher-${tag}.example` });
      await expectVisible(idn, 'the IDN entry with its readable form');
      expect(await idn.getByRole('cell').first().innerText(), 'stored form and readable form side by side').toMatch(
        new RegExp(`^xn--bcher-.*\\.example \\(bücher-${tag}\\.example\\)$`),
      );
      await expectFits(admin, `the blocklist at ${viewport.width} px`);
    });
  }
});
