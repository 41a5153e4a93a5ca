/**
 * Chromium end-to-end: the analytics tables fit their cards. A link with conversion tracking, a
 * targeting rule and an A/B split gets visits and a sale, so every ranking has its Conversions,
 * Rate and Revenue columns. On /analytics at 1280 and 390 px each column of each ranked table
 * (its header, or — rows shown as cards — the first row's cell for it) lies inside its card, the
 * table's box does not scroll sideways, and a table without a chart fills its card (Variants and
 * Rules were held in a 512 px box). The Share column says whose clicks it shares: the view's on
 * /analytics, the link's on its insight page; the links card says it counts links clicked. The
 * visitor log's page size can be 25 (50, 100) and stays in the URL.
 * Needs the runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '@kisa/shared';
import { analyticsAccount, openSignedIn, panel, reportConversion, splitTestLink, VARIANT_COLUMNS, visitOf, waitForFigures } from './support/analytics';
import { apiAs } from './support/api';
import { expectFits, runtimeUrls, useChromium } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'tables-Analytics-Passw0rd';
const { openPage } = useChromium();

/** What of each ranked table lies outside its card, or does not fill a card without a chart. */
async function tableProblems(page: Page, screen: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const round = (n: number) => Math.round(n);
    for (const table of document.querySelectorAll('table.rank-table')) {
      const card = table.closest('.an-panel')!;
      const c = card.getBoundingClientRect();
      const title = card.querySelector('.card__title')?.textContent ?? '?';
      const wrap = table.closest('.dt-wrap')!;
      if (wrap.scrollWidth > wrap.clientWidth + 1)
        out.push(`${title}: the table is ${wrap.scrollWidth} px wide in a ${wrap.clientWidth} px box (scrolls sideways)`);
      if (!card.querySelector('.an-panel__chart') && wrap.getBoundingClientRect().width < c.width - 2)
        out.push(`${title}: the table fills ${round(wrap.getBoundingClientRect().width)} px of its ${round(c.width)} px card`);
      const headVisible = table.querySelector('thead')!.getBoundingClientRect().width > 1;
      const firstRow = table.querySelector('tbody tr') as HTMLTableRowElement | null;
      [...table.querySelectorAll('thead th')].forEach((th, i) => {
        const label = th.textContent?.trim() ?? '';
        // Where the column shows: its header, or (rows as cards) the first row's cell for it.
        const el = headVisible ? th : firstRow?.cells[i];
        const r = el?.getBoundingClientRect();
        if (!r || r.width === 0) out.push(`${title}: column "${label}" is not shown`);
        else if (r.left < c.left - 0.5 || r.right > c.right + 0.5)
          out.push(`${title}: column "${label}" spans ${round(r.left)}–${round(r.right)} px, its card ${round(c.left)}–${round(c.right)} px`);
      });
    }
    return out;
  });
  return problems.map((p) => `${screen}: ${p}`);
}

describe('analytics tables in Chromium', () => {
  it('keeps every column of every ranked table inside its card at 1280 and 390 px, names the shares, sizes the visitor log', { timeout: 180_000 }, async () => {
    const { stamp, email, token } = await analyticsAccount('analytics-tables', 'Tablo Kullanıcısı', PASSWORD);
    const { key } = await apiAs<{ key: string }>(token, 'POST', '/api/keys', { name: 'shop' });
    const link = await splitTestLink(token, { shortUrl: `tb-${stamp}`, title: 'Tablolar', rule: 'VIP müşteriler', variants: ['Kırmızı', 'Mavi'] });
    const clickIds: string[] = [];
    for (let i = 0; i < 8; i++) clickIds.push((await visitOf(link.shortUrl, i >= 6 ? '?ref=vip' : '', `e2etables${stamp}`, i)).clickId);
    for (const [i, clickId] of [clickIds[0]!, clickIds[6]!].entries()) {
      // Accepted at once, even before the click worker has recorded the click.
      expect((await reportConversion(key, { clickId, eventId: `sale-${i}`, type: 'sale', amount: 123456, currency: 'TRY' })).status).toBe(201);
    }

    const page = await openPage();
    await openSignedIn(page, email, PASSWORD, paths.analytics, 'Analytics');
    await waitForFigures(page, { totalClicks: 8, 'conv-conversions': 2 }, 40_000);
    expect(await page.getByRole('region', { name: 'Totals' }).getByText('Links clicked', { exact: true }).count(), 'the links card says what it counts').toBe(
      1,
    );
    expect(await panel(page, 'Browser').locator('thead th').allTextContents()).toEqual([
      '#',
      'Browser',
      'Clicks',
      'Conversions',
      'Rate',
      'Revenue',
      'Share of clicks',
    ]);
    expect(await panel(page, 'Variants').locator('thead th').allTextContents()).toEqual(VARIANT_COLUMNS);
    await panel(page, 'Rules').locator('table.rank-table').waitFor();

    const problems = await tableProblems(page, '/analytics at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel(page, 'Browser').locator('table.rank-table').waitFor();
    problems.push(...(await tableProblems(page, '/analytics at 390 px')));
    expect(problems, 'columns outside their cards').toEqual([]);
    await expectFits(page, '/analytics at 390 px');

    // The visitor log: 5 a page (the spec's default), 25 chosen, kept in the URL across a reload.
    await page.setViewportSize({ width: 1280, height: 860 });
    const log = panel(page, 'Visitor Log');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(5);
    await log.getByLabel('Visits a page').selectOption('25');
    await page.waitForURL((u) => u.searchParams.get('visits') === '25');
    await expect.poll(() => log.locator('tbody tr').count()).toBe(8);
    await page.reload();
    expect(await panel(page, 'Visitor Log').getByLabel('Visits a page').inputValue(), 'the page size after a reload').toBe('25');
    await expect.poll(() => panel(page, 'Visitor Log').locator('tbody tr').count()).toBe(8);

    // The insight page's shares are of the link's own clicks.
    await page.goto(at(paths.insight(link.id)));
    await panel(page, 'Browser').locator('table.rank-table').waitFor();
    expect((await panel(page, 'Browser').locator('thead th').allTextContents()).at(-1)).toBe("Share of link's clicks");
    expect(await tableProblems(page, 'the insight page at 1280 px'), 'columns outside their cards').toEqual([]);
  });
});
