/**
 * Chromium end-to-end: a bulk file's targeting columns. The help text names them; a
 * header naming no real country refuses the file before any campaign is made; a file with
 * `country:DE` and `language:tr` columns makes links carrying those rules, and the screen says
 * which rules and how many destinations were left out. (Visitors following the rules: the
 * runtime test functions/src/handlers/campaigns/bulk-targeting-api.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { MSG, paths, RULE_MSG, type Campaign, type Link, type Paged } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAlert, expectHeading, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { at } = runtimeUrls();
const password = 'bulk-rules-Passw0rd';

const { signedInPage } = useChromium();

describe('bulk targeting columns in Chromium', () => {
  const stamp = uniqueStamp();

  it('explains the columns, refuses a header naming no country, and puts the rules of a file on its links', { timeout: 120_000 }, async () => {
    const email = `bulk-rules-${stamp}@example.com`;
    const page = await signedInPage('Bulut Kural', email, password);
    const token = await apiToken(email, password);
    await page.goto(at(paths.bulk));
    await expectHeading(page, 'Bulk Operations');
    await expectVisible(page.getByText('Columns headed country:DE or language:tr', { exact: false }), 'the help text names the columns');

    // A header naming no country: refused before a campaign is made.
    await page.getByLabel('Campaign Name').fill(`Refused ${stamp}`);
    const refused = ['url,country:ZZ', 'https://example.com/a,https://example.de/a'].join('\r\n');
    await page.getByLabel('CSV or TXT file').setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(refused) });
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectAlert(page, RULE_MSG.bulkColumnInvalid('country:ZZ', 'country'));
    expect(await apiAs<Campaign[]>(token, 'GET', '/api/campaigns'), 'no campaign was made').toEqual([]);

    // A good file: DE and tr columns, one cell that is no URL (left out and said).
    const name = `Hedefli ${stamp}`;
    await page.getByLabel('Campaign Name').fill(name);
    const csv = [
      'URL,country:de,language:TR',
      'https://example.com/r1,de.example.com/r1,https://example.com/tr1',
      'https://example.com/r2,,not a url',
      'https://example.com/r3,,',
    ].join('\r\n');
    await page.getByLabel('CSV or TXT file').setInputFiles({ name: 'targeted.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Start Bulk Operation' }).click();
    await expectStatus(page, MSG.bulkDone, 30_000);
    await expectVisible(
      page
        .getByTestId('bulk-rules')
        .getByText(
          "1 of 3 links carry targeting rules from the file's country and language columns: Country DE and Language tr. 1 destination was left out (not a valid http(s) URL, or past 10 rules on a line): its visitors go to the line's URL.",
        ),
      'what the targeting columns held',
    );
    const campaign = (await apiAs<Campaign[]>(token, 'GET', '/api/campaigns')).find((c) => c.name === name);
    if (!campaign) throw new Error(`expected the campaign ${name}`);
    const links = (await apiAs<Paged<Link>>(token, 'GET', `/api/campaigns/${campaign.id}/links?limit=10`)).items;
    expect(links.map((l) => [l.longUrl, l.rules.map((r) => [r.name, r.destination])])).toEqual([
      [
        'https://example.com/r1',
        [
          ['Country DE', 'https://de.example.com/r1'],
          ['Language tr', 'https://example.com/tr1'],
        ],
      ],
      ['https://example.com/r2', []],
      ['https://example.com/r3', []],
    ]);
  });
});
