/**
 * Chromium end-to-end: the Domains screen (Settings → Domains) against the local
 * runtime. An owner reaches it from Settings by keyboard, is told what a branded domain is,
 * adds one (a bad host refused first with the shared rule's message), sees it pending with the
 * DNS records to create and copies one; the test publishes those records in the test DNS
 * server's zone, Check now verifies it; the owner sets its root URL (a bad app-links file refused
 * with the server's message), makes it the default (a new link goes on it), is refused removal
 * while that link is on it (the server's message), and removes it once the link is deleted. A member of the team sees it read-only. axe finds no
 * serious violation on the screen, and it fits a 390 px phone.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { MSG, paths, type Domain, type DomainList, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectFits, expectStatus, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium } from './support/browser';
import { publishDns } from './support/dns';
import { openSettingsTab } from './support/settings-tabs';
import { addTeamMember } from './support/team';

const { at, runtime } = runtimeUrls();
const PHONE = { width: 390, height: 844 };
const { openPage, signedInPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

/** The team's domain as the API answers it now. */
async function domainOf(token: string, host: string): Promise<Domain | undefined> {
  return (await apiAs<DomainList>(token, 'GET', '/api/domains')).items.find((d) => d.host === host);
}

/** A card's status badge reads `status`. */
async function expectStatusBadge(card: Locator, status: string): Promise<void> {
  await expectVisible(card.locator('.status-pill').filter({ hasText: status }), `the status ${status}`, 15_000);
}

describe('the Domains screen in Chromium', () => {
  const stamp = uniqueStamp();
  const password = 'domains-Passw0rd';

  it('owner: adds a domain, publishes its records, checks it verified, sets it up, makes it default and removes it; a member sees it read-only', {
    timeout: 180_000,
  }, async () => {
    const ownerEmail = `dora-${stamp}@example.com`;
    const page = await signedInPage('Dora Domains', ownerEmail, password);
    const token = await apiToken(ownerEmail, password);

    // From Settings, by keyboard: the Domains tab.
    await openSettingsTab(page, 'Domains', paths.domains);

    // Nothing yet: what a branded domain is, and the platform's domain always there.
    await expectVisible(page.getByText('No branded domains yet'), 'the empty state');
    const platformHost = new URL(runtime.appUrl).hostname;
    const platform = page.locator(`li[data-domain="${platformHost}"]`);
    await expectVisible(platform.getByText('Always available'), 'the platform domain, always available');
    await expectVisible(platform.locator('.domain-card__default'), 'the platform domain as the default');

    // A bad host is refused before anything is sent, with the shared rule's message.
    const field = page.getByLabel('Domain', { exact: true });
    await field.fill(`go-${stamp}.acme.test/spring`);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expectVisible(page.getByText(MSG.domainInvalid), 'the invalid-domain message');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((e) => e === document.activeElement), 'the field is focused').toBe(true);
    expect(await domainOf(token, `go-${stamp}.acme.test`), 'nothing added').toBeUndefined();

    // Added as typed (capitals, a scheme): pending, with its records, the focus on it.
    const host = `go-${stamp}.acme.test`;
    await field.fill(`https://GO-${stamp}.Acme.test/`);
    expect(await field.getAttribute('aria-invalid'), 'a changed field drops its error').toBeNull();
    await field.press('Enter');
    const card = page.locator(`li[data-domain="${host}"]`);
    await expectVisible(card, 'the new domain');
    await expectStatusBadge(card, 'Pending');
    await expectStatus(page, 'has been added');
    expect(await page.evaluate(() => document.activeElement?.textContent), 'the focus on the new domain').toBe(host);
    const added = await domainOf(token, host);
    if (!added) throw new Error(`expected ${host} among the team's domains`);
    const txt = added.records.find((r) => r.type === 'TXT')!;
    const cname = added.records.find((r) => r.type === 'CNAME')!;
    const records = card.getByRole('table', { name: `DNS records for ${host}` });
    const txtRow = records.getByRole('row').filter({ hasText: txt.value });
    const cnameRow = records
      .getByRole('row')
      .filter({ hasText: `${cname.name}` })
      .filter({ hasText: 'CNAME' });
    await expectVisible(txtRow.getByText(txt.name, { exact: true }), 'the TXT record name');
    await expectVisible(txtRow.getByText('Not found'), 'the TXT record not found yet');
    await expectVisible(cnameRow.getByText(cname.value, { exact: true }), 'the CNAME target');
    // Nothing published yet: the reason says so, naming both names (not "DNS did not answer").
    await expectVisible(card.getByText(MSG.domainNoRecords(host, txt.name), { exact: false }), 'the reason it is pending');
    await expectVisible(card.getByText(/Checked (just now|\d+ seconds? ago)/), 'when it was checked');
    await expectVisible(card.getByText(/at a zone's apex/i), 'the apex hint');
    // Make default waits for the verification, and says why.
    const makeDefault = card.getByRole('button', { name: `Make default: ${host}` });
    expect(await makeDefault.getAttribute('aria-disabled')).toBe('true');
    await expectVisible(card.getByText('Only a verified domain can be the default'), 'why it cannot be the default yet');

    // Copy the TXT value: on the clipboard, said in the toast region.
    await txtRow.getByRole('button', { name: "Copy the TXT record's value" }).click();
    await expectStatus(page, "The TXT record's value has been copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'the clipboard').toBe(txt.value);

    await expectAccessible(page, 'the Domains screen with a pending domain');

    // The records at the "DNS provider", then Check now: verified.
    publishDns(txt.name, { TXT: [txt.value] });
    publishDns(cname.name, { CNAME: cname.value });
    await card.getByRole('button', { name: `Check now: ${host}` }).click();
    await expectStatusBadge(card, 'Verified');
    await expectStatus(page, `${host} is verified`);
    expect((await domainOf(token, host))?.status).toBe('verified');
    // Verified: the records fold away, still one press from view, each found.
    const recordsToggle = card.getByRole('button', { name: `DNS records for ${host}` });
    expect(await recordsToggle.getAttribute('aria-expanded')).toBe('false');
    await recordsToggle.click();
    expect(await records.getByText('Found', { exact: true }).count(), 'both records found').toBe(2);

    // Settings: a root URL; a broken app-links file refused first, with the server's message.
    await card.getByRole('button', { name: `Settings of ${host}` }).click();
    const settings = card.getByRole('form', { name: `Settings of ${host}` });
    await settings.getByLabel('Root redirect URL').fill('acme.example/home');
    const aasa = settings.getByLabel('apple-app-site-association');
    await aasa.fill('{"applinks":');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expectVisible(settings.getByText(MSG.domainFileNotJson), 'the not-JSON message');
    expect(await aasa.evaluate((e) => e === document.activeElement), 'the bad field is focused').toBe(true);
    expect(await aasa.getAttribute('aria-invalid')).toBe('true');
    expect(await aasa.getAttribute('aria-describedby'), 'the message is tied to the field').toMatch(/error/);
    await expectAccessible(page, 'the Domains screen, settings with an error');
    await aasa.fill('');
    // Google's file is an array of statements: an object is refused saying so.
    const assetLinks = settings.getByLabel('assetlinks.json');
    await assetLinks.fill('{"relation":["delegate_permission/common.handle_all_urls"]}');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expectVisible(settings.getByText(MSG.assetLinksNotArray), 'the assetlinks message asking for an array');
    await assetLinks.fill('');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expectStatus(page, `The settings of ${host} have been saved.`);
    expect((await domainOf(token, host))?.rootUrl).toBe('https://acme.example/home');
    expect(await settings.getByLabel('Root redirect URL').inputValue(), 'the field shows what was stored').toBe('https://acme.example/home');

    // The default domain.
    expect(await makeDefault.getAttribute('aria-disabled')).toBeNull();
    await makeDefault.click();
    await expectVisible(card.locator('.domain-card__default'), 'the Default badge on the domain');
    await expectVisible(card.getByRole('button', { name: `Unset default: ${host}` }), 'Unset default');
    expect(await platform.locator('.domain-card__default').count(), 'the platform domain is no longer the default').toBe(0);
    expect((await domainOf(token, host))?.isDefault).toBe(true);

    // A member of the team: the same domain, nothing to change.
    const memberEmail = `mila-${stamp}@example.com`;
    await addTeamMember(token, 'Mila Member', memberEmail, password);
    const member = await openPage();
    await signInToDashboard(member, memberEmail, password);
    await member.goto(at(paths.domains));
    await waitForContent(member);
    const seen = member.locator(`li[data-domain="${host}"]`);
    await expectStatusBadge(seen, 'Verified');
    await expectVisible(member.getByText('Only team owners and admins can add, check, change or remove domains.'), 'the read-only note');
    expect(await member.getByRole('button', { name: /Add domain|Check now|Make default|Unset default|Remove/ }).count(), 'no owner actions').toBe(0);
    await seen.getByRole('button', { name: `Settings of ${host} (read-only)` }).click();
    await expectVisible(seen.getByText('https://acme.example/home'), 'the root URL, read-only');
    expect(await seen.getByRole('textbox').count(), 'no fields').toBe(0);

    // A link on it (new links go on the default domain): removal says what happens, and the
    // server's refusal while the link is there stays in the dialog.
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/spring', shortUrl: `spring-${stamp}` });
    expect(link.domain, 'a new link goes on the default domain').toBe(host);
    const remove = card.getByRole('button', { name: `Remove ${host}` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove ${host}?` });
    await expectVisible(dialog.getByText(`Kisa stops serving and checking ${host}`), 'what removing does');
    await expectVisible(dialog.getByText(`new links will go on ${platformHost} instead`), 'the default going back to the platform');
    await expectVisible(dialog.getByText('It still has 1 link.'), 'the link on it, counted afresh');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((e) => e === document.activeElement), 'the focus in the dialog').toBe(true);
    await expectAccessible(page, 'the Domains screen, removal dialog');
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: MSG.domainHasLinks(1) }), "the server's refusal");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((e) => e === document.activeElement), 'the focus back on Remove').toBe(true);
    await expectVisible(card.getByText('1 link', { exact: true }), 'the link counted on the card');

    // Without links, it goes.
    await apiAs(token, 'DELETE', `/api/links/${link.id}`);
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    await expectStatus(page, `${host} has been removed.`);
    expect(await domainOf(token, host), 'gone from the API').toBeUndefined();
    await expectVisible(page.getByText('No branded domains yet'), 'the empty state again');
    await expectVisible(platform.locator('.domain-card__default'), 'the platform domain the default again');
    await page.waitForFunction(() => document.activeElement?.id === 'domains-title');
  });

  it('fits a 390 px phone, records and settings open', { timeout: 120_000 }, async () => {
    const email = `pia-${stamp}@example.com`;
    const page = await signedInPage('Pia Phone', email, password, { viewport: PHONE });
    const token = await apiToken(email, password);
    const host = `links.phone-${stamp}.example.test`;
    await apiAs(token, 'POST', '/api/domains', { host });
    await page.goto(at(paths.domains));
    await waitForContent(page);
    const card = page.locator(`li[data-domain="${host}"]`);
    await expectVisible(card.getByRole('table', { name: `DNS records for ${host}` }), 'the records');
    await expectFits(page, 'the Domains screen');
    await card.getByRole('button', { name: `Settings of ${host}` }).click();
    await expectVisible(card.getByLabel('assetlinks.json'), 'the settings');
    await expectFits(page, 'the Domains screen, settings open');
    for (const name of [`Check now: ${host}`, `Remove ${host}`, "Copy the TXT record's value"]) {
      const box = await card.getByRole('button', { name }).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} inside the screen (${JSON.stringify(box)})`).toBe(true);
    }
  });
});
