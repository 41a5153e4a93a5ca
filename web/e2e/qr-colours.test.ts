/**
 * Chromium end-to-end: QR colours people can pick but scanners cannot read. In the link
 * editor's QR tab and in the standalone generator, a low-contrast pair (#eeeeee on white) and
 * an inverted one (white on black) bring a warning beside the colour fields (a status region
 * that describes both inputs); the code can still be downloaded. A typed colour that is not
 * one is said to be so. The generator's download of a Turkish SMS is read back with zbar:
 * the browser bundle marks non-ASCII text UTF-8 as the Node tests do (lib/qr-encode.ts). A link's
 * code downloads as SVG too (editor tab and dashboard modal), with its colours and logo, and
 * zbar reads it once Chromium has drawn it.
 * Needs the runtime from infra/local/test/global-setup.ts and a built web/dist.
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { paths, smsPayload, withQrMarker, type Link } from '@kisa/shared';
import { HEX_COLOUR_MESSAGE } from '@/lib/qr-colours';
import { apiAs, apiToken } from './support/api';
import { expectHeading, expectPath, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';
import { rasteriseSvg, savedFile, zbarRead } from './support/qr-scan';

const { at, appUrl } = runtimeUrls();

/** A 64 px logo: orange with a white square in the middle. */
function logoPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < 64 * 64; i++) {
    const [x, y] = [i % 64, Math.floor(i / 64)];
    const centre = x > 20 && x < 44 && y > 20 && y < 44;
    png.data.set(centre ? [255, 255, 255, 255] : [234, 88, 12, 255], i * 4);
  }
  return PNG.sync.write(png);
}
const WARNING_TITLE = 'This QR code may not scan';

const { openPage } = useChromium({ acceptDownloads: true });
const stamp = uniqueStamp();
const email = `qrc-${stamp}@example.com`;
const password = 'qrc-Passw0rd!';

beforeAll(async () => {
  await verifiedAccount('Işık Kılıç', email, password);
});

/** The warning beside the colour fields (inside their status region), as the page shows it. */
const warningOf = (scope: Page | Locator) => scope.getByRole('status').filter({ hasText: WARNING_TITLE });

/** Both colour inputs of a field are described by the warning (so a screen reader reads it on focus). */
async function expectDescribedByWarning(scope: Page | Locator) {
  const warningId = await warningOf(scope).locator('.alert').getAttribute('id');
  expect(warningId, 'the warning has an id').toBeTruthy();
  for (const label of ['Foreground colour', 'Background colour', 'Foreground colour (hex)', 'Background colour (hex)']) {
    const describedBy = (await scope.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' '), `${label} is described by the warning`).toContain(warningId);
  }
}

async function setHex(scope: Page | Locator, label: 'Foreground colour' | 'Background colour', value: string) {
  const input = scope.getByLabel(`${label} (hex)`, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

/** The colour of the QR canvas's top-left pixel (the quiet zone: the background colour). */
const cornerPixel = (canvas: Locator) => canvas.evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(1, 1, 1, 1).data].slice(0, 3));

describe('QR colours in Chromium', () => {
  it('the link editor warns about colours that may not scan, still downloads, and says when a colour is not one', { timeout: 120_000 }, async () => {
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/colours', shortUrl: `c${stamp}` });
    const page = await openPage();
    try {
      await signInToDashboard(page, email, password);
      await page.goto(at(paths.editTab('qr', link.id)));
      await expectHeading(page, 'QR Code Generator - Customize your QR Code');
      const canvas = page.locator('canvas[data-ready="true"]');
      await canvas.waitFor();
      expect(await warningOf(page).count(), 'no warning for black on white').toBe(0);

      // #eeeeee on white: too little contrast.
      await setHex(page, 'Foreground colour', '#eeeeee');
      await expectVisible(warningOf(page), 'the low-contrast warning');
      const lowText = await warningOf(page).innerText();
      expect(lowText).toContain('contrast is 1.1:1, and scanners need at least 3:1');
      expect(lowText).toContain('You can still download this code');
      await expectDescribedByWarning(page);

      // Warn, allow: the code still downloads.
      const downloadButton = page.getByRole('button', { name: 'Download PNG' });
      expect(await downloadButton.isEnabled(), 'Download stays enabled').toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
      expect(download.suggestedFilename()).toBe(`${link.shortUrl}.png`);

      // White on black: an inverted code, full contrast.
      await setHex(page, 'Foreground colour', '#ffffff');
      await setHex(page, 'Background colour', '#000000');
      await page.waitForFunction(
        (title) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(title) && s.textContent.includes('inverted')),
        WARNING_TITLE,
      );
      expect(await warningOf(page).innerText()).toContain('The foreground is lighter than the background');
      expect(await warningOf(page).innerText()).not.toContain('too close');

      // A typed colour that is not one: said under the field, the code keeps the last good colour.
      await page.locator('canvas[data-ready="true"]').waitFor();
      expect(await cornerPixel(canvas), 'background drawn black').toEqual([0, 0, 0]);
      await setHex(page, 'Background colour', '#12345');
      const bgHex = page.getByLabel('Background colour (hex)', { exact: true });
      await expectVisible(page.getByText(HEX_COLOUR_MESSAGE), `"${HEX_COLOUR_MESSAGE}" under the background field`);
      expect(await bgHex.getAttribute('aria-invalid'), 'hex box marked invalid').toBe('true');
      expect(await bgHex.inputValue(), 'the typed text is kept, not silently replaced').toBe('#12345');
      const errorId = await page.getByText(HEX_COLOUR_MESSAGE).getAttribute('id');
      expect((await bgHex.getAttribute('aria-describedby'))?.split(' '), 'hex box described by the message').toContain(errorId);
      expect(await cornerPixel(canvas), 'the code keeps the last good background').toEqual([0, 0, 0]);
      await bgHex.fill('#fff');
      await page.getByText(HEX_COLOUR_MESSAGE).waitFor({ state: 'detached' });
      expect(await bgHex.getAttribute('aria-invalid'), 'valid again').toBeNull();

      // White on white is both too close and (not) inverted: the same luminance is not inverted.
      await page.waitForFunction(
        (title) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(title) && s.textContent.includes('1:1')),
        WARNING_TITLE,
      );
      expect(await warningOf(page).innerText()).toContain('contrast is 1:1');

      await page.getByRole('button', { name: 'Reset colours' }).click();
      await warningOf(page).waitFor({ state: 'detached' });
      expect(await page.getByLabel('Foreground colour (hex)', { exact: true }).inputValue()).toBe('#000000');
    } finally {
      await page.context().close();
    }
  });

  it('the generator warns beside its colour fields and in the QR modal, downloads anyway, and its Turkish SMS reads right in zbar', {
    timeout: 120_000,
  }, async () => {
    const page = await openPage();
    try {
      await signInToDashboard(page, email, password);
      await page.goto(at(paths.qrCode));
      await expectHeading(page, 'QR Code Generator');
      await page.getByRole('tab', { name: 'SMS' }).click();
      const panel = page.getByRole('tabpanel', { name: 'SMS' });
      await expectVisible(panel, 'the SMS panel');
      const sms = { phone: '0532 000 00 00', message: 'Işık, yarın görüşelim mi?' };
      await panel.getByLabel('Phone Number', { exact: true }).fill(sms.phone);
      await panel.getByLabel('Message', { exact: true }).fill(sms.message);
      expect(await warningOf(panel).count(), 'no warning for the default colours').toBe(0);

      // Default colours: the download is what zbar reads back, Turkish letters intact.
      await panel.getByRole('button', { name: 'Generate' }).click();
      const dialog = page.getByRole('dialog', { name: 'QR Code' });
      await expectVisible(dialog, 'the "QR Code" modal');
      expect(await dialog.getByText(WARNING_TITLE).count(), 'no warning in the modal').toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download QR' }).click()]);
      const file = await download.path();
      const { stdout } = await promisify(execFile)('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' });
      expect(stdout, 'zbar reads the downloaded SMS code').toBe(`${smsPayload(sms)}\n`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      // #eeeeee on white: warned beside the fields and in the modal; Download QR is still there.
      await setHex(panel, 'Foreground colour', '#eeeeee');
      await expectVisible(warningOf(panel), 'the low-contrast warning in the generator');
      await expectDescribedByWarning(panel);
      await panel.getByRole('button', { name: 'Generate' }).click();
      await expectVisible(dialog, 'the "QR Code" modal with pale colours');
      await expectVisible(dialog.getByRole('alert').filter({ hasText: WARNING_TITLE }), 'the warning in the modal');
      const [pale] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download QR' }).click()]);
      expect(pale.suggestedFilename()).toBe('sms-qr-code.png');
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      await setHex(panel, 'Foreground colour', 'red');
      await expectVisible(panel.getByText(HEX_COLOUR_MESSAGE), `"${HEX_COLOUR_MESSAGE}" in the generator`);
      await expectPath(page, paths.qrCode);
    } finally {
      await page.context().close();
    }
  });

  it('a link code downloads as SVG with its colours and logo, from the editor and the dashboard, and zbar reads it', { timeout: 120_000 }, async () => {
    const token = await apiToken(email, password);
    const alias = `svg${stamp}`;
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/çay-ocağı', shortUrl: alias });
    const encoded = withQrMarker(`${appUrl}/${alias}`);
    const page = await openPage();
    try {
      await signInToDashboard(page, email, password);
      await page.goto(at(paths.editTab('qr', link.id)));
      await expectHeading(page, 'QR Code Generator - Customize your QR Code');
      await setHex(page, 'Foreground colour', '#1e3a8a');
      await setHex(page, 'Background colour', '#fef9c3');
      await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
      await page.getByRole('img', { name: 'Logo preview: logo.png' }).waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
      expect(download.suggestedFilename(), 'SVG named after the alias').toBe(`${alias}.svg`);
      const raster = join(dirname(await savedFile(download)), 'editor-svg.png');
      const svg = await rasteriseSvg(page, await savedFile(download), raster);
      expect(svg, 'the background colour').toContain('fill="#fef9c3"');
      expect(svg, 'the foreground colour').toContain('stroke="#1e3a8a"');
      expect(svg, 'the logo embedded').toMatch(/<image [^>]*href="data:image\/png;base64,/);
      expect(await zbarRead(raster), 'zbar reads the editor SVG, logo and all').toBe(encoded);
      // The raster is the SVG as drawn (800 px after 40 px of page): the logo (213 px, white in its
      // middle third) is centred on (440, 440); 90 px left of the centre is its orange.
      const drawn = PNG.sync.read(readFileSync(raster));
      const mid = (440 * drawn.width + 350) * 4;
      expect([...drawn.data.subarray(mid, mid + 3)], 'logo pixel in the SVG centre').toEqual([234, 88, 12]);

      // The dashboard's QR modal offers the SVG as well.
      await page.goto(at(paths.dashboard));
      await page.getByRole('button', { name: new RegExp(`^QR code for .*/${alias}$`) }).click();
      const dialog = page.getByRole('dialog', { name: 'QR Code' });
      await dialog.locator('canvas[data-ready="true"]').waitFor();
      const [modalSvg] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download SVG' }).click()]);
      expect(modalSvg.suggestedFilename()).toBe(`${alias}.svg`);
      const modalRaster = join(dirname(await savedFile(modalSvg)), 'dashboard-svg.png');
      expect(await rasteriseSvg(page, await savedFile(modalSvg), modalRaster), 'a 400 px code').toContain('width="400" height="400"');
      expect(await zbarRead(modalRaster), 'zbar reads the dashboard SVG').toBe(encoded);
    } finally {
      await page.context().close();
    }
  });
});
