/**
 * Chromium end-to-end: a viewer of a team, at desktop and phone widths. Every screen they can
 * open loads, none offers a change they may not make (no Create, Save, Delete, Add… button
 * enabled), the read-only ones say "You have view-only access to this team.", and a change
 * sent straight to the API from the page's own session (its cookie, its origin) is refused
 * with the message naming the scope it lacks. Needs the runtime from infra/local/test/global-setup.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths, ROLE_MSG, type Campaign, type Link, type Tag } from '@kisa/shared';
import { apiAs, apiToken } from './support/api';
import { expectHeading, expectPath, expectVisible, mailLink, runtimeUrls, submitSignIn, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium();

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** Buttons (and links styled as buttons) that would change the team's things. */
const WRITE_LABEL =
  /^(create( link| your first link| campaign| tag)?|save|delete|remove|add( user| endpoint| domain)?|start bulk operation|set up (a|a new) test|promote|rename|edit|new import|upload|send test event|resend|rotate)\b/i;

const stamp = uniqueStamp();
const ownerEmail = `rhea-owner-${stamp}@example.com`;
const viewerEmail = `vural-viewer-${stamp}@example.com`;
const PASSWORD = 'roles-Passw0rd';
let link: Link;
let campaign: Campaign;
let tag: Tag;

/** Invites `email` to the owner's team with a role and accepts the invitation from its mail (no browser). */
async function addWithRole(ownerToken: string, name: string, email: string, role: 'viewer'): Promise<void> {
  const invitedAt = Date.now();
  await apiAs(ownerToken, 'POST', '/api/team/members', { name, email, password: PASSWORD, role });
  const inviteToken = new URL(await mailLink(email, '/invite/', invitedAt)).pathname.split('/').pop()!;
  const accepted = await fetch(at(`/api/invitations/${inviteToken}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'accept' }),
  });
  if (!accepted.ok) throw new Error(`expected ${email} to accept the invitation, got ${accepted.status} ${await accepted.text()}`);
}

beforeAll(async () => {
  await verifiedAccount('Rhea Owner', ownerEmail, PASSWORD);
  const token = await apiToken(ownerEmail, PASSWORD);
  // Names in several scripts: the viewer reads them as the owner wrote them.
  link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/roles', shortUrl: `roles-${stamp}`, title: 'Işıklı İstanbul عرض 🌙' });
  campaign = await apiAs<Campaign>(token, 'POST', '/api/campaigns', { name: `Kampanya ${stamp}` });
  tag = await apiAs<Tag>(token, 'POST', '/api/tags', { name: `etiket-ı-${stamp.slice(0, 6)}` });
  await addWithRole(token, 'Vural Viewer', viewerEmail, 'viewer');
}, 120_000);

/** The page has its data: no skeleton, route spinner or busy region is left. */
async function settled(page: Page, screen: string): Promise<void> {
  const loading = '.skeleton, .page-loader, [aria-busy="true"]';
  try {
    await page.waitForFunction((sel) => !document.querySelector(sel), loading, { timeout: 15_000 });
  } catch {
    throw new Error(`expected ${screen} to finish loading, it still shows ${loading}`);
  }
}

/** The visible, enabled controls on the page whose names say they change something. */
async function writeControls(page: Page): Promise<string[]> {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('button, a.btn, [role="button"]')]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        // :disabled also holds for a button inside a disabled fieldset (the editor's fields for a viewer).
        return box.width > 0 && box.height > 0 && !e.matches(':disabled') && e.getAttribute('aria-disabled') !== 'true';
      })
      .map((e) => (e.getAttribute('aria-label') || e.textContent || '').trim()),
  );
  return names.filter((n) => WRITE_LABEL.test(n) && !/^edit profile|^add a passkey|^create (an )?api key/i.test(n));
}

interface Screen {
  path: string;
  heading: string | RegExp;
  /** The page says it is read-only for a viewer. */
  viewOnly?: boolean;
  /** Text the page shows once loaded (the team's things, read). */
  shows?: () => string;
}

const screens = (): Screen[] => [
  { path: paths.dashboard, heading: /^Welcome/, shows: () => link.title! },
  { path: paths.editTitleDefault(link.id), heading: 'Title', viewOnly: true, shows: () => link.title! },
  { path: paths.editTab('alias', link.id), heading: 'Alias', viewOnly: true },
  { path: paths.editTab('experiment', link.id), heading: 'Experiment', viewOnly: true },
  { path: paths.campaigns, heading: 'Campaigns', shows: () => campaign.name },
  { path: paths.campaign(campaign.id), heading: `Campaign: ${campaign.name}` },
  { path: paths.bulk, heading: 'Bulk Operations', viewOnly: true },
  { path: paths.tags, heading: 'Tags', viewOnly: true, shows: () => tag.name },
  { path: paths.domains, heading: 'Domains' },
  { path: paths.webhooks, heading: 'Webhooks' },
  { path: paths.team, heading: 'Team', shows: () => 'Rhea Owner' },
  { path: paths.imports, heading: 'Import' },
  { path: paths.analytics, heading: 'Analytics' },
];

describe('a viewer in Chromium', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`sees every screen at ${width} width with no change offered, and the API refuses one sent from the page`, { timeout: 180_000 }, async () => {
      const page = await openPage({ viewport });
      await page.goto(at(paths.signin));
      await submitSignIn(page, viewerEmail, PASSWORD);
      await expectPath(page, paths.dashboard);

      const problems: string[] = [];
      for (const screen of screens()) {
        await page.goto(at(screen.path));
        await expectHeading(page, screen.heading);
        await settled(page, screen.path);
        if (screen.shows) await expectVisible(page.getByText(screen.shows()).first(), `${screen.path} showing "${screen.shows()}"`);
        const offered = await writeControls(page);
        if (offered.length) problems.push(`${screen.path} offers a viewer ${offered.map((n) => `"${n}"`).join(', ')}`);
        const notice = await page.getByText(ROLE_MSG.viewOnly).count();
        if (screen.viewOnly && notice === 0) problems.push(`${screen.path} does not say "${ROLE_MSG.viewOnly}"`);
        const failed = await page.getByRole('alert').allTextContents();
        if (failed.length) problems.push(`${screen.path} shows an alert: ${failed.join(' | ')}`);
      }
      expect(problems).toEqual([]);

      // The page's own session (cookie, same origin) may still read, and is refused a change by its scope.
      const answers = await page.evaluate(async (linkId) => {
        const send = async (method: string, path: string, body?: unknown) => {
          const res = await fetch(path, {
            method,
            credentials: 'same-origin',
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, message: ((await res.json()) as { errorMessage?: string }).errorMessage };
        };
        return {
          read: await send('GET', `/api/links/${linkId}`),
          create: await send('POST', '/api/links', { longUrl: 'https://example.com/by-a-viewer' }),
          remove: await send('DELETE', `/api/links/${linkId}`),
        };
      }, link.id);
      expect(answers).toEqual({
        read: { status: 200, message: undefined },
        create: { status: 403, message: MSG.roleLacksScope('links:write') },
        remove: { status: 403, message: MSG.roleLacksScope('links:write') },
      });
    });
  }
});
