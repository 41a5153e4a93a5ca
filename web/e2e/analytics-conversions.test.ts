/**
 * Chromium end-to-end: conversions on the analytics screen. A link with conversion
 * tracking, a targeting rule and an A/B split gets visits over HTTP (each visitor its own
 * cookie; the destinations carry the click id); the team's backend reports leads and sales with
 * an API key. /analytics then shows the Conversions, Conversion Rate and Revenue cards, the
 * conversions in the Clicks by Date table, the Variants panel (clicks, visitors, conversions,
 * rate, revenue per variant) and the Rules panel; a variant row filters the whole view by it,
 * and the visitor log shows each visit's conversions and revenue. A campaign's page shows its
 * links' conversions, rate and revenue (last 30 days), as its analytics do; both fit a 390 px phone.
 * Needs the runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CLICK_ID_PARAM, formatMoney, MSG, paths, type Campaign, type Link, type Paged } from '@kisa/shared';
import {
  analyticsAccount,
  openSignedIn,
  expectTotal,
  panel,
  reportConversion,
  splitTestLink,
  VARIANT_COLUMNS,
  visitOf,
  waitForFigures,
} from './support/analytics';
import { expectAccessible } from './support/axe';
import { apiAs, apiToken } from './support/api';
import { UA } from './support/user-agents';
import { expectFits, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const PASSWORD = 'conv-Analytics-Passw0rd';
const { openPage } = useChromium();
const percent = (fraction: number) => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction);

/** A ranking table's rows by name: its cells' texts after the name (Clicks, Unique, Conversions, Rate, Revenue, Share). */
async function rows(page: Page, name: string): Promise<Record<string, string[]>> {
  const table = panel(page, name).locator('table.rank-table');
  await table.waitFor();
  const all = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          [
            tr.querySelector('.rank-name__text')?.textContent ?? '',
            [...(tr as HTMLTableRowElement).cells].slice(2).map((c) => c.textContent?.trim() ?? ''),
          ] as const,
      ),
    );
  return Object.fromEntries(all);
}

/**
 * The visitor log's Conversions and Revenue cells of every visit, page by page (5 a page, newest
 * first), once the log counts `visits` and each page has loaded (not busy, its caption's page).
 */
async function visitorConversions(page: Page, visits: number): Promise<{ conversions: string; revenue: string }[]> {
  const log = panel(page, 'Visitor Log');
  await log.locator('.card__footer .muted', { hasText: new RegExp(`^${visits} visits?$`) }).waitFor();
  expect((await log.locator('thead th').allTextContents()).slice(0, 6), 'the columns after the link and its tags').toEqual([
    'Time',
    'Visitor',
    'Link',
    'Tags',
    'Conversions',
    'Revenue',
  ]);
  const pages = Math.ceil(visits / 5);
  const seen: { time: string; conversions: string; revenue: string }[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p > 1) {
      // The next page's rows, not the previous page's kept while it loads.
      const firstTime = () => log.locator('tbody tr').first().locator('time').getAttribute('datetime');
      const before = await firstTime();
      await log.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(firstTime, { timeout: 10_000 }).not.toBe(before);
    }
    await log.locator('caption', { hasText: `page ${p} of ${pages}` }).waitFor({ state: 'attached' });
    await log.locator('.dt-wrap:not([aria-busy])').waitFor();
    seen.push(
      ...(await log.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = (tr as HTMLTableRowElement).cells;
          return {
            time: tr.querySelector('time')?.getAttribute('datetime') ?? '',
            conversions: cells[4]?.textContent ?? '',
            revenue: cells[5]?.textContent ?? '',
          };
        }),
      )),
    );
  }
  expect(new Set(seen.map((r) => r.time)).size, 'every visit once').toBe(visits);
  return seen.map(({ conversions, revenue }) => ({ conversions, revenue }));
}

describe('conversions on the analytics screen in Chromium', () => {
  it("shows the conversion cards, the chart's conversions, the Variants and Rules panels, and filters by a variant", { timeout: 180_000 }, async () => {
    const { stamp, email, token } = await analyticsAccount('analytics-conv', 'Conv Lytics', PASSWORD);
    const { key } = await apiAs<{ key: string }>(token, 'POST', '/api/keys', { name: 'shop backend' });
    const link = await splitTestLink(token, { shortUrl: `cv-${stamp}`, title: 'Spring sale', rule: 'VIP', variants: ['Red', 'Blue'] });

    // 24 visitors through the split, 2 through the VIP rule; each destination carries its click id.
    const visits: { variant: string; token: string }[] = [];
    for (let i = 0; i < 26; i++) {
      const { location, clickId } = await visitOf(link.shortUrl, i >= 24 ? '?ref=vip' : '', `e2econv${stamp}`, i);
      visits.push({ variant: location.pathname.slice(1), token: clickId });
    }
    const red = visits.filter((v) => v.variant === 'red');
    const blue = visits.filter((v) => v.variant === 'blue');
    expect(red.length + blue.length).toBe(24);
    expect(red.length > 2 && blue.length > 2, `both variants had visitors: ${red.length} red, ${blue.length} blue`).toBe(true);

    // The backend reports: a sale of €19.99 for the first three red visitors, a lead for the first blue one and the first VIP.
    const report = (clickId: string, eventId: string, sale: boolean) =>
      reportConversion(key, { clickId, eventId, type: sale ? 'sale' : 'lead', ...(sale ? { amount: 1999, currency: 'EUR' } : {}) }).then(async (r) =>
        expect(r.status, await r.text()).toBe(201),
      );
    for (const [i, v] of red.slice(0, 3).entries()) await report(v.token, `order-${i}`, true);
    await report(blue[0]!.token, 'lead-blue', false);
    await report(visits[24]!.token, 'lead-vip', false);

    const page = await openPage();
    const pageErrors = await openSignedIn(page, email, PASSWORD, paths.analytics, 'Analytics');
    await waitForFigures(page, { totalClicks: 26, 'conv-conversions': 5 }, 40_000);

    // The cards: 5 conversions of 5 clicks out of 26; €59.97 of sales.
    const cards = page.getByRole('region', { name: 'Conversions', exact: true });
    expect(await cards.getByTestId('analytics-conv-conversions').innerText()).toBe('5');
    expect(await cards.getByTestId('analytics-conv-rate').innerText()).toBe(percent(5 / 26));
    expect(await cards.getByTestId('analytics-conv-revenue').innerText()).toBe(formatMoney({ currency: 'EUR', amount: 5997 }, 'en-US'));

    // Clicks by Date: the table gains a Conversions column (counted on the clicks' dates).
    const byDate = panel(page, 'Clicks by Date');
    await byDate.getByText('Show as a table').click();
    expect(await byDate.locator('thead th').allTextContents()).toEqual(['Date', 'Unique clicks', 'Total clicks', 'Conversions']);
    const conversionCells = await byDate.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(
      conversionCells.reduce((n, t) => n + Number(t), 0),
      'conversions by date',
    ).toBe(5);

    // The Variants panel: clicks, visitors, conversions, rate and revenue per variant.
    const variants = await rows(page, 'Variants');
    expect(variants.Red!.slice(0, 4), 'Red: clicks, unique, conversions, rate').toEqual([String(red.length), String(red.length), '3', percent(3 / red.length)]);
    expect(variants.Red![4]).toBe(formatMoney({ currency: 'EUR', amount: 5997 }, 'en-US'));
    expect(variants.Blue!.slice(0, 5), 'Blue').toEqual([String(blue.length), String(blue.length), '1', percent(1 / blue.length), '—']);
    expect(await panel(page, 'Variants').locator('thead th').allTextContents()).toEqual(VARIANT_COLUMNS);
    await panel(page, 'Variants').getByText('weight 1 · https://shop.example/red').waitFor();

    // The Rules panel: the VIP rule sent 2 visitors, one converted; its conditions under its name.
    expect((await rows(page, 'Rules')).VIP!.slice(0, 4)).toEqual(['2', '2', '1', percent(1 / 2)]);
    await panel(page, 'Rules').getByText('Query ref=vip').waitFor();
    await expectAccessible(page, 'analytics with conversions, variants and rules');

    // A variant row filters every panel by it: the URL, a chip, the figures of Red only.
    await panel(page, 'Variants').getByRole('button', { name: 'Red', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('variantId') === link.split!.variants[0]!.id, { timeout: 5_000 });
    await panel(page, 'Active filters').getByText('Variant: Red').waitFor();
    await expectTotal(page, red.length, 'of variant Red');
    expect(await page.getByTestId('analytics-conv-conversions').innerText()).toBe('3');
    expect(await page.getByTestId('analytics-conv-rate').innerText()).toBe(percent(3 / red.length));

    // The visitor log: each red visit's conversions and revenue (the first three bought for €19,99; no sale reads as a dash, "None").
    const sale = formatMoney({ currency: 'EUR', amount: 1999 }, 'en-US');
    const logged = await visitorConversions(page, red.length);
    expect(
      logged.filter((r) => r.conversions === '1'),
      'the red visits that bought',
    ).toEqual([0, 1, 2].map(() => ({ conversions: '1', revenue: sale })));
    expect(
      logged.filter((r) => r.conversions !== '1'),
      'the other red visits',
    ).toEqual(Array.from({ length: red.length - 3 }, () => ({ conversions: '0', revenue: '—None' })));
    await expectAccessible(page, 'analytics filtered by a variant, the visitor log with conversions');

    // On a 390 px phone the page does not scroll sideways (the log scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 844 });
    await panel(page, 'Visitor Log').locator('tbody tr').first().waitFor();
    await expectFits(page, 'analytics with conversions at 390 px');
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it("shows a campaign's conversions, rate and revenue on its page and in its analytics", { timeout: 180_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `campaign-conv-${stamp}@example.com`;
    await verifiedAccount('Camp Conv', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const { key } = await apiAs<{ key: string }>(token, 'POST', '/api/keys', { name: 'shop backend' });
    const name = `Kış kampanyası ${stamp}`;
    const campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name });
    await apiAs(token, 'POST', `/api/campaigns/${campaign.id}/links`, {
      links: [{ longUrl: 'https://shop.example/winter' }, { longUrl: 'https://shop.example/boots' }],
    });
    const deadline = Date.now() + 30_000;
    let links: Link[] = [];
    while ((links = (await apiAs<Paged<Link>>(token, 'GET', `/api/campaigns/${campaign.id}/links`)).items).length < 2) {
      if (Date.now() > deadline) throw new Error(`expected the campaign's 2 links within 30 s, ${links.length} written`);
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const l of links) await apiAs(token, 'PATCH', `/api/links/${l.id}`, { conversionTracking: true });

    // 8 visitors over the two links; the backend reports two sales in liras (₺1.250,00 and ₺49,90) and a lead.
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(at(`/${links[i % 2]!.shortUrl}`), {
        headers: { cookie: `kid=e2ecamp${stamp.replace(/[^A-Za-z0-9]/g, '')}${i}`, 'user-agent': UA.desktop },
        redirect: 'manual',
      });
      await res.text();
      tokens.push(new URL(res.headers.get('location')!).searchParams.get(CLICK_ID_PARAM)!);
    }
    const reports = [{ type: 'sale', amount: 125_000, currency: 'TRY' }, { type: 'sale', amount: 4_990, currency: 'TRY' }, { type: 'lead' }];
    for (const [i, r] of reports.entries()) {
      const res = await fetch(at('/api/track/conversions'), {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clickId: tokens[i], eventId: `winter-${i}`, ...r }),
      });
      expect(res.status, await res.text()).toBe(201);
    }

    const page = await openPage();
    const pageErrors = await openSignedIn(page, email, PASSWORD, paths.campaign(campaign.id), `Campaign: ${name}`);

    // Its Clicks by Date card (last 30 days) shows what the clicks led to, once the analytics have them.
    const revenue = formatMoney({ currency: 'TRY', amount: 129_990 }, 'en-US');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.campaign-clicks__figures').waitFor();
          return page.evaluate(() =>
            ['conversions', 'rate', 'revenue'].map((k) => document.querySelector(`[data-testid="campaign-conv-${k}"]`)?.textContent ?? ''),
          );
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toEqual(['3', percent(3 / 8), revenue]);
    expect(await page.locator('.campaign-clicks__figures').textContent()).toBe('8 unique / 8 total clicks');
    await expectAccessible(page, 'a campaign with conversions');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFits(page, 'a campaign with conversions at 390 px');
    await page.setViewportSize({ width: 1280, height: 860 });

    // Open in Analytics: the campaign's view, its conversion cards the same figures.
    await page.getByRole('link', { name: 'Open in Analytics' }).click();
    await page.waitForURL((u) => u.pathname === paths.analytics && u.searchParams.get('campaignId') === campaign.id);
    await waitForFigures(page, { totalClicks: 8, 'conv-conversions': 3 }, 20_000);
    expect(await page.getByTestId('analytics-conv-rate').innerText()).toBe(percent(3 / 8));
    expect(await page.getByTestId('analytics-conv-revenue').innerText()).toBe(revenue);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  it("turns conversion tracking on from the editor's UTM tab: the preview and the redirect carry the click id", { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `utm-conv-${stamp}@example.com`;
    await verifiedAccount('Utm Conv', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://shop.example/çay', shortUrl: `uc-${stamp}` });
    const page = await openPage();
    await signInToDashboard(page, email, PASSWORD);
    await page.goto(at(paths.editTab('utm', link.id)));
    const toggle = page.getByRole('switch', { name: 'Conversion tracking' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('utm-preview').innerText()).toBe('https://shop.example/çay?kisa_cid=…');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MSG.linkSaved).first().waitFor();
    expect((await apiAs<Link>(token, 'GET', `/api/links/${link.id}`)).conversionTracking, 'saved on the link').toBe(true);
    const res = await fetch(at(`/${link.shortUrl}`), { headers: { 'user-agent': UA.desktop }, redirect: 'manual' });
    await res.text();
    expect(new URL(res.headers.get('location')!).searchParams.get(CLICK_ID_PARAM), 'the destination carries the click id').toMatch(/^[A-Za-z0-9_.-]{40,}$/);
  });
});
