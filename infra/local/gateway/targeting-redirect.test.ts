import { RULE_MSG, SPLIT_MSG, type Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { verifiedSession, type Session } from '@kisa/functions/src/test-support/accounts';
import { call } from '@kisa/functions/src/test-support/api';
import { callFrom } from '@kisa/functions/src/test-support/from-address';
import { UA } from '@kisa/functions/src/test-support/user-agents';
import { beforeAll, describe, expect, it } from 'vitest';

// Targeting rules through the test runtime's gateway and the real redirect handler.
// Visitors act from anywhere behind TRUSTED_PROXIES (127.0.13.0/24): the gateway looks the
// forwarded address up in the same geoip data the click worker uses and passes it on as
// CloudFront-Viewer-Country, as CloudFront does in AWS.

const PROXY = '127.0.13.7';
/** Addresses geoip-lite places in these countries (public resolvers and well-known networks). */
const FROM = { DE: '46.4.0.1', TR: '88.255.0.1', US: '8.8.8.8', JP: '133.242.0.1' } as const;

let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('targeting');
});

/** A new link with `rules` (a fresh code: the redirect's 5 s cache has never seen it). */
async function linkWith(rules: unknown[], extra: Record<string, unknown> = {}): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', {
    headers: owner.auth,
    json: { longUrl: 'https://example.com/default', shortUrl: `tg${randomBytes(5).toString('hex')}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, { headers: owner.auth, json: { rules, ...extra } });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return patched.body;
}

async function visit(link: Link, how: { from?: string; ua?: string; lang?: string; query?: string } = {}): Promise<string> {
  const headers: Record<string, string> = {
    'user-agent': how.ua ?? UA.desktop,
    ...(how.lang ? { 'accept-language': how.lang } : {}),
    ...(how.from ? { 'x-forwarded-for': how.from } : {}),
  };
  const res = await callFrom(PROXY, 'GET', `/${link.shortUrl}${how.query ? `?${how.query}` : ''}`, { headers });
  expect(res.status, `visit of ${link.shortUrl}: ${JSON.stringify(res.body)}`).toBe(302);
  return res.headers.get('location')!;
}

/** `YYYY-MM-DDTHH:mm` of an instant in a time zone. */
function localTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe('targeting rules in the redirect', () => {
  it('country by the visitor’s address (behind a trusted proxy), in rule order, else the target', async () => {
    const link = await linkWith([
      { countries: ['DE', 'AT'], destination: 'https://example.com/de' },
      { countries: ['TR'], devices: ['mobile'], destination: 'https://example.com/tr-mobile' },
      { countries: ['TR'], destination: 'https://example.com/tr' },
    ]);
    expect(link.rules.map((r) => r.id)).toEqual([expect.stringMatching(/^[a-z0-9]{8}$/), expect.any(String), expect.any(String)]);
    expect(await visit(link, { from: FROM.DE })).toBe('https://example.com/de');
    expect(await visit(link, { from: FROM.TR, ua: UA.iphone })).toBe('https://example.com/tr-mobile');
    expect(await visit(link, { from: FROM.TR })).toBe('https://example.com/tr');
    expect(await visit(link, { from: FROM.US })).toBe('https://example.com/default');
  });

  it('language, OS and query; a matching rule wins over the device targets; UTM applies to every destination', async () => {
    const link = await linkWith(
      [
        { query: { name: 'ref', value: 'vip' }, destination: 'https://example.com/vip' },
        { languages: ['tr'], destination: 'https://example.com/türkçe' },
        { os: ['android'], languages: ['en'], destination: 'https://example.com/android-en' },
      ],
      { redirects: { android: 'https://play.google.com/store/apps/details?id=x' }, utm: { source: 'kisa' } },
    );
    expect(await visit(link, { query: 'ref=vip', lang: 'tr' })).toBe('https://example.com/vip?utm_source=kisa');
    expect(await visit(link, { lang: 'tr-TR,tr;q=0.9,en;q=0.8' })).toBe('https://example.com/t%C3%BCrk%C3%A7e?utm_source=kisa');
    expect(await visit(link, { ua: UA.android, lang: 'en-GB' })).toBe('https://example.com/android-en?utm_source=kisa');
    // No rule holds: the device targets as before.
    expect(await visit(link, { ua: UA.android, lang: 'de' })).toBe('https://play.google.com/store/apps/details?id=x&utm_source=kisa');
    expect(await visit(link, { lang: 'de' })).toBe('https://example.com/default?utm_source=kisa');
  });

  it('a time window in its zone: open now, over, not yet', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const tz = 'America/New_York';
    const link = await linkWith([
      { window: { from: localTime(now - 2 * hour, tz), to: localTime(now - hour, tz), timeZone: tz }, destination: 'https://example.com/over' },
      { window: { from: localTime(now + hour, tz), timeZone: tz }, destination: 'https://example.com/later' },
      {
        window: { from: localTime(now - hour, 'Asia/Tokyo'), to: localTime(now + hour, 'Asia/Tokyo'), timeZone: 'Asia/Tokyo' },
        destination: 'https://example.com/now',
      },
    ]);
    expect(await visit(link)).toBe('https://example.com/now');
  });

  it('an edit keeps rule ids it is sent back, [] removes the rules, and bad rules answer the rule’s message', async () => {
    const link = await linkWith([{ countries: ['JP'], destination: 'https://example.com/jp' }]);
    const [first] = link.rules;
    const again = await call<Link>('PATCH', `/api/links/${link.id}`, {
      headers: owner.auth,
      json: {
        rules: [
          { ...first, name: 'Japan' },
          { os: ['ios'], destination: 'https://example.com/ios' },
        ],
      },
    });
    expect(again.body.rules[0]).toMatchObject({ id: first!.id, name: 'Japan' });
    expect(again.body.rules[1]!.id).not.toBe(first!.id);
    const bad = await call('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { rules: [{ destination: 'https://example.com/x' }] } });
    expect(bad).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: RULE_MSG.conditionRequired }) });
    const badCountry = await call('PATCH', `/api/links/${link.id}`, {
      headers: owner.auth,
      json: { rules: [{ countries: ['Japan'], destination: 'https://example.com/x' }] },
    });
    expect(badCountry).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: RULE_MSG.countryInvalid }) });
    const cleared = await call<Link>('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { rules: [] } });
    expect(cleared.body.rules).toEqual([]);
  });
});

describe('A/B split in the redirect', () => {
  it('sends visitors by weight, each always to the same variant; a matching rule goes first; null ends the split', async () => {
    const link = await linkWith([{ languages: ['fr'], destination: 'https://example.com/fr' }], {
      split: {
        variants: [
          { name: 'A', destination: 'https://example.com/a', weight: 70 },
          { name: 'B', destination: 'https://example.com/b', weight: 30 },
        ],
      },
    });
    expect(link.split!.variants.map((v) => [v.name, v.weight, v.id])).toEqual([
      ['A', 70, expect.stringMatching(/^[a-z0-9]{8}$/)],
      ['B', 30, expect.stringMatching(/^[a-z0-9]{8}$/)],
    ]);
    // 200 cookieless visitors from 200 addresses: each is one visitor id (address + agent).
    const seen = new Map<string, string>();
    for (let i = 0; i < 200; i++) seen.set(`198.51.${Math.floor(i / 250)}.${i % 250}`, '');
    await Promise.all([...seen.keys()].map(async (address) => seen.set(address, await visit(link, { from: address }))));
    const toA = [...seen.values()].filter((l) => l === 'https://example.com/a').length;
    expect([...seen.values()].every((l) => l === 'https://example.com/a' || l === 'https://example.com/b')).toBe(true);
    // 70 % of 200 is 140; the hash's spread over 200 visitors stays well inside ±25.
    expect(toA, `${toA} of 200 visitors went to A (weight 70 of 100)`).toBeGreaterThan(115);
    expect(toA).toBeLessThan(165);
    // Returning visitors keep their variant.
    for (const address of [...seen.keys()].slice(0, 20)) expect(await visit(link, { from: address })).toBe(seen.get(address));
    // A rule that holds comes before the split.
    expect(await visit(link, { from: '198.51.0.1', lang: 'fr-FR' })).toBe('https://example.com/fr');
    const ended = await call<Link>('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { split: null } });
    expect(ended.body.split).toBeNull();
  });

  it('promoting a variant makes its destination the target and ends the split', async () => {
    const link = await linkWith([], {
      split: {
        variants: [
          { destination: 'https://example.com/old', weight: 50 },
          { destination: 'https://example.com/winner', weight: 50 },
        ],
      },
    });
    const winner = link.split!.variants[1]!;
    const wrong = await call('POST', `/api/links/${link.id}/split/promote`, { headers: owner.auth, json: { variantId: 'zzzzzzzz' } });
    expect(wrong).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: SPLIT_MSG.variantUnknown }) });
    const promoted = await call<Link>('POST', `/api/links/${link.id}/split/promote`, { headers: owner.auth, json: { variantId: winner.id } });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toMatchObject({ longUrl: 'https://example.com/winner', split: null });
    const again = await call('POST', `/api/links/${link.id}/split/promote`, { headers: owner.auth, json: { variantId: winner.id } });
    expect(again).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: SPLIT_MSG.noSplit }) });
  });
});
