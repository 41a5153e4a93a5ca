/**
 * Chromium end-to-end: Settings → Audit log shows the owner's changes newest first (an edit with
 * its before and after, in Turkish and Arabic), filters by action from the keyboard, verifies the
 * chain, has no serious axe violation, and fits a phone.
 * Needs the runtime from infra/local/test/global-setup.ts (`inject('runtime')`).
 */
/// <reference path="../../infra/local/test/runtime-context.d.ts" />
import { describe, expect, it } from 'vitest';
import { paths } from '@kisa/shared';
import { expectAccessible, waitForContent } from './support/axe';
import {
  expectFits,
  expectHeading,
  expectStatus,
  expectVisible,
  runtimeUrls,
  signInToDashboard,
  uniqueStamp,
  useChromium,
  verifiedAccount,
} from './support/browser';

const { at } = runtimeUrls();
const { openPage } = useChromium({ viewport: { width: 1280, height: 900 } });

async function api(path: string, token: string, method: string, body?: unknown): Promise<{ id: string }> {
  const res = await fetch(at(path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`expected ${method} ${path} to succeed, got ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

describe('the audit log in Chromium', () => {
  it('lists the changes, filters them, verifies the chain, and fits a phone', { timeout: 120_000 }, async () => {
    const stamp = uniqueStamp();
    const email = `denetim-${stamp}@example.com`;
    const password = 'audit-Passw0rd';
    await verifiedAccount('Ayşe Denetçi', email, password);
    const signIn = await fetch(at('/api/auth/signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const link = await api('/api/links', token, 'POST', { longUrl: 'https://example.com/denetim', title: 'Kış 🎉' });
    await api(`/api/links/${link.id}`, token, 'PATCH', { title: 'مرحبا' });

    const page = await openPage();
    await signInToDashboard(page, email, password);
    await page.goto(at(paths.audit));
    await expectHeading(page, 'Audit log');
    const edit = page.getByRole('row').filter({ hasText: 'Update link' });
    await expectVisible(edit, 'the edit of the link');
    expect(await edit.innerText()).toContain('title: "Kış 🎉" → "مرحبا"');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Create link' }), 'the link created');
    await waitForContent(page);
    await expectAccessible(page, 'the audit log');

    // Filter from the keyboard: the action field, typed, Enter.
    await page.getByLabel('Action').fill('updateLink');
    await page.getByLabel('Action').press('Enter');
    await page.getByRole('row').filter({ hasText: 'Create link' }).waitFor({ state: 'detached' });
    await expectVisible(page.getByRole('row').filter({ hasText: 'Update link' }), 'the edit, filtered');
    expect(await page.getByRole('row').filter({ hasText: 'Update link' }).count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'Create link' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Verify chain' }).click();
    await expectStatus(page, 'The chain holds');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectVisible(page.getByRole('row').filter({ hasText: 'Update link' }), 'the entry on a phone');
    await expectFits(page, 'the audit log');
  });
});
