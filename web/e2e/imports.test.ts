/**
 * Chromium end-to-end: Settings → Import against the local runtime. An owner opens the Import
 * tab by keyboard, is refused a file over 5 MB before anything is sent, chooses the file source,
 * uploads a CSV (a Turkish and an Arabic title, a code another link holds, a destination that is
 * not a URL, and enough links that the writing takes a while), sees the preview's counts and the
 * row of the file's links without a domain, starts, follows the progress bar to the report, and
 * downloads the mapping file (its rows read back); the past imports list holds it. The same at a
 * 390 px phone: nothing sticks out sideways and every control is reachable. Then a Bitly account
 * (the stand-in on loopback, IMPORT_ALLOW_HOSTS): token and API URL through the form to the
 * preview — a refused token first (the import fails at once; Start again finds the form as it was
 * left), then bit.ly moves or is skipped, the branded domain is kept once its TXT record is found
 * (Start held back until Check DNS finds it). A member of the team sees no Import tab and is told
 * why on the page. Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG, IMPORT_SKIP_REASONS, paths, type Domain, type ImportJob, type Link } from '@kisa/shared';
import { BITLY_TOKEN, bitlyDataSet, readableBitlinks } from '@kisa/functions/src/test-support/import-sources/bitly-data';
import { startBitlyStandIn } from '@kisa/functions/src/test-support/import-sources/bitly-stand-in';
import { apiAs, apiToken } from './support/api';
import { expectAccessible } from './support/axe';
import { expectFits, expectHeading, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';
import { publishDns } from './support/dns';
import { openSettingsTab } from './support/settings-tabs';
import { addTeamMember } from './support/team';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const password = 'imports-Passw0rd';
const { openPage, signedInPage } = useChromium({ acceptDownloads: true, reducedMotion: 'reduce' });

/** The CSV: two titled links with daily clicks, a taken code, a destination that is no URL, and `generated` plain links. */
function csvOf(stamp: string, generated: number): string {
  return [
    'code,url,title,tags,2026-03-01,2026-03-02',
    `bahar-${stamp},https://shop.example/bahar,Bahar İndirimi — ılık günler,kampanya,3,4`,
    `merhaba-${stamp},https://example.org/ar,مرحبا بالعالم,,1,0`,
    `taken-${stamp},https://example.com/taken,,,,`,
    `broken-${stamp},javascript:alert(1),,,,`,
    ...Array.from({ length: generated }, (_, i) => `gen-${stamp}-${i},https://example.com/gen/${i},,,1,`),
  ].join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of a row the page marks with `attribute="value"`. */
const rowText = (page: Page, attribute: string, value: string) => page.locator(`[${attribute}="${value}"]`).innerText();

/** On a phone the control is inside the viewport's width once scrolled to. */
async function expectReachable(control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = control.page().viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${what} within the ${width} px viewport (${JSON.stringify(box)})`).toBe(true);
}

/** The owner's file import, from the Settings tab to the mapping file, at `viewport`. */
async function fileImport(viewport: { width: number; height: number }, stamp: string): Promise<void> {
  const phone = viewport.width < 600;
  const email = `imp-${stamp}@example.com`;
  const page = await signedInPage('Ayşe İthalat', email, password, { viewport });
  const token = await apiToken(email, password);
  await apiAs(token, 'POST', '/api/links', { longUrl: 'https://example.com/first', shortUrl: `taken-${stamp}` });

  await openSettingsTab(page, 'Import', paths.imports);
  await expectVisible(page.getByText('No imports yet'), 'the empty past imports list');
  if (phone) await expectFits(page, 'the Import form');
  else await expectAccessible(page, 'the Import form');

  // The file source: a file over 5 MB is refused before it is read.
  await page.getByRole('radio', { name: 'CSV or JSON file' }).check();
  const fileInput = page.getByLabel('File (CSV or JSON)');
  await fileInput.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(IMPORT_FILE_MAX_BYTES + 1, 'a') });
  await expectVisible(page.getByText(IMPORT_MSG.fileTooLarge), 'the too-large message');
  expect(await fileInput.getAttribute('aria-invalid'), 'the file field is marked').toBe('true');

  const generated = 150;
  await fileInput.setInputFiles({ name: 'bağlantılar.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(stamp, generated)) });
  const preview = page.getByRole('button', { name: 'Preview import' });
  if (phone) await expectReachable(preview, 'Preview import');
  await preview.click();

  // The preview: counts, each problem in its reason's words, the row of links without a domain.
  await expectHeading(page, 'Preview: CSV or JSON file', 30_000);
  const links = generated + 4;
  expect(await rowText(page, 'data-count', 'links')).toMatch(new RegExp(`Links in the source\\s+${links}`));
  expect(await rowText(page, 'data-count', 'importable')).toMatch(new RegExp(`Links that will be imported\\s+${links - 2}`));
  expect(await rowText(page, 'data-count', 'codeTaken')).toMatch(new RegExp(`${escaped(IMPORT_SKIP_REASONS.codeTaken)}\\s+1`));
  expect(await rowText(page, 'data-count', 'invalidTarget')).toMatch(new RegExp(`${escaped(IMPORT_SKIP_REASONS.invalidTarget)}\\s+1`));
  const domainRow = page.locator('[data-source-domain=""]');
  expect(await domainRow.innerText()).toContain('No domain given in the file');
  const action = domainRow.getByRole('combobox', { name: 'What to do with the links on No domain given in the file' });
  expect(await action.inputValue(), 'links without a domain move').toBe('move');
  expect(await action.locator('option').allInnerTexts(), 'no keeping a domain the file does not name').toEqual(['Move to…', 'Skip these links']);
  if (phone) await expectFits(page, 'the preview');
  else await expectAccessible(page, 'the import preview');

  // Start: the progress bar, then the report.
  const start = page.getByRole('button', { name: 'Start import' });
  if (phone) await expectReachable(start, 'Start import');
  await start.click();
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expectVisible(bar, 'the progress bar');
  expect(Number(await bar.getAttribute('aria-valuenow')), 'a percent on the bar').toBeGreaterThanOrEqual(0);
  await expectVisible(page.getByRole('button', { name: 'Cancel import' }), 'Cancel while importing');
  await expectHeading(page, 'Report: import from CSV or JSON file', 90_000);
  expect(await rowText(page, 'data-report', 'imported')).toMatch(new RegExp(`Imported\\s+${links - 2}`));
  expect(await rowText(page, 'data-report', 'clicks')).toMatch(new RegExp(`Clicks of history\\s+${3 + 4 + 1 + generated}`));
  expect(await rowText(page, 'data-report', 'codeTaken')).toContain(IMPORT_SKIP_REASONS.codeTaken);
  if (phone) await expectFits(page, 'the report');
  else await expectAccessible(page, 'the import report');

  // The mapping file: one row a source link, the taken and the broken one skipped with their reasons.
  const button = page.getByRole('button', { name: 'Download mapping file (CSV)' });
  if (phone) await expectReachable(button, 'Download mapping file');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), button.click()]);
  const file = await download.path();
  const rows = Papa.parse<string[]>((await readFile(file)).toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Old short URL', 'New short URL', 'Destination', 'Status', 'Reason']);
  expect(rows).toHaveLength(links + 1);
  const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
  expect(byCode.get(`bahar-${stamp}`)?.[3]).toBe('imported');
  expect(byCode.get(`bahar-${stamp}`)?.[1]).toMatch(new RegExp(`/bahar-${stamp}$`));
  expect(byCode.get(`taken-${stamp}`)?.slice(3)).toEqual(['skipped', IMPORT_SKIP_REASONS.codeTaken]);
  expect(byCode.get(`broken-${stamp}`)?.slice(3)).toEqual(['skipped', IMPORT_SKIP_REASONS.invalidTarget]);

  // The links came with their titles; the list holds the import.
  const found = await apiAs<{ items: Link[] }>(token, 'GET', `/api/links?q=${encodeURIComponent(`merhaba-${stamp}`)}`);
  expect(found.items.map((l) => [l.shortUrl, l.title])).toEqual([[`merhaba-${stamp}`, 'مرحبا بالعالم']]);
  const past = page.getByRole('table', { name: 'Past imports' });
  await expectVisible(past.getByText('Done'), 'the import done in the past imports list');
  expect(await past.innerText()).toContain(`${links - 2} imported`);
}

describe('Settings → Import in Chromium', () => {
  it('an owner imports a CSV at 1280×800: preview, progress, report and the mapping file', { timeout: 240_000 }, async () => {
    await fileImport(DESKTOP, uniqueStamp());
  });

  it('the same on a 390 px phone: nothing wider than the screen, every control reachable', { timeout: 240_000 }, async () => {
    await fileImport(PHONE, uniqueStamp());
  });

  it('a Bitly account through token and API URL to the preview (a refused token first, then Start again); the branded domain kept once its TXT record is found', {
    timeout: 180_000,
  }, async () => {
    const stamp = uniqueStamp();
    const branded = `go-${stamp}.example`;
    const data = bitlyDataSet({ branded, idn: `bağlantı-${stamp}.example`, generatedA: 1, generatedB: 1 });
    const standIn = await startBitlyStandIn(data);
    try {
      const email = `imp-bitly-${stamp}@example.com`;
      const page = await signedInPage('Bora Bitly', email, password, { viewport: DESKTOP });
      const token = await apiToken(email, password);
      await openSettingsTab(page, 'Import', paths.imports);

      // Bitly is the first source; its token, then the stand-in's URL under Advanced.
      expect(await page.getByRole('radio', { name: 'Bitly' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Preview import' }).click();
      const tokenField = page.getByLabel('Access token');
      await expectVisible(page.getByText(IMPORT_MSG.tokenRequired), 'the token-required message');
      expect(await tokenField.getAttribute('type')).toBe('password');
      expect(await tokenField.getAttribute('autocomplete')).toBe('off');
      await tokenField.fill('not-the-token');
      await page.getByRole('button', { name: 'Advanced: enterprise or self-hosted endpoint' }).click();
      const apiUrl = page.getByLabel('API URL');
      expect(await apiUrl.getAttribute('placeholder')).toBe('https://api-ssl.bitly.com/v4');
      await apiUrl.fill(standIn.url);
      await page.getByRole('button', { name: 'Preview import' }).click();

      // A refused token fails the import at once; Start again finds the form as it was left.
      await expectHeading(page, 'Report: import from Bitly', 30_000);
      await expectVisible(page.getByText(IMPORT_MSG.sourceRefusedToken), "the source's refusal");
      await page.getByRole('button', { name: 'Start again' }).click();
      await expectHeading(page, 'New import');
      expect(await page.getByRole('radio', { name: 'Bitly' }).isChecked()).toBe(true);
      expect(await page.getByLabel('API URL').inputValue(), 'the API URL kept, its section open').toBe(standIn.url);
      await page.getByLabel('Access token').fill(BITLY_TOKEN);
      await page.getByRole('button', { name: 'Preview import' }).click();

      await expectVisible(page.getByText(/Reading links from Bitly… \d+ read/), 'the reading line');
      await expectHeading(page, 'Preview: Bitly', 90_000);
      // A bitlink's custom back-halves come over as links of their own.
      const readable = readableBitlinks(data).reduce((n, l) => n + 1 + ((l.custom_bitlinks as unknown[] | undefined)?.length ?? 0), 0);
      expect(await rowText(page, 'data-count', 'links')).toMatch(new RegExp(`Links in the source\\s+${readable}`));
      const bitly = page.locator('[data-source-domain="bit.ly"]');
      expect(await bitly.getByRole('combobox', { name: 'What to do with the links on bit.ly' }).locator('option').allInnerTexts()).toEqual([
        'Move to…',
        'Skip these links',
      ]);
      const keep = page.getByRole('combobox', { name: `What to do with the links on ${branded}` });
      expect(await keep.inputValue()).toBe('keep');

      // The branded domain's records, TXT first; Start waits for it.
      const kept = page.locator(`[data-kept-domain="${branded}"]`);
      expect(await kept.locator('[data-record]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-record')))).toEqual(['TXT', 'CNAME']);
      const start = page.getByRole('button', { name: 'Start import' });
      expect(await start.getAttribute('aria-disabled')).toBe('true');
      await expectVisible(page.getByText(`Start import waits for the TXT record of ${branded}`), 'why Start waits');

      // The IDN domain's links are left out; the branded domain's TXT record is published and checked.
      const idn = page.getByRole('combobox', { name: `What to do with the links on bağlantı-${stamp}.example` });
      expect(await idn.inputValue(), 'the IDN domain kept, named as people read it').toBe('keep');
      await idn.selectOption('skip');
      expect(await start.getAttribute('aria-disabled'), 'still waiting for the branded TXT record').toBe('true');
      const domains = await apiAs<{ items: Domain[] }>(token, 'GET', '/api/domains');
      const txt = domains.items.find((d) => d.host === branded)?.records.find((r) => r.type === 'TXT');
      if (!txt) throw new Error(`expected the preview to add ${branded} with a TXT record, the team's domains are ${JSON.stringify(domains.items)}`);
      publishDns(txt.name, { TXT: [txt.value] });
      await kept.getByRole('button', { name: `Check DNS: ${branded}` }).click();
      await expectVisible(kept.getByText('Ownership verified'), 'the TXT record found');
      expect(await start.getAttribute('aria-disabled'), 'Start may go once the TXT record is found').toBeNull();

      // Cancelled from the preview: nothing written, the list says so.
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expectHeading(page, 'Report: import from Bitly');
      const list = await apiAs<{ items: ImportJob[] }>(token, 'GET', '/api/imports');
      expect(list.items.map((j) => [j.source, j.status])).toEqual([
        ['bitly', 'cancelled'],
        ['bitly', 'failed'],
      ]);
    } finally {
      await standIn.close();
    }
  });

  it('a member sees no Import tab, and the page says only owners import', { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const ownerEmail = `imp-owner-${stamp}@example.com`;
    await verifiedAccount('Okan Owner', ownerEmail, password);
    const memberEmail = `imp-member-${stamp}@example.com`;
    await addTeamMember(await apiToken(ownerEmail, password), 'Meltem Member', memberEmail, password);
    const page = await openPage({ viewport: DESKTOP });
    await signInToDashboard(page, memberEmail, password);
    await page.goto(runtimeUrls().at(paths.settings));
    await expectHeading(page, 'Settings');
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await expectVisible(tabs.getByRole('link', { name: 'Webhooks' }), 'the settings tabs');
    expect(await tabs.getByRole('link', { name: 'Import' }).count(), 'no Import tab for a member').toBe(0);
    await page.goto(runtimeUrls().at(paths.imports));
    await expectVisible(page.getByText('Only team owners and admins can import links.'), 'the owners-and-admins-only message');
    expect(await page.getByRole('button', { name: 'Preview import' }).count()).toBe(0);
  });
});
