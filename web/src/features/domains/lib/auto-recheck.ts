/**
 * The Domains screen's periodic check: every `intervalMs` while the page is visible, none
 * while it is hidden (a background tab asks nothing), one right away when it comes back after
 * an interval or more, and never two runs at once (a slow DNS check skips the next tick).
 */

/** How often the open screen checks the domains that are not verified yet. */
export const RECHECK_MS = 30_000;

/** What the schedule reads of the page: `document`, or a stand-in in tests. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Starts the schedule; answers the function that stops it. */
export function startAutoRecheck(run: () => Promise<unknown> | unknown, { intervalMs = RECHECK_MS, page = document as PageVisibility } = {}): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  let lastRun = Date.now();

  const tick = async () => {
    if (running) return;
    running = true;
    lastRun = Date.now();
    try {
      await run();
    } catch {
      // The next tick tries again; the screen shows what it can.
    } finally {
      running = false;
    }
  };
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    stopTimer();
    if (page.visibilityState !== 'visible') return;
    if (Date.now() - lastRun >= intervalMs) void tick();
    timer = setInterval(() => void tick(), intervalMs);
  };

  page.addEventListener('visibilitychange', onVisibility);
  if (page.visibilityState === 'visible') timer = setInterval(() => void tick(), intervalMs);
  return () => {
    stopTimer();
    page.removeEventListener('visibilitychange', onVisibility);
  };
}
