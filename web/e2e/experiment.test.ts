/**
 * Chromium end-to-end: the link editor's Experiment tab (A/B splits) against the local
 * runtime — the empty state, a 70/30 split set up (a weight the shared rule refuses first, then
 * fixed), started and reloaded with its ids; 40 cookieless visitors from 40 addresses behind the
 * trusted proxy (127.0.13.0/24 names the visitor in X-Forwarded-For), each kept on their variant,
 * counted per variant in the results table once the click worker has them; the tab at a phone's
 * width; Variant B promoted through the confirmation, the ended state with the link's new target,
 * and the short link then sending a Variant A visitor there. Automatic promotion switched on (a
 * sample the shared rule refuses first), and after the promotion, reloaded, how the test ended.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SPLIT_MSG, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectStatus, expectVisible, uniqueStamp, useChromium } from './support/browser';
import { openEditorTab } from './support/editor';
import { visitThroughProxy } from './support/proxy-visit';

const password = 'experiment-Passw0rd';
const TARGET = 'https://example.com/original';
const A_URL = 'https://example.com/landing-a';
const B_URL = 'https://türkiye.gov.tr/kampanya-b';
const B_URL_ASCII = 'https://xn--trkiye-3ya.gov.tr/kampanya-b';
const VISITORS = 40;

const { signedInPage } = useChromium();

/** One cookieless visit of the short link from `address` (behind the trusted proxy): the redirect's status and Location. */
const visitFrom = (address: string, code: string) => visitThroughProxy(code, { 'x-forwarded-for': address });

function variant(page: Page, letter: string) {
  return page.getByRole('group', { name: new RegExp(`^Variant ${letter}\\b`) });
}

/** The results table's rows: the variant cell's first line and the visitors. */
async function resultRows(page: Page): Promise<Array<{ variant: string; visitors: string }>> {
  return page.getByTestId('variant-result').evaluateAll((rows) =>
    rows.map((row) => ({
      variant: row.querySelector('.experiment-table__label')?.textContent ?? '',
      visitors: row.querySelector('[data-testid="variant-visitors"]')?.textContent ?? '',
    })),
  );
}

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing';
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    const group = el.closest('[role="group"]')?.querySelector('h3, h4')?.textContent;
    return [group, el.getAttribute('aria-label') ?? label ?? el.textContent?.trim() ?? el.tagName].filter(Boolean).join(' › ');
  });
}

describe('the Experiment tab in Chromium', () => {
  const stamp = uniqueStamp();

  it('sets up a 70/30 split, counts its visitors per variant, and promotes one', { timeout: 240_000 }, async () => {
    const email = `experiment-${stamp}@example.com`;
    const page = await signedInPage('Ela Deney', email, password);
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: TARGET, shortUrl: `ab-${stamp}`, title: 'Split test' });

    // The tab from the editor's tab bar: no test yet, and what one does.
    await openEditorTab(page, link.id, 'Experiment', 'experiment');
    await expectVisible(page.getByText('No A/B test on this link', { exact: true }), 'the empty state');
    await expectVisible(
      page.getByText(/Targeting rules come first.*in place of the Mobile Redirect URLs and the target URL/),
      'the order of rules, split and device redirects',
    );

    // Set up: Variant A starts as the link's target, focus goes to Variant B's destination.
    await page.getByRole('button', { name: 'Set up a test', exact: true }).click();
    expect(await focused(page), 'focus after "Set up a test"').toBe('Variant B › Destination URL');
    // The link tracks no conversions: the tab says no variant can win, and where to turn tracking on.
    const trackingOff = page.getByTestId('experiment-tracking-off');
    await expectVisible(trackingOff.filter({ hasText: 'Conversion tracking is off for this link' }), 'the note that no conversions are counted');
    expect(await trackingOff.getByRole('link', { name: 'UTM Generator' }).getAttribute('href')).toBe(`/edit/utm/${link.id}`);
    expect(await variant(page, 'A').getByLabel('Destination URL', { exact: true }).inputValue(), "Variant A's destination").toBe(TARGET);
    await page.keyboard.type(B_URL);
    await variant(page, 'A').getByLabel('Destination URL', { exact: true }).fill(A_URL);
    await variant(page, 'A').getByLabel('Weight', { exact: true }).fill('70');
    await variant(page, 'B').getByLabel('Weight', { exact: true }).fill('0');
    // A weight the shared rule refuses: its message at the top with the variant, under the weight, focus on it.
    await page.getByRole('button', { name: 'Start test', exact: true }).click();
    await expectAlert(page, `Variant B: ${SPLIT_MSG.variantsInvalid}`);
    expect(await focused(page), 'focus on the refused weight').toBe('Variant B › Weight');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30');
    await page.getByRole('alert').filter({ hasText: SPLIT_MSG.variantsInvalid }).waitFor({ state: 'detached' });
    expect(await page.locator('.variant-card__share').allInnerTexts(), 'the shares beside the weights').toEqual(['70% of visitors', '30% of visitors']);
    // A third variant comes and goes; a test keeps at least two.
    await page.getByRole('button', { name: 'Add variant', exact: true }).click();
    expect(await focused(page), 'focus after adding a variant').toBe('Variant C › Destination URL');
    await page.getByRole('button', { name: 'Remove Variant C' }).click();
    expect(await page.getByRole('button', { name: 'Remove Variant A' }).isDisabled(), 'two variants cannot lose one').toBe(true);

    await page.getByRole('button', { name: 'Start test', exact: true }).click();
    await expectStatus(page, 'Test started: visitors are now split Variant A 70%, Variant B 30%.');
    const started = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect(
      started.split?.variants.map(({ id: _id, ...v }) => v),
      'the split stored',
    ).toEqual([
      { destination: A_URL, weight: 70 },
      { destination: B_URL_ASCII, weight: 30 },
    ]);
    const [idA, idB] = started.split!.variants.map((v) => v.id);

    // Reloaded: the running test, its variants with the URL as people read it.
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Results' }), 'the results of the running test');
    expect(await variant(page, 'B').getByLabel('Destination URL', { exact: true }).inputValue()).toBe(B_URL);
    expect(await variant(page, 'A').getByLabel('Weight', { exact: true }).inputValue()).toBe('70');
    expect(await page.getByRole('button', { name: 'Save changes', exact: true }).isDisabled(), 'nothing to save yet').toBe(true);
    // Changing a weight shows the warning about visitors moving; discarding takes it back.
    await variant(page, 'A').getByLabel('Weight', { exact: true }).fill('60');
    await expectVisible(page.locator('.experiment-warning--active'), 'the warning once a weight changes');
    await page.getByRole('button', { name: 'Discard changes', exact: true }).click();
    expect(await variant(page, 'A').getByLabel('Weight', { exact: true }).inputValue()).toBe('70');

    // Automatic promotion: a sample below the shared minimum is refused at the field, then 99% at 500 visitors is saved.
    await page.getByRole('switch', { name: 'Promote the winner automatically' }).click();
    await page.getByLabel('Minimum visitors per variant', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectVisible(page.locator('.field__error').filter({ hasText: SPLIT_MSG.autoPromoteInvalid }), 'the sample refused under its field');
    expect(await focused(page), 'focus on the refused sample').toBe('Minimum visitors per variant');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('500');
    await page.getByLabel('Confidence', { exact: true }).selectOption({ label: '99%' });
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expectStatus(page, 'Changes saved: Variant A 70%, Variant B 30%.');
    await expectVisible(
      page.getByTestId('experiment-auto-status').filter({ hasText: 'Kisa promotes the leader at 99% confidence, once every variant has 500 visitors.' }),
      'the running test says it promotes itself',
    );
    const auto = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect(auto.split?.autoPromote, 'the automatic promotion stored').toEqual({ confidence: 0.99, minVisitors: 500 });
    expect(
      auto.split?.variants.map((v) => v.id),
      'the variants kept their ids',
    ).toEqual(started.split!.variants.map((v) => v.id));

    // 40 visitors from 40 addresses, no cookie: each lands on a variant, and again on the same one.
    const landed = new Map<string, string>();
    for (let i = 1; i <= VISITORS; i++) {
      const address = `203.0.113.${i}`;
      const res = await visitFrom(address, link.shortUrl);
      expect(res.status, `visit from ${address}`).toBe(302);
      expect([A_URL, B_URL_ASCII], `where the visitor from ${address} went`).toContain(res.location);
      landed.set(address, res.location!);
    }
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await visitFrom(address, link.shortUrl)).location, `the visitor from ${address} again`).toBe(landed.get(address));
    }
    const onA = [...landed.values()].filter((l) => l === A_URL).length;
    const expected = [
      { variant: 'Variant A', visitors: String(onA) },
      { variant: 'Variant B', visitors: String(VISITORS - onA) },
    ];
    expect(onA, `visitors on Variant A of ${VISITORS} at 70/30`).toBeGreaterThan(0);
    expect(onA, `visitors on Variant A of ${VISITORS} at 70/30`).toBeLessThan(VISITORS);

    // The results table counts them once the click worker has (Refresh results until then).
    const deadline = Date.now() + 60_000;
    let rows = await resultRows(page);
    while (JSON.stringify(rows) !== JSON.stringify(expected)) {
      if (Date.now() > deadline)
        throw new Error(`expected the results table to show ${JSON.stringify(expected)} within 60 s, it shows ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 1_000));
      await page.getByRole('button', { name: 'Refresh results', exact: true }).click();
      await page.getByRole('button', { name: 'Refresh results', exact: true }).and(page.locator(':not([aria-busy])')).waitFor();
      rows = await resultRows(page);
    }
    await expectVisible(page.getByTestId('experiment-verdict').filter({ hasText: /^Not enough data yet/ }), 'the not-enough-data state');
    expect(await page.getByTestId('variant-leader').count(), 'no leader before there is enough data').toBe(0);
    expect(await page.getByRole('table').locator('caption').innerText()).toMatch(/^Results by variant from \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}$/);

    // At a phone's width, nothing sticks out of the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => {
      const wide = [
        ...document.querySelectorAll<HTMLElement>('.experiment-panel, .experiment-panel input, .experiment-panel button, .experiment-table tr'),
      ].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
      return { pageTooWide: Math.max(0, document.documentElement.scrollWidth - window.innerWidth), wide: wide.map((el) => el.outerHTML.slice(0, 80)) };
    });
    expect(overflow, 'the Experiment tab at 390 px: px past the edge, and what sticks out').toEqual({ pageTooWide: 0, wide: [] });
    await page.setViewportSize({ width: 1280, height: 860 });

    // Promote Variant B: the confirmation says where everyone goes; Cancel first, then for real.
    await page.getByRole('button', { name: 'Promote Variant B', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Promote Variant B?' });
    await expectVisible(dialog.getByText(`Visitors will all go to ${B_URL}.`), 'the confirmation');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page), 'focus back on the Promote button').toBe('Promote Variant B');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Promote and end test', exact: true }).click();
    await expectStatus(page, `Variant B is promoted: all visitors now go to ${B_URL}, the link’s target URL.`);
    await expectVisible(page.getByText('No test running', { exact: true }), 'the ended state');
    // Reloaded, the tab still says how the last test ended.
    await page.reload();
    await expectVisible(
      page.getByTestId('experiment-last-promotion').filter({ hasText: `Last test: “Variant B” was promoted by your team on` }),
      'the last test named after a reload',
    );
    await expectVisible(
      page.getByTestId('experiment-last-promotion').filter({ hasText: `Its destination, ${B_URL}, became the target URL.` }),
      'its destination as people read it',
    );
    expect(await page.locator('.editor-header__target').innerText(), "the editor's header shows the new target").toBe(B_URL);
    const promoted = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect({ split: promoted.split, longUrl: promoted.longUrl }, 'the link after the promotion').toEqual({ split: null, longUrl: B_URL_ASCII });
    expect([idA, idB].every(Boolean)).toBe(true);

    // The short link sends a visitor who was on Variant A to the winner once its 5 s cache turns.
    const onAAddress = [...landed].find(([, l]) => l === A_URL)![0];
    const redirectDeadline = Date.now() + 15_000;
    for (;;) {
      const res = await visitFrom(onAAddress, link.shortUrl);
      if (res.location === B_URL_ASCII) break;
      if (Date.now() > redirectDeadline)
        throw new Error(`expected the visitor from ${onAAddress} to reach ${B_URL_ASCII} within 15 s of the promotion, they still go to ${res.location}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });
});
