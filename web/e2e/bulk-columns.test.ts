/**
 * Chromium end-to-end: a bulk file's `title` column names its links (Turkish, Arabic, emoji), and
 * the screen says which columns it read and which it did not — an `alias` column is named, with
 * what links get instead, rather than dropped without a word. At 1280 and 390 px. Needs the
 * runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import { MSG, paths, type Campaign, type Link, type Paged } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectFits, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'bulk-columns-Passw0rd';
const { signedInPage } = useChromium();

const CSV = ['Title,URL,Alias,Notlar', 'Bahar indirimi 🌷,example.com/bahar,bahar,x', 'عرض خاص,https://example.com/ar,ar,', ',https://example.com/bos,,'].join('\n');

describe('bulk file columns in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`names links by the title column and lists the columns read and not read (${viewport.width} px)`, { timeout: 90_000 }, async () => {
      const email = `bulk-columns-${uniqueStamp()}@example.com`;
      const page = await signedInPage('Toplu Yükleyen', email, PASSWORD, { viewport });
      await page.goto(at(paths.bulk));
      const name = `Sütunlar ${uniqueStamp()}`;
      await page.getByLabel('Campaign Name').fill(name);
      await page.getByLabel('CSV or TXT file').setInputFiles({ name: 'titled.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
      await expectStatus(page, MSG.bulkDone, 30_000);
      await expectVisible(
        page.getByTestId('bulk-columns').getByText('Columns read: Title, URL. Not read: Notlar. Alias: aliases are not taken from a file yet; each link gets a random alias.'),
        'the columns read and not read',
      );
      await expectFits(page, `the bulk screen at ${viewport.width} px`);

      const token = await apiToken(email, PASSWORD);
      const campaign = (await apiAs<Campaign[]>(token, 'GET', '/api/campaigns')).find((c) => c.name === name)!;
      const links = await apiAs<Paged<Link>>(token, 'GET', `/api/campaigns/${campaign.id}/links?limit=10`);
      const titles = Object.fromEntries(links.items.map((l) => [l.longUrl, l.title]));
      expect(titles, 'titles from the file; a line without one keeps the bulk default').toMatchObject({ 'https://example.com/bahar': 'Bahar indirimi 🌷', 'https://example.com/ar': 'عرض خاص' });
      expect(titles['https://example.com/bos']).toBeTruthy();
    });
  }
});
