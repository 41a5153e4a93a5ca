/**
 * Chromium end-to-end: a visitor opens a password-protected short link, goes through the
 * gate (empty, wrong, right password) and lands on the target with the link's UTM values;
 * the click reaches the owner's counters within ~5 s and the dashboard shows it.
 * The target is a local node:http server on 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG, paths, type Link, type Stats } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectHeading, expectPath, runtimeUrls, signInToDashboard, useChromium, verifiedAccount } from './support/browser';
import { useLocalSite } from './support/local-site';

const PASSWORD = 'correct horse battery';
const LINK_PASSWORD = 'open sesame';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const { openPage } = useChromium();
const landed: string[] = [];
const target = useLocalSite((req, res) => {
  landed.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>Target</title><h1>Landed</h1>');
});

describe('visitor flow', () => {
  it('unlocks a protected link, lands on the target with UTM, and the owner sees the click', async () => {
    const { at, appUrl } = runtimeUrls();
    const email = `visitor-flow-${randomBytes(4).toString('hex')}@example.com`;
    await verifiedAccount('Link Owner', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const code = `vf${randomBytes(4).toString('hex')}`;
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: `${target.origin}/landing?ref=kisa#top`, shortUrl: code, title: 'Protected' });
    await apiAs(token, 'PATCH', `/api/links/${link.id}`, {
      password: { enabled: true, password: LINK_PASSWORD },
      utm: { source: 'e2e', medium: 'browser', campaign: '' },
    });

    // The visitor, with an everyday browser's user agent (isbot counts HeadlessChrome out, rightly).
    const page = await openPage({ userAgent: DESKTOP_CHROME });
    await page.goto(at(`/${code}`));
    await expectPath(page, paths.passwordGate(code));
    await expectHeading(page, `Enter password for visit ${new URL(appUrl).host}/${code}`);
    expect(await page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));

    await page.getByRole('button', { name: 'Go to URL' }).click();
    await expectAlert(page, MSG.allFieldsRequired);
    await page.getByLabel('Password').fill('not it');
    await page.getByRole('button', { name: 'Go to URL' }).click();
    await expectAlert(page, MSG.wrongLinkPassword);

    await page.getByLabel('Password').fill(LINK_PASSWORD);
    const unlockedAt = Date.now();
    await page.getByRole('button', { name: 'Go to URL' }).click();
    await page.waitForURL((u) => u.origin === target.origin, { timeout: 10_000 });
    expect(page.url()).toBe(`${target.origin}/landing?ref=kisa&utm_source=e2e&utm_medium=browser#top`);
    await expectHeading(page, 'Landed');
    expect(landed).toContain('/landing?ref=kisa&utm_source=e2e&utm_medium=browser');
    await page.context().close();

    // The owner's counters move within seconds of the click (the worker's batch, then the fold's
    // one-second window here: docs/DATA-MODEL.md "Clicks"; the dashboard refetches 5 s after one).
    let stats = await apiAs<Stats>(token, 'GET', '/api/stats');
    while (stats.totalClicks < 1 && Date.now() - unlockedAt < 15_000) {
      await new Promise((r) => setTimeout(r, 100));
      stats = await apiAs<Stats>(token, 'GET', '/api/stats');
    }
    expect({ totalClicks: stats.totalClicks, uniqueClicks: stats.uniqueClicks }, `stats ${Date.now() - unlockedAt} ms after the click`).toEqual({
      totalClicks: 1,
      uniqueClicks: 1,
    });

    // And the dashboard shows it.
    const owner = await openPage();
    await signInToDashboard(owner, email, PASSWORD);
    const total = owner.getByTestId('stat-totalClicks');
    await total.waitFor();
    expect(await total.innerText()).toBe('1');
    expect(await owner.getByTestId('stat-uniqueClicks').innerText()).toBe('1');
    await owner.context().close();
  });
});
