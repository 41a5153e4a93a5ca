/**
 * Chromium end-to-end: a visitor opens a password-protected short link, goes through the
 * gate (empty, wrong, right password) and lands on the target with the link's UTM values;
 * the click reaches the owner's counters within ~5 s and the dashboard shows it.
 * The target is a local node:http server on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG, paths } from '@kisa/shared';
import { expectAlert, expectHeading, expectPath, launchChromium, newPage, runtimeUrls, signInToDashboard, verifiedAccount } from './support/browser';

const PASSWORD = 'correct horse battery';
const LINK_PASSWORD = 'open sesame';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let browser: Browser;
let target: Server;
let targetUrl: string;
const landed: string[] = [];

beforeAll(async () => {
  target = createServer((req, res) => {
    landed.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Target</title><h1>Landed</h1>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => target?.close(resolve));
});

async function apiAs(token: string, method: string, path: string, json?: unknown) {
  const { at } = runtimeUrls();
  const res = await fetch(at(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(body)}`);
  return body;
}

describe('visitor flow', () => {
  it('unlocks a protected link, lands on the target with UTM, and the owner sees the click', async () => {
    const { at, appUrl } = runtimeUrls();
    const email = `visitor-flow-${randomBytes(4).toString('hex')}@example.com`;
    await verifiedAccount('Link Owner', email, PASSWORD);
    const session = await fetch(at('/api/auth/signin'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    const { token } = (await session.json()) as { token: string };
    const code = `vf${randomBytes(4).toString('hex')}`;
    const link = await apiAs(token, 'POST', '/api/links', { longUrl: `${targetUrl}/landing?ref=kisa#top`, shortUrl: code, title: 'Protected' });
    await apiAs(token, 'PATCH', `/api/links/${link.id}`, { password: { enabled: true, password: LINK_PASSWORD }, utm: { source: 'e2e', medium: 'browser', campaign: '' } });

    // The visitor, with an everyday browser's user agent (isbot counts HeadlessChrome out, rightly).
    const { page, context } = await newPage(browser, { userAgent: DESKTOP_CHROME });
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
    await page.waitForURL((u) => u.origin === targetUrl, { timeout: 10_000 });
    expect(page.url()).toBe(`${targetUrl}/landing?ref=kisa&utm_source=e2e&utm_medium=browser#top`);
    await expectHeading(page, 'Landed');
    expect(landed).toContain('/landing?ref=kisa&utm_source=e2e&utm_medium=browser');
    await context.close();

    // The owner's counters move within ~5 s of the click (the dashboard refetches 5 s after one).
    let stats = await apiAs(token, 'GET', '/api/stats');
    while (stats.totalClicks < 1 && Date.now() - unlockedAt < 5_000) {
      await new Promise((r) => setTimeout(r, 100));
      stats = await apiAs(token, 'GET', '/api/stats');
    }
    expect({ totalClicks: stats.totalClicks, uniqueClicks: stats.uniqueClicks }, `stats ${Date.now() - unlockedAt} ms after the click`).toEqual({ totalClicks: 1, uniqueClicks: 1 });

    // And the dashboard shows it.
    const owner = await newPage(browser);
    await signInToDashboard(owner.page, email, PASSWORD);
    const total = owner.page.getByTestId('stat-totalClicks');
    await total.waitFor();
    expect(await total.innerText()).toBe('1');
    expect(await owner.page.getByTestId('stat-uniqueClicks').innerText()).toBe('1');
    await owner.context.close();
  });
});
