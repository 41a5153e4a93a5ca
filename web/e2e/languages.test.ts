/**
 * Chromium end-to-end: the main flows in Turkish and English, at desktop and phone sizes. A
 * browser that asks for Turkish gets the signed-out screens in Turkish; a signed-in person
 * chooses the language in Settings → Profile and every screen switches at once (no reload),
 * `<html lang>` with it. On each screen walked in Turkish, no visible text (nor an aria-label,
 * placeholder or title) may be a catalog message's English text where Turkish has its own: a
 * string shown without a translation fails the test. axe stays clean in both languages.
 * Needs the runtime from infra/local/test/global-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EDIT_TABS, paths, type Campaign, type Link } from '@kisa/shared';
import { en } from '@kisa/shared/i18n/catalogs/en';
import { tr } from '@kisa/shared/i18n/catalogs/tr';
import { seriousViolations, waitForContent } from './support/axe';
import { apiAs, apiToken } from './support/api';
import { expectHeading, expectPath, makeAdmin, runtimeUrls, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium();

const PHONE = { width: 390, height: 844 };

/** English texts a Turkish screen must never show: messages without arguments whose Turkish differs. */
const ENGLISH_ONLY = [
  ...new Set(
    Object.entries(en)
      .filter(([key, text]) => !/[{}]/.test(text) && tr[key as keyof typeof tr] !== text)
      .map(([, text]) => text.replace(/''/g, "'").trim())
      // A single short word can be a name the page shows (a tag, a title): only sentences and multi-word labels.
      .filter((text) => text.length > 3),
  ),
];

/** Visible texts and shown attributes of the page that are English catalog texts. */
async function englishOn(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const wanted = new Set(english);
    const found = new Set<string>();
    const visible = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      // Screen-reader-only text counts: it is read to someone.
      if (text && wanted.has(text) && (visible(node.parentElement) || node.parentElement?.closest('.sr-only'))) found.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value && wanted.has(value)) found.add(`${name}="${value}"`);
      }
    }
    return [...found];
  }, ENGLISH_ONLY);
}

/** The screen is settled, in Turkish, with nothing English shown and nothing serious for axe. */
async function checkTurkish(page: Page, screen: string): Promise<void> {
  await waitForContent(page, 15_000);
  expect(await page.getAttribute('html', 'lang'), `${screen}: <html lang>`).toBe('tr');
  expect(await englishOn(page), `${screen}: texts shown in English in the Turkish screen`).toEqual([]);
  expect(await seriousViolations(page), `${screen}: axe`).toEqual([]);
}

async function signInIn(page: Page, email: string, password: string, labels: { email: string; password: string }): Promise<void> {
  await page.goto(at(paths.signin));
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByLabel(labels.password, { exact: true }).press('Enter');
  await expectPath(page, paths.dashboard);
}

describe('languages in Chromium', () => {
  it('walks sign-in, the dashboard, creating a link, analytics and settings in Turkish, chosen in Settings, then back to English (1280 px)', {
    timeout: 120_000,
  }, async () => {
    const stamp = uniqueStamp();
    const email = `dil-${stamp}@example.com`;
    const password = 'doğru at pili';
    await verifiedAccount('Işıl Çelik', email, password);
    const page = await openPage();
    await signInIn(page, email, password, { email: 'E-mail', password: 'Password' });
    expect(await page.getAttribute('html', 'lang'), 'an English browser gets English').toBe('en');

    // Settings → Profile: Türkçe; the screen switches in place (no reload: the marker survives).
    await page.goto(at(paths.settings));
    await page.evaluate(() => {
      (window as unknown as { kisaMarker: boolean }).kisaMarker = true;
    });
    await page.getByLabel('Language of screens and mails', { exact: true }).selectOption('tr');
    await page.getByRole('button', { name: 'Save language' }).click();
    await expectHeading(page, 'Ayarlar');
    expect(await page.evaluate(() => (window as unknown as { kisaMarker?: boolean }).kisaMarker), 'switched without a reload').toBe(true);
    await page.getByRole('status').filter({ hasText: 'Diliniz kaydedildi.' }).first().waitFor();
    await checkTurkish(page, 'settings');

    await page.getByRole('link', { name: 'Pano', exact: true }).click();
    await expectHeading(page, 'Hoş geldiniz, Işıl Çelik');
    await checkTurkish(page, 'the empty dashboard');

    // Create a link in Turkish: a Turkish validation message, then the link in the table.
    await page.getByRole('button', { name: 'Bağlantı oluştur' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Bağlantı Oluştur' });
    await dialog.getByLabel('Hedef URL', { exact: true }).fill('bu bir adres değil');
    await dialog.getByRole('button', { name: 'Bağlantı oluştur' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /geçersiz|Lütfen/ })
      .first()
      .waitFor();
    await checkTurkish(page, 'the create-link dialog with an error');
    await dialog.getByLabel('Hedef URL', { exact: true }).fill('https://örnek.com.tr/çay?tür=yeşil');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Çay bahçesi ☕');
    await dialog.getByRole('button', { name: 'Bağlantı oluştur' }).click();
    await page
      .getByRole('cell', { name: /Çay bahçesi/ })
      .first()
      .waitFor();
    await checkTurkish(page, 'the dashboard with a link');

    await page.getByRole('link', { name: 'Analizler', exact: true }).click();
    await expectHeading(page, 'Analizler');
    await page.getByRole('group', { name: 'Tarih aralığı' }).waitFor();
    await checkTurkish(page, 'analytics');

    // The profile keeps the language: a new session (another browser) opens in Turkish.
    const again = await openPage();
    await signInIn(again, email, password, { email: 'E-mail', password: 'Password' });
    await again.getByRole('heading', { name: 'Hoş geldiniz, Işıl Çelik' }).waitFor();
    expect(await again.getAttribute('html', 'lang')).toBe('tr');

    // And back to English.
    await page.goto(at(paths.settings));
    await page.getByLabel('Ekranların ve e-postaların dili', { exact: true }).selectOption('en');
    await page.getByRole('button', { name: 'Dili kaydet' }).click();
    await expectHeading(page, 'Settings');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('follows a Turkish browser before anyone chooses, on a phone: sign-in, the dashboard and the menu in Turkish (390 px)', { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `telefon-${stamp}@example.com`;
    const password = 'doğru at pili';
    await verifiedAccount('Ömer Şahin', email, password);
    const page = await openPage({ viewport: PHONE, locale: 'tr-TR' });
    await page.goto(at(paths.signin));
    await expectHeading(page, 'Kisa’ya giriş yapın');
    await checkTurkish(page, 'sign-in');
    // A wrong password: the API's message, shown in Turkish.
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Parola', { exact: true }).fill('yanlış parola');
    await page.getByRole('button', { name: 'Giriş yap' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'E-posta ya da parola hatalı' }).waitFor();
    await signInIn(page, email, password, { email: 'E-posta', password: 'Parola' });
    await expectHeading(page, 'Hoş geldiniz, Ömer Şahin');
    await checkTurkish(page, 'the phone dashboard');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('link', { name: 'Ayarlar', exact: true }).waitFor();
    await checkTurkish(page, 'the phone menu');
  });

  it('shows every other screen in Turkish: the link editor’s tabs, campaigns, imports, settings and administration (1280 px)', {
    timeout: 240_000,
  }, async () => {
    const stamp = uniqueStamp();
    const email = `ekran-${stamp}@example.com`;
    const password = 'doğru at pili';
    await verifiedAccount('Ece Yılmaz', email, password);
    await makeAdmin(email);
    const token = await apiToken(email, password);
    await apiAs(token, 'PATCH', '/api/me', { locale: 'tr' });
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://örnek.com.tr/kış', title: 'Kış kampanyası ❄' });
    const campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: `Bahar ${stamp}` });
    await apiAs(token, 'POST', '/api/tags', { name: `İndirim ${stamp}` });
    // Something in the moderation queue: a report of the link, with a reason the queue names.
    await apiAs(token, 'POST', '/api/public/reports', { link: link.shortUrl, reason: 'spam', details: 'Deneme şikâyeti' });

    const page = await openPage();
    await page.goto(at(paths.signin));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // An administrator lands on the admin dashboard.
    await expectPath(page, paths.adminDashboard);
    const screens: [string, string][] = [
      ...EDIT_TABS.map((tab): [string, string] => [`the link editor's ${tab} tab`, paths.editTab(tab, link.id)]),
      ['the link insight', paths.insight(link.id)],
      ['the QR code generator', paths.qrCode],
      ['bulk links', paths.bulk],
      ['campaigns', paths.campaigns],
      ['a campaign', paths.campaign(campaign.id)],
      ['the live view', paths.live],
      ['imports', paths.imports],
      ['tags', paths.tags],
      ['domains', paths.domains],
      ['webhooks', paths.webhooks],
      ['alerts', paths.alerts],
      ['reports', paths.reports],
      ['shared dashboards', paths.shares],
      ['link health', paths.linkHealth],
      ['security', paths.security],
      ['the team', paths.team],
      ['the plan', paths.plan],
      ['the audit log', paths.audit],
      ['single sign-on', paths.singleSignOn],
      ['the admin dashboard', paths.adminDashboard],
      ['moderation', paths.adminModeration],
    ];
    for (const [screen, path] of screens) {
      await page.goto(at(path));
      await page.locator('h1').first().waitFor();
      await checkTurkish(page, screen);
    }
  });
});
