/**
 * The link editor (/edit/…): reaching one of its tabs the way a person does.
 */
import type { Page } from 'playwright-core';
import { paths, type EditTab } from '@kisa/shared';
import { expectPath, runtimeUrls } from './browser';

/** Opens the link's editor, then its tab `name` from the tab bar, and waits for that tab's path. */
export async function openEditorTab(page: Page, linkId: string, name: string, tab: EditTab): Promise<void> {
  await page.goto(runtimeUrls().at(paths.editTitleDefault(linkId)));
  await page.getByRole('navigation', { name: 'Link settings' }).getByRole('link', { name, exact: true }).click();
  await expectPath(page, paths.editTab(tab, linkId));
}
