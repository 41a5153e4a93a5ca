/**
 * Chromium end-to-end (finding 2): login CSRF through the verification link. An
 * attacker signs up, keeps their own verification link and sends someone else's browser to
 * it. Before the fix the link set a session for the attacker's account over the victim's,
 * and the victim went on creating links in the attacker's account.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG, paths } from '@kisa/shared';
import { expectPath, expectVisible, mailLink, runtimeUrls, signInToDashboard, signUp, uniqueStamp, useChromium, verifiedAccount } from './support/browser';
import { useLocalSite } from './support/local-site';

const { at } = runtimeUrls();
const password = 'victim-Passw0rd';

const { openPage: freshPage } = useChromium();
let nextTarget = '';

/** Signs up the attacker's account and answers its verification link (kept, not followed). */
async function attackersLink(stamp: string): Promise<{ email: string; link: string }> {
  const email = `mallory-${stamp}@example.com`;
  const before = Date.now();
  await signUp('Mallory', email, 'mallory-Passw0rd');
  return { email, link: await mailLink(email, '/verify/', before) };
}

/** Who the page's browser is signed in as, asked with the browser's own cookie. */
async function whoAmI(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const res = await fetch('/api/me');
    return res.ok ? ((await res.json()) as { email: string }).email : null;
  });
}

// Another site (another port of localhost: same site, other origin) that sends its visitor on.
const evil = useLocalSite((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><script>location.href = ${JSON.stringify(nextTarget)}</script>`);
}, 'localhost');

describe('verification link: no login CSRF (Chromium)', () => {
  it("a signed-in victim sent to the attacker's /verify link stays in their own account", { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const victim = `victor-${stamp}@example.com`;
    await verifiedAccount('Victor Victim', victim, password);
    const attacker = await attackersLink(stamp);

    const page = await freshPage();
    await signInToDashboard(page, victim, password);
    nextTarget = attacker.link;
    await page.goto(`${evil.origin}/`);
    await page.waitForURL((u) => u.pathname.startsWith('/verify/'));
    await expectVisible(page.getByText(MSG.verifiedPleaseSignIn), 'the verified-please-sign-in message');
    await expectVisible(page.getByTestId('verify-kept-session').getByText(victim), 'the note naming the account the victim is still in');
    await expectPath(page, paths.dashboard, 8_000);
    expect(await whoAmI(page), 'the session after the link').toBe(victim);
    await expectVisible(page.getByRole('button', { name: 'Logout' }), 'the app shell of the signed-in victim');
    // The attacker's address is verified all the same.
    const signin = await page.evaluate(
      async (body) => (await fetch('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      { email: attacker.email, password: 'mallory-Passw0rd' },
    );
    expect(signin).toBe(200);
  });

  it("a browser with no session sent to the attacker's /verify page is not signed in as the attacker", { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const attacker = await attackersLink(stamp);
    const page = await freshPage();
    nextTarget = attacker.link;
    await page.goto(`${evil.origin}/`);
    await page.waitForURL((u) => u.pathname.startsWith('/verify/'));
    // The page's fetch is same-origin, but this browser did not sign up: verified, nobody signed in.
    await expectVisible(page.getByText(MSG.verifiedPleaseSignIn), 'the verified-please-sign-in message');
    expect(await whoAmI(page), 'the session after the link').toBeNull();
  });

  it('the browser that signed up is signed in by its own link', { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `own-${stamp}@example.com`;
    const page = await freshPage();
    const before = Date.now();
    // Sign up from this browser (its fetch gets the sign-up mark), then open the mailed link in it.
    await page.goto(at(paths.notFound));
    const status = await page.evaluate(
      async (body) => (await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      { name: 'Own Browser', email, password },
    );
    expect(status).toBe(201);
    await page.goto(await mailLink(email, '/verify/', before));
    await expectVisible(page.getByText(MSG.verified, { exact: true }), 'the verified message');
    expect(await whoAmI(page), 'signed in by its own link').toBe(email);
  });

  it('another site navigating a browser straight to the verify API starts no session', { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const attacker = await attackersLink(stamp);
    const token = new URL(attacker.link).pathname.split('/').pop()!;
    const page = await freshPage();
    nextTarget = at(`/api/auth/verify/${token}`);
    await page.goto(`${evil.origin}/`);
    await page.waitForURL((u) => u.pathname.startsWith('/api/auth/verify/'));
    expect(JSON.parse(await page.locator('body').innerText())).toMatchObject({ message: MSG.verifiedPleaseSignIn, token: null });
    await page.goto(at(paths.notFound));
    expect(await whoAmI(page), 'no session in the browser').toBeNull();
  });
});
