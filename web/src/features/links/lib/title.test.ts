import { describe, expect, it } from 'vitest';
import { resolveTitle } from './title';

describe('resolveTitle', () => {
  it('uses the fetched page title (trimmed)', async () => {
    expect(await resolveTitle('https://example.com', async () => ({ title: '  Example Domain ' }))).toEqual({ title: 'Example Domain', fetched: true });
  });
  it("falls back to the target's host, as people read it, when the fetch fails or answers no title", async () => {
    expect(await resolveTitle('https://www.example.com/a/b?c=1', async () => Promise.reject(new Error('refused')))).toEqual({
      title: 'www.example.com',
      fetched: false,
    });
    expect(await resolveTitle('https://xn--trkiye-3ya.gov.tr/', async () => ({ title: '' }))).toEqual({ title: 'türkiye.gov.tr', fetched: false });
  });
  it('falls back when the fetch outlives the time-out, and aborts it', async () => {
    let aborted = false;
    const started = Date.now();
    const result = await resolveTitle(
      'https://slow.example',
      (_url, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => (aborted = true));
          setTimeout(() => resolve({ title: 'Too late' }), 1_000);
        }),
      50,
    );
    expect(result).toEqual({ title: 'slow.example', fetched: false });
    expect(Date.now() - started).toBeLessThan(900);
    expect(aborted, 'the request is aborted at the time-out').toBe(true);
  });
  it('cuts very long titles to 200 characters', async () => {
    const { title } = await resolveTitle('https://example.com', async () => ({ title: 'x'.repeat(500) }));
    expect(title).toHaveLength(200);
  });
});
