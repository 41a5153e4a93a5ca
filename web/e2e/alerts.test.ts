/**
 * Chromium end-to-end: Settings → Alerts against the local runtime. An owner with a link opens
 * Alerts from the settings tabs, sees the empty state, is told what is missing when the form is
 * sent without a name or a target (each error tied to its field), creates a rule on the link —
 * more than 2× the usual clicks, mail to themself and a Slack incoming webhook, quiet hours — and
 * sees it listed with its condition and channels, pauses it, and the API has the rule as made; in
 * Turkish (the profile's language) the screen and the rule read in Turkish.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { describe, expect, it } from 'vitest';
import { paths, type AlertRuleList, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectHeading, expectPath, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium } from './support/browser';

const { at } = runtimeUrls();
const password = 'alerts-Passw0rd';
const { signedInPage } = useChromium({ reducedMotion: 'reduce', timezoneId: 'Europe/Istanbul' });

describe('alert rules', () => {
  const stamp = uniqueStamp();

  it('are made from Settings → Alerts: field errors first, then the rule listed, paused, and stored as made', { timeout: 180_000 }, async () => {
    const email = `alara-${stamp}@example.com`;
    const page = await signedInPage('Alara Alerts', email, password);
    const token = await apiToken(email, password);
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://shop.example/kış-indirimi', shortUrl: `al${stamp}` });

    await page.goto(at(paths.settings));
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Alerts', exact: true }).click();
    await expectPath(page, paths.alerts);
    await expectHeading(page, 'Alerts');
    await waitForContent(page);
    await expectVisible(page.getByText('No alert rules yet'), 'the empty state');

    const form = page.getByRole('form', { name: 'Create an alert rule' });
    await form.getByRole('button', { name: 'Create rule' }).click();
    const name = form.getByLabel('Name', { exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(async () => page.locator(`#${(await name.getAttribute('aria-describedby'))!.split(' ').pop()}`).innerText())
      .toBe('Please give the rule a name.');

    await name.fill('Kış kampanyası 🚀');
    await form.getByRole('button', { name: 'Create rule' }).click();
    const target = form.getByLabel('Link', { exact: true });
    await expect.poll(() => target.getAttribute('aria-invalid')).toBe('true');
    await target.selectOption(link.id);
    await form.getByLabel('When', { exact: true }).selectOption('clicksAboveUsual');
    await form.getByLabel('Times the usual', { exact: true }).fill('2');
    await form.getByLabel('Slack incoming webhook (optional)').fill('http://127.0.0.1:9/slack');
    await form.getByRole('switch', { name: 'Quiet hours' }).click();
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expectStatus(page, 'The rule “Kış kampanyası 🚀” has been created.');

    const row = page.locator('tr[data-alert-id]').filter({ hasText: 'Kış kampanyası 🚀' });
    await expectVisible(row, 'the new rule’s row');
    await expect.poll(() => row.innerText()).toMatch(/More than 2× the usual clicks in an hour[\s\S]*Mail \(1\) · Slack[\s\S]*Never/);
    await expectAccessible(page, 'the alerts screen');

    await row.getByRole('button', { name: 'Pause rule Kış kampanyası 🚀' }).click();
    await expectStatus(page, 'The rule “Kış kampanyası 🚀” is paused.');
    const [rule] = (await apiAs<AlertRuleList>(token, 'GET', '/api/alerts')).items;
    expect(rule).toMatchObject({
      name: 'Kış kampanyası 🚀',
      enabled: false,
      target: { kind: 'link', id: link.id, name: link.shortUrl },
      condition: { kind: 'clicksAboveUsual', factor: 2 },
      mailTo: [rule!.createdBy!.id],
      slackUrl: 'http://127.0.0.1:9/slack',
      quietHours: { from: '22:00', to: '08:00', timeZone: 'Europe/Istanbul' },
      cooldownMinutes: 60,
    });

    // In Turkish, chosen on the profile: the same screen and rule in the catalogs' words.
    await page.goto(at(paths.settings));
    await page.getByLabel('Language of screens and mails').selectOption('tr');
    await page.getByRole('button', { name: 'Save language' }).click();
    await expectHeading(page, 'Ayarlar');
    await page.goto(at(paths.alerts));
    await expectHeading(page, 'Uyarılar');
    await expect
      .poll(() => row.innerText(), { timeout: 10_000 })
      .toMatch(/Bir saatte olağanın 2 katından fazla tıklama · duraklatıldı[\s\S]*E-posta \(1\) · Slack[\s\S]*Hiç/);
  });
});
