/**
 * The analytics screens (/analytics, /insight/…) for the Chromium tests: their panels, and
 * their figures, which a click or a conversion reaches only after a worker batch and a sync.
 */
import type { Locator, Page } from 'playwright-core';

/** A panel of the screen, by its exact name. */
export function panel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/**
 * Reloads the page until its cards show `want`, each card by its test id after `analytics-`
 * (totalClicks, conv-conversions…): what was sent reaches the analytics in seconds.
 */
export async function waitForFigures(page: Page, want: Record<string, number>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const expected = JSON.stringify(Object.fromEntries(Object.entries(want).map(([card, n]) => [card, String(n)])));
  for (;;) {
    await page.getByTestId('analytics-totalClicks').waitFor();
    const seen = JSON.stringify(
      await page.evaluate(
        (cards) => Object.fromEntries(cards.map((card) => [card, document.querySelector(`[data-testid="analytics-${card}"]`)?.textContent ?? ''])),
        Object.keys(want),
      ),
    );
    if (seen === expected) return;
    if (Date.now() > deadline) throw new Error(`expected ${new URL(page.url()).pathname} to show ${expected} within ${timeoutMs / 1000} s; it shows ${seen}`);
    await page.waitForTimeout(500);
    await page.reload();
  }
}

/** The total-clicks card settles on `total` (not dimmed by a load still under way), after a filter changed the view. */
export async function expectTotal(page: Page, total: number, what: string): Promise<void> {
  try {
    await page.waitForFunction(
      (t) => !document.querySelector('.an-stack--stale') && document.querySelector('[data-testid="analytics-totalClicks"]')?.textContent === String(t),
      total,
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(`expected ${total} clicks ${what}, the card shows ${await page.getByTestId('analytics-totalClicks').textContent()} at ${page.url()}`);
  }
}
