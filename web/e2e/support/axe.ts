/**
 * axe-core in the Chromium tests, through @axe-core/playwright: it takes playwright-core's
 * Page as it is (its types import from playwright-core), injects axe and runs axe's default
 * rules (WCAG 2.x A/AA and best practices) over the page in its current state, dialogs
 * included. Serious and critical violations fail the test.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** The page has rendered its data: no loading skeleton, route spinner or busy region left. */
export async function waitForContent(page: Page, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('.skeleton, .page-loader, [aria-busy="true"]'), undefined, { timeout });
  } catch {
    const left = await page.evaluate(() => [...document.querySelectorAll('.skeleton, .page-loader, [aria-busy="true"]')].map((e) => e.outerHTML.slice(0, 120)));
    throw new Error(`expected ${new URL(page.url()).pathname} to finish loading within ${timeout} ms, still loading: ${JSON.stringify(left.slice(0, 3))}`);
  }
}

/**
 * Each serious or critical axe violation on the page (or only inside the elements `within`
 * selects), one line per element: rule id, impact, target, help.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
        return `${v.id} (${v.impact}) at ${n.target.map(String).join(' >>> ')} ${n.html.slice(0, 100)}: ${v.help}${why ? ` — ${why}` : ''}`;
      }),
    );
}

/**
 * Waits for finite CSS animations and transitions (a dialog fading in) to end: axe measures
 * colours as painted, and a half-faded modal reads as low contrast. Infinite ones (spinners) are left alone.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Fails, listing every violation, when axe finds a serious or critical one on `screen` (inside `within`, when given). */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  await settleAnimations(page);
  const found = await seriousViolations(page, within);
  if (found.length === 0) return;
  throw new Error(
    `expected no serious or critical axe violations on ${screen} (${new URL(page.url()).pathname}), found ${found.length}:\n${found.map((f) => `  - ${f}`).join('\n')}`,
  );
}
