import type { Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { clickLogLines, waitForLogLines } from '#test-support/click-log.js';
import { uploadPreviewImage } from '#test-support/preview-images.js';
import { UA, UNFURL_UA } from '#test-support/user-agents.js';

// Previews that sell the click, through the local gateway and the real redirect
// handler: link-unfurling bots get the link's Open Graph page and are not counted; people and,
// for links without a preview, bots get the redirect as before. X-Robots-Tag on every answer.

let owner: Session;
let admin: Session;

beforeAll(async () => {
  [owner, admin] = await Promise.all([verifiedSession('preview-redirect'), verifiedSession('preview-admin')]);
  await makeAdmin(admin.user.id);
});

async function linkWith(longUrl: string, patch?: Record<string, unknown>): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', { headers: owner.auth, json: { longUrl, shortUrl: `pr${randomBytes(5).toString('hex')}` } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!patch) return created.body;
  const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, { headers: owner.auth, json: patch });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return patched.body;
}

async function visit(code: string, ua: string = UA.desktop) {
  const res = await fetch(`${runtime().appUrl}/${code}`, { headers: { 'user-agent': ua }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
const clicksOf = async (link: Link) => (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body.totalClicks;

describe('link-unfurling bots and a custom preview', () => {
  it('each listed bot gets the Open Graph page (not counted, no cookie); a person gets the 302 and is counted', async () => {
    const created = await linkWith('https://example.com/landing?from=preview');
    const image = await uploadPreviewImage(owner, created.id);
    const title = 'Çok özel "İndirim" <bugün> 🎉';
    const description = "Şimdi al, ödemeyi sonra yap — it's 50% off & more";
    // The same destination without a preview, for the bots' 302 at the end.
    const bare = await linkWith('https://example.com/landing?from=preview');
    const patched = await call<Link>('PATCH', `/api/links/${created.id}`, { headers: owner.auth, json: { preview: { title, description, image } } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const shortLink = `${runtime().env.SHORT_URL_BASE}/${created.shortUrl}`;

    for (const [name, ua] of Object.entries(UNFURL_UA)) {
      const page = await visit(created.shortUrl, ua);
      const what = `${name} (${ua})`;
      expect(page.status, what).toBe(200);
      expect(page.headers.get('content-type'), what).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-robots-tag'), what).toBe('noindex');
      expect(page.headers.get('content-security-policy'), what).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
      expect(page.headers.getSetCookie(), what).toEqual([]);
      for (const tag of [
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:image" content="${image}">`,
        `<meta property="og:url" content="${shortLink}">`,
        '<meta name="twitter:card" content="summary_large_image">',
        `<meta name="twitter:title" content="${escapeHtml(title)}">`,
        `<meta name="twitter:image" content="${image}">`,
        `<meta http-equiv="refresh" content="0;url=${escapeHtml('https://example.com/landing?from=preview')}">`,
      ]) {
        expect(page.body, `${what}: ${tag}`).toContain(tag);
      }
    }
    // The image the tags name is there for the bot to fetch.
    const fetched = await fetch(image, { headers: { 'user-agent': UNFURL_UA.slackImages } });
    expect({ status: fetched.status, type: fetched.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });

    const person = await visit(created.shortUrl, UA.desktop);
    expect({ status: person.status, location: person.headers.get('location'), robots: person.headers.get('x-robots-tag') }).toEqual({
      status: 302,
      location: 'https://example.com/landing?from=preview',
      robots: 'noindex',
    });
    // The person's click arrives; no bot's ever does (they were never enqueued, not even as bots).
    await waitForLogLines((l) => l.linkId === created.id);
    await new Promise((r) => setTimeout(r, 1_500));
    const lines = (await clickLogLines()).filter((l) => l.linkId === created.id);
    expect(lines.map((l) => ({ isBot: l.isBot, browser: l.browser }))).toEqual([{ isBot: false, browser: 'Chrome' }]);
    await expect.poll(() => clicksOf(created), { timeout: 15_000 }).toBe(1);

    // Without a custom preview, bots get the redirect exactly as before.
    for (const ua of Object.values(UNFURL_UA)) {
      const res = await visit(bare.shortUrl, ua);
      expect({ ua, status: res.status, location: res.headers.get('location') }).toEqual({
        ua,
        status: 302,
        location: 'https://example.com/landing?from=preview',
      });
    }
  });

  it('a password link with a preview: bots get the page leading to the gate, never the destination', async () => {
    const link = await linkWith('https://example.com/secret-destination', {
      preview: { title: 'Members only' },
      password: { enabled: true, password: 'open sesame' },
    });
    const page = await visit(link.shortUrl, UNFURL_UA.twitter);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Members only">');
    expect(page.body).toContain('<meta name="twitter:card" content="summary">');
    expect(page.body).not.toContain('secret-destination');
    expect(page.body).toContain(`/loginurl/${link.shortUrl}`);
  });
});

describe('X-Robots-Tag on every short-link answer', () => {
  it('noindex on the 302, the deeplink page, the warning page, the gate, the expired redirect, the 404 and the 410; none where the link is indexable', async () => {
    const plain = await linkWith('https://example.com/robots');
    const deeplink = await linkWith('https://example.com/app', { redirects: { deeplink: 'myapp://open' } });
    const flagged = await linkWith(`https://paypal.com.account-verify-${randomBytes(3).toString('hex')}.example/login`);
    expect(flagged.moderation).toBe('flagged');
    const locked = await linkWith('https://example.com/locked', { password: { enabled: true, password: 'open sesame' } });
    const expired = await linkWith('https://example.com/expired', { expiry: { date: '2020-01-01' } });
    const disabled = await linkWith('https://example.com/disabled');
    expect((await call('POST', '/api/admin/moderation', { headers: admin.auth, json: { action: 'disableLink', linkId: disabled.id } })).status).toBe(200);

    const answers = {
      redirect: [plain.shortUrl, UA.desktop, 302],
      deeplink: [deeplink.shortUrl, UA.iphone, 200],
      warning: [flagged.shortUrl, UA.desktop, 200],
      gate: [locked.shortUrl, UA.desktop, 302],
      expired: [expired.shortUrl, UA.desktop, 302],
      notFound: [`nx${randomBytes(5).toString('hex')}`, UA.desktop, 404],
      disabled: [disabled.shortUrl, UA.desktop, 410],
    } as const;
    for (const [kind, [code, ua, status]] of Object.entries(answers)) {
      const res = await visit(code, ua);
      expect({ kind, status: res.status, robots: res.headers.get('x-robots-tag') }).toEqual({ kind, status, robots: 'noindex' });
    }

    // Indexable: the link's own answers go without it (the 404 and 410 are no link's own).
    for (const link of [plain, deeplink, flagged, locked, expired]) {
      expect((await call('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { indexable: true } })).status).toBe(200);
    }
    const previewed = await linkWith('https://example.com/indexed-preview', { preview: { title: 'Indexed' }, indexable: true });
    const indexable = { ...answers, preview: [previewed.shortUrl, UNFURL_UA.linkedin, 200] } as const;
    for (const [kind, [code, ua, status]] of Object.entries(indexable)) {
      const expected = kind === 'notFound' || kind === 'disabled' ? 'noindex' : null;
      // The redirect caches a link for up to 5 s: the edit shows within that.
      await expect
        .poll(
          async () => {
            const res = await visit(code, ua);
            return { kind, status: res.status, robots: res.headers.get('x-robots-tag') };
          },
          { timeout: 10_000 },
        )
        .toEqual({ kind, status, robots: expected });
    }
  });
});
