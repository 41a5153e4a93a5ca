/**
 * Chromium end-to-end: Settings → Reports against the local runtime. A member opens their e-mail
 * report settings from the settings tabs (none yet), picks weekly reports of the links with a tag, is told to choose a tag
 * when they send it without one (the error tied to the tags), chooses one, saves, sees when the next
 * report comes, and the API has the subscription in their browser's time zone. The mail's
 * unsubscribe link, opened in a browser that is not signed in, changes nothing until its button is
 * pressed, then says it is done; a forged link says it is not valid.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
import { describe, expect, it } from 'vitest';
import { paths, REPORT_MSG, type ReportSubscription, type Tag } from '@kisa/shared';
import { reportUnsubscribePath } from '@kisa/functions/src/test-support/reports';
import { apiAs, apiToken } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import { expectHeading, expectPath, expectStatus, expectVisible, runtimeUrls, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const password = 'reports-Passw0rd';
const { openPage, signedInPage } = useChromium({ reducedMotion: 'reduce', timezoneId: 'Europe/Istanbul' });

describe('e-mail reports', () => {
  const stamp = uniqueStamp();

  it('are chosen in Settings → Reports: weekly, for a tag, in the browser’s time zone', { timeout: 180_000 }, async () => {
    const email = `rapor-${stamp}@example.com`;
    const page = await signedInPage('Rıza Rapor', email, password);
    const token = await apiToken(email, password);
    const tag = await apiAs<Tag>(token, 'POST', '/api/tags', { name: `Kış 🌨 ${stamp}` });

    await page.goto(at(paths.settings));
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Reports', exact: true }).click();
    await expectPath(page, paths.reports);
    await expectHeading(page, 'E-mail reports');
    await waitForContent(page);
    await expectVisible(page.getByText('You get no reports.'), 'no report chosen yet');

    await page.getByRole('radio', { name: 'Weekly (each Monday, for the week before)' }).check();
    await page.getByRole('radio', { name: 'Links with any of these tags' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const tags = page.getByRole('group', { name: 'Links with any of these tags' });
    await expect.poll(() => tags.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => page.locator(`#${await tags.getAttribute('aria-describedby')}`).innerText()).toBe(REPORT_MSG.tagsRequired);

    await tags.getByRole('checkbox', { name: tag.name }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, 'Report settings saved');
    await expectVisible(page.getByText(/^Next report: .+, mailed .+\.$/), 'when the next report comes');
    await expectAccessible(page, 'the reports screen');

    const saved = await apiAs<ReportSubscription>(token, 'GET', '/api/reports/subscription');
    expect(saved).toMatchObject({ frequency: 'weekly', scope: { kind: 'tags', tagIds: [tag.id] }, tz: 'Europe/Istanbul' });
  });

  it('are stopped from the mail’s unsubscribe link without signing in, and only by its button', { timeout: 120_000 }, async () => {
    const email = `abonelik-${stamp}@example.com`;
    await verifiedAccount('Şule Abone', email, password);
    const token = await apiToken(email, password);
    await apiAs(token, 'PUT', '/api/reports/subscription', { frequency: 'monthly', scope: { kind: 'team' }, tz: 'Europe/Istanbul' });
    const unsubscribe = await reportUnsubscribePath({ authorization: `Bearer ${token}` });

    const page = await openPage();
    // The mail's link is the API's GET: it only redirects to the confirmation page.
    await page.goto(at(unsubscribe));
    await expectPath(page, paths.reportsUnsubscribe);
    await expectHeading(page, 'Unsubscribe from Kisa reports');
    expect(await apiAs<ReportSubscription>(token, 'GET', '/api/reports/subscription')).toMatchObject({ frequency: 'monthly' });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectVisible(page.getByText('Done: you will no longer receive Kisa reports.'), 'the unsubscribe is confirmed');
    expect(await apiAs<ReportSubscription>(token, 'GET', '/api/reports/subscription')).toMatchObject({ frequency: 'none' });
    await expectAccessible(page, 'the unsubscribe page');

    await page.goto(at(`${paths.reportsUnsubscribe}?token=forged`));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: REPORT_MSG.unsubscribeTokenInvalid }), 'a forged link is refused');
  });
});
