/**
 * Chromium end-to-end: destination health in the app. A link whose destination the health worker
 * found broken (its state written as the worker writes it: the link item's `health` and the
 * team's row — the worker itself is tested through its queue in
 * functions/src/handlers/workers/check-link-health.test.ts) shows a Broken badge on the dashboard;
 * Settings → Link health lists it with since when, the last check and the error; its row leads to
 * the editor, which says the destination is broken and takes a fallback URL (a bad one refused
 * under the field, a good one saved, and then the fallback stands in); the team's default fallback
 * is saved on the Link health screen. One page load: everything after the sign-in is in-app.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { MSG, type Link, type LinkHealthSettings, type User } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectHeading, expectStatus, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { runtime } = runtimeUrls();
const { openPage } = useChromium({ reducedMotion: 'reduce' });
const password = 'health-Passw0rd';

/** The state the health worker leaves on a link broken since `since`: the link item's `health` and the team's row. */
async function markBroken(link: Link, teamId: string, since: string): Promise<void> {
  const env = runtime.env;
  const db = new DynamoDBClient({
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const error = { code: 'http-status', message: 'HTTP 503', url: link.longUrl };
  const health = { state: 'broken', since, checkedAt: since, error, failures: 2, broken: [link.longUrl] };
  await db.send(
    new UpdateItemCommand({
      TableName: env.TABLE_NAME,
      Key: marshall({ PK: `LINK#${link.id}`, SK: 'LINK' }),
      UpdateExpression: 'SET #h = :h',
      ExpressionAttributeNames: { '#h': 'health' },
      ExpressionAttributeValues: marshall({ ':h': health }),
    }),
  );
  const row = {
    PK: `HEALTH#${teamId}`,
    SK: `LINK#${link.id}`,
    type: 'healthRow',
    teamId,
    linkId: link.id,
    shortUrl: link.shortUrl,
    title: link.title,
    longUrl: link.longUrl,
    health,
  };
  await db.send(new PutItemCommand({ TableName: env.TABLE_NAME, Item: marshall(row) }));
  db.destroy();
}

describe('link health', () => {
  it('shows a broken link on the dashboard and the Link health screen, and takes a fallback URL in the editor', async () => {
    const stamp = uniqueStamp();
    const email = `health-${stamp}@example.com`;
    await verifiedAccount('Hale Sağlık', email, password);
    const token = await apiToken(email, password);
    const me = await apiAs<User>(token, 'GET', '/api/me');
    const link = await apiAs<Link>(token, 'POST', '/api/links', {
      longUrl: 'https://example.com/kapalı-mağaza',
      shortUrl: `hc${stamp}`,
      title: 'Kapalı mağaza',
    });
    await markBroken(link, me.teamId, new Date(Date.now() - 3 * 3_600_000).toISOString());

    const page = await openPage();
    await signInToDashboard(page, email, password);
    const row = page.locator('tbody tr').filter({ hasText: 'Kapalı mağaza' });
    await expectVisible(row.locator('.link-badge--broken', { hasText: 'Broken' }), 'the Broken badge on the dashboard row');
    expect(await row.locator('.link-badge--broken').getAttribute('title')).toContain('HTTP 503');

    // Settings → Link health, in the app.
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.getByRole('link', { name: 'Link health', exact: true }).click();
    await expectHeading(page, 'Link health');
    await waitForContent(page);
    const listed = page.locator('tr[data-link-id]');
    await expectVisible(listed.filter({ hasText: 'Kapalı mağaza' }), 'the broken link on the Link health list');
    await expect.poll(() => listed.first().innerText()).toMatch(/Broken[\s\S]*for 3 hours[\s\S]*HTTP 503/);
    await expectAccessible(page, 'the Link health screen');

    // The team's default fallback, saved by its owner.
    await page.getByLabel('Team fallback URL').fill('örnek.com.tr/yakında');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectStatus(page, 'Link health settings saved.');
    const settings = await apiAs<LinkHealthSettings>(token, 'GET', '/api/link-health/settings');
    expect(settings.fallbackUrl).toBe('https://xn--rnek-4qa.com.tr/yak%C4%B1nda');

    // The row leads to the editor's Target tab: the notice, and the link's own fallback URL.
    await listed.getByRole('link', { name: 'Kapalı mağaza' }).click();
    await expectVisible(page.getByText('The destination is broken'), 'the editor saying the destination is broken');
    const field = page.getByLabel('Fallback URL');
    await field.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const said = await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText();
    expect(said).toContain(MSG.urlInvalid);
    await field.fill('https://example.com/sorry');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, MSG.linkSaved);
    const saved = await apiAs<Link>(token, 'GET', `/api/links/${link.id}`);
    expect(saved.fallbackUrl).toBe('https://example.com/sorry');
    expect(saved.health).toMatchObject({ state: 'broken', fallbackActive: true });
  });
});
