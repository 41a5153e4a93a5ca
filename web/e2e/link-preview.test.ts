/**
 * Chromium end-to-end: the link editor's Social Preview tab against the local runtime —
 * a wrong file (type, size, a text file named .png) refused with the server's messages before anything is uploaded, an image chosen
 * with the file input and then replaced by one dropped on the zone (uploaded straight to the S3
 * emulator through the presigned URL, with progress), a title and description in Turkish with
 * emoji shown on the card, search engines allowed, saved; then the short link as Slack's unfurler
 * fetches it: its Open Graph tags, the image served under /previews/…, no noindex. The tab at a
 * phone's width.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths, PREVIEW_IMAGE_MAX_BYTES, PREVIEW_MSG, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';
import { openEditorTab } from './support/editor';

const { appUrl, at } = runtimeUrls();
const password = 'preview-Passw0rd';
const TARGET = 'https://example.com/kampanya?ref=kisa';
const TITLE = 'Yaz indirimi başladı ☀️ "%50" & daha fazlası';
const DESCRIPTION = 'Çarşamba’ya kadar tüm ürünlerde geçerli. İyi alışverişler! 🛍️';
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const { signedInPage } = useChromium();

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** Drops a file on the image zone as a drag from the desktop would. */
async function dropFile(page: Page, name: string, base64: string, type: string) {
  await page.evaluate(
    ({ name, base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type }));
      const zone = document.querySelector('.drop-zone')!;
      for (const kind of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name, base64, type },
  );
}

async function cardImage(page: Page): Promise<string | null> {
  return page.getByTestId('social-card').getByRole('img').getAttribute('src');
}

describe('the Social Preview tab in Chromium', () => {
  const stamp = uniqueStamp();

  it('uploads an image, saves a Turkish title and description, and Slack’s unfurler gets the tags', { timeout: 180_000 }, async () => {
    const email = `preview-${stamp}@example.com`;
    const page = await signedInPage('Önizleme Kullanıcısı', email, password);
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: TARGET, shortUrl: `pv-${stamp}`, title: 'Yaz' });

    await openEditorTab(page, link.id, 'Social Preview', 'preview');
    await expectVisible(page.getByTestId('social-card').getByText('No image', { exact: true }), 'the card without an image');

    // Refused before any upload, with the server's messages.
    const input = page.getByLabel('Image', { exact: true });
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expectAlert(page, PREVIEW_MSG.imageType);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(PREVIEW_IMAGE_MAX_BYTES + 1) });
    await expectAlert(page, PREVIEW_MSG.imageTooLarge);
    // A text file named .png is no image: refused at once, nothing said "uploaded".
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Toplantı notları: yarın 10:00 — çay ☕') });
    await expectAlert(page, PREVIEW_MSG.fileNotImage);
    expect(await page.getByRole('status').filter({ hasText: 'uploaded' }).count(), 'no "uploaded" for a file that is no image').toBe(0);

    // Chosen with the file input: uploaded to the bucket, the card shows it from /previews/….
    await input.setInputFiles({ name: 'yaz.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expectStatus(page, 'yaz.png uploaded. Save to use it.');
    const first = await cardImage(page);
    expect(first, 'the card image after the upload').toMatch(new RegExp(`^${appUrl}/previews/[0-9a-f-]+/${link.id}/[0-9a-f-]+\\.png$`));
    // Replaced by a drop on the zone.
    await dropFile(page, 'dropped.png', PNG, 'image/png');
    await expectStatus(page, 'dropped.png uploaded. Save to use it.');
    const image = (await cardImage(page))!;
    expect(image, 'a new name for the dropped image').not.toBe(first);

    await page.getByLabel('Preview title', { exact: true }).fill(TITLE);
    await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
    const card = page.getByTestId('social-card');
    await expectVisible(card.getByText(TITLE, { exact: true }), 'the title on the card');
    await expectVisible(card.getByText(DESCRIPTION, { exact: true }), 'the description on the card');
    await page.getByLabel('Allow search engines to index this link', { exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStatus(page, MSG.linkSaved);

    const saved = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect({ preview: saved.preview, indexable: saved.indexable }).toEqual({ preview: { title: TITLE, description: DESCRIPTION, image }, indexable: true });

    // Slack's unfurler: the page with the tags (the redirect's cache shows the edit within 5 s).
    let html = '';
    await expect
      .poll(
        async () => {
          const res = await fetch(`${appUrl}/${link.shortUrl}`, { headers: { 'user-agent': SLACKBOT }, redirect: 'manual' });
          html = await res.text();
          return { status: res.status, robots: res.headers.get('x-robots-tag') };
        },
        { timeout: 10_000 },
      )
      .toEqual({ status: 200, robots: null });
    for (const tag of [
      `<meta property="og:title" content="${escapeHtml(TITLE)}">`,
      `<meta property="og:description" content="${escapeHtml(DESCRIPTION)}">`,
      `<meta property="og:image" content="${image}">`,
      `<meta property="og:url" content="${appUrl}/${link.shortUrl}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    ]) {
      expect(html, tag).toContain(tag);
    }
    const served = await fetch(image, { headers: { 'user-agent': 'Slack-ImgProxy (+https://api.slack.com/robots)' } });
    expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    // A person still goes straight to the destination.
    const person = await fetch(`${appUrl}/${link.shortUrl}`, { redirect: 'manual' });
    expect(person.status).toBe(302);

    // At a phone's width: the saved preview, nothing past the edge.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(at(paths.editTab('preview', link.id)));
    await expectVisible(phone.getByTestId('social-card').getByText(TITLE, { exact: true }), 'the saved title on the card at 390 px');
    expect(await phone.getByLabel('Allow search engines to index this link', { exact: true }).isChecked()).toBe(true);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
    await phone.close();
  });
});
