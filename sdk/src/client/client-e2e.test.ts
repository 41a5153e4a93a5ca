import { describe, expect, it } from 'vitest';
import { MSG } from '@kisa/shared';
import { apiKeyAccount, BROWSER_UA, todayUtc } from '#test-support/api-key-account.js';
import { KisaApiError } from './api-error.js';
import { createKisaClient } from './create-client.js';
import type { CreateLinkInput } from './types.js';

describe('SDK against the local runtime', () => {
  it('creates a link without an alias, whose full short link redirects and whose click analytics show', async () => {
    const { apiKey, appUrl } = await apiKeyAccount('sdk-e2e');
    const kisa = createKisaClient({ baseUrl: appUrl, apiKey });
    expect((await kisa.me()).email).toMatch(/^sdk-e2e-/);

    const target = `https://example.com/sdk-e2e/${Date.now()}`;
    const link = await kisa.links.create({ longUrl: target });
    expect(link.shortUrl).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(link.shortLink).toBe(`${appUrl}/${link.shortUrl}`);

    const visit = await fetch(link.shortLink, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } });
    await visit.text();
    expect({ status: visit.status, location: visit.headers.get('location') }).toEqual({ status: 302, location: target });

    // A click reaches analytics after a worker batch and a sync: a few seconds.
    const query = { from: todayUtc(), to: todayUtc(), tz: 'UTC', linkId: link.id };
    const deadline = Date.now() + 30_000;
    let clicks = 0;
    while (Date.now() < deadline && clicks < 1) {
      clicks = (await kisa.analytics.get(query)).totals.totalClicks;
      if (clicks < 1) await new Promise((r) => setTimeout(r, 500));
    }
    expect(clicks, `expected the visit of ${link.shortLink} in the link's analytics within 30 s`).toBe(1);

    const page = await kisa.links.list({ q: link.shortUrl });
    expect(page.items.map((l) => l.id)).toContain(link.id);
    // The link's counter follows within seconds (the fold: docs/DATA-MODEL.md "Clicks").
    let total = 0;
    for (const until = Date.now() + 30_000; total < 1 && Date.now() < until; ) {
      total = (await kisa.links.get(link.id)).totalClicks;
      if (total < 1) await new Promise((r) => setTimeout(r, 250));
    }
    expect(total, "expected the link's counter at 1 within 30 s").toBe(1);
  });

  it("surfaces the API's refusals as KisaApiError (a taken alias, an unknown link, a bad key)", async () => {
    const { apiKey, appUrl } = await apiKeyAccount('sdk-errors');
    const kisa = createKisaClient({ baseUrl: appUrl, apiKey });
    const alias = `sdk-${Date.now().toString(36)}`;
    await kisa.links.create({ longUrl: 'https://example.com/one', shortUrl: alias });
    const taken = await kisa.links.create({ longUrl: 'https://example.com/two', shortUrl: alias }).catch((e: unknown) => e);
    expect(taken).toBeInstanceOf(KisaApiError);
    expect(taken).toMatchObject({ status: 409, code: 'alias-taken', detail: MSG.aliasTaken, tries: 1 });

    // A misspelt field is refused by name: a validation problem with the field's error.
    const typo = await kisa.api.POST('/api/links', { body: { long_url: 'https://example.com/' } as unknown as CreateLinkInput }).catch((e: unknown) => e);
    expect(typo).toBeInstanceOf(KisaApiError);
    expect(typo).toMatchObject({ status: 400, errors: expect.arrayContaining([expect.objectContaining({ pointer: '/long_url', code: 'unknown-field' })]) });

    expect(await kisa.links.get('no-such-link').catch((e: unknown) => e)).toMatchObject({ name: 'KisaApiError', status: 404 });
    const stranger = createKisaClient({ baseUrl: appUrl, apiKey: 'kisa_not_a_real_key' });
    expect(await stranger.me().catch((e: unknown) => e)).toMatchObject({ name: 'KisaApiError', status: 401 });
  });
});
