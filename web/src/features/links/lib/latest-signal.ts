/**
 * Abort signals for a run of requests where only the newest matters (the dashboard's search):
 * `next()` answers a fresh signal and aborts the one it answered before, so a stale request
 * is cancelled in the browser (and its answer can never land); `abort()` cancels the last one
 * (the screen went away).
 */
export function latestSignal(): { next(): AbortSignal; abort(): void } {
  let current: AbortController | undefined;
  return {
    next() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    abort() {
      current?.abort();
    },
  };
}
