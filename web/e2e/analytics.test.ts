/**
 * Chromium end-to-end: analytics of real clicks. Two links get visits over HTTP with the
 * viewer headers CloudFront forwards (country, city), referrers, iPhone/Android/desktop
 * user agents, one QR-marked visit, one returning visitor and one bot; then /analytics
 * shows them in every panel (cards, links, rankings, map, QR vs link, bots note), a country
 * filters every panel (from the table and from the map; chips removed with the keyboard),
 * the country ranking's CSV and the visitor log's Excel export hold the right rows, and
 * /insight/{id} shows only that link's figures.
 */
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Download, Locator, Page } from 'playwright-core';
import { addDays, paths, todayIn, type Link } from '@kisa/shared';
import { panel, ranking } from './support/analytics';
import { apiAs, apiToken, visitShortLink as visit } from './support/api';
import { UA } from './support/user-agents';
import { MAP_COLOURS, mapFill } from '@/features/analytics/lib/palette';
import { expectHeading, expectPath, runtimeUrls, signInToDashboard, useChromium, verifiedAccount } from './support/browser';

const { appUrl } = runtimeUrls();
const host = new URL(appUrl).host;
const PASSWORD = 'analytics-Passw0rd';
const TZ = 'Europe/Istanbul';

const { openPage } = useChromium();

type Cards = { links: string; uniqueClicks: string; totalClicks: string };

function readCards(page: Page): Promise<Cards> {
  return page.evaluate(() => {
    const at = (k: string) => document.querySelector(`[data-testid="analytics-${k}"]`)?.textContent ?? '';
    return { links: at('links'), uniqueClicks: at('uniqueClicks'), totalClicks: at('totalClicks') };
  });
}

/** The cards settle on `want` (not dimmed by a load still under way). */
async function expectCards(page: Page, want: { links: number; unique: number; total: number }, what: string): Promise<void> {
  const expected = { links: String(want.links), uniqueClicks: String(want.unique), totalClicks: String(want.total) };
  try {
    await page.waitForFunction(
      (e) => {
        const at = (k: string) => document.querySelector(`[data-testid="analytics-${k}"]`)?.textContent;
        return (
          !document.querySelector('.an-stack--stale') && at('links') === e.links && at('uniqueClicks') === e.uniqueClicks && at('totalClicks') === e.totalClicks
        );
      },
      expected,
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(`expected the cards ${what} to show ${JSON.stringify(expected)}, they show ${JSON.stringify(await readCards(page))} at ${page.url()}`);
  }
}

/**
 * Reloads the page until the cards show `total` clicks and the bots note `bots` excluded
 * visits: a click reaches the analytics after a worker batch and a sync (seconds).
 */
async function waitForClicks(page: Page, total: number, bots: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const note = `${bots} bot ${bots === 1 ? 'visit was' : 'visits were'} left out`;
  for (;;) {
    await page.getByTestId('analytics-totalClicks').waitFor();
    const seen = { total: await page.getByTestId('analytics-totalClicks').innerText(), bots: await page.locator('.an-bots').innerText() };
    if (seen.total === String(total) && seen.bots.includes(note)) return;
    if (Date.now() > deadline)
      throw new Error(
        `expected /analytics to show ${total} clicks and "${note}" within ${timeoutMs / 1000} s; it shows ${seen.total} clicks and "${seen.bots}"`,
      );
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** What an element shows (its text without the visually hidden parts a screen reader adds). */
function shownText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const walk = (n: Node): string =>
      n instanceof Element ? (n.classList.contains('sr-only') ? '' : [...n.childNodes].map(walk).join('')) : (n.textContent ?? '');
    return walk(el).replace(/\s+/g, ' ').trim();
  });
}

/** The header cells of the first table in `scope` (hidden ones too: a closed <details> table). */
function columnHeaders(scope: Locator): Promise<string[]> {
  return scope
    .locator('table')
    .first()
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

async function columnHeader(scope: Locator, index: number): Promise<string> {
  const header = scope.locator('table').first().locator('thead th').nth(index);
  return header.evaluate((th) =>
    [...th.childNodes]
      .map((n) => (n.textContent ?? '').trim())
      .filter(Boolean)
      .join(' '),
  );
}

async function qrVsLink(page: Page): Promise<{ qr: string; link: string }> {
  const source = panel(page, 'QR Code vs Link');
  const value = (label: string) => source.locator('.source-figure', { hasText: label }).locator('.source-figure__value').innerText();
  return { qr: await value('QR code scans'), link: await value('Link clicks') };
}

/** The map's coloured countries (every one not in the no-clicks colour): their titles and fills. */
async function mapHits(page: Page): Promise<{ title: string; fill: string }[]> {
  await page.locator('.world-map svg path').first().waitFor();
  const shapes = await page.locator('.world-map path').evaluateAll((ps) =>
    ps.map((p) => ({
      title: p.querySelector('title')?.textContent ?? '',
      fill: p.getAttribute('fill') ?? '',
      hit: p.classList.contains('world-map__country--hit'),
    })),
  );
  const coloured = shapes.filter((s) => s.fill !== MAP_COLOURS.empty);
  const unmarked = coloured.filter((s) => !s.hit);
  if (unmarked.length) throw new Error(`expected every coloured country to be marked as clicked, these are not: ${JSON.stringify(unmarked)}`);
  return coloured.map(({ title, fill }) => ({ title, fill })).sort((a, b) => a.title.localeCompare(b.title));
}

async function botsNote(page: Page): Promise<string> {
  return page.locator('.an-bots').innerText();
}

/** The visitor log's footer counts `n` visits. */
async function expectLogCount(page: Page, n: number, what: string): Promise<void> {
  const footer = panel(page, 'Visitor Log').locator('.card__footer .muted');
  try {
    await footer.filter({ hasText: new RegExp(`^${n} visits?$`) }).waitFor({ timeout: 10_000 });
  } catch {
    throw new Error(`expected the visitor log ${what} to count ${n} visits, it says ${JSON.stringify(await footer.allInnerTexts())}`);
  }
}

async function expectFilterUrl(page: Page, country: string | null): Promise<void> {
  try {
    await page.waitForURL((u) => u.pathname === paths.analytics && u.searchParams.get('country') === country, { timeout: 5_000 });
  } catch {
    throw new Error(`expected /analytics with country=${country ?? '(none)'} in the URL, the page is at ${page.url()}`);
  }
}

/** Removes a filter chip with the keyboard (its remove button, Enter); the chip and the URL parameter go. */
async function removeChipWithKeyboard(page: Page, label: string): Promise<void> {
  const remove = page.getByRole('button', { name: `Remove filter ${label}`, exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expectFilterUrl(page, null);
  await remove.waitFor({ state: 'detached' });
  try {
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Active filters', undefined, { timeout: 2_000 });
  } catch {
    throw new Error(
      `expected focus on the "Active filters" region after the last chip is removed, it is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
    );
  }
}

async function downloaded(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`expected the download ${download.suggestedFilename()} to be saved (${await download.failure()})`);
  return readFile(file);
}

describe('analytics in Chromium', () => {
  it('shows the clicks in every panel, filters by country, exports CSV and Excel, and scopes /insight to one link', { timeout: 180_000 }, async () => {
    const stamp = randomBytes(4).toString('hex');
    const email = `analytics-${stamp}@example.com`;
    await verifiedAccount('Ana Lytics', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const a = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/spring', shortUrl: `an-a-${stamp}`, title: 'Spring launch' });
    const b = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/docs', shortUrl: `an-b-${stamp}`, title: 'Docs page' });

    // Link A: an iPhone from Istanbul via t.co, an Android from Berlin (direct), a Windows
    // desktop from Ankara via Google through the QR code. Link B: a Mac from New York via
    // Hacker News twice (one visitor: 2 clicks, 1 unique), and Googlebot (not counted).
    await Promise.all([
      visit(a.shortUrl, { 'user-agent': UA.iphone, 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Istanbul', referer: 'https://t.co/abc' }),
      visit(a.shortUrl, { 'user-agent': UA.android, 'cloudfront-viewer-country': 'DE', 'cloudfront-viewer-city': 'Berlin' }),
      visit(
        a.shortUrl,
        { 'user-agent': UA.desktop, 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Ankara', referer: 'https://www.google.com/search?q=kisa' },
        { qr: true },
      ),
      visit(b.shortUrl, { 'user-agent': UA.googlebot, 'cloudfront-viewer-country': 'US', 'cloudfront-viewer-city': 'Mountain View' }),
    ]);
    const mac = {
      'user-agent': UA.mac,
      'cloudfront-viewer-country': 'US',
      'cloudfront-viewer-city': 'New York',
      referer: 'https://news.ycombinator.com/item?id=1',
    };
    await visit(b.shortUrl, mac);
    await visit(b.shortUrl, mac);

    // The owner signs in and opens Analytics from the sidebar; the clicks show within seconds.
    const page = await openPage({ timezoneId: TZ });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInToDashboard(page, email, PASSWORD);
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expectPath(page, paths.analytics);
    await expectHeading(page, 'Analytics');
    await waitForClicks(page, 5, 1);

    // Cards: 2 links clicked, 4 unique visitors, 5 clicks (the bot is left out).
    await expectCards(page, { links: 2, unique: 4, total: 5 }, 'for all clicks');
    expect(await botsNote(page), 'bots note').toContain('1 bot visit was left out of this view.');

    // Links: both, most clicked first, with unique / total clicks (the dashboard's order) and their titles.
    const linksPanel = panel(page, 'Links');
    const insightA = linksPanel.getByRole('link', { name: `3 unique / 3 total clicks: insight for ${host}/${a.shortUrl}`, exact: true });
    const insightB = linksPanel.getByRole('link', { name: `1 unique / 2 total clicks: insight for ${host}/${b.shortUrl}`, exact: true });
    await insightA.waitFor();
    await insightB.waitFor();
    await linksPanel.locator('tbody tr', { hasText: 'Spring launch' }).first().waitFor();
    await linksPanel.locator('tbody tr', { hasText: 'Docs page' }).first().waitFor();
    const shortLinks = (await linksPanel.locator('tbody tr .short-link').allTextContents()).map((t) => t.replace(' (opens in a new tab)', ''));
    expect(shortLinks, 'links, most clicked first').toEqual([`${host}/${a.shortUrl}`, `${host}/${b.shortUrl}`]);
    expect(await shownText(insightA), 'link A clicks cell').toBe('3 / 3');
    expect(await shownText(insightB), 'link B clicks cell').toBe('1 / 2');
    expect(await columnHeader(linksPanel, 2), 'the clicks column names its order').toBe('Clicks unique / total');
    // Clicks by Date (as a table) and the announced totals: unique first, then total.
    expect(await columnHeaders(panel(page, 'Clicks by Date')), 'Clicks by Date table columns').toEqual(['Date', 'Unique clicks', 'Total clicks']);
    await expect.poll(() => page.locator('.analytics > p[role="status"]').textContent(), { timeout: 10_000 }).toMatch(/^4 unique \/ 5 total clicks, /);

    // Rankings.
    expect(await ranking(page, 'Browser'), 'Browser table').toEqual({ Chrome: 2, Safari: 2, 'Mobile Safari': 1 });
    expect(await ranking(page, 'Devices'), 'Devices table').toEqual({ Desktop: 3, Mobile: 2 });
    expect(await ranking(page, 'Operating System'), 'Operating System table').toEqual({ 'Mac OS': 2, iOS: 1, Android: 1, Windows: 1 });
    expect(await ranking(page, 'Referrer'), 'Referrer table').toEqual({ 'news.ycombinator.com': 2, 't.co': 1, 'www.google.com': 1, Direct: 1 });
    expect(await ranking(page, 'City'), 'City table').toEqual({ 'New York': 2, Istanbul: 1, Berlin: 1, Ankara: 1 });
    expect(await ranking(page, 'Country'), 'Country table').toEqual({ Türkiye: 2, 'United States': 2, Germany: 1 });
    expect(await qrVsLink(page), 'QR Code vs Link').toEqual({ qr: '1', link: '4' });

    // The map colours the visited countries and only them (Germany, with fewer clicks, lighter), each titled with its clicks.
    expect(await mapHits(page), 'map countries with clicks').toEqual([
      { title: 'Germany: 1 click', fill: mapFill(1, 2) },
      { title: 'Türkiye: 2 clicks', fill: mapFill(2, 2) },
      { title: 'United States: 2 clicks', fill: mapFill(2, 2) },
    ]);

    // Visitor log: the 5 human clicks, one of them a returning visitor.
    await expectLogCount(page, 5, 'for all clicks');
    const log = panel(page, 'Visitor Log');
    expect(await log.locator('tbody tr').count(), 'visitor log rows on page 1').toBe(5);
    expect(await log.locator('tbody tr', { hasText: 'Returning Visitor' }).count(), 'returning visitors in the log').toBe(1);
    expect(await log.locator('tbody tr', { hasText: 'QR code' }).count(), 'QR visits in the log').toBe(1);

    // Filter by a country from its table: a chip, country=TR in the URL, and every panel follows.
    await panel(page, 'Country').getByRole('button', { name: 'Türkiye', exact: true }).click();
    await expectFilterUrl(page, 'TR');
    const chips = panel(page, 'Active filters');
    await chips.getByText('Country: Türkiye').waitFor();
    await expectCards(page, { links: 1, unique: 2, total: 2 }, 'filtered by Türkiye');
    expect(await panel(page, 'Country').getByRole('button', { name: 'Türkiye', exact: true }).getAttribute('aria-pressed'), 'the selected country row').toBe(
      'true',
    );
    expect(await ranking(page, 'Country'), 'Country table filtered by TR').toEqual({ Türkiye: 2 });
    expect(await ranking(page, 'City'), 'City table filtered by TR').toEqual({ Istanbul: 1, Ankara: 1 });
    expect(await ranking(page, 'Browser'), 'Browser table filtered by TR').toEqual({ 'Mobile Safari': 1, Chrome: 1 });
    expect(await ranking(page, 'Referrer'), 'Referrer table filtered by TR').toEqual({ 't.co': 1, 'www.google.com': 1 });
    expect(await qrVsLink(page), 'QR Code vs Link filtered by TR').toEqual({ qr: '1', link: '1' });
    expect(await linksPanel.locator('tbody tr').count(), 'links filtered by TR').toBe(1);
    await linksPanel.getByRole('link', { name: `2 unique / 2 total clicks: insight for ${host}/${a.shortUrl}`, exact: true }).waitFor();
    expect(await mapHits(page), 'map filtered by TR').toEqual([{ title: 'Türkiye: 2 clicks', fill: mapFill(2, 2) }]);
    expect(await botsNote(page), 'bots note filtered by TR (the bot came from the US)').not.toContain('bot visit');
    await expectLogCount(page, 2, 'filtered by Türkiye');

    await removeChipWithKeyboard(page, 'Country: Türkiye');
    await expectCards(page, { links: 2, unique: 4, total: 5 }, 'after the chip is removed');

    // Filter by a country on the map.
    await page
      .locator('.world-map path.world-map__country--hit')
      .filter({ has: page.locator('title', { hasText: /^Germany:/ }) })
      .click();
    await expectFilterUrl(page, 'DE');
    await chips.getByText('Country: Germany').waitFor();
    await expectCards(page, { links: 1, unique: 1, total: 1 }, 'filtered by Germany from the map');
    expect(await ranking(page, 'Operating System'), 'Operating System table filtered by DE').toEqual({ Android: 1 });
    await removeChipWithKeyboard(page, 'Country: Germany');
    await expectCards(page, { links: 2, unique: 4, total: 5 }, 'after the map chip is removed');

    // Export (CSV) of the country ranking: UTF-8 with a BOM, every country with its code and share.
    const today = todayIn(TZ);
    const [from, to] = [addDays(today, -6), today];
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      panel(page, 'Country').getByRole('button', { name: 'Export (CSV) of Country' }).click(),
    ]);
    expect(csvDownload.suggestedFilename(), 'country CSV file name').toBe(`analytics-country-${from}_${to}.csv`);
    const csv = (await downloaded(csvDownload)).toString('utf8');
    expect(csv.startsWith('\uFEFF'), 'the CSV starts with a byte-order mark').toBe(true);
    const [csvHeader, ...csvRows] = csv
      .slice(1)
      .split('\r\n')
      .filter((l) => l);
    expect(csvHeader, 'country CSV header').toBe('Country,Code,Clicks,Share (%)');
    expect(csvRows.sort(), 'country CSV rows').toEqual(['Germany,DE,1,20.00', 'Türkiye,TR,2,40.00', 'United States,US,2,40.00']);

    // Export Excel of the visitor log: one row per human click, the QR visit marked as such.
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), log.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(xlsxDownload.suggestedFilename(), 'visitor log file name').toBe(`visitors-${from}-to-${to}.xlsx`);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloaded(xlsxDownload)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Visitors');
    if (!sheet) throw new Error(`expected a "Visitors" sheet, the workbook has ${JSON.stringify(workbook.worksheets.map((w) => w.name))}`);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    // Time is a real date on the clock of the export's time zone, named in its header.
    const timeColumn = header[0]!;
    const zone = /^Time \((.+)\)$/.exec(timeColumn)?.[1];
    expect(zone && Intl.supportedValuesOf('timeZone').concat('UTC').includes(zone), `the time column names its zone: ${timeColumn}`).toBe(true);
    expect(header.slice(1), 'visitor log header').toEqual([
      'Visit Type',
      'Short URL',
      'Country Code',
      'Country',
      'City',
      'IP',
      'Platform',
      'OS',
      'Browser',
      'Referrer',
      'Source',
      'Link ID',
      'Tags',
      'Conversions',
      'Revenue',
    ]);
    const visits: Record<string, unknown>[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const values = sheet.getRow(r).values as unknown[];
      visits.push(Object.fromEntries(header.map((h, i) => [h, values[i + 1] ?? null])));
    }
    expect(visits, 'visitor log rows: the human clicks').toHaveLength(5);
    const count = (key: string, value: unknown) => visits.filter((v) => v[key] === value).length;
    expect({ a: count('Link ID', a.id), b: count('Link ID', b.id) }, 'rows per link').toEqual({ a: 3, b: 2 });
    expect({ new: count('Visit Type', 'New Visitor'), returning: count('Visit Type', 'Returning Visitor') }, 'visit types').toEqual({ new: 4, returning: 1 });
    expect(
      visits.filter((v) => v.Source === 'qr'),
      'the QR row',
    ).toEqual([
      expect.objectContaining({
        'Short URL': `${appUrl}/${a.shortUrl}`,
        'Country Code': 'TR',
        Country: 'Türkiye',
        City: 'Ankara',
        Platform: 'desktop',
        OS: 'Windows',
        Browser: 'Chrome',
        Referrer: 'www.google.com',
        'Link ID': a.id,
      }),
    ]);
    expect(count('Source', 'link'), 'link rows').toBe(4);
    expect(
      visits.filter((v) => v['Country Code'] === 'US').map((v) => v.City),
      'US rows (Googlebot left out)',
    ).toEqual(['New York', 'New York']);
    expect(
      visits.every((v) => v[timeColumn] instanceof Date),
      'times are dates, not text',
    ).toBe(true);
    const times = visits.map((v) => (v[timeColumn] as Date).getTime());
    // An Excel date has no zone: its wall clock is the zone's, read back as if UTC.
    const wallNow = Date.parse(`${new Date().toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T')}Z`);
    expect(
      times.every((t) => Math.abs(wallNow - t) < 10 * 60_000),
      `visit times are recent on the ${zone} clock: ${JSON.stringify(visits.map((v) => v[timeColumn]))}`,
    ).toBe(true);
    expect(times, 'newest first').toEqual([...times].sort((x, y) => y - x));

    // /insight/{id} of link A (from its clicks in the links table): the link header and only its figures.
    await insightA.click();
    await expectPath(page, paths.insight(a.id));
    await expectHeading(page, 'Spring launch');
    await page
      .getByRole('link', { name: `${host}/${a.shortUrl} (opens in a new tab)` })
      .first()
      .waitFor();
    await expectCards(page, { links: 1, unique: 3, total: 3 }, 'on the insight page of link A');
    expect(
      await page.getByRole('complementary', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      'Dashboard marked on /insight/…',
    ).toBe('true');
    await expect.poll(() => page.locator('.analytics > p[role="status"]').textContent(), { timeout: 10_000 }).toMatch(/^3 unique \/ 3 total clicks, /);
    expect(await columnHeaders(panel(page, 'Clicks by Date')), 'Clicks by Date table columns on the insight').toEqual([
      'Date',
      'Unique clicks',
      'Total clicks',
    ]);
    expect(await panel(page, 'Links').count(), 'the insight page has no links table').toBe(0);
    expect(await ranking(page, 'Browser'), 'Browser table of link A').toEqual({ Chrome: 2, 'Mobile Safari': 1 });
    expect(await ranking(page, 'Country'), 'Country table of link A').toEqual({ Türkiye: 2, Germany: 1 });
    expect(await ranking(page, 'City'), 'City table of link A').toEqual({ Istanbul: 1, Berlin: 1, Ankara: 1 });
    expect(await qrVsLink(page), 'QR Code vs Link of link A').toEqual({ qr: '1', link: '2' });
    expect(await botsNote(page), 'bots note of link A (the bot visited link B)').not.toContain('bot visit');
    await expectLogCount(page, 3, 'of link A');
    expect(await chips.locator('.chip').count(), 'the link is not a removable chip').toBe(0);

    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
