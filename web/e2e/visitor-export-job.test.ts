/**
 * Chromium end-to-end: Export Excel of a visitor log bigger than one API call writes goes through
 * the background job. The test runtime exports at most 20 rows in the call
 * (VISITOR_EXPORT_SYNC_MAX_ROWS, infra/local/test/global-setup.ts), so 24 visits make a job: the log
 * says "Preparing export… N %" (a status region) while the bulk worker builds the file, then the
 * browser downloads it — every visit a row, newest first.
 * Needs the runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { paths, type Link } from '@kisa/shared';
import { analyticsAccount, openSignedIn, waitForFigures } from './support/analytics';
import { apiAs, visitShortLink } from './support/api';
import { useChromium } from './support/browser';
import { UA } from './support/user-agents';

const PASSWORD = 'export-Job-Passw0rd';
const VISITS = 24;
const { openPage } = useChromium();

describe('a big visitor export in Chromium', () => {
  it('shows the background job’s progress, then downloads every visit', { timeout: 180_000 }, async () => {
    const { stamp, email, token } = await analyticsAccount('export-job', 'Dışa Aktaran', PASSWORD);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/çay', shortUrl: `ej-${stamp}`, title: 'Çay 🍵' });
    for (let i = 0; i < VISITS; i++) {
      await visitShortLink(link.shortUrl, {
        'user-agent': i % 2 ? UA.desktop : UA.iphone,
        cookie: `kid=ej${stamp}${i}`,
        'cloudfront-viewer-country': 'TR',
        'cloudfront-viewer-city': i % 2 ? 'Istanbul' : 'Ankara',
      });
    }
    const page = await openPage({ timezoneId: 'Europe/Istanbul' });
    const pageErrors = await openSignedIn(page, email, PASSWORD, paths.analytics, 'Analytics');
    await waitForFigures(page, { totalClicks: VISITS });

    const log = page.getByRole('region', { name: 'Visitor Log' });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await log.getByRole('button', { name: 'Export Excel' }).click();
    // The job's first answer is shown at once and stays at least one poll (1.5 s).
    await log
      .getByRole('status')
      .filter({ hasText: /^Preparing export… \d+ % \(\d+ of 24 visits\)$/ })
      .waitFor({ timeout: 15_000 });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^visitors-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await file.path();
    if (!path) throw new Error(`expected the download to be saved (${await file.failure()})`);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Visitors');
    if (!sheet) throw new Error(`expected a "Visitors" sheet, the workbook has ${JSON.stringify(workbook.worksheets.map((w) => w.name))}`);
    expect(sheet.rowCount, 'a header and one row per visit').toBe(VISITS + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const city = header.indexOf('City') + 1;
    const cities = Array.from({ length: VISITS }, (_, i) => String(sheet.getRow(i + 2).getCell(city).value));
    expect(cities.filter((c) => c === 'Istanbul').length, 'Istanbul visits').toBe(VISITS / 2);
    expect(cities.filter((c) => c === 'Ankara').length, 'Ankara visits').toBe(VISITS / 2);
    const times = Array.from({ length: VISITS }, (_, i) => (sheet.getRow(i + 2).getCell(1).value as Date).getTime());
    expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
    // Done: the status is gone, no error shown.
    await log.getByRole('status').filter({ hasText: 'Preparing export' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await log.getByRole('alert').count(), 'no export error').toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
