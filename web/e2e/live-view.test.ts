/**
 * Chromium end-to-end: the live view through the local runtime — a click appears on the page
 * within 5 s of its redirect's answer (redirect → click queue → click worker → the team's live
 * partition → the page's EventSource), bots marked; Pause holds clicks back and counts them,
 * Resume shows them; the live region announces a count, not the rows. A link's insight page and a
 * campaign's page open it filtered to themselves (and the campaign page shares, as analytics does).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paths, type Campaign, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectHeading, expectVisible, runtimeUrls, useChromium, verifiedAccount, signInToDashboard } from './support/browser';
import { expectAccessible } from './support/axe';
import { UA } from './support/user-agents';

const PASSWORD = 'correct horse battery';
const { openPage } = useChromium();

/** One visit; answers when its redirect's answer arrived (the measure's start). */
async function visit(code: string, userAgent: string): Promise<number> {
  const res = await fetch(runtimeUrls().at(`/${code}`), { headers: { 'user-agent': userAgent }, redirect: 'manual' });
  const answeredAt = Date.now();
  await res.text();
  expect(res.status, `the visit of /${code} redirects`).toBe(302);
  return answeredAt;
}

describe('live view', () => {
  it('shows a click within 5 s of its redirect, marks bots, pauses and resumes', async () => {
    const email = `live-${randomBytes(4).toString('hex')}@example.com`;
    await verifiedAccount('Canlı İzleyici', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const code = `lv${randomBytes(4).toString('hex')}`;
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://örnek.example/kampanya?çeşit=ğ', shortUrl: code, title: 'Kampanya 📣' });

    const page = await openPage();
    await signInToDashboard(page, email, PASSWORD);
    expect(await page.getByRole('link', { name: 'Live', exact: true }).getAttribute('href'), 'the menu leads to the live view').toBe(paths.live);
    await page.goto(runtimeUrls().at(paths.live));
    await expectHeading(page, 'Live clicks');
    // Connected (the team is watched from here on): everything before is outside the measure.
    await page.getByTestId('live-status').getByText('Live', { exact: true }).waitFor();
    await page.getByText('Waiting for clicks').waitFor();

    const rows = page.locator('.live-table tbody tr');
    const answeredAt = await visit(code, UA.iphone);
    await rows.first().waitFor({ timeout: 10_000 });
    const shownAfter = Date.now() - answeredAt;
    expect(shownAfter, `the click showed ${shownAfter} ms after its redirect answered`).toBeLessThan(5_000);
    const row = rows.first();
    expect(await row.getAttribute('data-click-id')).toBeTruthy();
    expect(await row.getByRole('button').innerText()).toContain(`/${link.shortUrl}`);
    expect(await row.innerText()).toContain('iOS');
    expect(await row.innerText()).toContain('New');
    // The live region says how many came (within its 5 s pace), never the row itself.
    await page.getByTestId('live-announcer').getByText('1 new click').waitFor();

    // A bot's click is shown, marked.
    await visit(code, UA.googlebot);
    await rows.nth(1).waitFor();
    expect(await rows.first().innerText()).toContain('Bot');

    await expectAccessible(page, 'the live view with clicks');

    // Paused: the next click waits, counted; Resume shows it.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByTestId('live-status').getByText('Paused').waitFor();
    await visit(code, UA.android);
    await page.getByText('1 new click waiting').waitFor();
    expect(await rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Resume' }).click();
    await rows.nth(2).waitFor();
    expect(await rows.first().innerText()).toContain('Android');

    // A row's link filters the view to that link (the URL says so).
    await rows.first().getByRole('button').click();
    await page.waitForURL((u) => u.pathname === paths.live && u.searchParams.get('linkId') === link.id);
    await page.getByText('One link only').waitFor();
    await page.context().close();
  });

  it("is opened from a link's insight page and a campaign's page, filtered to it; a campaign page shares too", async () => {
    const email = `live-${randomBytes(4).toString('hex')}@example.com`;
    await verifiedAccount('Canlı Kampanya', email, PASSWORD);
    const token = await apiToken(email, PASSWORD);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://örnek.example/canlı', title: 'Canlı 📡' });
    const campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: `Bahar ${randomBytes(3).toString('hex')}` });

    const page = await openPage();
    await signInToDashboard(page, email, PASSWORD);
    await page.goto(runtimeUrls().at(paths.insight(link.id)));
    await page.getByRole('link', { name: 'Watch live' }).click();
    await page.waitForURL((u) => u.pathname === paths.live && u.searchParams.get('linkId') === link.id);
    await page.getByText('One link only').waitFor();

    await page.goto(runtimeUrls().at(paths.campaign(campaign.id)));
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expectVisible(page.getByRole('dialog', { name: "Share this campaign's analytics" }), 'the share dialog of the campaign');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Watch live' }).click();
    await page.waitForURL((u) => u.pathname === paths.live && u.searchParams.get('campaignId') === campaign.id);
    await expectHeading(page, 'Live clicks');
    await page.context().close();
  });
});
