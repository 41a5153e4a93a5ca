/**
 * Keyboard-only driving for the Chromium tests: Tab (or Shift+Tab) until an element has the
 * focus, checking at every stop that the focus can be seen, and assertions on where the
 * focus is. Nothing here clicks.
 */
import type { Locator, Page } from 'playwright-core';

/** What `focusStop` names the page body: no element has the focus. */
export const BODY = '(the page body: nothing focused)';

export interface FocusStop {
  /** e.g. `button "Create link"`, for failure messages. */
  name: string;
  /** The focused element (or the wrapper that draws its ring, via :focus-within) shows an outline or a box-shadow. */
  visible: boolean;
}

/** The focused element and whether it shows a focus indicator (polled briefly: rings fade in with a transition). */
export async function focusStop(page: Page): Promise<FocusStop> {
  const read = () =>
    page.evaluate((body) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { name: body, visible: false };
      const shows = (e: Element) => {
        const s = getComputedStyle(e);
        if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return true;
        // Some shadow with a visible colour and some size (not the 0-length start of a transition).
        return s.boxShadow
          .split(/,(?![^(]*\))/)
          .some((shadow) => !/^\s*none\s*$/.test(shadow) && !/rgba\([^)]*,\s*0\)/.test(shadow) && /[1-9][\d.]*px/.test(shadow.replace(/rgba?\([^)]*\)/, '')));
      };
      // A field drawn inside a wrapper (a search box, an input group) may carry its ring there.
      const wrappers = [el.parentElement, el.parentElement?.parentElement].filter((w): w is HTMLElement => !!w && w.matches(':focus-within'));
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      const label = el.getAttribute('aria-label') ?? ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.getAttribute('name') || '');
      return { name: `${role} "${label.replace(/\s+/g, ' ').trim().slice(0, 60)}"`, visible: shows(el) || wrappers.some(shows) };
    }, BODY);
  let stop = await read();
  for (let i = 0; !stop.visible && i < 5 && stop.name !== BODY; i++) {
    await page.waitForTimeout(100);
    stop = await read();
  }
  return stop;
}

/** Fails unless the focused element shows a focus indicator. */
export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const stop = await focusStop(page);
  if (!stop.visible)
    throw new Error(
      `expected a visible focus indicator (outline or box-shadow) on the focused ${stop.name} ${where}, its computed outline and box-shadow are none`,
    );
}

/** Whether `target` has the focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 });
}

/** Fails unless `target` has the focus, naming what has it instead. */
export async function expectFocused(target: Locator, what: string): Promise<void> {
  if (await hasFocus(target)) return;
  throw new Error(`expected the focus on ${what}, it is on ${(await focusStop(target.page())).name}`);
}

/**
 * Presses `key` (Tab, or Shift+Tab) until `target` has the focus, at most `max` times; every
 * element passed on the way must show its focus. Fails with the path the focus took.
 */
export async function tabTo(target: Locator, what: string, { key = 'Tab', max = 60 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {}): Promise<void> {
  const page = target.page();
  const handle = await target.elementHandle({ timeout: 10_000 });
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    path.push(stop.name);
    // Past the last element the focus leaves the page (to the browser's own UI); the next Tab starts at the top.
    if (stop.name === BODY) continue;
    if (!stop.visible)
      throw new Error(
        `expected a visible focus indicator (outline or box-shadow) on ${stop.name}, reached with ${key} on the way to ${what}; focus went ${path.join(' → ')}`,
      );
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  throw new Error(`expected ${key} to reach ${what} within ${max} presses; focus went ${path.join(' → ')}`);
}
