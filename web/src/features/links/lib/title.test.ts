import { describe, expect, it } from 'vitest';
import { resolveTitle } from './title';

describe('resolveTitle', () => {
  it('uses the fetched page title (trimmed)', async () => {
    expect(await resolveTitle('https://example.com', 3, async () => ({ title: '  Example Domain ' }))).toEqual({ title: 'Example Domain', fetched: true });
  });
  it('falls back to Link-{n+1} when the fetch fails or answers no title', async () => {
    expect(await resolveTitle('https://example.com', 0, async () => Promise.reject(new Error('refused')))).toEqual({ title: 'Link-1', fetched: false });
    expect(await resolveTitle('https://example.com', 7, async () => ({ title: '' }))).toEqual({ title: 'Link-8', fetched: false });
  });
  it('falls back when the fetch outlives the time-out, and aborts it', async () => {
    let aborted = false;
    const started = Date.now();
    const result = await resolveTitle(
      'https://slow.example',
      4,
      (_url, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => (aborted = true));
          setTimeout(() => resolve({ title: 'Too late' }), 1_000);
        }),
      50,
    );
    expect(result).toEqual({ title: 'Link-5', fetched: false });
    expect(Date.now() - started).toBeLessThan(900);
    expect(aborted, 'the request is aborted at the time-out').toBe(true);
  });
  it('cuts very long titles to 200 characters', async () => {
    const { title } = await resolveTitle('https://example.com', 0, async () => ({ title: 'x'.repeat(500) }));
    expect(title).toHaveLength(200);
  });
});
