/**
 * Chromium end-to-end, at 1280 and 390 px: the owner of a link that screening flagged is told so —
 * the Create modal's success state (what visitors get, why, what to do) instead of "ready", a
 * Flagged badge on the dashboard row, and the notice in the editor. Needs the runtime from
 * infra/local/test/global-setup.ts and web/dist.
 */
import { describe, expect, it } from 'vitest';
import { MSG, SCREENING_FLAG_TEXT } from '@kisa/shared';
import { expectFits, expectHeading, expectPath, expectStatus, expectVisible, uniqueStamp, useChromium } from './support/browser';

const { signedInPage } = useChromium();

describe('a flagged link, as its owner sees it', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`says so at creation, on the dashboard row and in the editor (${viewport.width} px)`, { timeout: 90_000 }, async () => {
      const stamp = uniqueStamp();
      const page = await signedInPage('Fay Flagged', `flagged-${stamp}@example.com`, 'flag-Passw0rd', { viewport });

      await page.getByRole('button', { name: 'Create link', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Link' });
      await dialog.waitFor();
      await dialog.getByLabel('Target URL').fill(`https://paypa1-login.example.com/${stamp}`);
      await dialog.getByLabel('Title').fill(`Flagged ${stamp}`);
      await dialog.getByRole('button', { name: 'Create link' }).click();

      const created = page.getByRole('dialog', { name: 'Link created' });
      await expectVisible(created.getByText(MSG.linkFlaggedTitle), 'the flag in the success state');
      await expectVisible(created.getByText(MSG.linkFlaggedNotice), 'what visitors get and what to do');
      await expectVisible(created.getByText(SCREENING_FLAG_TEXT.confusableBrand), 'why it was flagged');
      expect(await page.getByText(MSG.linkCreated).count(), 'never "ready" for a flagged link').toBe(0);
      await expectFits(page, 'the Create modal, flagged');
      await created.getByRole('button', { name: 'Done' }).click();
      await created.waitFor({ state: 'detached' });
      await expectStatus(page, MSG.linkCreatedFlagged);

      const row = page.locator('tr', { hasText: `Flagged ${stamp}` });
      await expectVisible(row.locator('.badge', { hasText: 'Flagged' }), 'the Flagged badge on the row');
      await expectFits(page, 'the dashboard');

      await row
        .getByRole('link', { name: `Flagged ${stamp}` })
        .first()
        .click();
      await expectPath(page, /^\/edit\//);
      await expectHeading(page, `Flagged ${stamp}`);
      await expectVisible(page.getByRole('alert').filter({ hasText: MSG.linkFlaggedTitle }), 'the notice in the editor');
      await expectFits(page, 'the editor');
    });
  }
});
