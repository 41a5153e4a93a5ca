/**
 * Chromium end-to-end: bulk creation and campaigns against the local runtime — the bulk
 * screen's checks (missing name/file, wrong extension), a small CSV uploaded and parsed in
 * the browser (header, www., bare domain, semicolons, a bad line reported), the progress
 * bar driven by the server up to 100 %, CSV/XLSX export, the campaigns list, the detail
 * screen (totals, CTR, export) and deleting the campaign with its links. A TXT file with
 * known bad lines, dropped on the drop zone: the skipped lines listed (line, content,
 * reason) are exactly those, the count agrees, the CSV download holds them; the detail
 * screen lists the links (clicks link to the insight), its Total Clicks follows a click
 * within seconds, and it fits a 390 px phone.
 */
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Download, Page } from 'playwright-core';
import { MSG, paths, type Campaign } from '@kisa/shared';
import { expectAlert, expectHeading, expectPath, expectStatus, runtimeUrls, useChromium } from './support/browser';
import { UA } from './support/user-agents';

const { appUrl, at } = runtimeUrls();
const password = 'bulk-Passw0rd';

const { signedInPage } = useChromium({ acceptDownloads: true });

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`expected the download ${download.suggestedFilename()} to be saved`);
  return readFile(file);
}

async function clickAndDownload(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByRole('button', { name, exact: true }).first().click()]);
  return download;
}

const CSV = ['url', 'https://example.com/one', 'www.example.com/two', 'example.org/three;a note', 'not a url', '', 'note;https://example.net/four'].join('\n');

describe('bulk operations and campaigns', () => {
  it('uploads a CSV, follows the progress to 100 %, exports, opens the campaign and deletes it', async () => {
    const email = `bulk-e2e-${randomUUID().slice(0, 8)}@example.com`;
    const page = await signedInPage('Bulk Tester', email, password);

    // No campaigns yet.
    await page.goto(at(paths.campaigns));
    await expectHeading(page, 'Campaigns');
    await page.getByText(MSG.noCampaigns).waitFor();
    await page.getByRole('link', { name: 'Create Campaign' }).first().click();
    await expectPath(page, paths.bulk);
    await expectHeading(page, 'Bulk Operations');

    // The screen's own checks.
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectAlert(page, MSG.bulkNeedFileAndName);
    const fileInput = page.getByLabel('CSV or TXT file');
    await fileInput.setInputFiles({ name: 'links.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expectAlert(page, MSG.bulkBadExtension);
    // Start does not replace the file-type message with the 'file and name' one.
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectAlert(page, MSG.bulkBadExtension);
    expect(await page.getByRole('alert').filter({ hasText: MSG.bulkNeedFileAndName }).count()).toBe(0);
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');

    const name = `E2E kampanya ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('Campaign Name').fill(name);
    // With a name, the refused file is still what stops the run.
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectAlert(page, MSG.bulkBadExtension);
    expect(await page.getByRole('alert').filter({ hasText: MSG.bulkNeedFileAndName }).count()).toBe(0);
    await fileInput.setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    // Keyboard: Enter in the name field submits the form.
    await page.getByLabel('Campaign Name').press('Enter');

    const bar = page.getByRole('progressbar', { name: 'Bulk operation progress' });
    await bar.waitFor({ timeout: 15_000 });
    try {
      await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100', undefined, { timeout: 30_000 });
    } catch {
      throw new Error(
        `expected the progress bar to reach 100, it shows ${await bar.getAttribute('aria-valuenow')} (${await bar.getAttribute('aria-valuetext')}); alerts: ${JSON.stringify(await page.getByRole('alert').allInnerTexts())}`,
      );
    }
    await expectStatus(page, MSG.bulkDone, 15_000);
    expect(await bar.getAttribute('aria-valuetext')).toBe('100 % — 4 / 4 links');
    await expectStatus(page, '1 line was skipped');

    // Export from the bulk screen: CSV with the four links, and XLSX.
    const csv = (await saved(await clickAndDownload(page, 'CSV')))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('Short URL,Long URL,Title,Clicks,Tags');
    expect(
      csv
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(['https://example.com/one', 'https://example.net/four', 'https://example.org/three', 'https://www.example.com/two']);
    for (const line of csv.slice(1)) expect(line.split(',')[0]!.startsWith(`${appUrl}/`), line).toBe(true);
    const xlsx = await clickAndDownload(page, 'XLSX');
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await saved(xlsx)).subarray(0, 2).toString()).toBe('PK');

    // The list.
    await page.goto(at(paths.campaigns));
    const row = page.locator('tr', { hasText: name });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[1]).toBe('4');
    expect(cells[2]).toBe('0');
    expect(cells[4]).toContain('Bulk Tester');

    // The detail screen.
    await row.getByRole('link', { name: `View Detail of ${name}` }).click();
    await expectPath(page, /^\/campaign\/[\w-]+$/);
    const campaignPath = new URL(page.url()).pathname;
    await expectHeading(page, `Campaign: ${name}`);
    await expect.poll(() => page.getByTestId('campaign-links').innerText()).toBe('4');
    // The sidebar marks the section a campaign belongs to: Campaigns.
    expect(
      await page.getByRole('complementary', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current'),
      'Campaigns marked on /campaign/…',
    ).toBe('true');
    expect(await page.getByTestId('campaign-clicks').innerText()).toBe('0');
    // No clicks yet: no average to show, rather than a measured-looking "%0,0".
    expect((await page.getByTestId('campaign-ctr').innerText()).replace(/\s/g, '')).toBe('—');
    const detailCsv = await clickAndDownload(page, 'CSV');
    expect(detailCsv.suggestedFilename()).toMatch(/^campaign-e2e-kampanya-.*-links\.csv$/);

    // Delete it, with the confirmation.
    await page.getByRole('link', { name: '← Back to Campaigns' }).click();
    await expectPath(page, paths.campaigns);
    await page
      .locator('tr', { hasText: name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MSG.campaignDeleteConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectStatus(page, MSG.campaignDeleted);
    await page.getByText(MSG.noCampaigns).waitFor();

    // Gone, links included.
    const left = await page.evaluate(async () => (await (await fetch('/api/links', { credentials: 'include' })).json()) as { total: number });
    expect(left.total, 'links left after deleting the campaign').toBe(0);
    await page.goto(at(campaignPath));
    await expectHeading(page, MSG.campaignNotFound);
  });

  it('shows the retry state when the campaign statistics cannot be loaded', async () => {
    const email = `bulk-e2e-retry-${randomUUID().slice(0, 8)}@example.com`;
    const page = await signedInPage('Retry Tester', email, password);
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/campaigns', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Flaky' }),
      });
      return (await res.json()) as Campaign;
    });
    let fail = true;
    await page.route(`**/api/campaigns/${created.id}`, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errorMessage":"boom"}' }) : route.continue(),
    );
    await page.goto(at(paths.campaign(created.id)));
    await expectAlert(page, MSG.campaignStatsFailed);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectHeading(page, 'Campaign: Flaky');
  });

  it('lists the skipped lines of a dropped file (exactly the bad ones, with a CSV), then the campaign page lists its links and follows a click', async () => {
    // Line numbers as an editor shows them; the file ends with a line break.
    const lines = [
      'Long URL;Title', // 1: header
      'https://example.com/a;First', // 2
      'not a url', // 3: skipped
      '', // 4: empty
      'www.example.com/b', // 5
      'javascript:alert(1)', // 6: skipped
      'http://exa mple.com/x', // 7: skipped
      '   ', // 8: blank
      '=HYPERLINK("http://evil.example")', // 9: skipped
      'ftp://files.example.com/c', // 10: skipped
      'example.org/c', // 11
      'just words; more words', // 12: skipped
    ];
    const bad: [string, string, string][] = [
      ['3', 'not a url', 'No URL found'],
      ['6', 'javascript:alert(1)', 'No URL found'],
      ['7', 'http://exa mple.com/x', 'Not a valid http(s) URL'],
      ['9', '=HYPERLINK("http://evil.example")', 'No URL found'],
      ['10', 'ftp://files.example.com/c', 'Not a valid http(s) URL'],
      ['12', 'just words; more words', 'No URL found'],
    ];
    const email = `bulk-e2e-skip-${randomUUID().slice(0, 8)}@example.com`;
    const page = await signedInPage('Skip Tester', email, password);
    await page.goto(at(paths.bulk));
    await expectHeading(page, 'Bulk Operations');

    // The drop zone is the file input: Tab from the name field reaches it, named and described.
    const name = `Skipped ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('Campaign Name').fill(name);
    await page.getByLabel('Campaign Name').press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      const hint = el
        ?.getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return { type: el?.type, label: el?.labels?.[0]?.textContent, hint };
    });
    expect(focused, 'Tab from Campaign Name lands on the file input').toMatchObject({ type: 'file', label: 'CSV or TXT file' });
    expect(focused.hint).toMatch(/\.csv or \.txt/);

    // Drop the file on the zone.
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'bad-lines.txt', { type: 'text/plain' }));
        const zone = document.querySelector('.drop-zone');
        if (!zone) throw new Error('no .drop-zone on the bulk page');
        for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      `${lines.join('\n')}\n`,
    );
    await page.getByText('bad-lines.txt').waitFor();
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectStatus(page, MSG.bulkDone, 30_000);

    // The notice counts the lines the list shows; the summary accounts for every line.
    await expectStatus(page, '6 lines were skipped: no valid URL found.');
    expect(await page.getByTestId('bulk-file-summary').innerText()).toBe(
      'The file has 12 lines: 3 with a link, 6 skipped, the header row (line 1), 2 empty lines (ignored).',
    );
    const table = page.getByRole('table', { name: /^Skipped lines/ });
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows).toEqual(bad);

    // The CSV holds the same lines (formulas kept as text).
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Download skipped lines (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skipped-lines-${name.toLowerCase().replace(/ /g, '-')}.csv`);
    const csv = (await saved(download)).toString('utf8');
    expect(csv.startsWith('\uFEFF'), 'a BOM for spreadsheets').toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Line,Content,Reason',
      '3,not a url,No URL found',
      '6,javascript:alert(1),No URL found',
      '7,http://exa mple.com/x,Not a valid http(s) URL',
      `9,"'=HYPERLINK(""http://evil.example"")",No URL found`,
      '10,ftp://files.example.com/c,Not a valid http(s) URL',
      '12,just words; more words,No URL found',
      '',
    ]);

    // The campaign page lists the three links, each with its clicks linking to its insight.
    await page.getByRole('link', { name: 'View campaign' }).click();
    await expectHeading(page, `Campaign: ${name}`);
    const links = page.getByRole('table', { name: /The campaign's links/ });
    await expect.poll(() => links.locator('tbody tr').count(), { timeout: 10_000 }).toBe(3);
    const listed = await links.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        id: tr.getAttribute('data-link-id'),
        target: tr.querySelector('.link-cell__target')?.textContent,
        insight: tr.querySelector('a.clicks-btn')?.getAttribute('href'),
        short: tr.querySelector('a.short-link')?.getAttribute('href'),
      })),
    );
    expect(listed.map((l) => l.target)).toEqual(['https://example.com/a', 'https://www.example.com/b', 'https://example.org/c']);
    for (const l of listed) expect(l.insight, `the clicks of ${l.target} link to its insight`).toBe(paths.insight(l.id!));

    // A visit of the second link shows in Total Clicks and on its row within about 5 s, without a reload.
    expect(await page.getByTestId('campaign-clicks').innerText()).toBe('0');
    const visit = await fetch(listed[1]!.short!, { redirect: 'manual', headers: { 'user-agent': UA.desktop } });
    expect(visit.status, `GET ${listed[1]!.short}`).toBeGreaterThanOrEqual(301);
    const visitedAt = Date.now();
    await page.waitForFunction(() => document.querySelector('[data-testid="campaign-clicks"]')?.textContent === '1', undefined, { timeout: 10_000 });
    expect(Date.now() - visitedAt, 'ms from the click to Total Clicks showing it').toBeLessThan(8_000);
    await expect.poll(() => links.locator(`tr[data-link-id="${listed[1]!.id}"] a.clicks-btn strong`).innerText(), { timeout: 8_000 }).toBe('1');
    // Clicks in the one order of every screen: unique / total.
    const visitedRow = links.locator(`tr[data-link-id="${listed[1]!.id}"]`);
    expect(await visitedRow.locator('a.clicks-btn').evaluate((a) => a.textContent)).toMatch(/^1 unique \/ 1 total click: insight for /);
    const clicksCell = visitedRow.locator('td[data-label="Clicks"]');
    expect(await clicksCell.getAttribute('data-note'), 'the clicks cell names its order (on phones, under its label)').toBe('unique / total');
    expect(
      await links
        .locator('thead th')
        .nth(2)
        .evaluate((th) => [...th.childNodes].map((n) => n.textContent).join(' ')),
    ).toBe('Clicks unique / total');

    // The insight opens from the clicks.
    await links.locator(`tr[data-link-id="${listed[1]!.id}"] a.clicks-btn`).click();
    await expectPath(page, paths.insight(listed[1]!.id!));

    // Phones: the campaign page and the bulk page's list fit 390 px (no sideways scroll).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    await expectHeading(page, `Campaign: ${name}`);
    await links.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'campaign page width at 390 px').toBeLessThanOrEqual(390);

    // Its Clicks by Date figures: unique first, then total (read again until the click is in the analytics).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.campaign-clicks__figures').waitFor();
          return page.locator('.campaign-clicks__figures').textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('1 unique / 1 total click');
  });
});
