import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';

// Where a click's location comes from: CloudFront's viewer headers, else — only where
// GEOIP_FALLBACK is on (the local runtime) — a geoip-lite lookup of the IP. In AWS the
// variable is unset: the worker must not even load geoip-lite (its data is not shipped).

const lookup = vi.fn((ip: string) => (ip === '8.8.8.8' ? { country: 'US', city: 'Mountain View' } : null));
const loaded = vi.fn();
vi.mock('geoip-lite', () => {
  loaded();
  return { default: { lookup } };
});

/** enrich-click with a fresh config module read from `env` (config validates at import). */
async function enrichWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'SILENT');
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('./enrich-click.js')).enrichClick;
}

const event = (over: Partial<RawClickEvent> = {}): RawClickEvent => ({
  id: 'c1',
  time: '2025-01-01T00:00:00.000Z',
  code: 'abc',
  linkId: 'l1',
  teamId: 't1',
  visitorId: 'v1',
  ip: '8.8.8.8',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  referrer: '',
  ...over,
});

afterEach(() => {
  vi.unstubAllEnvs();
  lookup.mockClear();
  loaded.mockClear();
});

describe('click location', () => {
  it('takes country and city from the CloudFront viewer headers, decoding the city', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'true' });
    const click = await enrichClick(event({ country: 'tr', city: 'Diyarbak%C4%B1r' }));
    expect(click).toMatchObject({ countryCode: 'TR', countryName: 'Türkiye', city: 'Diyarbakır' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('in AWS (GEOIP_FALLBACK unset) leaves a click without headers unlocated and never loads geoip-lite', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: undefined });
    const click = await enrichClick(event());
    expect(click).toMatchObject({ countryCode: null, countryName: null, city: null });
    expect(loaded).not.toHaveBeenCalled();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('with GEOIP_FALLBACK=false does the same', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'false' });
    expect(await enrichClick(event())).toMatchObject({ countryCode: null, city: null });
    expect(loaded).not.toHaveBeenCalled();
  });

  it('locally (GEOIP_FALLBACK=true) looks the IP up when the headers are missing', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'true' });
    expect(await enrichClick(event())).toMatchObject({ countryCode: 'US', countryName: 'United States', city: 'Mountain View' });
    expect(await enrichClick(event({ ip: '192.0.2.1' }))).toMatchObject({ countryCode: null, city: null });
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('refuses a GEOIP_FALLBACK that is not true/false, naming it', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'yes' });
    await expect(enrichClick(event())).rejects.toThrow(/GEOIP_FALLBACK must be 'true' or 'false'/);
  });
});

describe("the click's tags", () => {
  it("logs the event's tag ids sorted and joined, and null for an event without tags (or from before them)", async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'false' });
    const [a, b] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];
    expect((await enrichClick(event({ tagIds: [b, a] }))).tagIds).toBe(`${a},${b}`);
    expect((await enrichClick(event())).tagIds).toBeNull();
  });

  it('logs the rule or split variant that sent the visitor, null for neither', async () => {
    const enrichClick = await enrichWith({ GEOIP_FALLBACK: 'false' });
    expect(await enrichClick(event({ ruleId: 'r1abcd' }))).toMatchObject({ ruleId: 'r1abcd', variantId: null });
    expect(await enrichClick(event({ variantId: 'v2efgh' }))).toMatchObject({ ruleId: null, variantId: 'v2efgh' });
    expect(await enrichClick(event())).toMatchObject({ ruleId: null, variantId: null });
  });
});
