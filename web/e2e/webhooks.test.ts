/**
 * Chromium end-to-end: the Webhooks screen (Settings → Webhooks) against the local
 * runtime, with a receiver of the test's own on 127.0.0.1 (the test runtime allows that host:
 * WEBHOOK_ALLOW_HOSTS). An owner reaches the screen from Settings by keyboard, is told what a
 * webhook is, is refused an empty form (the shared messages) and a private address (the
 * server's message, under the field), adds an endpoint and sees its signing secret once (copied,
 * gone after the dialog), sends a test event and sees it delivered with 200 — the receiver got
 * it signed per Standard Webhooks —, resends it (the same webhook-id), edits its events (the
 * server's refusal inline in the dialog first), disables and enables it, rotates its secret and
 * deletes it. A member of the team sees the endpoint and its deliveries read-only. An IDN
 * address reads decoded and the screen fits a 390 px phone. axe finds no serious violation.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { paths, WEBHOOK_MSG, type WebhookEndpoint, type WebhookEndpointList, type WebhookWithSecret } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectFits, expectStatus, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium } from './support/browser';
import { useLocalSite } from './support/local-site';
import { openSettingsTab } from './support/settings-tabs';
import { addTeamMember } from './support/team';

const { at } = runtimeUrls();
const PHONE = { width: 390, height: 844 };
const { openPage, signedInPage } = useChromium({ permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' });

/** What the receiver got: every request, answered 200 with a short text. */
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = useLocalSite((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('received by the e2e receiver');
  });
});

/** The requests that reached `path`, once there are at least `count`. */
async function requestsAt(path: string, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = received.filter((r) => r.path === path);
    if (got.length >= count) return got;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} webhook requests at ${path} within ${timeoutMs} ms, the receiver got ${got.length} (${received.length} in all)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function endpointsOf(token: string): Promise<WebhookEndpoint[]> {
  return (await apiAs<WebhookEndpointList>(token, 'GET', '/api/webhooks')).items;
}

async function expectFocused(locator: Locator, what: string): Promise<void> {
  try {
    await locator.page().waitForFunction((el) => el === document.activeElement, await locator.elementHandle(), { timeout: 5_000 });
  } catch {
    const active = await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
    throw new Error(`expected the focus on ${what}, it is on ${active}`);
  }
}

describe('the Webhooks screen in Chromium', () => {
  const stamp = uniqueStamp();
  const password = 'webhooks-Passw0rd';

  it('owner: adds an endpoint, sees its secret once, sends a test event (signed, 200), resends it, edits, disables, rotates and deletes it; a member sees it read-only', {
    timeout: 180_000,
  }, async () => {
    const ownerEmail = `wanda-${stamp}@example.com`;
    const page = await signedInPage('Wanda Webhooks', ownerEmail, password);
    const token = await apiToken(ownerEmail, password);

    // From Settings, by keyboard: the Webhooks tab.
    await openSettingsTab(page, 'Webhooks', paths.webhooks);

    // Nothing yet: what a webhook is.
    await expectVisible(page.getByText('No webhook endpoints yet'), 'the empty state');
    await expectVisible(page.getByText(/A webhook tells your own systems/), 'what a webhook is');

    // An empty form: the shared messages under their fields, the focus on the first.
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    const url = form.getByLabel('Endpoint URL', { exact: true });
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expectVisible(form.getByText(WEBHOOK_MSG.urlInvalid), 'the invalid-URL message');
    await expectVisible(form.getByText(WEBHOOK_MSG.eventsRequired), 'the no-events message');
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await expectFocused(url, 'the URL field');
    const events = form.getByRole('group', { name: 'Events' });
    // (Nine for a team's owner: link created/updated/deleted/clicked, campaign completed, conversion
    // recorded, link broken/recovered, alert triggered.)
    expect(await events.getByRole('checkbox').count(), 'one checkbox an event').toBe(9);
    expect(await events.getAttribute('aria-describedby'), 'the events message is tied to the group').toMatch(/error/);
    await expectAccessible(page, 'the Webhooks screen, the add form with errors');

    // A private address: the server's message, under the URL field.
    await url.fill('https://10.0.0.8/hook');
    expect(await url.getAttribute('aria-invalid'), 'a changed field drops its error').toBeNull();
    await events.getByRole('checkbox', { name: /^Link created/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expectVisible(form.getByText(WEBHOOK_MSG.addressRefused), "the server's private-address message");
    await expectFocused(url, 'the URL field');
    expect(await endpointsOf(token), 'nothing added').toEqual([]);

    // Added: the secret, once, in a dialog that takes the focus.
    const hookPath = `/hooks/${stamp}`;
    const hookUrl = `${receiver.origin}${hookPath}`;
    await url.fill(hookUrl);
    await form.getByLabel('Description (optional)').fill('E2E receiver');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Endpoint added: its signing secret' });
    await expectVisible(secretDialog, 'the secret dialog');
    await expectVisible(secretDialog.getByText('Copy it now: it will not be shown again'), 'the shown-once note');
    const secretField = secretDialog.getByLabel(`Signing secret for ${hookUrl}`);
    const secret = await secretField.inputValue();
    expect(secret, 'a Standard Webhooks secret').toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expectFocused(secretField, 'the secret');
    await secretDialog.getByRole('button', { name: 'Copy the signing secret' }).click();
    await expectVisible(secretDialog.getByRole('status').filter({ hasText: 'The signing secret has been copied.' }), 'the copy said inside the dialog');
    expect(await page.evaluate(() => navigator.clipboard.readText()), 'the clipboard').toBe(secret);
    await expectAccessible(page, 'the Webhooks screen, the secret dialog');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    const [endpoint] = await endpointsOf(token);
    if (!endpoint) throw new Error('expected the endpoint in GET /api/webhooks');
    expect(endpoint).toMatchObject({ url: hookUrl, events: ['link.created'], description: 'E2E receiver', enabled: true, filter: null });
    const card = page.locator(`li[data-endpoint-id="${endpoint.id}"]`);
    await expectFocused(card.getByRole('heading', { name: hookUrl }), 'the new endpoint');
    await expectVisible(card.getByText('Enabled', { exact: true }), 'the endpoint enabled');
    await expectVisible(card.getByText('No deliveries yet'), 'no deliveries yet');
    expect(await url.inputValue(), 'the add form is empty again').toBe('');
    expect(await page.content(), 'the secret is gone from the page').not.toContain(secret);
    expect(JSON.stringify(await endpointsOf(token)), 'and never in the list').not.toContain(secret);

    // A test event: delivered, 200, the receiver's first bytes; signed per Standard Webhooks.
    await card.getByRole('button', { name: `Send test event to ${hookUrl}` }).click();
    await expectStatus(page, `A test event is on its way to ${hookUrl}.`);
    const deliveries = card.getByRole('table', { name: `Recent deliveries of ${hookUrl}` });
    const row = deliveries.locator('tbody tr').first();
    await expectVisible(row.locator('[data-response-status="200"]'), 'the test delivery answered 200', 20_000);
    expect(await row.getAttribute('data-status')).toBe('delivered');
    await expectVisible(row.getByText('Delivered', { exact: true }), 'the delivery as Delivered');
    await expectVisible(row.getByText('webhook.test', { exact: true }), 'the event');
    await expectVisible(row.getByText('received by the e2e receiver'), "the first bytes of the receiver's answer");
    await expectVisible(row.getByText('1 attempt', { exact: true }), 'one attempt');
    await expectVisible(row.getByText(/^\d[\d.]* ms$/), 'the latency');
    await expectVisible(card.locator('.webhook-card__last').getByText('200'), 'the last delivery in the head');
    const [first] = await requestsAt(hookPath, 1);
    const signed = new Webhook(secret).verify(first!.body, first!.headers as Record<string, string>) as { type: string; data: { endpointId: string } };
    expect(signed, 'the verified payload').toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    await expectAccessible(page, 'the Webhooks screen, an endpoint with its deliveries');

    // Resend: the same message (webhook-id) again, a second attempt.
    await row.getByRole('button', { name: /^Resend webhook\.test of / }).click();
    const [, again] = await requestsAt(hookPath, 2);
    expect(again!.headers['webhook-id'], 'the same webhook-id').toBe(first!.headers['webhook-id']);
    await expectVisible(row.getByText('2 attempts', { exact: true }), 'the second attempt recorded', 20_000);
    await expectVisible(row.locator('[data-response-status="200"]'), 'delivered again');
    await card.getByRole('button', { name: `Refresh the deliveries of ${hookUrl}` }).click();
    expect(await deliveries.locator('tbody tr').count(), 'still one delivery').toBe(1);

    // Edit: the server's refusal inline in the dialog, then another event saved.
    await card.getByRole('button', { name: `Edit ${hookUrl}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${hookUrl}` });
    const editUrl = edit.getByLabel('Endpoint URL', { exact: true });
    await expectFocused(editUrl, 'the first field of the edit dialog');
    expect(await editUrl.inputValue()).toBe(hookUrl);
    await editUrl.fill('https://localhost/hook');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(edit.getByText(WEBHOOK_MSG.addressRefused), "the server's refusal in the dialog");
    expect(await editUrl.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the Webhooks screen, the edit dialog with an error');
    await editUrl.fill(hookUrl);
    await edit.getByRole('checkbox', { name: /^Link deleted/ }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expectStatus(page, `${hookUrl} has been saved.`);
    expect((await endpointsOf(token))[0]).toMatchObject({ url: hookUrl, events: ['link.created', 'link.deleted'] });
    await expectVisible(card.getByText('link.deleted', { exact: true }), 'the new event on the card');

    // Disable and enable.
    await card.getByRole('button', { name: `Disable ${hookUrl}` }).click();
    await expectVisible(card.locator('.status-pill').filter({ hasText: 'Disabled' }), 'the endpoint disabled');
    await expectVisible(card.getByText('Disabled by an owner'), 'why it is disabled');
    expect(await card.getByRole('button', { name: `Send test event to ${hookUrl}` }).getAttribute('aria-disabled'), 'no test event while disabled').toBe(
      'true',
    );
    expect((await endpointsOf(token))[0]?.enabled).toBe(false);
    await card.getByRole('button', { name: `Enable ${hookUrl}` }).click();
    await expectVisible(card.locator('.status-pill').filter({ hasText: 'Enabled' }), 'the endpoint enabled again');
    expect((await endpointsOf(token))[0]?.enabled).toBe(true);

    // Rotate the secret: confirmed, then the new one shown once.
    await card.getByRole('button', { name: `Rotate secret of ${hookUrl}` }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expectVisible(rotate.getByText(/For 24 hours each delivery .* signed with both the new and the old secret/), 'the rotation’s grace, said before it');
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    await expectVisible(rotated, 'the new secret');
    await expectVisible(rotated.getByText(/For 24 hours each delivery/), 'the rotation’s grace, said with the new secret');
    const newSecret = await rotated.getByLabel(`Signing secret for ${hookUrl}`).inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret, 'a new secret').not.toBe(secret);
    await page.keyboard.press('Escape');
    await rotated.waitFor({ state: 'detached' });
    expect(await page.content(), 'the new secret is gone from the page').not.toContain(newSecret);
    // The card says until when the replaced secret still signs (the API's previousSecretExpiresAt).
    await expectVisible(
      card.getByText(/^The previous signing secret also signs every delivery until .+: give your receiver the new one before then\.$/),
      'the grace on the endpoint card',
    );
    expect((await endpointsOf(token))[0]?.previousSecretExpiresAt, 'the grace in the API').toBeTruthy();

    // A member of the team: the endpoint and its deliveries, nothing to change.
    const memberEmail = `wim-${stamp}@example.com`;
    await addTeamMember(token, 'Wim Member', memberEmail, password);
    const member = await openPage();
    await signInToDashboard(member, memberEmail, password);
    await member.goto(at(paths.webhooks));
    await waitForContent(member);
    const seen = member.locator(`li[data-endpoint-id="${endpoint.id}"]`);
    await expectVisible(seen.getByRole('heading', { name: hookUrl }), 'the endpoint');
    await expectVisible(member.getByText('Only team owners and admins can add, change or delete webhook endpoints.'), 'the read-only note');
    expect(await member.getByRole('form', { name: 'Add an endpoint' }).count(), 'no add form').toBe(0);
    expect(await member.getByRole('button', { name: /Send test event|^Edit |^Disable |^Enable |Rotate secret|^Delete / }).count(), 'no owner actions').toBe(0);
    await seen.getByRole('button', { name: `Recent deliveries of ${hookUrl}` }).click();
    const memberRow = seen
      .getByRole('table', { name: `Recent deliveries of ${hookUrl}` })
      .locator('tbody tr')
      .first();
    await expectVisible(memberRow.locator('[data-response-status="200"]'), 'the delivery, read-only');
    expect(await memberRow.getByRole('button', { name: /Resend/ }).count(), 'no Resend').toBe(0);
    await expectAccessible(member, 'the Webhooks screen, read-only');

    // Delete: confirmed, the focus on the dialog's Cancel, then on the list.
    await card.getByRole('button', { name: `Delete ${hookUrl}` }).click();
    const remove = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expectVisible(remove.getByText('Kisa stops sending events to'), 'what deleting does');
    await expectFocused(remove.getByRole('button', { name: 'Cancel' }), "the dialog's Cancel");
    await expectAccessible(page, 'the Webhooks screen, the delete dialog');
    await remove.getByRole('button', { name: 'Delete endpoint' }).click();
    await remove.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    await expectStatus(page, `${hookUrl} has been deleted.`);
    expect(await endpointsOf(token), 'gone from the API').toEqual([]);
    await expectVisible(page.getByText('No webhook endpoints yet'), 'the empty state again');
    await page.waitForFunction(() => document.activeElement?.id === 'webhooks-title');
  });

  it('shows an IDN address decoded and fits a 390 px phone, deliveries, filter and edit dialog open', { timeout: 120_000 }, async () => {
    const email = `pavo-${stamp}@example.com`;
    const page = await signedInPage('Pavo Phone', email, password, { viewport: PHONE });
    const token = await apiToken(email, password);
    const campaign = await apiAs<{ id: string }>(token, 'POST', '/api/campaigns', { name: `Kampanya çay ${stamp}` });
    const long = `https://örnek-çok-uzun-bir-alan-adı-${stamp}.example/webhooks/kısa/${'yol/'.repeat(12)}son`;
    const added = await apiAs<WebhookWithSecret>(token, 'POST', '/api/webhooks', {
      url: new URL(long).href,
      events: ['link.created', 'campaign.completed'],
      filter: { campaignIds: [campaign.id] },
    });
    await page.goto(at(paths.webhooks));
    await waitForContent(page);
    const card = page.locator(`li[data-endpoint-id="${added.endpoint.id}"]`);
    await expectVisible(card.getByRole('heading', { name: long }), 'the address decoded');
    await expectVisible(card.getByText(new URL(long).href, { exact: true }), 'its ASCII form beside it');
    await expectVisible(card.getByRole('link', { name: `Kampanya çay ${stamp}` }), 'the filtered campaign by name');
    await expectFits(page, 'the Webhooks screen');
    await card.getByRole('button', { name: `Recent deliveries of ${long}` }).click();
    await expectVisible(card.getByText('No deliveries yet. Send a test event to see one here.'), 'no deliveries yet');
    await page.getByRole('button', { name: /^Filter by link, campaign or tag/ }).click();
    await expectVisible(page.getByLabel('Campaigns', { exact: true }), 'the filter fields');
    await expectFits(page, 'the Webhooks screen, deliveries and filter open');
    for (const name of [`Send test event to ${long}`, `Delete ${long}`, 'Add endpoint']) {
      const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} inside the screen (${JSON.stringify(box)})`).toBe(true);
    }
    // The edit dialog, its title the whole long address.
    await card.getByRole('button', { name: `Edit ${long}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${long}` });
    await expectVisible(edit.getByLabel('Campaigns', { exact: true }), "the dialog's filter, open with the campaign");
    expect(await edit.getByLabel('Campaigns', { exact: true }).inputValue()).toBe(campaign.id);
    const dialogBox = await edit.boundingBox();
    expect(
      dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= PHONE.width,
      `the edit dialog inside the screen (${JSON.stringify(dialogBox)})`,
    ).toBe(true);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
  });

  it('filters by tag: the card names the tag, and the edit dialog takes one off with the tag picker', { timeout: 120_000 }, async () => {
    const email = `tago-${stamp}@example.com`;
    const page = await signedInPage('Tago Hooks', email, password);
    const apiTokenValue = await apiToken(email, password);
    const [spring, sale] = await Promise.all(
      ['İlkbahar 🌷', 'Sale'].map((name) => apiAs<{ id: string; name: string }>(apiTokenValue, 'POST', '/api/tags', { name })),
    );
    const hookUrl = `${receiver.origin}/tagged`;
    const added = await apiAs<WebhookWithSecret>(apiTokenValue, 'POST', '/api/webhooks', {
      url: hookUrl,
      events: ['link.created'],
      filter: { tagIds: [spring!.id, sale!.id] },
    });
    await page.goto(at(paths.webhooks));
    await waitForContent(page);
    const card = page.locator(`li[data-endpoint-id="${added.endpoint.id}"]`);
    await expectVisible(card.getByText('İlkbahar 🌷, Sale', { exact: false }), 'the filtered tags by name');
    await card.getByRole('button', { name: `Edit ${hookUrl}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${hookUrl}` });
    await edit.getByRole('button', { name: 'Remove tag Sale' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const after = await apiAs<WebhookEndpointList>(apiTokenValue, 'GET', '/api/webhooks');
    const endpoint: WebhookEndpoint | undefined = after.items.find((e) => e.id === added.endpoint.id);
    expect(endpoint?.filter, 'the filter after taking Sale off').toEqual({ linkIds: [], campaignIds: [], tagIds: [spring!.id] });
  });
});
