/**
 * Chromium end-to-end: the standalone QR generator (/e/qr-code). A verified user signs in,
 * is refused a vCard without a first name (nothing generated, a hint instead), generates one
 * for a non-ASCII name, downloads vcard-qr-code.png and decodes it back to the vCard payload;
 * then the same for an e-mail code. Wi-Fi and URL codes in Turkish and emoji are downloaded as
 * PNG and SVG and read by zbar (the SVG drawn by Chromium first); more text than a code holds
 * is answered with the limit at the chosen error correction, never a network error. Needs the
 * runtime from infra/local/test/global-setup.ts
 * and a built web/dist. Set QR_E2E_SCREENSHOTS=<dir> to keep screenshots of each step.
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  emailPayload,
  emptyQrFields,
  MSG,
  paths,
  QR_GENERATOR_SIZE,
  urlPayload,
  vcardPayload,
  wifiPayload,
  type VCardFields,
  type WifiFields,
} from '@kisa/shared';
import { expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';
import { rasteriseSvg, savedFile, zbarRead } from './support/qr-scan';

const { at } = runtimeUrls();

const shotsDir = process.env.QR_E2E_SCREENSHOTS;

const { signedInPage } = useChromium({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/** Decodes a QR PNG file with jsQR: its size and the text it holds. */
function decodePng(file: string) {
  const png = PNG.sync.read(readFileSync(file));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { width: png.width, height: png.height, text: code?.data ?? null };
}

/** Clicks Download QR in the open modal; returns the suggested file name and what it decodes to. */
async function downloadQr(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'QR Code' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download QR' }).click()]);
  const file = await download.path();
  if (!file) throw new Error(`expected the download ${download.suggestedFilename()} to be saved (${await download.failure()})`);
  return { name: download.suggestedFilename(), ...decodePng(file) };
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

describe('QR generator in Chromium', () => {
  const stamp = uniqueStamp();
  const email = `qr-${stamp}@example.com`;
  const password = 'qr-Passw0rd!';

  it('refuses an empty required field, then generates, downloads and decodes vCard and e-mail codes', { timeout: 120_000 }, async () => {
    const page = await signedInPage('Şükrü Çağlar', email, password);
    try {
      if (process.env.QR_E2E_DEBUG) page.on('console', (m) => console.log('[browser]', m.type(), m.text()));
      if (process.env.QR_E2E_DEBUG) page.on('pageerror', (e) => console.log('[pageerror]', e.message));

      await page.goto(at(paths.qrCode));
      await expectVisible(page.getByRole('heading', { name: 'QR Code Generator' }), 'the heading "QR Code Generator"');

      // Pills: a tablist, vCard selected by default, arrow keys / Home / End move the selection.
      const tabs = page.getByRole('tablist', { name: 'QR code type' }).getByRole('tab');
      expect(await tabs.allInnerTexts(), 'pills').toEqual(['vCard', 'Free Text', 'SMS', 'E-mail', 'Phone', 'URL', 'Wi-Fi']);
      const vcardTab = page.getByRole('tab', { name: 'vCard' });
      expect(await vcardTab.getAttribute('aria-selected'), 'vCard selected by default').toBe('true');
      await vcardTab.focus();
      await page.keyboard.press('ArrowRight');
      expect(await activeId(page), 'ArrowRight focuses Free Text').toBe('qr-tab-text');
      expect(await page.getByRole('tab', { name: 'Free Text' }).getAttribute('aria-selected'), 'ArrowRight selects Free Text').toBe('true');
      await expectVisible(page.getByRole('tabpanel', { name: 'Free Text' }).getByLabel('Text', { exact: true }), 'the Free Text field');
      await page.keyboard.press('End');
      expect(await activeId(page), 'End focuses Wi-Fi').toBe('qr-tab-wifi');
      await page.keyboard.press('ArrowRight');
      expect(await activeId(page), 'ArrowRight wraps to vCard').toBe('qr-tab-vcard');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Home');
      expect(await activeId(page), 'Home focuses vCard').toBe('qr-tab-vcard');
      expect(await vcardTab.getAttribute('aria-selected'), 'vCard selected again').toBe('true');

      const panel = page.getByRole('tabpanel', { name: 'vCard' });
      const labels = ['First Name', 'Last Name', 'Mobile Phone', 'Work Phone', 'E-mail', 'Company', 'Job', 'Address', 'City', 'State', 'Country', 'Website'];
      for (const label of labels) expect(await panel.getByLabel(label, { exact: true }).count(), `one vCard field labelled ${label}`).toBe(1);
      await shot(page, '1-vcard-form');

      // Empty first name: nothing is generated; a hint says what is missing and the field gets focus.
      const generate = panel.getByRole('button', { name: 'Generate' });
      await panel.getByLabel('Last Name', { exact: true }).fill('Çağlar');
      await generate.click();
      await expectVisible(panel.getByRole('status').filter({ hasText: 'Please enter a first name' }), 'the hint "Please enter a first name…"');
      expect(await page.getByRole('dialog').count(), 'no QR modal without a first name').toBe(0);
      expect(await activeId(page), 'First Name focused').toBe('qr-vcard-firstName');
      expect(await panel.getByLabel('First Name', { exact: true }).getAttribute('aria-invalid'), 'First Name marked invalid').toBe('true');
      await shot(page, '2-vcard-hint');

      // A full vCard with non-ASCII text and characters that need escaping.
      const card: VCardFields = {
        ...emptyQrFields('vcard'),
        firstName: 'Şükrü',
        lastName: 'Çağlar',
        mobilePhone: '+90 532 000 00 00',
        email: 'sukru@example.com',
        company: 'Zoë & Co; Ltd',
        job: 'Baş Mühendis',
        city: 'İstanbul',
        country: 'Türkiye',
        website: 'kisa.example.com',
      };
      const byLabel: Record<string, keyof VCardFields> = {
        'First Name': 'firstName',
        'Mobile Phone': 'mobilePhone',
        'E-mail': 'email',
        Company: 'company',
        Job: 'job',
        City: 'city',
        Country: 'country',
        Website: 'website',
      };
      for (const [label, key] of Object.entries(byLabel)) await panel.getByLabel(label, { exact: true }).fill(card[key]);
      expect(await panel.getByRole('status').filter({ hasText: 'Please enter a first name' }).count(), 'hint gone once the first name is there').toBe(0);
      await generate.click();

      const dialog = page.getByRole('dialog', { name: 'QR Code' });
      await expectVisible(dialog, 'the "QR Code" modal');
      const img = dialog.getByRole('img');
      await expectVisible(img, 'the QR image');
      await page.waitForFunction(() => (document.querySelector('[role="dialog"] img') as HTMLImageElement | null)?.complete === true);
      expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]), 'QR image is 400 px').toEqual([
        QR_GENERATOR_SIZE,
        QR_GENERATOR_SIZE,
      ]);
      expect(await dialog.getByRole('button', { name: 'Close' }).count(), 'Close buttons (footer + header ×)').toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Download QR focused on open').toBe('Download QR');
      await shot(page, '3-vcard-modal');

      const vcard = await downloadQr(page);
      expect(vcard.name, 'download file name').toBe('vcard-qr-code.png');
      expect([vcard.width, vcard.height], 'downloaded PNG size').toEqual([QR_GENERATOR_SIZE, QR_GENERATOR_SIZE]);
      expect(vcard.text, 'the downloaded vCard QR decodes to the vCard payload').toBe(vcardPayload(card));

      // Focus stays inside the modal (Tab wraps); Escape closes it and focus returns to Generate.
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), 'focus trapped in the modal').toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Generate', undefined, { timeout: 2000 }).catch(() => {});
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim().slice(0, 40)), 'focus back on Generate').toBe('Generate');

      // E-mail, by keyboard: at least one of address, subject, message.
      await vcardTab.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      const mailPanel = page.getByRole('tabpanel', { name: 'E-mail' });
      await expectVisible(mailPanel, 'the E-mail panel');
      await mailPanel.getByRole('button', { name: 'Generate' }).click();
      await expectVisible(mailPanel.getByRole('status').filter({ hasText: 'e-mail address, a subject or a message' }), 'the e-mail hint');
      expect(await page.getByRole('dialog').count(), 'no QR modal for an empty e-mail').toBe(0);

      const mail = { address: 'zoe@example.com', subject: 'Çay & simit?', message: 'Yarın 10:00\nOlur mu, Zoë?' };
      await mailPanel.getByLabel('E-mail Address', { exact: true }).fill(mail.address);
      await mailPanel.getByLabel('Subject', { exact: true }).fill(mail.subject);
      await mailPanel.getByLabel('Message', { exact: true }).fill(mail.message);
      await mailPanel.getByLabel('Message', { exact: true }).focus();
      // Tab on past the colour fields (picker and hex box, foreground then background) and the error correction to Generate.
      const tabbed: string[] = [];
      for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== 'Generate'; i++) {
        await page.keyboard.press('Tab');
        tabbed.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? ''));
      }
      expect(tabbed.length, `Tab reaches Generate after the colour fields and error correction (passed ${JSON.stringify(tabbed)})`).toBe(6);
      await page.keyboard.press('Enter');
      await expectVisible(dialog, 'the "QR Code" modal for the e-mail');
      await shot(page, '4-email-modal');
      const emailQr = await downloadQr(page);
      expect(emailQr.name, 'e-mail download file name').toBe('email-qr-code.png');
      expect(emailQr.text, 'the e-mail QR decodes to the mailto: payload').toBe(emailPayload(mail));
      expect(emailQr.text, 'mailto: with URL-encoded subject and body').toBe(
        'mailto:zoe@example.com?subject=%C3%87ay%20%26%20simit%3F&body=Yar%C4%B1n%2010%3A00%0D%0AOlur%20mu%2C%20Zo%C3%AB%3F',
      );

      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      if (shotsDir) {
        // Narrow screens: one column, the modal as a bottom sheet.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(400); // the sidebar slides away
        await shot(page, '5-email-mobile');
        await mailPanel.getByRole('button', { name: 'Generate' }).click();
        await expectVisible(dialog, 'the "QR Code" modal on a narrow screen');
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(shotsDir, '6-modal-mobile.png') });
      }
    } finally {
      await page.context().close();
    }
  });

  /** Downloads the open modal's PNG and SVG; answers what zbar reads from each (the SVG drawn by Chromium). */
  let n = 0;
  async function scanBoth(page: Page, expectedName: string, svgWidth = 800) {
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download QR' }).click()]);
    expect(png.suggestedFilename(), 'PNG download name').toBe(`${expectedName}.png`);
    const [svg] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download SVG' }).click()]);
    expect(svg.suggestedFilename(), 'SVG download name').toBe(`${expectedName}.svg`);
    const raster = join(dirname(await savedFile(svg)), `svg-raster-${n++}.png`);
    await rasteriseSvg(page, await savedFile(svg), raster, svgWidth);
    return { png: await zbarRead(await savedFile(png)), svg: await zbarRead(raster) };
  }

  async function closeModal(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('makes Wi-Fi and URL codes zbar reads from the PNG and the SVG', { timeout: 180_000 }, async () => {
    const page = await signedInPage('Işık Kılıç', `qr2-${stamp}@example.com`, password);
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    // What the page sends while codes are made: a network's password must never leave the browser.
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''}`));
    try {
      await page.goto(at(paths.qrCode));
      await page.getByRole('tab', { name: 'Wi-Fi' }).click();
      const wifi = page.getByRole('tabpanel', { name: 'Wi-Fi' });
      const generate = wifi.getByRole('button', { name: 'Generate' });

      // No network name: nothing generated, the hint says so.
      await generate.click();
      await expectVisible(wifi.getByRole('status').filter({ hasText: MSG.qrWifiSsidRequired }), 'the network name hint');
      expect(await page.getByRole('dialog').count(), 'no QR modal without a network name').toBe(0);

      // WPA/WPA2, hidden, every character the format escapes, Turkish and emoji.
      const network: WifiFields = { ssid: 'Kafe "Işık"; ☕:2', password: 'şifre,1;2:3\\🔑', security: 'WPA', hidden: true };
      await wifi.getByLabel('Network Name (SSID)', { exact: true }).fill(network.ssid);
      await wifi.getByLabel('Password', { exact: true }).fill(network.password);
      expect(await wifi.getByLabel('Security', { exact: true }).inputValue(), 'WPA/WPA2 by default').toBe('WPA');
      await wifi.getByLabel('Hidden network (its name is not broadcast)').check();
      await generate.click();
      await expectVisible(dialog, 'the Wi-Fi QR modal');
      const hidden = await scanBoth(page, 'wifi-qr-code');
      expect(hidden.png, 'zbar reads the Wi-Fi PNG').toBe(wifiPayload(network));
      expect(hidden.svg, 'zbar reads the Wi-Fi SVG').toBe(wifiPayload(network));
      expect(hidden.png).toBe('WIFI:T:WPA;S:Kafe \\"Işık\\"\\; ☕\\:2;P:şifre\\,1\\;2\\:3\\\\🔑;H:true;;');
      await closeModal(page);

      // An open network has no password field and no P: in its code.
      await wifi.getByLabel('Security', { exact: true }).selectOption('nopass');
      expect(await wifi.getByLabel('Password', { exact: true }).count(), 'no password field for an open network').toBe(0);
      await generate.click();
      await expectVisible(dialog, 'the open-network QR modal');
      const open = await scanBoth(page, 'wifi-qr-code');
      expect(open.png, 'open network code').toBe(wifiPayload({ ...network, security: 'nopass' }));
      expect(open.svg).toBe(open.png);
      await closeModal(page);
      const leaks = sent.filter((r) => r.includes('şifre') || r.includes(encodeURIComponent('şifre')) || r.includes('Kafe'));
      expect(leaks, 'requests holding the network name or password').toEqual([]);

      // URL: a Turkish host and path with an emoji, encoded as the browser's href.
      await page.getByRole('tab', { name: 'URL' }).click();
      const urlPanel = page.getByRole('tabpanel', { name: 'URL' });
      const url = { url: 'örnek.com.tr/ağ?q=şişe&e=👋' };
      await urlPanel.getByRole('textbox', { name: 'URL', exact: true }).fill(url.url);
      await urlPanel.getByRole('button', { name: 'Generate' }).click();
      await expectVisible(dialog, 'the URL QR modal');
      const link = await scanBoth(page, 'url-qr-code');
      expect(link.png, 'zbar reads the URL PNG').toBe(urlPayload(url));
      expect(link.png).toBe('https://xn--rnek-4qa.com.tr/a%C4%9F?q=%C5%9Fi%C5%9Fe&e=%F0%9F%91%8B');
      expect(link.svg, 'zbar reads the URL SVG').toBe(link.png);
      await closeModal(page);
    } finally {
      await page.context().close();
    }
  });

  it('says how much a code holds at the chosen error correction when the text is too long, never a network error', { timeout: 120_000 }, async () => {
    const page = await signedInPage('Zoë Öztürk', `qr3-${stamp}@example.com`, password);
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    try {
      await page.goto(at(paths.qrCode));

      // 3,000 characters at level H: the limit, before anything is drawn, never "check your connection".
      await page.getByRole('tab', { name: 'Free Text' }).click();
      const textPanel = page.getByRole('tabpanel', { name: 'Free Text' });
      const long = Array.from({ length: 3000 }, (_, i) => 'Kisa QR '[i % 8]).join('');
      await textPanel.getByLabel('Text', { exact: true }).fill(long);
      await textPanel.getByRole('button', { name: 'Generate' }).click();
      const atH = MSG.qrTooLong({ limit: 1273, used: 3000, unit: 'characters', level: 'H' });
      await expectVisible(textPanel.getByRole('status').filter({ hasText: atH }), `the limit at H: "${atH}"`);
      expect(await page.getByRole('dialog').count(), 'no QR modal for 3,000 characters at H').toBe(0);
      expect(await page.getByText('check your connection').count(), 'no network error').toBe(0);
      expect(await textPanel.getByLabel('Text', { exact: true }).getAttribute('aria-invalid'), 'the text marked invalid').toBe('true');

      // The lowest level holds 2,953: the hint follows the choice and the text.
      await textPanel.getByLabel('Error correction', { exact: true }).selectOption('L');
      const atL = MSG.qrTooLong({ limit: 2953, used: 3000, unit: 'characters', level: 'L' });
      await expectVisible(textPanel.getByRole('status').filter({ hasText: atL }), `the limit at L: "${atL}"`);
      await textPanel.getByLabel('Text', { exact: true }).fill(long.slice(0, 2900));
      await textPanel.getByRole('status').filter({ hasText: 'holds at most' }).waitFor({ state: 'detached' });
      await textPanel.getByRole('button', { name: 'Generate' }).click();
      await expectVisible(dialog, 'the QR modal for 2,900 characters at L');
      // A version-40 code: the vector drawn large reads back whole.
      const [svg] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download SVG' }).click()]);
      const raster = join(dirname(await savedFile(svg)), 'svg-raster-long.png');
      await rasteriseSvg(page, await savedFile(svg), raster, 1600);
      expect(await zbarRead(raster), 'zbar reads the 2,900-character SVG').toBe(long.slice(0, 2900));
      await closeModal(page);
    } finally {
      await page.context().close();
    }
  });
});
