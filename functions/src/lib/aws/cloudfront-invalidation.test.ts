import { afterAll, describe, expect, it, vi } from 'vitest';
import { startCloudFrontStandIn } from '#test-support/cloudfront-stand-in.js';

/**
 * Invalidating preview images' edge copies against a stand-in CloudFront (CLOUDFRONT_ENDPOINT):
 * one CreateInvalidation naming every path; refused, hung, 500, throttled, denied and garbage
 * answers never throw, are retried where the SDK's standard retry retries (5xx, throttling), and
 * end as an error log naming the paths and one PreviewInvalidationsFailed count. No distribution
 * id (the local runtime: no CDN) sends nothing.
 */
const cloudFront = await startCloudFrontStandIn();
Object.assign(process.env, {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  PREVIEW_BUCKET: 'kisa-previews',
  PREVIEW_DISTRIBUTION_ID: 'EAPPDIST1',
  CLOUDFRONT_ENDPOINT: cloudFront.url,
});
const mod = await import('./cloudfront-invalidation.js');
const { logger } = await import('../logger.js');
const { metrics } = await import('../metrics.js');
afterAll(() => cloudFront.close());

const KEY = 'previews/7d0c5bd4-1b5e-4f0e-9d43-0c0b5f0f8a11/0b0c1d2e-3f40-4152-8364-758697a8b9ca/5b2f7c2e-8d3a-4b6e-9f10-2a3b4c5d6e7f.png';

describe('preview image invalidation', () => {
  it('sends one CreateInvalidation for the app distribution naming each path once, percent-encoded', async () => {
    cloudFront.mode = 'ok';
    const before = cloudFront.requests.length;
    const outcome = await mod.invalidatePreviewKeys([KEY, KEY, undefined, 'previews/İstanbul/ğ 🍵.png']);
    expect(outcome).toBe('invalidated');
    expect(cloudFront.requests.slice(before)).toEqual([
      { method: 'POST', path: '/2020-05-31/distribution/EAPPDIST1/invalidation', paths: [`/${KEY}`, '/previews/%C4%B0stanbul/%C4%9F%20%F0%9F%8D%B5.png'] },
    ]);
  });

  it('invalidates the previews path as one wildcard past MAX_NAMED_PATHS (CloudFront holds 3,000 named paths in progress)', async () => {
    cloudFront.mode = 'ok';
    const before = cloudFront.requests.length;
    const keys = Array.from({ length: mod.MAX_NAMED_PATHS + 1 }, (_, i) => `previews/t/l/${i}.png`);
    expect(await mod.invalidatePreviewKeys(keys)).toBe('invalidated');
    expect(cloudFront.requests.slice(before)).toEqual([{ method: 'POST', path: '/2020-05-31/distribution/EAPPDIST1/invalidation', paths: ['/previews/*'] }]);
    const atLimit = cloudFront.requests.length;
    expect(await mod.invalidatePreviewKeys(keys.slice(1))).toBe('invalidated');
    expect(cloudFront.requests.slice(atLimit)[0]!.paths).toHaveLength(mod.MAX_NAMED_PATHS);
  });

  it('sends nothing for no keys', async () => {
    const before = cloudFront.requests.length;
    expect(await mod.invalidatePreviewKeys([undefined])).toBe('no-cdn');
    expect(cloudFront.requests.length).toBe(before);
  });

  for (const [mode, attempts] of [
    ['refuse', undefined],
    ['hang', mod.INVALIDATION_ATTEMPTS],
    [500, mod.INVALIDATION_ATTEMPTS],
    ['throttled', mod.INVALIDATION_ATTEMPTS],
    ['denied', 1],
    ['garbage', undefined],
  ] as const) {
    it(`${mode}: does not throw, logs the paths as an error and counts one failure${attempts ? `, after ${attempts} attempt(s)` : ''}`, async () => {
      cloudFront.mode = mode;
      const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      const counted = vi.spyOn(metrics, 'addMetric');
      const before = cloudFront.requests.length;
      try {
        expect(await mod.invalidatePreviewKeys([KEY])).toBe('failed');
        const sent = cloudFront.requests.length - before;
        if (attempts) expect(sent, 'attempts').toBe(attempts);
        else expect(sent, 'attempts').toBeGreaterThanOrEqual(1);
        expect(errors.mock.calls.map(([message, extra]) => [message, (extra as { paths: string[] }).paths])).toEqual([
          [expect.stringMatching(/^Could not invalidate preview images at the edge/), [`/${KEY}`]],
        ]);
        expect(counted.mock.calls).toEqual([['PreviewInvalidationsFailed', 'Count', 1]]);
      } finally {
        cloudFront.mode = 'ok';
        errors.mockRestore();
        counted.mockRestore();
      }
      // Healed: the next one goes through.
      expect(await mod.invalidatePreviewKeys([KEY])).toBe('invalidated');
    }, 30_000);
  }
});
