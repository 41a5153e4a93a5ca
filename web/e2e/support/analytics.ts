/**
 * The analytics screens (/analytics, /insight/…) for the Chromium tests: their panels, and
 * their figures, which a click or a conversion reaches only after a worker batch and a sync.
 */
import type { Locator, Page } from 'playwright-core';
import { CLICK_ID_PARAM, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './api';
import { expectHeading, runtimeUrls, signInToDashboard, uniqueStamp, verifiedAccount } from './browser';
import { UA } from './user-agents';

const { at } = runtimeUrls();

/** Signs `email` in and opens `path`, titled `heading`: the page's uncaught errors collect in the list returned. */
export async function openSignedIn(page: Page, email: string, password: string, path: string, heading: string): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInToDashboard(page, email, password);
  await page.goto(at(path));
  await expectHeading(page, heading);
  return pageErrors;
}

/** A new verified account (e-mail `<prefix>-<stamp>@example.com`) and its API session token. */
export async function analyticsAccount(prefix: string, name: string, password: string): Promise<{ stamp: string; email: string; token: string }> {
  const stamp = uniqueStamp();
  const email = `${prefix}-${stamp}@example.com`;
  await verifiedAccount(name, email, password);
  return { stamp, email, token: await apiToken(email, password) };
}

/**
 * A conversion-tracked link to https://shop.example/home with a targeting rule named `rule`
 * (?ref=vip → /vip) and an even split between two variants (→ /red, /blue).
 */
export async function splitTestLink(
  token: string,
  { shortUrl, title, rule, variants: [red, blue] }: { shortUrl: string; title: string; rule: string; variants: readonly [string, string] },
): Promise<Link> {
  const created = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://shop.example/home', shortUrl, title });
  return apiAs<Link>(token, 'PATCH', `/api/links/${created.id}`, {
    conversionTracking: true,
    rules: [{ name: rule, query: { name: 'ref', value: 'vip' }, destination: 'https://shop.example/vip' }],
    split: {
      variants: [
        { name: red, destination: 'https://shop.example/red', weight: 1 },
        { name: blue, destination: 'https://shop.example/blue', weight: 1 },
      ],
    },
  });
}

/**
 * One visit of `/<code><query>` by visitor `visitor` (its kid cookie), odd ones from a desktop,
 * even ones from an iPhone: where the redirect sent it, and the click id it carries.
 */
export async function visitOf(code: string, query: string, visitor: string, i: number): Promise<{ location: URL; clickId: string }> {
  const res = await fetch(at(`/${code}${query}`), {
    headers: { cookie: `kid=${visitor.replace(/[^A-Za-z0-9]/g, '')}${i}`, 'user-agent': i % 2 ? UA.desktop : UA.iphone },
    redirect: 'manual',
  });
  await res.text();
  const location = new URL(res.headers.get('location')!);
  return { location, clickId: location.searchParams.get(CLICK_ID_PARAM)! };
}

/** Reports a conversion with the API key `key`, as a shop's backend would: the response. */
export function reportConversion(key: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(at('/api/track/conversions'), {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A panel of the screen, by its exact name. */
export function panel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Reloads the page until its cards show `want`, each card by its test id after `analytics-`
 * (totalClicks, conv-conversions…): what was sent reaches the analytics in seconds.
 */
export async function waitForFigures(page: Page, want: Record<string, number>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const expected = JSON.stringify(Object.fromEntries(Object.entries(want).map(([card, n]) => [card, String(n)])));
  for (;;) {
    await page.getByTestId('analytics-totalClicks').waitFor();
    const seen = JSON.stringify(
      await page.evaluate(
        (cards) => Object.fromEntries(cards.map((card) => [card, document.querySelector(`[data-testid="analytics-${card}"]`)?.textContent ?? ''])),
        Object.keys(want),
      ),
    );
    if (seen === expected) return;
    if (Date.now() > deadline) throw new Error(`expected ${new URL(page.url()).pathname} to show ${expected} within ${timeoutMs / 1000} s; it shows ${seen}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** The total-clicks card settles on `total` (not dimmed by a load still under way), after a filter changed the view. */
export async function expectTotal(page: Page, total: number, what: string): Promise<void> {
  try {
    await page.waitForFunction(
      (t) => !document.querySelector('.an-stack--stale') && document.querySelector('[data-testid="analytics-totalClicks"]')?.textContent === String(t),
      total,
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(`expected ${total} clicks ${what}, the card shows ${await page.getByTestId('analytics-totalClicks').textContent()} at ${page.url()}`);
  }
}

/** A ranking table's rows as { label: clicks }. */
export async function ranking(page: Page, name: string): Promise<Record<string, number>> {
  const table = panel(page, name).locator('table.rank-table');
  await table.waitFor();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('.rank-name__text')?.textContent ?? '', (tr as HTMLTableRowElement).cells[2]?.textContent ?? ''] as const),
    );
  return Object.fromEntries(rows.map(([label, count]) => [label, Number(count)]));
}

/** The Variants table's columns where the view has conversions. */
export const VARIANT_COLUMNS = ['#', 'Variant', 'Clicks', 'Unique', 'Conversions', 'Rate', 'Revenue', 'Share of clicks'];
