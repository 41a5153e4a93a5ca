/**
 * Chromium end-to-end: the link editor's Targeting tab against the local runtime —
 * the empty state, a country rule (TR → a Turkish IDN URL) and a language rule (de) added
 * through the pickers, reordered with the keyboard, saved, reloaded in order (each rule keeping
 * its id across a later save), the short link's redirect by Accept-Language and by a Turkish
 * address (the test runtime trusts 127.0.13.0/24 as a proxy naming the visitor), the shared
 * rule's message for a rule without a condition, the tab at a phone's width, and removing every
 * rule (saved as []).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths, RULE_MSG, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';
import { openEditorTab } from './support/editor';
import { visitThroughProxy } from './support/proxy-visit';

const { at } = runtimeUrls();
const password = 'targeting-Passw0rd';
/** An address geoip places in Türkiye. */
const FROM_TR = '88.255.0.1';
const TR_URL = 'https://türkiye.gov.tr/çay';
const TR_URL_ASCII = 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay';
const DE_URL = 'https://example.com/de';
const TARGET = 'https://example.com/default';

const { signedInPage } = useChromium();

async function expectRedirect(code: string, headers: Record<string, string>, expected: string, why: string) {
  const res = await visitThroughProxy(code, headers);
  expect(res.status, `a visit of /${code} (${why}) redirects`).toBe(302);
  expect(res.location, `a visit of /${code} (${why}) goes to`).toBe(expected);
}

/** The rule cards' sentences, in order. */
async function summaries(page: Page): Promise<string[]> {
  return page.getByTestId('rule-summary').allInnerTexts();
}

function rule(page: Page, n: number) {
  return page.getByRole('group', { name: new RegExp(`^Rule ${n}\\b`) });
}

async function openTargeting(page: Page, linkId: string) {
  await page.goto(at(paths.editTab('targeting', linkId)));
  // The panel loads in a chunk of its own: its Save button says it is there.
  await expectVisible(page.getByRole('button', { name: 'Save', exact: true }), 'the Targeting tab');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectStatus(page, MSG.linkSaved);
}

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing';
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    return el.getAttribute('aria-label') ?? label ?? (el.tagName === 'BUTTON' ? el.textContent?.trim() : null) ?? el.outerHTML.slice(0, 80);
  });
}

describe('the Targeting tab in Chromium', () => {
  const stamp = uniqueStamp();

  it('adds, reorders, saves, reloads and removes rules, and the short link follows them', { timeout: 180_000 }, async () => {
    const email = `targeting-${stamp}@example.com`;
    const page = await signedInPage('Tara Geting', email, password);
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: TARGET, shortUrl: `tg-${stamp}`, title: 'Targeted' });

    // The tab from the editor's tab bar, empty.
    await openEditorTab(page, link.id, 'Targeting', 'targeting');
    await expectVisible(page.getByText('No targeting rules', { exact: true }), 'the empty state');
    await expectVisible(page.getByText(/Rules come before the Mobile Redirect URLs/), "the empty state's explanation");

    // Rule 1: visitors from Türkiye → a Turkish IDN URL, the country found by its name.
    await page.getByRole('button', { name: 'Add rule', exact: true }).click();
    expect(await focused(page), 'focus after adding a rule').toBe('Destination URL');
    await page.keyboard.type(TR_URL);
    const countries = rule(page, 1).getByRole('combobox', { name: 'Countries' });
    await countries.fill('türk');
    await expectVisible(page.getByRole('option', { name: 'Türkiye' }), 'Türkiye among the countries');
    await countries.press('Enter');
    await expectVisible(rule(page, 1).getByRole('button', { name: 'Remove Türkiye' }), 'the Türkiye chip');
    expect(await summaries(page)).toEqual(['Visitors from Türkiye → türkiye.gov.tr/çay']);

    // Rule 2: browsers in German → another URL, the language by its code.
    await page.getByRole('button', { name: 'Add rule', exact: true }).click();
    await rule(page, 2).getByLabel('Destination URL', { exact: true }).fill(DE_URL);
    const languages = rule(page, 2).getByRole('combobox', { name: 'Languages' });
    await languages.fill('de');
    await languages.press('Enter');
    await expectVisible(rule(page, 2).getByRole('button', { name: 'Remove German (de)' }), 'the German chip');
    expect(await summaries(page)).toEqual(['Visitors from Türkiye → türkiye.gov.tr/çay', 'Visitors with the browser in German → example.com/de']);

    // Reorder with the keyboard: rule 2 up; focus stays with the moved rule.
    await page.getByRole('button', { name: 'Move rule 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await summaries(page), 'the order after moving rule 2 up').toEqual([
      'Visitors with the browser in German → example.com/de',
      'Visitors from Türkiye → türkiye.gov.tr/çay',
    ]);
    expect(await focused(page), 'focus after moving a rule to the top').toBe('Move rule 1 down');
    expect(await page.getByRole('button', { name: 'Move rule 1 up' }).isDisabled(), 'the first rule cannot move up').toBe(true);
    // Down and back up again, with Space this time.
    await page.keyboard.press('Space');
    expect(await summaries(page), 'the order after moving it back down').toEqual([
      'Visitors from Türkiye → türkiye.gov.tr/çay',
      'Visitors with the browser in German → example.com/de',
    ]);
    expect(await focused(page), 'focus after moving a rule to the bottom').toBe('Move rule 2 up');
    await page.keyboard.press('Space');
    expect(await summaries(page)).toEqual(['Visitors with the browser in German → example.com/de', 'Visitors from Türkiye → türkiye.gov.tr/çay']);

    await save(page);
    const saved = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect(
      saved.rules.map(({ id: _id, ...r }) => r),
      'the rules stored, in order',
    ).toEqual([
      { languages: ['de'], destination: DE_URL },
      { countries: ['TR'], destination: TR_URL_ASCII },
    ]);
    const ids = saved.rules.map((r) => r.id);

    // Reloaded: the same rules in the same order, the URL shown as people read it.
    await openTargeting(page, link.id);
    expect(await summaries(page), 'the rules after a reload').toEqual([
      'Visitors with the browser in German → example.com/de',
      'Visitors from Türkiye → türkiye.gov.tr/çay',
    ]);
    expect(await rule(page, 2).getByLabel('Destination URL', { exact: true }).inputValue()).toBe(TR_URL);

    // The short link (never visited, so not in the redirect's cache) follows the rules.
    await expectRedirect(link.shortUrl, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, DE_URL, 'a browser in German');
    await expectRedirect(link.shortUrl, { 'x-forwarded-for': FROM_TR, 'accept-language': 'tr-TR,tr;q=0.9' }, TR_URL_ASCII, 'from a Turkish address');
    await expectRedirect(link.shortUrl, { 'x-forwarded-for': FROM_TR, 'accept-language': 'de' }, DE_URL, 'from Türkiye in German: the first rule wins');
    await expectRedirect(link.shortUrl, { 'accept-language': 'en-US,en;q=0.9' }, TARGET, 'no rule holds');

    // A name saved later keeps each rule's id (analytics name rules by it).
    await rule(page, 1).getByLabel('Rule name (optional)', { exact: true }).fill('German speakers');
    await expectVisible(page.getByRole('heading', { name: 'Rule 1: German speakers' }), "the rule's heading with its name");
    await save(page);
    const renamed = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect(
      renamed.rules.map((r) => r.id),
      'the ids after a second save',
    ).toEqual(ids);
    expect(renamed.rules[0]?.name).toBe('German speakers');

    // A rule without a condition: the shared rule's message, on the rule, focus on its conditions.
    await openTargeting(page, link.id);
    await page.getByRole('button', { name: 'Add rule', exact: true }).click();
    await rule(page, 3).getByLabel('Destination URL', { exact: true }).fill('example.com/nothing');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(page, `Rule 3: ${RULE_MSG.conditionRequired}`);
    await expectVisible(rule(page, 3).getByText(RULE_MSG.conditionRequired, { exact: true }), 'the message beside the rule’s conditions');
    expect(await focused(page), 'focus on the refused rule').toBe('Countries');
    expect(
      await rule(page, 3)
        .getByRole('combobox', { name: 'Countries' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // A condition takes the message away.
    await rule(page, 3).getByRole('checkbox', { name: 'Desktop' }).check();
    await page.getByRole('alert').filter({ hasText: RULE_MSG.conditionRequired }).waitFor({ state: 'detached' });
    expect(await summaries(page)).toContain('Visitors on desktop → example.com/nothing');

    // At a phone's width, nothing sticks out of the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>('.rule-card, .rule-card input, .rule-card select, .rule-card button')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      return { pageTooWide: Math.max(0, document.documentElement.scrollWidth - window.innerWidth), wide: wide.map((el) => el.outerHTML.slice(0, 80)) };
    });
    expect(overflow, 'the Targeting tab at 390 px: px past the edge, and what sticks out').toEqual({ pageTooWide: 0, wide: [] });
    await page.setViewportSize({ width: 1280, height: 860 });

    // Removing every rule: the empty state, then the link saved with none.
    for (const n of [3, 2, 1]) await page.getByRole('button', { name: `Remove rule ${n}` }).click();
    await expectVisible(page.getByText("Save to remove this link's rules."), 'the empty state saying what Save does');
    expect(await focused(page), 'focus after removing the last rule').toBe('Add rule');
    await save(page);
    expect((await apiAs<Link>(token, 'GET', `/api/links/${link.id}`)).rules, 'the rules after removing them all').toEqual([]);
    // The redirect's cache holds a link for 5 s: then the German browser gets the target.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await visitThroughProxy(link.shortUrl, { 'accept-language': 'de' });
      if (res.location === TARGET) break;
      if (Date.now() > deadline)
        throw new Error(`expected a German browser to reach ${TARGET} within 15 s of removing the rules, it still goes to ${res.location}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });
});
