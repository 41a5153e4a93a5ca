import { describe, expect, it } from 'vitest';
import { latestSignal } from './latest-signal';

describe('latestSignal', () => {
  it('aborts the previous signal when the next one is taken, and the last one on abort()', () => {
    const latest = latestSignal();
    const first = latest.next();
    expect(first.aborted).toBe(false);
    const second = latest.next();
    expect([first.aborted, second.aborted], 'after next(): the first aborted, the second live').toEqual([true, false]);
    latest.abort();
    expect(second.aborted, 'after abort()').toBe(true);
  });

  it('cancels a stale fetch: its promise rejects with AbortError, the newest one answers', async () => {
    const latest = latestSignal();
    // A request that answers after 20 ms unless its signal aborts first, as fetch does.
    const request = (answer: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve(answer), 20);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const stale = request('ab', latest.next());
    const fresh = request('abc', latest.next());
    await expect(stale).rejects.toMatchObject({ name: 'AbortError' });
    await expect(fresh).resolves.toBe('abc');
  });

  it('abort() before any request does nothing', () => {
    expect(() => latestSignal().abort()).not.toThrow();
  });
});
