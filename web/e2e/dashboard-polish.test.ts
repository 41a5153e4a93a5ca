/**
 * Chromium end-to-end: the dashboard's small things a new user meets, at 1280 and 390 px — a row
 * says when a link is expired, an A/B test or targeted (not only password-protected); a long
 * alias keeps a visible part of its host; an IDN target's letter avatar is its decoded host's
 * first letter; a tag's remove button is at least 24 px; the phone's created date keeps clear of
 * the copy button; `?tag=<unknown>` says the tag does not exist. Analytics dates its links as
 * the dashboard does. Needs the runtime from infra/local/test/global-setup.ts and web/dist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths, type Link, type Tag } from '@kisa/shared';
import { panel } from './support/analytics';
import { apiAs, apiToken, visitShortLink } from './support/api';
import { UA } from './support/user-agents';
import { expectFits, expectPath, runtimeUrls, submitSignIn, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at, appUrl } = runtimeUrls();
const host = new URL(appUrl).host;
const PASSWORD = 'polish-Passw0rd';
const stamp = uniqueStamp();
const email = `polish-${stamp}@example.com`;
const { openPage } = useChromium({ reducedMotion: 'reduce' });
let token: string;
let tag: Tag;
let goneTagId: string;
const aliases = {
  expired: `ex-${stamp}`,
  split: `ab-${stamp}`,
  rules: `tg-${stamp}`,
  long: `bahar-kampanyasi-indirim-firsati-${stamp}`.slice(0, 50),
  idn: `idn-${stamp}`,
};

beforeAll(async () => {
  await verifiedAccount('Cilalı Kullanıcı', email, PASSWORD);
  token = await apiToken(email, PASSWORD);
  tag = await apiAs<Tag>(token, 'POST', '/api/tags', { name: 'Kış indirimi', color: 'blue' });
  goneTagId = (await apiAs<Tag>(token, 'POST', '/api/tags', { name: 'Silinecek', color: 'red' })).id;
  await apiAs(token, 'DELETE', `/api/tags/${goneTagId}`);
  const create = (shortUrl: string, json: Record<string, unknown> = {}) =>
    apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/a', shortUrl, title: shortUrl, ...json });
  const expired = await create(aliases.expired);
  await apiAs(token, 'PATCH', `/api/links/${expired.id}`, { expiry: { maxClicks: 1 } });
  await visitShortLink(aliases.expired, { 'user-agent': UA.desktop });
  const split = await create(aliases.split);
  await apiAs(token, 'PATCH', `/api/links/${split.id}`, {
    split: {
      variants: [
        { name: 'A', destination: 'https://example.com/a', weight: 1 },
        { name: 'B', destination: 'https://example.com/b', weight: 1 },
      ],
    },
  });
  const rules = await create(aliases.rules);
  await apiAs(token, 'PATCH', `/api/links/${rules.id}`, {
    rules: [{ name: 'VIP', query: { name: 'ref', value: 'vip' }, destination: 'https://example.com/vip' }],
  });
  await create(aliases.long, { tagIds: [tag.id] });
  await create(aliases.idn, { longUrl: 'https://şişe.com.tr/kampanya', title: 'Şişe' });
});

const row = (page: Page, alias: string) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `${host}/${alias}`, exact: true }) });
const badges = (page: Page, alias: string) => row(page, alias).locator('.link-cell__badge').allInnerTexts();

describe('dashboard polish in Chromium', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 390, height: 844 },
  ]) {
    it(`badges, long aliases, IDN avatars, tag buttons, dates and unknown tags (${viewport.width} px)`, { timeout: 120_000 }, async () => {
      const page = await openPage({ viewport });
      await submitSignIn(page, email, PASSWORD);
      await expectPath(page, paths.dashboard);
      await row(page, aliases.idn).waitFor();

      await expect.poll(() => badges(page, aliases.expired), { message: 'the expired link' }).toEqual(['Expired']);
      expect(await badges(page, aliases.split), 'the A/B link').toEqual(['A/B']);
      expect(await badges(page, aliases.rules), 'the targeted link').toEqual(['Targeted']);
      expect(await row(page, aliases.idn).locator('.favicon__letter').innerText(), "an IDN target's avatar letter").toBe('Ş');

      // The long alias: its code whole and some of its host still shown.
      const longLink = row(page, aliases.long).getByRole('link', { name: `${host}/${aliases.long}`, exact: true });
      const hostWidth = await longLink.locator('.short-link__host').evaluate((e) => e.getBoundingClientRect().width);
      expect(hostWidth, 'the visible part of the host beside a long alias').toBeGreaterThanOrEqual(30);

      // The tag's remove button (the filter's chip) is a 24 px target.
      await page.goto(at(`${paths.dashboard}?tag=${tag.id}`));
      const remove = page.getByRole('button', { name: `Stop filtering by ${tag.name}` });
      await remove.waitFor();
      const box = (await remove.boundingBox())!;
      expect(Math.min(box.width, box.height), "the tag chip's remove button").toBeGreaterThanOrEqual(24);

      // On a phone the created date keeps clear of the copy button beside it.
      await page.goto(at(paths.dashboard));
      const idnRow = row(page, aliases.idn);
      await idnRow.waitFor();
      const gap = await idnRow.evaluate((tr) => {
        const date = tr.querySelector('td.nowrap')!.getBoundingClientRect();
        const copy = tr.querySelector('.dt-actions button')!.getBoundingClientRect();
        const sameLine = date.top < copy.bottom && copy.top < date.bottom;
        return sameLine ? copy.left - date.right : Infinity;
      });
      expect(gap, 'space between the created date and the copy button').toBeGreaterThanOrEqual(8);
      await expectFits(page, `the dashboard at ${viewport.width} px`);

      // A tag that does not exist: said, not silently dropped.
      await page.goto(at(`${paths.dashboard}?tag=${goneTagId}`));
      await page.getByText('The tag in this address does not exist (deleted, or never created): showing all links.').waitFor();
    });
  }

  it('dates the links on /analytics as the dashboard does', { timeout: 90_000 }, async () => {
    const page = await openPage();
    await submitSignIn(page, email, PASSWORD);
    await expectPath(page, paths.dashboard);
    const shown = await row(page, aliases.expired).locator('td.nowrap time').innerText();
    // English screens date as en-US does (Turkish ones as tr-TR: 30.11.2026).
    expect(shown, 'the dashboard date').toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.goto(at(paths.analytics));
    const links = panel(page, 'Links');
    await expect
      .poll(
        async () => {
          if (!(await links.locator('tbody tr').count())) await page.reload();
          return links.locator('tbody tr').count();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await links.locator('tbody tr').first().locator('time').innerText(), 'the analytics date').toBe(shown);
  });
});
