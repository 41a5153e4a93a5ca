/**
 * Chromium end-to-end: shared dashboards against the local runtime. The owner shares a link's
 * analytics with a password from its insight page (the Share button, the URL shown once); a visitor
 * with no account opens it, is asked for the password (a wrong one is told, tied to the field), then
 * sees the same panels — the link's click — on a page search engines are told to leave out. A share
 * without a password (this one with the visitor log) opens at once; a revoked one and an expired one say
 * they are no longer available.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { describe, expect, it } from 'vitest';
import { addDays, paths, SHARE_MSG, todayIn, type Analytics, type CreatedShare, type Link, type Tag } from '@kisa/shared';
import { expireShare } from '@kisa/functions/src/test-support/shares';
import type { Page } from 'playwright-core';
import { apiAs, apiToken, visitShortLink } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectHeading, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';
import { UA } from './support/user-agents';

const { at } = runtimeUrls();
const password = 'shares-Passw0rd';
const SHARE_PASSWORD = 'Paylaş 🔒 شارك';
const { openPage } = useChromium({ reducedMotion: 'reduce' });

/** The shared view's click card once it shows `total`. */
async function expectClicks(page: Page, total: number): Promise<void> {
  await page.getByTestId('analytics-totalClicks').waitFor();
  await expect.poll(() => page.getByTestId('analytics-totalClicks').textContent(), { timeout: 15_000 }).toBe(String(total));
}

describe('shared dashboards', () => {
  const stamp = uniqueStamp();

  it('are made from the Share button and open to anyone with the URL: the password first, then the panels; revoked or expired ones are gone', {
    timeout: 240_000,
  }, async () => {
    const email = `paylasim-${stamp}@example.com`;
    await verifiedAccount('Şule Paylaşım', email, password);
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/paylaş', shortUrl: `sh${stamp}`, title: 'Kampanya — حملة 🚀' });
    await visitShortLink(link.shortUrl, { 'user-agent': UA.desktop, 'cloudfront-viewer-country': 'TR' });
    const today = todayIn('UTC');
    const range = `from=${addDays(today, -6)}&to=${today}&tz=UTC`;
    await expect
      .poll(async () => (await apiAs<Analytics>(token, 'GET', `/api/analytics?${range}&linkId=${link.id}`)).totals.totalClicks, { timeout: 30_000 })
      .toBe(1);

    // The owner shares the link's analytics with a password from its insight page.
    const owner = await openPage();
    await signInToDashboard(owner, email, password);
    await owner.goto(at(paths.insight(link.id)));
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: "Share this link's analytics" });
    await dialog.getByLabel('Password (optional)').fill(SHARE_PASSWORD);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = (await dialog.locator('.share-dialog__url code').textContent()) ?? '';
    expect(url).toMatch(new RegExp(`^${at('/share/')}[A-Za-z0-9_-]{43}$`));
    await expectVisible(dialog.getByRole('button', { name: /^Revoke/ }), 'the new share among the active ones');
    await expectAccessible(owner, 'the share dialog', '[role="dialog"]');

    // A visitor with no account: the password first (its name hidden until then).
    const visitor = await openPage();
    await visitor.goto(url);
    await expectHeading(visitor, 'Protected shared dashboard');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await visitor.getByLabel('Password').fill('wrong');
    await visitor.getByRole('button', { name: 'Open dashboard' }).click();
    const field = visitor.getByLabel('Password');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => visitor.locator(`#${await field.getAttribute('aria-describedby')}`).innerText()).toBe(SHARE_MSG.wrongPassword);
    await expectAccessible(visitor, 'the shared dashboard password form');
    await field.fill(SHARE_PASSWORD);
    await visitor.getByRole('button', { name: 'Open dashboard' }).click();
    await expectHeading(visitor, 'Kampanya — حملة 🚀');
    await expectClicks(visitor, 1);
    // Made without the visitor log: none shown.
    expect(await visitor.getByRole('heading', { name: 'Visitor Log' }).count()).toBe(0);
    await waitForContent(visitor);
    await expectAccessible(visitor, 'the shared dashboard');

    // Without a password it opens at once; revoked and expired ones are no longer available.
    const share = (extra: object = {}) =>
      apiAs<CreatedShare & { token: string }>(token, 'POST', '/api/shares', { target: { kind: 'link', id: link.id }, ...extra });
    const [open, revoked, expired] = await Promise.all([share({ visitors: true }), share(), share()]);
    await apiAs(token, 'DELETE', `/api/shares/${revoked.id}`);
    const teamId = (await apiAs<{ teamId: string }>(token, 'GET', '/api/me')).teamId;
    await expireShare(teamId, expired.id, expired.token);
    const anyone = await openPage();
    await anyone.goto(at(paths.sharedDashboard(open.token)));
    await expectHeading(anyone, 'Kampanya — حملة 🚀');
    await expectClicks(anyone, 1);
    // This one shares the visitor log: the visit is listed.
    await expectVisible(anyone.getByRole('heading', { name: 'Visitor Log' }), 'the shared visitor log');
    await expectVisible(anyone.locator('.visitor-table tbody tr').first(), 'the visit in the shared visitor log');
    for (const gone of [revoked, expired]) {
      await anyone.goto(at(paths.sharedDashboard(gone.token)));
      await expectHeading(anyone, 'No longer available');
      await expectVisible(anyone.getByText(SHARE_MSG.gone), 'why the shared dashboard cannot be shown');
    }
    await expectAccessible(anyone, 'a shared dashboard no longer available');
  });

  it('of a tag list its links, read-only: titles, short links and clicks, nothing that leads into the app', { timeout: 120_000 }, async () => {
    const email = `etiket-paylas-${stamp}@example.com`;
    await verifiedAccount('Tülin Etiket', email, password);
    const token = await apiToken(email, password);
    const tag = await apiAs<Tag>(token, 'POST', '/api/tags', { name: `Yaz ☀ ${stamp}` });
    const link = await apiAs<Link>(token, 'POST', '/api/links', {
      longUrl: 'https://example.com/yaz',
      shortUrl: `st${stamp}`,
      title: 'Yaz indirimi — تخفيض',
      tagIds: [tag.id],
    });
    await visitShortLink(link.shortUrl, { 'user-agent': UA.desktop, 'cloudfront-viewer-country': 'TR' });
    const today = todayIn('UTC');
    await expect
      .poll(
        async () => (await apiAs<Analytics>(token, 'GET', `/api/analytics?from=${addDays(today, -6)}&to=${today}&tz=UTC&tagId=${tag.id}`)).totals.totalClicks,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const share = await apiAs<CreatedShare & { token: string }>(token, 'POST', '/api/shares', { target: { kind: 'tag', id: tag.id } });

    const visitor = await openPage();
    await visitor.goto(at(paths.sharedDashboard(share.token)));
    await expectClicks(visitor, 1);
    const panel = visitor.getByRole('region', { name: 'Links' });
    await expectVisible(panel.getByText('Yaz indirimi — تخفيض'), 'the link in the shared Links panel');
    await expectVisible(panel.getByRole('link', { name: new RegExp(`st${stamp}`) }), 'its short link');
    // Nothing in it opens the app's editor or insight pages (the reader is not signed in).
    expect(await panel.locator('a[href*="/edit/"], a[href*="/insight/"]').count()).toBe(0);
    await waitForContent(visitor);
    await expectAccessible(visitor, 'a shared tag dashboard');
  });
});
