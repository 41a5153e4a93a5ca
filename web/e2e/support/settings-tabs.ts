/**
 * The Settings screen's tab bar (Profile, Team Management, Plan, Domains, Tags, Webhooks),
 * driven by keyboard.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '@kisa/shared';
import { waitForContent } from './axe';
import { expectHeading, expectPath, runtimeUrls } from './browser';

/** From Settings, the tab `name` by keyboard (focus, Enter): its screen at `path`, headed `name`, the tab marked current. */
export async function openSettingsTab(page: Page, name: string, path: string): Promise<void> {
  await page.goto(runtimeUrls().at(paths.settings));
  await expectHeading(page, 'Settings');
  const tab = page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expectPath(page, path);
  await expectHeading(page, name);
  expect(await tab.getAttribute('aria-current'), `the ${name} tab is current`).toBe('page');
  await waitForContent(page);
}
