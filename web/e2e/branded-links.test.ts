/**
 * Chromium end-to-end: links on a team's branded domain against the local runtime.
 * An owner whose team has a verified domain (added over the API, its DNS records published in
 * the test DNS server, checked) creates a link on it in the Create modal — the alias taken on
 * the platform's domain is free on the team's, and the preview follows the domain picked —,
 * sees `{host}/{alias}` in the dashboard, copies the short URL (the domain's host on the app's
 * scheme and port, which serves it), and moves it to the platform's domain in the editor's
 * Alias tab, told first that the old short link stops working (it then does). A password link
 * on the domain sends its visitor to the gate `/loginurl/{code}?domain={host}`, which names
 * the domain in its heading and its calls and unlocks the domain's link, not the platform's
 * link of the same alias.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectHeading, expectPath, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';
import { verifiedDomain } from './support/domains';
import { useLocalSite } from './support/local-site';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LINK_PASSWORD = 'open sesame';

const { openPage, signedInPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'] });
const target = useLocalSite((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Target</title><h1>Landed on ${req.url}</h1>`);
});

/** A visit of `path` on `host` as its visitors make it: to the local runtime, with that Host (fetch() will not set one). */
function getOnHost(host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { port, hostname } = new URL(runtimeUrls().appUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers: { host: `${host}:${port}`, 'user-agent': DESKTOP_CHROME } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The alias field's state (data-state: neutral, valid, invalid) settles on `expected`. */
async function aliasState(page: Page, label: string, expected: 'valid' | 'invalid'): Promise<void> {
  const id = (await page.getByLabel(label, { exact: true }).getAttribute('id'))!;
  await page
    .waitForFunction(({ id, expected }) => document.getElementById(id)?.getAttribute('data-state') === expected, { id, expected }, { timeout: 10_000 })
    .catch(async () => {
      const state = await page.locator(`[id="${id}"]`).getAttribute('data-state');
      throw new Error(`expected the ${label} field to be ${expected}, it is ${state}`);
    });
}

describe('links on a branded domain in Chromium', () => {
  const stamp = uniqueStamp();
  const password = 'branded-Passw0rd';
  const host = `go-${stamp}.acme.test`;

  it('creates a link on the domain, shows and copies it there, and moves it to the platform domain', { timeout: 180_000 }, async () => {
    const { appUrl, at } = runtimeUrls();
    const app = new URL(appUrl);
    const email = `brand-${stamp}@example.com`;
    const page = await signedInPage('Bree Brand', email, password);
    const token = await apiToken(email, password);
    await verifiedDomain(token, host);
    // The alias is taken on the platform's domain already; the team's domain has its own aliases.
    const alias = `spring-${stamp}`;
    await apiAs<Link>(token, 'POST', '/api/links', { longUrl: `${target.origin}/platform`, shortUrl: alias, title: 'On the platform', domain: null });
    const label = `${host}:${app.port}/${alias}`;
    const shortUrl = `${app.protocol}//${host}:${app.port}/${alias}`;

    // The Create modal offers the domain (the platform's preselected: no default domain yet).
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    const picker = dialog.getByLabel('Domain', { exact: true });
    await expectVisible(picker, 'the domain picker');
    expect(await picker.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)), 'the platform, then the team’s domain').toEqual([
      '',
      host,
    ]);
    expect(await picker.inputValue(), 'the platform’s domain preselected').toBe('');
    await dialog.getByLabel('Target URL').fill(`${target.origin}/spring`);
    await dialog.getByLabel('Title', { exact: true }).fill('Spring sale');
    const aliasInput = dialog.getByLabel('Alias', { exact: true });
    await aliasInput.fill(alias);
    await aliasState(page, 'Alias', 'invalid');
    await expectVisible(dialog.getByText(MSG.aliasTaken), 'taken on the platform’s domain');
    // On the team's domain the same alias is free, and the preview names the domain.
    await picker.selectOption(host);
    await aliasState(page, 'Alias', 'valid');
    await expectVisible(dialog.getByText(`Your short link: ${label}`), 'the preview on the domain');
    expect(await dialog.locator('.input-group__prefix').innerText(), 'the alias prefix').toBe(`${host}:${app.port}/`);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.waitFor({ state: 'detached' });
    const links = (await apiAs<{ items: Link[] }>(token, 'GET', '/api/links')).items;
    const created = links.find((l) => l.shortUrl === alias && l.domain === host);
    expect(created, `the link on ${host} among ${JSON.stringify(links.map((l) => [l.domain, l.shortUrl]))}`).toBeDefined();

    // The dashboard shows each link on its own domain.
    const row = page.locator(`tbody tr[data-link-id="${created!.id}"]`);
    await expectVisible(row.getByRole('link', { name: label, exact: true }), `the short link ${label} in its row`);
    expect(await page.locator('tbody tr .short-link').allTextContents(), 'both links, each on its domain').toEqual([label, `${app.host}/${alias}`]);

    // Copy: the domain's short URL, which serves the link.
    await row.getByRole('button', { name: `Copy ${label}` }).click();
    await expectStatus(page, MSG.urlCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'clipboard').toBe(shortUrl);
    expect(await getOnHost(host, `/${alias}`), `a visit of ${shortUrl}`).toEqual({ status: 302, location: `${target.origin}/spring` });

    // The editor's header and Alias tab: the link on its domain; moving it says what happens.
    await page.goto(at(paths.editTab('alias', created!.id)));
    await expectHeading(page, 'Change your alias or domain');
    await expectVisible(page.locator('.editor-header__short').getByRole('link', { name: label }), 'the header’s short link');
    const editPicker = page.getByLabel('Domain', { exact: true });
    expect(await editPicker.inputValue(), 'the link’s own domain').toBe(host);
    await aliasState(page, 'Alias Name', 'valid');
    await editPicker.selectOption('');
    await expectAlert(page, `${label} stops working`);
    // The alias is checked where the link is going: taken there.
    await aliasState(page, 'Alias Name', 'invalid');
    const moved = `spring2-${stamp}`;
    await page.getByLabel('Alias Name', { exact: true }).fill(moved);
    await aliasState(page, 'Alias Name', 'valid');
    await expectVisible(page.getByText(`Your short link: ${app.host}/${moved}`), 'the preview on the platform’s domain');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, MSG.linkSaved);
    const after = await apiAs<Link>(token, 'GET', `/api/links/${created!.id}`);
    expect({ domain: after.domain, shortUrl: after.shortUrl }, 'moved to the platform').toEqual({ domain: null, shortUrl: moved });
    // The old short link stops working (the redirect's cache keeps it at most a few seconds).
    await expect
      .poll(async () => (await getOnHost(host, `/${alias}`)).status, { timeout: 15_000, interval: 500, message: `${shortUrl} after the move` })
      .toBe(404);
    // The editor stays open after a save; the dashboard is one link away.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expectPath(page, paths.dashboard);
    await expectVisible(
      page.locator(`tbody tr[data-link-id="${created!.id}"]`).getByRole('link', { name: `${app.host}/${moved}`, exact: true }),
      'the moved link on the platform',
    );
  });

  it("a password link on the domain passes through the gate, which names the domain, and unlocks the domain's link", { timeout: 120_000 }, async () => {
    const { appUrl } = runtimeUrls();
    const email = `brand-gate-${stamp}@example.com`;
    const gateHost = `gate-${stamp}.acme.test`;
    const owner = await signedInPage('Gale Gate', email, password);
    await owner.context().close();
    const token = await apiToken(email, password);
    await verifiedDomain(token, gateHost);
    const code = `vault-${stamp}`;
    // The same alias on the platform, without a password: a gate that forgot the domain would send the visitor there.
    await apiAs<Link>(token, 'POST', '/api/links', { longUrl: `${target.origin}/platform-page`, shortUrl: code, title: 'Platform', domain: null });
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: `${target.origin}/secret`, shortUrl: code, title: 'Vault', domain: gateHost });
    await apiAs(token, 'PATCH', `/api/links/${link.id}`, { password: { enabled: true, password: LINK_PASSWORD } });

    // The visit on the domain goes to the app's gate, naming the domain.
    const visit = await getOnHost(gateHost, `/${code}`);
    expect(visit.status, 'the redirect to the gate').toBe(302);
    const gate = new URL(visit.location!, appUrl);
    expect(`${gate.origin}${gate.pathname}`).toBe(`${appUrl}${paths.passwordGate(code)}`);
    expect(gate.searchParams.get('domain')).toBe(gateHost);

    const page = await openPage({ userAgent: DESKTOP_CHROME });
    const calls: { call: string; body: unknown }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/public/'))
        calls.push({ call: `${r.method()} ${url.pathname}${url.search}`, body: r.postData() ? JSON.parse(r.postData()!) : undefined });
    });
    await page.goto(gate.href);
    await expectHeading(page, `Enter password for visit ${gateHost}/${code}`);
    await page.getByLabel('Password').fill('not it');
    await page.getByRole('button', { name: 'Go to URL' }).click();
    await expectAlert(page, MSG.wrongLinkPassword);
    await page.getByLabel('Password').fill(LINK_PASSWORD);
    await page.getByRole('button', { name: 'Go to URL' }).click();
    await page.waitForURL((u) => u.origin === target.origin, { timeout: 10_000 });
    expect(new URL(page.url()).pathname, "the domain's link's target").toBe('/secret');
    expect(
      calls.map((c) => c.call),
      'the gate asks about the code on the domain, then unlocks it there',
    ).toEqual([`GET /api/public/links/${code}/gate?domain=${gateHost}`, 'POST /api/public/unlock', 'POST /api/public/unlock']);
    expect(calls.at(-1)!.body, 'the unlock names the domain').toEqual({ shortUrl: code, password: LINK_PASSWORD, domain: gateHost });
  });
});
