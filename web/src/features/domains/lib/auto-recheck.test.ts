import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoRecheck, type PageVisibility } from './auto-recheck';

/** A page whose visibility the test sets. */
function fakePage(initial: DocumentVisibilityState = 'visible') {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: initial,
    addEventListener: (_: 'visibilitychange', l: () => void) => listeners.add(l),
    removeEventListener: (_: 'visibilitychange', l: () => void) => listeners.delete(l),
    set(state: DocumentVisibilityState) {
      page.visibilityState = state;
      for (const l of listeners) l();
    },
    listeners,
  };
  return page satisfies PageVisibility;
}

describe('the Domains screen’s periodic check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval while the page is visible, and stops when told', async () => {
    const run = vi.fn();
    const page = fakePage();
    const stop = startAutoRecheck(run, { intervalMs: 30_000, page });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(page.listeners.size).toBe(0);
  });

  it('asks nothing while the page is hidden, and checks at once when it is back after an interval', async () => {
    const run = vi.fn();
    const page = fakePage();
    const stop = startAutoRecheck(run, { intervalMs: 30_000, page });
    await vi.advanceTimersByTimeAsync(10_000);
    page.set('hidden');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).not.toHaveBeenCalled();
    page.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(2);
    // Back within the interval: no extra check, the schedule goes on.
    page.set('hidden');
    await vi.advanceTimersByTimeAsync(5_000);
    page.set('visible');
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
  });

  it('starts hidden without checking, and never runs twice at once', async () => {
    const page = fakePage('hidden');
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startAutoRecheck(run, { intervalMs: 1_000, page });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    page.set('visible');
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000); // still running: the ticks are skipped
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps going after a failed run', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startAutoRecheck(run, { intervalMs: 1_000, page: fakePage() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
