/**
 * Chromium end-to-end: axe-core (through @axe-core/playwright) over every main screen — the
 * signed-out ones (sign-in, register, the password gate) and, signed in as an admin who owns
 * links, a campaign and clicks, the dashboard, the Create modal, every editor tab, insight,
 * analytics, the QR generator, bulk, campaigns, a campaign, team, settings, plan, tags (counts,
 * the edit dialog with an error, the delete dialog, the tag picker open in the editor), domains
 * (a pending domain, its settings' error state, the removal dialog), webhooks (an endpoint's
 * deliveries, the add form's error state, the delete dialog), the
 * admin dashboard and moderation (queue with its confirmation, blocklist, audit log), and the
 * public report form — with their error states where a form has one. No serious or critical
 * violation may stand; a failure lists each one (rule, impact, element, help).
 */
import { beforeAll, describe, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, EDIT_TABS, MSG, paths, PREVIEW_MSG, SPLIT_MSG, TAG_MSG, todayIn, WEBHOOK_MSG, type Analytics, type Campaign, type Link } from '@kisa/shared';
import { apiAs, apiToken, visitShortLink } from './support/api';
import { expectAccessible, waitForContent } from './support/axe';
import {
  expectAlert,
  expectHeading,
  expectPath,
  expectVisible,
  makeAdmin,
  runtimeUrls,
  signUp,
  submitSignIn,
  useChromium,
  verifiedAccount,
} from './support/browser';
import { UA } from './support/user-agents';

const { at } = runtimeUrls();
const stamp = randomBytes(4).toString('hex');
const PASSWORD = 'a11y-Passw0rd';
const email = `a11y-${stamp}@example.com`;
const unverifiedEmail = `a11y-unverified-${stamp}@example.com`;
const campaignName = `A11y campaign ${stamp}`;

const { openPage } = useChromium({ reducedMotion: 'reduce' });
/** Signed out. */
let visitor: Page;
/** Signed in: an admin with two links (one behind a password), a campaign and clicks. */
let user: Page;
let token: string;
let clicked: Link;
let locked: Link;
let campaign: Campaign;
/** A link screening flagged: a case in the moderation queue. */
let flagged: Link;

async function campaignDone(id: string): Promise<Campaign> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const c = await apiAs<Campaign>(token, 'GET', `/api/campaigns/${id}`);
    if (c.status === 'done') return c;
    if (Date.now() > deadline) throw new Error(`expected the campaign's bulk run to be done within 30 s, it is ${c.status} at ${c.processed}/${c.total}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  await verifiedAccount('Ally Admin', email, PASSWORD);
  await makeAdmin(email);
  await signUp('Una Verified', unverifiedEmail, PASSWORD); // the admin table's 'Mark verified' row
  token = await apiToken(email, PASSWORD);
  clicked = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/a11y', shortUrl: `a11y-${stamp}`, title: 'Accessible page' });
  locked = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/locked', shortUrl: `a11y-lock-${stamp}`, title: 'Locked page' });
  await apiAs(token, 'PATCH', `/api/links/${locked.id}`, { password: { enabled: true, password: 'open sesame' } });
  flagged = await apiAs<Link>(token, 'POST', '/api/links', {
    longUrl: `https://paypal.com.a11y-${stamp}.example/login`,
    shortUrl: `a11y-flag-${stamp}`,
    title: 'Flagged page',
  });
  // Another host than the flagged link's: blocking a host disables the links to it and its subdomains.
  await apiAs(token, 'POST', '/api/admin/blocklist', { action: 'add', entries: [`a11y-blocked-${stamp}.example`] });
  const created = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: campaignName });
  await apiAs(token, 'POST', `/api/campaigns/${created.id}/links`, { links: [1, 2, 3].map((i) => ({ longUrl: `https://example.com/a11y-bulk/${i}` })) });
  // Clicks for the analytics screens, from two visitors in two countries.
  await visitShortLink(clicked.shortUrl, {
    'user-agent': UA.desktop,
    'cloudfront-viewer-country': 'TR',
    'cloudfront-viewer-city': 'Istanbul',
    referer: 'https://www.google.com/',
  });
  await visitShortLink(clicked.shortUrl, { 'user-agent': UA.iphone, 'cloudfront-viewer-country': 'DE', 'cloudfront-viewer-city': 'Berlin' });
  campaign = await campaignDone(created.id);

  visitor = await openPage();
  user = await openPage();
  await submitSignIn(user, email, PASSWORD);
  await expectPath(user, paths.adminDashboard);
});

/** Opens `path`, waits for `ready` and for the data to load, then runs axe. */
async function check(page: Page, screen: string, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(at(path));
  await ready(page);
  await waitForContent(page);
  await expectAccessible(page, screen);
}

/** The analytics read the click log: the two visits show there within seconds. */
async function clicksInAnalytics(): Promise<void> {
  const to = todayIn('UTC');
  const query = `from=${addDays(to, -1)}&to=${to}&tz=UTC`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const a = await apiAs<Analytics>(token, 'GET', `/api/analytics?${query}`);
    if (a.totals.totalClicks >= 2) return;
    if (Date.now() > deadline) throw new Error(`expected the 2 visits in /api/analytics within 30 s, it counts ${a.totals.totalClicks}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('accessibility of every main screen (axe-core: no serious or critical violations)', () => {
  describe('signed out', () => {
    it('sign-in, and its error state', async () => {
      await check(visitor, 'sign-in', paths.signin, (p) => expectHeading(p, /sign in/i));
      await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
      await visitor.getByRole('alert').first().waitFor();
      await expectAccessible(visitor, 'sign-in with an error');
    });

    it('register', async () => {
      await check(visitor, 'register', paths.register, (p) => expectVisible(p.getByRole('button', { name: 'Create account' }), 'the Create account button'));
    });

    it('password gate, and its error state', async () => {
      await check(visitor, 'password gate', paths.passwordGate(locked.shortUrl), (p) => expectHeading(p, /^Enter password for visit/));
      await visitor.getByRole('button', { name: 'Go to URL' }).click();
      await expectAlert(visitor, MSG.allFieldsRequired);
      await expectAccessible(visitor, 'password gate with an error');
    });

    it('report form, and its error state', async () => {
      await check(visitor, 'report form', `${paths.report}?link=${clicked.shortUrl}`, (p) => expectHeading(p, 'Report a short link'));
      await visitor.getByRole('button', { name: 'Send report' }).click();
      await expectAlert(visitor, MSG.reportReasonInvalid);
      await expectAccessible(visitor, 'report form with an error');
    });
  });

  describe('signed in', () => {
    it('dashboard', async () => {
      await check(user, 'dashboard', paths.dashboard, (p) => p.locator('tbody tr').first().waitFor());
    });

    it('Create New Link modal, and its error state', async () => {
      await check(user, 'dashboard', paths.dashboard, (p) => p.locator('tbody tr').first().waitFor());
      await user.getByRole('button', { name: 'Create link', exact: true }).click();
      const dialog = user.getByRole('dialog', { name: 'Create New Link' });
      await dialog.waitFor();
      await user.waitForFunction(() => document.querySelector('input[name="alias"]')?.getAttribute('data-state') === 'valid');
      await expectAccessible(user, 'the Create New Link modal');
      await dialog.getByRole('button', { name: 'Create link' }).click();
      await expectAlert(user, MSG.urlInvalid);
      await expectAccessible(user, 'the Create New Link modal with an error');
      await user.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    for (const tab of EDIT_TABS) {
      it(`link editor: ${tab} tab`, async () => {
        await check(user, `the editor's ${tab} tab`, paths.editTab(tab, locked.id), (p) => p.locator('nav a[aria-current="page"]').first().waitFor());
      });
    }

    it('link editor: Targeting tab with rules, the country list open, and an error', async () => {
      const targeted = await apiAs<Link>(token, 'POST', '/api/links', {
        longUrl: 'https://example.com/targeted',
        shortUrl: `a11y-tg-${stamp}`,
        title: 'Targeted page',
      });
      const rules = [
        { name: 'Türkiye, mobile', countries: ['TR'], devices: ['mobile'], destination: 'https://türkiye.gov.tr/çay' },
        { languages: ['de'], window: { to: '2099-01-01T00:00', timeZone: 'Europe/Berlin' }, destination: 'https://example.com/de' },
      ];
      await apiAs(token, 'PATCH', `/api/links/${targeted.id}`, { rules });
      await check(user, 'the Targeting tab with rules', paths.editTab('targeting', targeted.id), (p) =>
        expectVisible(p.getByTestId('rule-summary').first(), 'the first rule'),
      );
      await user.getByRole('combobox', { name: 'Countries' }).first().fill('ger');
      await expectVisible(user.getByRole('option', { name: 'Germany' }), 'the open country list');
      await expectAccessible(user, 'the Targeting tab with the country list open');
      await user.keyboard.press('Escape');
      await user.getByRole('button', { name: 'Add rule', exact: true }).click();
      await user.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAlert(user, 'Rule 3: Each rule needs a destination URL.');
      await expectAccessible(user, 'the Targeting tab with an error');
    });

    it('link editor: Social Preview tab with a preview, and an error', async () => {
      const shared = await apiAs<Link>(token, 'POST', '/api/links', {
        longUrl: 'https://example.com/shared',
        shortUrl: `a11y-pv-${stamp}`,
        title: 'Shared page',
      });
      await apiAs(token, 'PATCH', `/api/links/${shared.id}`, { preview: { title: 'Çay saati 🍵', description: 'İstanbul’un en iyi simidi' }, indexable: true });
      await check(user, 'the Social Preview tab with a preview', paths.editTab('preview', shared.id), (p) =>
        expectVisible(p.getByTestId('social-card'), 'the preview card'),
      );
      await user.getByRole('textbox', { name: 'Preview title' }).fill('');
      await user.getByRole('button', { name: 'Save', exact: true }).click();
      await expectAlert(user, PREVIEW_MSG.titleRequired);
      await expectAccessible(user, 'the Social Preview tab with an error');
    });

    it('link editor: Experiment tab with a running test, an error, and the promote dialog', async () => {
      const split = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/split', shortUrl: `a11y-ab-${stamp}`, title: 'Split page' });
      await apiAs(token, 'PATCH', `/api/links/${split.id}`, {
        split: {
          variants: [
            { destination: 'https://example.com/a', weight: 70, name: 'Kırmızı' },
            { destination: 'https://türkiye.gov.tr/b', weight: 30 },
          ],
        },
      });
      await check(user, 'the Experiment tab with a running test', paths.editTab('experiment', split.id), (p) =>
        expectVisible(p.getByTestId('variant-result').first(), 'the results table'),
      );
      await user
        .getByRole('group', { name: /^Variant B/ })
        .getByLabel('Weight', { exact: true })
        .fill('0');
      await user.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expectAlert(user, `Variant B: ${SPLIT_MSG.variantsInvalid}`);
      await expectAccessible(user, 'the Experiment tab with an error and the weights warning');
      await user.getByRole('button', { name: 'Promote Variant B', exact: true }).click();
      await expectVisible(user.getByRole('dialog', { name: 'Promote Variant B?' }), 'the promote dialog');
      await expectAccessible(user, 'the Experiment tab with the promote dialog open');
      await user.keyboard.press('Escape');
    });

    it('insight of a link', async () => {
      await clicksInAnalytics();
      await check(user, 'insight', paths.insight(clicked.id), (p) => expectVisible(p.getByTestId('analytics-totalClicks'), "the link's click totals", 20_000));
    });

    it('analytics', async () => {
      await clicksInAnalytics();
      await check(user, 'analytics', paths.analytics, (p) => expectVisible(p.getByTestId('analytics-totalClicks'), 'the click totals', 20_000));
    });

    it('QR generator', async () => {
      await check(user, 'QR generator', paths.qrCode, (p) => expectHeading(p, 'QR Code Generator'));
    });

    it('bulk', async () => {
      await check(user, 'bulk', paths.bulk, (p) => expectHeading(p, 'Bulk Operations'));
    });

    it('campaigns', async () => {
      await check(user, 'campaigns', paths.campaigns, (p) => expectVisible(p.locator('tr', { hasText: campaignName }), 'the campaign in the list'));
    });

    it('campaign detail', async () => {
      await check(user, 'campaign detail', paths.campaign(campaign.id), (p) => expectHeading(p, `Campaign: ${campaignName}`));
    });

    it('team', async () => {
      await check(user, 'team', paths.team, (p) => expectVisible(p.getByRole('cell', { name: email }), 'the owner in the team table'));
    });

    it('settings and plan', async () => {
      await check(user, 'settings', paths.settings, (p) => expectHeading(p, 'Settings'));
      await check(user, 'plan', paths.plan, (p) => expectHeading(p, 'Enterprise Account'));
    });

    it('tags: the list with counts, the edit dialog with an error, the delete dialog, the tag picker open', async () => {
      const tag = await apiAs<{ id: string }>(token, 'POST', '/api/tags', { name: `İndirim ${stamp}`, color: 'yellow' });
      await apiAs(token, 'POST', '/api/tags', { name: `🎉 Launch ${stamp}`, color: 'purple' });
      await apiAs(token, 'PATCH', `/api/links/${clicked.id}`, { tagIds: [tag.id] });
      await check(user, 'tags', paths.tags, (p) =>
        expectVisible(p.getByRole('link', { name: `1 link tagged İndirim ${stamp}: show them on the dashboard` }), 'the tag with its count'),
      );
      await user.getByRole('button', { name: `Edit tag İndirim ${stamp}` }).click();
      const edit = user.getByRole('dialog', { name: `Edit tag “İndirim ${stamp}”` });
      await edit.getByLabel('Name', { exact: true }).fill(`🎉 launch ${stamp}`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectVisible(edit.getByText(TAG_MSG.nameTaken), 'the name-taken message');
      await expectAccessible(user, 'tags, edit dialog with an error');
      await user.keyboard.press('Escape');
      await user.getByRole('button', { name: `Delete tag İndirim ${stamp}` }).click();
      await expectVisible(user.getByRole('dialog', { name: `Delete the tag “İndirim ${stamp}”?` }), 'the delete dialog');
      await expectAccessible(user, 'tags, delete dialog');
      await user.keyboard.press('Escape');
      await check(user, 'the editor with tags', paths.editTitleDefault(clicked.id), (p) =>
        expectVisible(p.getByRole('button', { name: `Remove tag İndirim ${stamp}` }), "the link's tag"),
      );
      await user.getByRole('combobox', { name: 'Tags' }).fill('launch');
      await expectVisible(user.getByRole('option', { name: `🎉 Launch ${stamp}` }), 'the open tag list');
      await expectAccessible(user, 'the editor with the tag picker open');
    });

    it('domains: a pending domain with its records, the settings with an error, the removal dialog', async () => {
      const host = `a11y-${stamp}.acme.test`;
      await apiAs(token, 'POST', '/api/domains', { host });
      await check(user, 'domains', paths.domains, (p) =>
        expectVisible(p.getByRole('table', { name: `DNS records for ${host}` }), 'the pending domain with its records'),
      );
      const card = user.locator(`li[data-domain="${host}"]`);
      await card.getByRole('button', { name: `Settings of ${host}` }).click();
      const settings = card.getByRole('form', { name: `Settings of ${host}` });
      await settings.getByLabel('assetlinks.json').fill('not json');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await expectVisible(settings.getByText(MSG.domainFileNotJson), 'the not-JSON message');
      await expectAccessible(user, 'domains, settings with an error');
      await card.getByRole('button', { name: `Remove ${host}` }).click();
      await expectVisible(user.getByRole('dialog', { name: `Remove ${host}?` }), 'the removal dialog');
      await expectAccessible(user, 'domains, removal dialog');
      await user.keyboard.press('Escape');
    });

    it('webhooks: an endpoint with its deliveries, the add form with errors, the delete dialog', async () => {
      const url = `https://hooks-${stamp}.example/kisa`;
      await apiAs(token, 'POST', '/api/webhooks', { url, events: ['link.created'] });
      await check(user, 'webhooks', paths.webhooks, (p) => expectVisible(p.getByRole('heading', { name: url }), 'the endpoint'));
      await user.getByRole('button', { name: `Recent deliveries of ${url}` }).click();
      await expectVisible(user.getByText('No deliveries yet.', { exact: false }), 'its deliveries');
      await user.getByRole('button', { name: 'Add endpoint', exact: true }).click();
      await expectVisible(user.getByText(WEBHOOK_MSG.eventsRequired), 'the no-events message');
      await expectAccessible(user, 'webhooks, the add form with errors');
      await user.getByRole('button', { name: `Delete ${url}` }).click();
      await expectVisible(user.getByRole('dialog', { name: 'Delete this endpoint?' }), 'the delete dialog');
      await expectAccessible(user, 'webhooks, delete dialog');
      await user.keyboard.press('Escape');
    });

    it('admin dashboard', async () => {
      await check(user, 'admin dashboard', `${paths.adminDashboard}?page=1&limit=50`, (p) =>
        expectVisible(p.getByRole('row').filter({ hasText: unverifiedEmail }), `the unverified ${unverifiedEmail} in the users table`),
      );
    });

    it('moderation queue, and its Disable link confirmation', async () => {
      await check(user, 'moderation queue', paths.adminModeration, (p) =>
        expectVisible(p.locator(`li[data-link-id="${flagged.id}"]`), 'the flagged link in the queue'),
      );
      const item = user.locator(`li[data-link-id="${flagged.id}"]`);
      await item.getByRole('button', { name: /^Disable link / }).click();
      const dialog = user.getByRole('dialog', { name: 'Disable link?' });
      await dialog.waitFor();
      await expectAccessible(user, 'the Disable link confirmation');
      await user.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it('blocklist, and its error state', async () => {
      await check(user, 'blocklist', `${paths.adminModeration}?view=blocklist`, (p) =>
        expectVisible(p.getByRole('cell', { name: `a11y-blocked-${stamp}.example` }).or(p.locator('tbody tr').first()), 'a blocklist entry'),
      );
      await user.getByRole('button', { name: 'Add to blocklist' }).click();
      await expectAlert(user, MSG.blocklistEntriesRequired);
      await expectAccessible(user, 'blocklist with an error');
    });

    it('audit log', async () => {
      await check(user, 'audit log', `${paths.adminModeration}?view=log`, (p) => expectVisible(p.locator('tbody tr').first(), 'a line of the audit log'));
    });
  });
});
