/**
 * Chromium end-to-end: a bulk file's `title` and `alias` columns name its links and give them
 * their aliases (Turkish, Arabic, emoji); a reserved alias refuses its line with the single-link
 * message; the screen says which columns it read and which it did not. At 1280 and 390 px. Needs the
 * runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import { MSG, paths, type Campaign, type Link, type Paged } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectFits, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'bulk-columns-Passw0rd';
const { signedInPage } = useChromium();

/** A file with titles, aliases (one reserved: refused on its line) and a column the app does not read. */
const csvOf = (tag: string) =>
  [
    'Title,URL,Alias,Notlar',
    `Bahar indirimi 🌷,example.com/bahar,bahar-${tag},x`,
    `عرض خاص,https://example.com/ar,ar-${tag},`,
    ',https://example.com/bos,,',
    'Ayrılmış,https://example.com/api,api,',
  ].join('\n');

describe('bulk file columns in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`takes titles and aliases from the file, refuses a bad alias on its line, and lists the columns read and not read (${viewport.width} px)`, {
      timeout: 90_000,
    }, async () => {
      const tag = uniqueStamp();
      const email = `bulk-columns-${tag}@example.com`;
      const page = await signedInPage('Toplu Yükleyen', email, PASSWORD, { viewport });
      await page.goto(at(paths.bulk));
      const name = `Sütunlar ${uniqueStamp()}`;
      await page.getByLabel('Campaign Name').fill(name);
      await page.getByLabel('CSV or TXT file').setInputFiles({ name: 'titled.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(tag)) });
      await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
      await expectStatus(page, MSG.bulkDone, 30_000);
      await expectVisible(page.getByTestId('bulk-columns').getByText('Columns read: Title, URL, Alias. Not read: Notlar.'), 'the columns read and not read');
      // The reserved alias refuses its line, with the single-link rule's message.
      await expectVisible(page.getByText(MSG.aliasReserved), 'the refused alias on its line');
      await expectFits(page, `the bulk screen at ${viewport.width} px`);

      const token = await apiToken(email, PASSWORD);
      const campaign = (await apiAs<Campaign[]>(token, 'GET', '/api/campaigns')).find((c) => c.name === name)!;
      const links = await apiAs<Paged<Link>>(token, 'GET', `/api/campaigns/${campaign.id}/links?limit=10`);
      const titles = Object.fromEntries(links.items.map((l) => [l.longUrl, l.title]));
      expect(titles, 'titles from the file; a line without one keeps the bulk default').toMatchObject({
        'https://example.com/bahar': 'Bahar indirimi 🌷',
        'https://example.com/ar': 'عرض خاص',
      });
      const aliasOf = (url: string) => links.items.find((l) => l.longUrl === url)?.shortUrl;
      expect([aliasOf('https://example.com/bahar'), aliasOf('https://example.com/ar')], "the file's aliases").toEqual([`bahar-${tag}`, `ar-${tag}`]);
      expect(
        links.items.some((l) => l.longUrl === 'https://example.com/api'),
        'the reserved alias made no link',
      ).toBe(false);
      expect(titles['https://example.com/bos']).toBeTruthy();
    });
  }
});
