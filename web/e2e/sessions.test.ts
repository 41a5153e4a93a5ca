/**
 * Chromium end-to-end: Settings → Security lists where one is signed in — this browser marked,
 * another device's sign-in with its browser and OS — and ending the other session stops its
 * token at its next request; ending this device's session signs this browser out.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import { paths } from '@kisa/shared';
import { expectPath, expectVisible, runtimeUrls, signInToDashboard, uniqueStamp, useChromium, verifiedAccount } from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium({ viewport: { width: 1280, height: 900 } });
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Signs in from outside the browser, as a phone would: its session token. */
async function signInElsewhere(email: string, password: string): Promise<string> {
  const res = await fetch(at('/api/auth/signin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE_UA },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`expected the phone's sign-in to answer 200, got ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
const meWith = async (token: string) => (await fetch(at('/api/me'), { headers: { authorization: `Bearer ${token}` } })).status;

describe('sessions in Chromium', () => {
  it('lists this browser and a phone, ends the phone at once, then signs this browser out', { timeout: 90_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `sena-${stamp}@example.com`;
    const password = 'sessions-Passw0rd';
    await verifiedAccount('Sena Oturum', email, password);
    const page = await openPage();
    await signInToDashboard(page, email, password);
    const phone = await signInElsewhere(email, password);

    await page.goto(at(paths.security));
    const phoneRow = page.getByRole('row').filter({ hasText: 'Android' });
    const thisRow = page.getByRole('row').filter({ hasText: 'This device' });
    await expectVisible(phoneRow, "the phone's session");
    await expectVisible(thisRow, "this browser's session");
    expect(await phoneRow.innerText()).toContain('Chrome 126');
    expect(await phoneRow.innerText()).toContain('Password');

    await phoneRow.getByRole('button', { name: /^End the session on/ }).click();
    const confirm = page.getByRole('dialog', { name: 'End this session?' });
    await confirm.getByRole('button', { name: 'End session' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await phoneRow.waitFor({ state: 'detached' });
    expect(await meWith(phone), "the phone's token, right after").toBe(401);

    await thisRow.getByRole('button', { name: /\(this device\)$/ }).click();
    await page.getByRole('dialog', { name: 'End this session?' }).getByRole('button', { name: 'End session' }).click();
    await expectPath(page, /\/(management|signin)/);
  });
});
