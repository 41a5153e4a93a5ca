/**
 * Chromium end-to-end: every main screen on a phone (390×844). Each must fit the screen — the
 * page never scrolls sideways — and its primary actions must lie inside the viewport's width
 * (not in a table that scrolls off to the right). The dashboard also keeps a short link on one
 * line with its code whole, shows the first link on the first screen and its pager on one line
 * (50 pages); app screens start their title under the top bar, without a blank band. The link
 * header (editor, insight) shows the whole short link and at most three lines of a long title;
 * the open editor tab is scrolled into view. Needs the runtime from infra/local/test/global-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { paths, type Campaign, type Link } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectHeading, expectPath, makeAdmin, runtimeUrls, submitSignIn, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const PHONE = { width: 390, height: 844 };

const { at } = runtimeUrls();
const { openPage } = useChromium({ viewport: PHONE });

/** The screen has its data: no skeleton, route spinner or busy region is left. */
async function settled(page: Page, screen: string): Promise<void> {
  const loading = '.skeleton, .page-loader, [aria-busy="true"]';
  try {
    await page.waitForFunction((sel) => !document.querySelector(sel), loading, { timeout: 15_000 });
  } catch {
    const left = await page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML.slice(0, 100)), loading);
    throw new Error(`expected ${screen} to finish loading, still loading: ${JSON.stringify(left.slice(0, 3))}`);
  }
}

/**
 * What keeps `screen` from fitting the phone: the page wider than the viewport (with its width
 * and the elements reaching past the right edge), a stacked table that still scrolls sideways,
 * an action outside the viewport's width (or missing).
 */
async function fitProblems(page: Page, screen: string, actions: ReadonlyArray<[Locator, string]>): Promise<string[]> {
  const problems: string[] = [];
  const seen = await page.evaluate(() => {
    const width = window.innerWidth;
    // Past the right edge and not inside a box that clips or scrolls sideways within the screen.
    const clippedInside = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 0.5 && !clippedInside(e));
    // The innermost ones: what pushes the page wider.
    const culprits = sticking
      .filter((e) => !sticking.some((o) => o !== e && e.contains(o)))
      .slice(0, 4)
      .map(
        (e) =>
          `<${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? ` class="${e.className}"` : ''}> "${(e.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(e.getBoundingClientRect().right)} px`,
      );
    const scrollingTables = [...document.querySelectorAll('.dt--stacked')]
      .map((t) => t.parentElement!)
      .filter((w) => w.scrollWidth > w.clientWidth + 1)
      .map((w) => `${w.scrollWidth} px in ${w.clientWidth} px`);
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits, scrollingTables };
  });
  if (seen.scrollWidth > seen.width) {
    problems.push(
      `${screen}: the page is ${seen.scrollWidth} px wide on a ${seen.width} px phone (${seen.scrollWidth - seen.width} px too wide); past the edge: ${seen.culprits.join('; ')}`,
    );
  }
  for (const t of seen.scrollingTables) problems.push(`${screen}: a stacked table still scrolls sideways (${t})`);
  for (const [locator, what] of actions) {
    try {
      await locator.first().waitFor({ state: 'visible' });
    } catch {
      const buttons = await page.getByRole('button').allInnerTexts();
      problems.push(`${screen}: no ${what} at ${new URL(page.url()).pathname} (buttons: ${JSON.stringify(buttons.map((b) => b.trim()))})`);
      continue;
    }
    const box = await locator.first().evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width), viewport: window.innerWidth };
    });
    if (box.width === 0 || box.left < 0 || box.right > box.viewport)
      problems.push(`${screen}: ${what} spans ${box.left}–${box.right} px, outside the ${box.viewport} px wide screen`);
  }
  return problems;
}

/** The content starts right under the top bar: no blank band between them, above the title. */
async function bandProblems(page: Page, screen: string): Promise<string[]> {
  const band = await page.evaluate(() =>
    Math.round(document.querySelector('main')!.getBoundingClientRect().top - document.querySelector('.topbar')!.getBoundingClientRect().bottom),
  );
  return band <= 1 ? [] : [`${screen}: a blank band of ${band} px between the top bar and the content`];
}

/**
 * A link's header (editor, insight) on the phone: the whole short link, never cut (it may
 * wrap); a long title at most three lines, the full title still its text and its tooltip.
 */
async function headerProblems(page: Page, screen: string, label: string, title: string): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const a = document.querySelector<HTMLElement>('.editor-header__short .short-link')!;
    const r = a.getBoundingClientRect();
    const h1 = document.querySelector<HTMLElement>('.editor-header__title')!;
    const style = getComputedStyle(h1);
    return {
      text: [...a.childNodes]
        .filter((n) => !(n instanceof Element && n.classList.contains('sr-only')))
        .map((n) => n.textContent)
        .join(''),
      cut: a.scrollWidth > a.clientWidth + 2,
      right: Math.round(r.right),
      viewport: window.innerWidth,
      titleText: h1.textContent,
      titleAttr: h1.getAttribute('title'),
      titleLines: h1.getBoundingClientRect().height / parseFloat(style.lineHeight),
    };
  });
  const problems: string[] = [];
  if (seen.text !== label) problems.push(`${screen}: the header's short link shows "${seen.text}", not ${label}`);
  if (seen.cut || seen.right > seen.viewport)
    problems.push(`${screen}: the header's short link ${label} is cut (right edge ${seen.right} px of ${seen.viewport})`);
  if (seen.titleLines > 3.2) problems.push(`${screen}: the title takes ${seen.titleLines.toFixed(1)} lines (at most 3)`);
  if (seen.titleText !== title || seen.titleAttr !== title)
    problems.push(
      `${screen}: the clamped title lost its full text (text ${JSON.stringify(seen.titleText)}, title attribute ${JSON.stringify(seen.titleAttr)})`,
    );
  return problems;
}

/** The open editor tab lies inside the scrolling tab bar (scrolled into view). */
async function activeTabProblems(page: Page, screen: string, tab: string): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Link settings"]')!;
    const active = nav.querySelector<HTMLElement>('a[aria-current="page"]')!;
    const n = nav.getBoundingClientRect();
    const r = active.getBoundingClientRect();
    return {
      text: active.textContent,
      left: Math.round(r.left),
      right: Math.round(r.right),
      navLeft: Math.round(n.left),
      navRight: Math.round(n.right),
      scrolls: nav.scrollWidth > nav.clientWidth,
    };
  });
  if (seen.text !== tab) return [`${screen}: the open tab is "${seen.text}", expected ${tab}`];
  if (seen.left < seen.navLeft || seen.right > seen.navRight)
    return [
      `${screen}: the open tab ${tab} spans ${seen.left}–${seen.right} px, outside its tab bar (${seen.navLeft}–${seen.navRight} px; scrolls: ${seen.scrolls})`,
    ];
  return [];
}

/** A pager lies on one line, inside the screen. */
async function pagerProblems(pager: Locator, screen: string): Promise<string[]> {
  const seen = await pager.evaluate((nav) => {
    const items = [...nav.children].map((c) => c.getBoundingClientRect());
    const tops = new Set(items.map((r) => Math.round(r.top + r.height / 2)));
    return {
      count: items.length,
      lines: tops.size,
      right: Math.round(Math.max(...items.map((r) => r.right))),
      left: Math.round(Math.min(...items.map((r) => r.left))),
      viewport: window.innerWidth,
    };
  });
  const problems: string[] = [];
  if (seen.lines > 1) problems.push(`${screen}: the pager (${seen.count} items) takes ${seen.lines} lines`);
  if (seen.left < 0 || seen.right > seen.viewport)
    problems.push(`${screen}: the pager spans ${seen.left}–${seen.right} px, outside the ${seen.viewport} px wide screen`);
  return problems;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const link = (scope: Page | Locator, name: string) => scope.getByRole('link', { name, exact: true });

describe('every main screen on a 390 px phone', () => {
  const stamp = uniqueStamp();
  const email = `phone-${stamp}@example.com`;
  const password = 'phone-Passw0rd';
  const name = 'Pia Phone';

  it('fits the screen, with the primary actions inside it', { timeout: 240_000 }, async () => {
    await verifiedAccount(name, email, password);
    await makeAdmin(email);
    const token = await apiToken(email, password);
    // A long alias and title, as real links have; one of them password-protected.
    const alias = `spring-sale-${stamp}`;
    const made = await apiAs<Link>(token, 'POST', '/api/links', {
      longUrl: 'https://www.example.com/campaigns/spring/landing-page?ref=newsletter',
      shortUrl: alias,
      title: 'Spring sale landing page for the newsletter readers',
    });
    // A long title (the most the API takes), to see the header clamp it.
    const wordyTitle =
      'The complete spring and summer collection landing page for the newsletter readers who asked about our new arrivals, the sizes in stock, delivery times and the returns policy, with a code'.slice(
        0,
        200,
      );
    const wordy = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/collection', shortUrl: `wordy-${stamp}`, title: wordyTitle });
    const locked = `lock-${stamp}`;
    const lockedLink = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/private', shortUrl: locked });
    await apiAs(token, 'PATCH', `/api/links/${lockedLink.id}`, { password: { enabled: true, password: 'open-sesame' } });
    const campaignName = `Phone campaign ${stamp}`;
    const campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: campaignName });
    await apiAs(token, 'POST', `/api/campaigns/${campaign.id}/links`, {
      links: [{ longUrl: 'https://example.com/one' }, { longUrl: 'https://example.org/two' }],
    });
    // A link screening flags: a case in the moderation queue, with its flag explained.
    const flaggedLink = await apiAs<Link>(token, 'POST', '/api/links', {
      longUrl: `https://paypal.com.account-verify-${stamp}.example/login/with/a/rather/long/path?and=query`,
      shortUrl: `flag-${stamp}`,
      title: 'A flagged link with a longer title',
    });
    // A branded domain, pending: its DNS records table open on the Domains screen.
    const domainHost = `links.phone-${stamp}.example-company.test`;
    await apiAs(token, 'POST', '/api/domains', { host: domainHost });
    // Tags: a long Turkish name and an emoji on the first link, as chips in its row.
    const tagName = 'İndirim Kasım kampanyası';
    const tags = [
      await apiAs<{ id: string }>(token, 'POST', '/api/tags', { name: tagName, color: 'green' }),
      await apiAs<{ id: string }>(token, 'POST', '/api/tags', { name: '🎉 Launch', color: 'purple' }),
    ];
    await apiAs(token, 'PATCH', `/api/links/${made.id}`, { tagIds: tags.map((t) => t.id) });

    const page = await openPage();
    // Every screen is checked; the test fails at the end listing every problem found.
    const problems: string[] = [];
    const check = async (screen: string, actions: ReadonlyArray<[Locator, string]>) => problems.push(...(await fitProblems(page, screen, actions)));
    const onTop = async (screen: string) => problems.push(...(await bandProblems(page, screen)));

    // Public screens.
    await page.goto(at(paths.register));
    await expectHeading(page, /./);
    await check('register', [[button(page, 'Create account'), 'Create account']]);
    await page.goto(at(paths.passwordGate(locked)));
    await expectHeading(page, /Enter password for visit/);
    await check('password gate', [[button(page, 'Go to URL'), 'Go to URL']]);
    await page.goto(at(paths.signin));
    await expectHeading(page, /./);
    await check('sign-in', [[button(page, 'Sign in'), 'Sign in']]);
    await page.goto(at(`${paths.report}?link=${alias}`));
    await expectHeading(page, 'Report a short link');
    await check('report form', [[button(page, 'Send report'), 'Send report']]);

    // The admin lands on the admin dashboard.
    await submitSignIn(page, email, password);
    await expectPath(page, paths.adminDashboard);
    await settled(page, 'admin');
    const firstUser = page.locator('tbody tr').first();
    await check('admin', [
      [page.getByRole('combobox', { name: 'Per page' }), 'the page size'],
      [firstUser.getByRole('button').first(), "the first user's action"],
      [firstUser.getByRole('button').last(), "the first user's last action"],
    ]);
    await onTop('admin');

    // Moderation: the queue, the blocklist and the audit log.
    await page.goto(at(paths.adminModeration));
    await settled(page, 'moderation queue');
    const flaggedCase = page.locator(`li[data-link-id="${flaggedLink.id}"]`);
    await flaggedCase.waitFor();
    await check('moderation queue', [
      [page.getByRole('link', { name: 'Audit log' }), 'the Audit log tab'],
      [button(page, 'Resolved'), 'Resolved'],
      [flaggedCase.getByRole('button', { name: /^Disable link / }), 'Disable link'],
      [flaggedCase.getByRole('button', { name: /^Clear flag / }), 'Clear flag'],
      [flaggedCase.getByRole('button', { name: /^Disable team / }), 'Disable team'],
    ]);
    await page.goto(at(`${paths.adminModeration}?view=blocklist`));
    await settled(page, 'blocklist');
    await check('blocklist', [
      [button(page, 'Add to blocklist'), 'Add to blocklist'],
      [button(page, "Add the file's entries"), "Add the file's entries"],
      [page.getByRole('searchbox', { name: 'Find' }), 'Find'],
    ]);
    await page.goto(at(`${paths.adminModeration}?view=log`));
    await settled(page, 'audit log');
    await check('audit log', [[button(page, 'Refresh'), 'Refresh']]);

    // Dashboard: the short link on one line, the first link on the first screen.
    await page.goto(at(paths.dashboard));
    await settled(page, 'dashboard');
    const row = page.locator(`tr[data-link-id="${made.id}"]`);
    const label = `${new URL(at('/')).host}/${alias}`;
    await check('dashboard', [
      [button(page, 'Create link'), 'Create link'],
      [page.getByRole('searchbox', { name: 'Search links' }), 'the search box'],
      [page.getByRole('combobox', { name: 'Filter by tag' }), 'the tag filter'],
      [row.locator('.short-link'), 'the short link'],
      [row.locator('.tag-chip').last(), "the link's last tag chip"],
      [row.getByRole('link', { name: /clicks: insight for/ }), 'the clicks link'],
      [button(row, `Copy ${label}`), 'Copy'],
      [button(row, `QR code for ${label}`), 'QR code'],
      [link(row, `Edit ${label}`), 'Edit'],
      [button(row, `Delete ${label}`), 'Delete'],
    ]);
    await onTop('dashboard');
    const shortLink = await row
      .locator('.short-link')
      .evaluate((e) => ({ height: Math.round(e.getBoundingClientRect().height), line: parseFloat(getComputedStyle(e).lineHeight) || 24, text: e.textContent }));
    expect(shortLink.text, 'the short link shows host/alias').toBe(label);
    if (shortLink.height >= shortLink.line * 1.5) problems.push(`dashboard: the short link ${label} takes more than one line (${shortLink.height} px high)`);
    // The code is shown whole: only the host may give way, at its end (it was cut from the left).
    const code = await row.locator('.short-link').evaluate((a) => {
      const part = a.querySelector('.short-link__code');
      if (!part) return null;
      const r = part.getBoundingClientRect();
      const box = a.getBoundingClientRect();
      const host = a.querySelector('.short-link__host')?.getBoundingClientRect();
      return {
        text: part.textContent,
        whole: part.scrollWidth <= part.clientWidth + 1 && r.left >= box.left - 0.5 && r.right <= Math.min(box.right, window.innerWidth) + 0.5,
        hostFromLeft: !host || Math.abs(host.left - box.left) < 1,
        direction: getComputedStyle(a).direction,
      };
    });
    if (!code) problems.push(`dashboard: the short link ${label} has no code part (.short-link__code)`);
    else if (code.text !== `/${alias}` || !code.whole || !code.hostFromLeft || code.direction !== 'ltr')
      problems.push(`dashboard: the short link's code is cut or the link is cut from the left: ${JSON.stringify(code)}`);
    const firstRowTop = await page
      .locator('tbody tr')
      .first()
      .evaluate((e) => Math.round(e.getBoundingClientRect().top));
    if (firstRowTop > PHONE.height - 60)
      problems.push(`dashboard: the first link starts ${firstRowTop} px down, below the first ${PHONE.height} px screen (the stat cards take too much room)`);
    // Its clicks open the link's insight.
    expect(await row.getByRole('link', { name: /clicks: insight for/ }).getAttribute('href')).toBe(paths.insight(made.id));

    // The pager fits one line, with many pages (the list answers 500 links: page 25 of 50).
    await page.route('**/api/links?*', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('page', '1');
      const answer = await route.fetch({ url: url.toString() });
      const body = (await answer.json()) as { total: number; page: number };
      await route.fulfill({ response: answer, json: { ...body, total: 500, page: Number(new URL(route.request().url()).searchParams.get('page') ?? 1) } });
    });
    await page.goto(at(`${paths.dashboard}?page=25`));
    await settled(page, 'dashboard, page 25 of 50');
    const pager = page.getByRole('navigation', { name: 'Links pages' });
    await pager.getByRole('button', { name: 'Page 25' }).waitFor();
    problems.push(...(await pagerProblems(pager, 'dashboard, page 25 of 50')));
    await check('dashboard, page 25 of 50', [
      [pager.getByRole('button', { name: 'Previous page' }), 'Previous page'],
      [pager.getByRole('button', { name: 'Next page' }), 'Next page'],
      [pager.getByRole('button', { name: 'Page 50' }), 'the last page'],
    ]);
    await page.unroute('**/api/links?*');
    await page.goto(at(paths.dashboard));
    await settled(page, 'dashboard');

    // Create modal.
    await button(page, 'Create link').click();
    const dialog = page.getByRole('dialog', { name: 'Create New Link' });
    await dialog.waitFor();
    await check('the Create New Link modal', [
      [dialog.getByLabel('Target URL'), 'the Target URL field'],
      [button(dialog, 'Create link'), 'Create link'],
      [button(dialog, 'Cancel'), 'Cancel'],
    ]);
    await button(dialog, 'Cancel').click();
    await dialog.waitFor({ state: 'detached' });

    // Link editor (title tab) and the link's insight.
    await page.goto(at(paths.editTab('title', made.id)));
    await settled(page, 'link editor');
    await check('link editor', [[button(page, 'Save'), 'Save']]);
    await onTop('link editor');
    problems.push(...(await headerProblems(page, 'link editor', label, 'Spring sale landing page for the newsletter readers')));
    await page.goto(at(paths.insight(made.id)));
    await settled(page, 'insight');
    await check('insight', [[link(page, 'Edit link'), 'Edit link']]);
    problems.push(...(await headerProblems(page, 'insight', label, 'Spring sale landing page for the newsletter readers')));
    // A long title is clamped; the last tab, opened directly, is scrolled into view in the tab bar.
    const wordyLabel = `${new URL(at('/')).host}/${wordy.shortUrl}`;
    await page.goto(at(paths.editTab('qr', wordy.id)));
    await settled(page, 'link editor, QR Code tab');
    problems.push(...(await headerProblems(page, 'link editor, long title', wordyLabel, wordyTitle)));
    problems.push(...(await activeTabProblems(page, 'link editor, QR Code tab', 'QR Code')));
    await page.goto(at(paths.insight(wordy.id)));
    await settled(page, 'insight, long title');
    problems.push(...(await headerProblems(page, 'insight, long title', wordyLabel, wordyTitle)));
    await page.goto(at(paths.analytics));
    await expectHeading(page, 'Analytics');
    await settled(page, 'analytics');
    await check('analytics', [
      [button(page, 'Last 7 Days'), 'Last 7 Days'],
      [button(page, 'Last Month'), 'Last Month'],
    ]);
    await onTop('analytics');

    // QR generator and bulk.
    await page.goto(at(paths.qrCode));
    await settled(page, 'QR generator');
    await check('QR generator', [[button(page, 'Generate'), 'Generate']]);
    await onTop('QR generator');
    await page.goto(at(paths.bulk));
    await expectHeading(page, 'Bulk Operations');
    await check('bulk', [[button(page, 'Start Bulk Operation'), 'Start Bulk Operation']]);
    await onTop('bulk');

    // Campaigns and one campaign.
    await page.goto(at(paths.campaigns));
    await settled(page, 'campaigns');
    const campaignRow = page.locator(`tr[data-campaign-id="${campaign.id}"]`);
    await check('campaigns', [
      [link(page, 'Create Campaign'), 'Create Campaign'],
      [link(campaignRow, `View Detail of ${campaignName}`), 'View Detail'],
      [button(campaignRow, `Delete ${campaignName}`), 'delete'],
    ]);
    await onTop('campaigns');
    await page.goto(at(paths.campaign(campaign.id)));
    await expectHeading(page, `Campaign: ${campaignName}`);
    await settled(page, 'campaign detail');
    await check('campaign detail', [[link(page, '← Back to Campaigns'), 'Back to Campaigns']]);

    // Team and settings.
    await page.goto(at(paths.team));
    await settled(page, 'team');
    await check('team', [
      [button(page, 'Add User'), 'Add User'],
      [button(page, `Edit profile of ${name}`), 'the edit icon'],
      [button(page, `Set password for ${name}`), 'the password icon'],
      [button(page, `Remove ${name}`), 'the remove icon'],
    ]);
    await onTop('team');
    await page.goto(at(paths.settings));
    await settled(page, 'settings');
    await check('settings', [
      [page.getByRole('tab', { name: 'User Management' }), 'the User Management pill'],
      [page.getByRole('tab', { name: 'Plan' }), 'the Plan pill'],
      [link(page, 'Team Management'), 'Team Management'],
      [button(page, 'Create key'), 'Create key'],
    ]);
    await onTop('settings');
    // The Profile / Team Management / Plan tabs of /e/team and /e/plan, inside the screen.
    const settingsTabs = page.getByRole('navigation', { name: 'Settings' });
    expect(await settingsTabs.getByRole('link').allInnerTexts(), 'settings has the tab bar of team, plan, domains, tags and webhooks').toEqual([
      'Profile',
      'Team Management',
      'Plan',
      'Domains',
      'Tags',
      'Webhooks',
      'Alerts',
      'Link health',
      'Shared dashboards',
      'Reports',
      'Security',
      'Import',
      'Audit log',
      'Single sign-on',
    ]);
    await check('settings tabs', [
      [link(settingsTabs, 'Profile'), 'the Profile tab'],
      [link(settingsTabs, 'Plan'), 'the Plan tab'],
      [link(settingsTabs, 'Domains'), 'the Domains tab'],
      [link(settingsTabs, 'Tags'), 'the Tags tab'],
      [link(settingsTabs, 'Webhooks'), 'the Webhooks tab'],
    ]);

    // Tags: the create form, and each tag's actions.
    await page.goto(at(paths.tags));
    await settled(page, 'tags');
    await check('tags', [
      [button(page, 'Create tag'), 'Create tag'],
      [page.getByRole('radio', { name: 'Purple' }), 'the last colours'],
      [button(page, `Edit tag ${tagName}`), 'Edit tag'],
      [button(page, `Delete tag ${tagName}`), 'Delete tag'],
    ]);
    await onTop('tags');

    // Domains: a pending domain, its records stacked, its settings open.
    await page.goto(at(paths.domains));
    await settled(page, 'domains');
    const domainCard = page.locator(`li[data-domain="${domainHost}"]`);
    await domainCard.getByRole('table', { name: `DNS records for ${domainHost}` }).waitFor();
    await check('domains', [
      [button(page, 'Add domain'), 'Add domain'],
      [domainCard.getByRole('button', { name: `Check now: ${domainHost}` }), 'Check now'],
      [domainCard.getByRole('button', { name: `Remove ${domainHost}` }), 'Remove'],
      [domainCard.getByRole('button', { name: "Copy the TXT record's value" }), "the TXT value's Copy"],
    ]);
    await onTop('domains');
    await domainCard.getByRole('button', { name: `Settings of ${domainHost}` }).click();
    await check('domains, settings open', [[button(domainCard, 'Save settings'), 'Save settings']]);

    if (problems.length > 0)
      throw new Error(
        `expected every screen to fit a ${PHONE.width} px phone, found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
  });
});
