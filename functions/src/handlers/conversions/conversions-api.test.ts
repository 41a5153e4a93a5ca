import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import {
  CLICK_ID_PARAM,
  type AdminStats,
  CONVERSION_MSG,
  todayIn,
  type Analytics,
  type Campaign,
  type Conversion,
  type Link,
  type Paged,
  type Visitor,
  type WebhookWithSecret,
} from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { UA } from '#test-support/user-agents.js';
import { until } from '#test-support/until.js';
import { exportedVisitors } from '#test-support/visitor-export.js';
import { PathReceiver } from '#test-support/webhook-receivers.js';

// Conversions end to end through the local runtime: a link with conversion tracking,
// a targeting rule and an A/B split; visits through the gateway (each visitor its own cookie);
// the destinations carry the click id; the team's backend reports leads and sales with an API
// key (and a replay, a conflict, forged and foreign ids); analytics, the filter by variant, the
// visitor log and its export and a webhook receiver all see exactly what was recorded. A
// campaign's link converts too: the campaign's analytics (the `campaignId` filter) count it.

const receiver = new PathReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.close());

const report = (auth: Record<string, string>, json: unknown) =>
  call<Conversion | { errorMessage: string }>('POST', '/api/track/conversions', { headers: auth, json });

interface Visit {
  visitor: string;
  location: URL;
  token: string;
  variant?: 'Red' | 'Blue';
  vip: boolean;
}

describe('conversions through the local runtime', () => {
  let owner: Session;
  let other: Session;
  let ownerKey: { authorization: string };
  let otherKey: { authorization: string };
  let link: Link;
  let hook: WebhookWithSecret;
  const visits: Visit[] = [];
  /** What was recorded, by click token: [eventId, type, amount?, currency?]. */
  const recorded: { token: string; eventId: string; type: 'lead' | 'sale'; amount?: number; currency?: string }[] = [];
  const today = todayIn('UTC');
  const range = `from=${today}&to=${today}&tz=UTC`;

  beforeAll(async () => {
    [owner, other] = await Promise.all([verifiedSession('conv-owner'), verifiedSession('conv-other')]);
    const keyOf = async (who: Session) => ({
      authorization: `Bearer ${(await call<{ key: string }>('POST', '/api/keys', { headers: who.auth, json: { name: 'backend' } })).body.key}`,
    });
    [ownerKey, otherKey] = await Promise.all([keyOf(owner), keyOf(other)]);
    const made = await call<WebhookWithSecret>('POST', '/api/webhooks', {
      headers: owner.auth,
      json: { url: receiver.url('/conversions'), events: ['conversion.created'] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    hook = made.body;

    const created = await call<Link>('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://shop.example/home', shortUrl: `cv${randomBytes(4).toString('hex')}` },
    });
    expect(created.status).toBe(201);
    expect(created.body.conversionTracking).toBe(false);
    const patched = await call<Link>('PATCH', `/api/links/${created.body.id}`, {
      headers: owner.auth,
      json: {
        conversionTracking: true,
        utm: { source: 'news' },
        rules: [{ name: 'VIP', query: { name: 'ref', value: 'vip' }, destination: 'https://shop.example/vip' }],
        split: {
          variants: [
            { name: 'Red', destination: 'https://shop.example/red?x=1#buy', weight: 1 },
            { name: 'Blue', destination: 'https://shop.example/blue', weight: 1 },
          ],
        },
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.conversionTracking).toBe(true);
    link = patched.body;

    // 40 visitors (each its own cookie) and 4 through the VIP rule; every counted visit's destination carries its click id.
    for (let i = 0; i < 44; i++) {
      const vip = i >= 40;
      const visitor = `convvisitor${String(i).padStart(3, '0')}`;
      const res = await call('GET', `/${link.shortUrl}${vip ? '?ref=vip' : ''}`, {
        headers: { cookie: `kid=${visitor}`, 'user-agent': i % 2 ? UA.desktop : UA.iphone },
      });
      expect(res.status).toBe(302);
      const raw = res.headers.get('location')!;
      const location = new URL(raw);
      const token = location.searchParams.get(CLICK_ID_PARAM)!;
      expect(token, raw).toMatch(/^[A-Za-z0-9_-]{74}$/);
      const variant = location.pathname === '/red' ? 'Red' : location.pathname === '/blue' ? 'Blue' : undefined;
      if (variant === 'Red') {
        // After the UTM values, the destination's own query kept, the fragment last.
        expect(raw).toBe(`https://shop.example/red?x=1&utm_source=news&${CLICK_ID_PARAM}=${token}#buy`);
      }
      expect(vip ? location.pathname === '/vip' : variant !== undefined, raw).toBe(true);
      visits.push({ visitor, location, token, variant, vip });
    }
    expect(new Set(visits.map((v) => v.token)).size).toBe(44);
    expect(visits.filter((v) => v.variant === 'Red').length).toBeGreaterThan(5);
    expect(visits.filter((v) => v.variant === 'Blue').length).toBeGreaterThan(5);
    // A HEAD request is answered alike but not counted: no click, no click id.
    const head = await call('HEAD', `/${link.shortUrl}`, { headers: { cookie: 'kid=convvisitorhead' } });
    expect(new URL(head.headers.get('location')!).searchParams.has(CLICK_ID_PARAM)).toBe(false);
  });

  it('records leads and sales once per eventId, refuses forged and foreign click ids, and answers them in analytics, the export and a webhook', async () => {
    // Leads for one red visitor in three, sales for every other red one (EUR) and one blue in four (EUR, one in USD), a VIP lead.
    let n = 0;
    for (const v of visits) {
      const i = n++;
      const plan: (typeof recorded)[number][] = [];
      if (v.variant === 'Red' && i % 3 === 0) plan.push({ token: v.token, eventId: `lead-${i}`, type: 'lead' });
      if (v.variant === 'Red' && i % 2 === 0) plan.push({ token: v.token, eventId: `sale-${i}`, type: 'sale', amount: 1999, currency: 'EUR' });
      if (v.variant === 'Blue' && i % 4 === 1) {
        // The first blue sale in USD, the others in EUR (sent in lower case: taken as EUR).
        const usd = !recorded.some((r) => r.currency === 'USD');
        plan.push({ token: v.token, eventId: `sale-${i}`, type: 'sale', amount: usd ? 1234 : 500, currency: usd ? 'USD' : 'eur' });
      }
      if (v.vip && i === 41) plan.push({ token: v.token, eventId: `vip-${i}`, type: 'lead' });
      for (const p of plan) {
        // One report with the owner's session, the rest with the API key.
        const res = await report(recorded.length === 0 ? owner.auth : ownerKey, {
          clickId: p.token,
          eventId: p.eventId,
          type: p.type,
          ...(p.amount !== undefined ? { amount: p.amount, currency: p.currency } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const body = res.body as Conversion;
        expect(body).toMatchObject({
          clickId: p.token,
          linkId: link.id,
          eventId: p.eventId,
          type: p.type,
          amount: p.amount ?? null,
          currency: p.currency?.toUpperCase() ?? null,
        });
        expect(Date.parse(body.clickTime)).toBeLessThanOrEqual(Date.parse(body.time));
        recorded.push({ ...p, currency: p.currency?.toUpperCase() });
      }
    }
    expect(recorded.length).toBeGreaterThan(8);

    // A replay of an eventId answers the conversion recorded (200) and records nothing; the same eventId for something else is 409.
    const first = recorded.find((r) => r.type === 'sale')!;
    const again = await report(ownerKey, { clickId: first.token, eventId: first.eventId, type: 'sale', amount: first.amount, currency: first.currency });
    expect(again.status).toBe(200);
    expect((again.body as Conversion).eventId).toBe(first.eventId);
    const conflict = await report(ownerKey, {
      clickId: first.token,
      eventId: first.eventId,
      type: 'sale',
      amount: first.amount! + 1,
      currency: first.currency,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ errorMessage: CONVERSION_MSG.eventIdReused });

    // Forged, foreign and malformed click ids: nothing recorded.
    const token = visits[0]!.token;
    const forged = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await report(ownerKey, { clickId: forged, eventId: 'forged', type: 'lead' })).status).toBe(404);
    const foreign = await report(otherKey, { clickId: token, eventId: 'foreign', type: 'lead' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorMessage: CONVERSION_MSG.clickNotFound });
    expect((await report(ownerKey, { clickId: 'not-a-click-id', eventId: 'bad', type: 'lead' })).status).toBe(400);
    expect((await report(ownerKey, { clickId: token, eventId: 'bad-lead', type: 'lead', amount: 5, currency: 'EUR' })).body).toMatchObject({
      errorMessage: CONVERSION_MSG.amountOnlyForSales,
    });
    expect((await report(ownerKey, { clickId: token, eventId: 'bad-sale', type: 'sale', amount: 5 })).body).toMatchObject({
      errorMessage: CONVERSION_MSG.currencyRequired,
    });
    expect((await report(ownerKey, { clickId: token, eventId: 'bad-currency', type: 'sale', amount: 5, currency: 'XYZ' })).status).toBe(400);
    expect((await report(ownerKey, { clickId: token, eventId: 'future', type: 'lead', time: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(
      400,
    );
    expect((await report({}, { clickId: token, eventId: 'anonymous', type: 'lead' })).status).toBe(401);

    // The reference: per visit, what it converted.
    const byToken = (t: string) => recorded.filter((r) => r.token === t);
    const figures = (of: readonly Visit[]) => {
      const revenue = new Map<string, number>();
      for (const v of of) for (const r of byToken(v.token)) if (r.currency && r.amount) revenue.set(r.currency, (revenue.get(r.currency) ?? 0) + r.amount);
      return {
        conversions: of.reduce((k, v) => k + byToken(v.token).length, 0),
        convertingClicks: of.filter((v) => byToken(v.token).length > 0).length,
        revenue: [...revenue].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount),
      };
    };
    const all = figures(visits);
    const analytics = async (extra = '') => (await call<Analytics>('GET', `/api/analytics?${range}&linkId=${link.id}${extra}`, { headers: owner.auth })).body;
    const data = await until(
      'every click and conversion in analytics',
      () => analytics(),
      (a) => a.totals?.totalClicks === 44 && a.conversions?.conversions === all.conversions,
    );
    expect(data.conversions).toEqual({ ...all, rate: all.convertingClicks / 44 });
    expect(data.byDate.reduce((k, d) => k + d.conversions, 0)).toBe(all.conversions);
    expect(data.links).toEqual([expect.objectContaining({ id: link.id, total: 44, ...all })]);

    // Per variant (named from the link), per rule, and the filter by variant.
    const variantIds = Object.fromEntries(link.split!.variants.map((v) => [v.name!, v.id]));
    for (const name of ['Red', 'Blue'] as const) {
      const mine = visits.filter((v) => v.variant === name);
      const row = data.variants.find((v) => v.id === variantIds[name]);
      expect(row, name).toEqual({
        id: variantIds[name],
        linkId: link.id,
        name,
        destination: expect.stringContaining(`/${name.toLowerCase()}`),
        weight: 1,
        total: mine.length,
        unique: mine.length,
        ...figures(mine),
      });
      const filtered = await analytics(`&variantId=${variantIds[name]}`);
      expect(filtered.totals.totalClicks, name).toBe(mine.length);
      expect(filtered.conversions, name).toEqual({ ...figures(mine), rate: figures(mine).convertingClicks / mine.length });
    }
    const vip = visits.filter((v) => v.vip);
    expect(data.rules).toEqual([{ id: link.rules[0]!.id, linkId: link.id, name: 'VIP', summary: 'Query ref=vip', total: 4, unique: 4, ...figures(vip) }]);
    const noVariant = await analytics('&variantId=(none)');
    expect(noVariant.totals.totalClicks).toBe(4);

    // The visitor log (JSON, what the analytics page's table shows): each click's conversions and sales per currency.
    const log = await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&linkId=${link.id}&limit=100`, { headers: owner.auth });
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(44);
    const perClick = (rows: readonly { conversions: number; revenue: readonly { currency: string; amount: number }[] }[]) =>
      rows.map((r) => JSON.stringify([r.conversions, r.revenue])).sort();
    expect(perClick(log.body.items), "each visit's conversions and revenue").toEqual(perClick(visits.map((v) => figures([v]))));

    // The visitor export: each click's conversions and sales.
    const csv = await exportedVisitors(`${range}&linkId=${link.id}&format=csv`, owner.auth);
    expect(csv.status).toBe(200);
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(-2)).toEqual(['Conversions', 'Revenue']);
    expect(lines).toHaveLength(44);
    const cells = lines.map((l) => l.split(','));
    expect(cells.reduce((k, c) => k + Number(c[columns.length - 2]), 0)).toBe(all.conversions);
    expect(cells.filter((c) => c[columns.length - 1] === '19.99 EUR').length).toBe(recorded.filter((r) => r.currency === 'EUR' && r.amount === 1999).length);
    expect(cells.some((c) => c[columns.length - 1] === '12.34 USD')).toBe(true);

    // conversion.created: once per recorded conversion (signed), none for the replay or the refusals.
    const events = await until(
      'every conversion.created',
      () => receiver.at('/conversions'),
      (r) => r.length >= recorded.length,
    );
    await new Promise((r) => setTimeout(r, 1_500));
    const payloads = receiver
      .at('/conversions')
      .map((r) => new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Conversion });
    expect(payloads.every((p) => p.type === 'conversion.created')).toBe(true);
    expect(payloads.map((p) => p.data.eventId).sort()).toEqual(recorded.map((r) => r.eventId).sort());
    expect(events.length).toBe(recorded.length);
    expect(payloads.find((p) => p.data.eventId === first.eventId)?.data).toMatchObject({
      linkId: link.id,
      type: 'sale',
      amount: first.amount,
      currency: first.currency,
    });

    // A click the worker has not recorded yet (no attribution) is accepted at once: 201, the same answer
    // (finished with the click's dimensions once the worker records it: process-clicks-conversions.test.ts),
    // and its replay answers it (200).
    // (The product's modules read the runtime's configuration when first imported.)
    Object.assign(process.env, runtime().env);
    const [{ encodeClickToken }, { clickTokenKey }] = await Promise.all([import('#lib/crypto/click-token.js'), import('#lib/crypto/click-token-key.js')]);
    const pendingToken = encodeClickToken({ clickId: randomUUID(), linkId: link.id, time: Date.now() - 60_000 }, await clickTokenKey())!;
    const pending = await report(ownerKey, { clickId: pendingToken, eventId: 'pending', type: 'lead' });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body).toMatchObject({ clickId: pendingToken, linkId: link.id, eventId: 'pending', type: 'lead' });
    const replayed = await report(ownerKey, { clickId: pendingToken, eventId: 'pending', type: 'lead' });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(pending.body);
    // A click over an hour old without one (recorded before clicks kept it) is taken with its link's dimensions.
    const oldToken = encodeClickToken({ clickId: randomUUID(), linkId: link.id, time: Date.now() - 2 * 3_600_000 }, await clickTokenKey())!;
    const old = await report(ownerKey, { clickId: oldToken, eventId: 'old-click', type: 'lead' });
    expect(old.status, JSON.stringify(old.body)).toBe(201);
  });

  it("counts a campaign's conversions under the campaign: its analytics (campaignId) and its links ranking", async () => {
    const made = await call<Campaign>('POST', '/api/campaigns', { headers: owner.auth, json: { name: 'Kış indirimi' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const campaign = made.body;
    const queued = await call('POST', `/api/campaigns/${campaign.id}/links`, {
      headers: owner.auth,
      json: { links: [{ longUrl: 'https://shop.example/winter' }] },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const links = await until(
      "the campaign's link written",
      async () => (await call<Paged<Link>>('GET', `/api/campaigns/${campaign.id}/links`, { headers: owner.auth })).body,
      (p) => p.items?.length === 1,
    );
    const inCampaign = (await call<Link>('PATCH', `/api/links/${links.items[0]!.id}`, { headers: owner.auth, json: { conversionTracking: true } })).body;
    expect(inCampaign).toMatchObject({ campaignId: campaign.id, conversionTracking: true });

    // 5 visitors; two buy (TRY, kuruş), one leaves a lead.
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('GET', `/${inCampaign.shortUrl}`, { headers: { cookie: `kid=convcampaign${i}`, 'user-agent': UA.desktop } });
      expect(res.status).toBe(302);
      tokens.push(new URL(res.headers.get('location')!).searchParams.get(CLICK_ID_PARAM)!);
    }
    for (const [i, p] of [{ type: 'sale', amount: 125_000, currency: 'TRY' }, { type: 'sale', amount: 4_990, currency: 'TRY' }, { type: 'lead' }].entries()) {
      const res = await report(ownerKey, { clickId: tokens[i], eventId: `campaign-${i}`, ...p });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }

    const byCampaign = await until(
      "the campaign's clicks and conversions in analytics",
      async () => (await call<Analytics>('GET', `/api/analytics?${range}&campaignId=${campaign.id}`, { headers: owner.auth })).body,
      (a) => a.totals?.totalClicks === 5 && a.conversions?.conversions === 3,
    );
    const expected = { conversions: 3, convertingClicks: 3, revenue: [{ currency: 'TRY', amount: 129_990 }] };
    expect(byCampaign.conversions).toEqual({ ...expected, rate: 3 / 5 });
    expect(byCampaign.byDate.reduce((k, d) => k + d.conversions, 0)).toBe(3);
    expect(byCampaign.links).toEqual([expect.objectContaining({ id: inCampaign.id, total: 5, ...expected })]);
    // The first link (in no campaign) is not counted under it.
    expect(byCampaign.links.some((l) => l.id === link.id)).toBe(false);

    // The admin dashboard's Revenue: the platform's reported sales per currency, a sale counted once however often
    // it is replayed (MNT: no other test sells in it, so the figure moves by this sale alone).
    const admin = await verifiedSession('conv-admin');
    await makeAdmin(admin.user.id);
    const mnt = async () =>
      (await call<AdminStats>('GET', '/api/admin/stats', { headers: admin.auth })).body.revenue.find((m) => m.currency === 'MNT')?.amount ?? 0;
    const before = await mnt();
    const sale = { token: tokens[4]!, eventId: 'sale-mnt', type: 'sale' as const, amount: 777_000, currency: 'MNT' };
    for (const status of [201, 200])
      expect(
        (await report(ownerKey, { clickId: sale.token, eventId: sale.eventId, type: sale.type, amount: sale.amount, currency: sale.currency })).status,
      ).toBe(status);
    expect(await mnt()).toBe(before + 777_000);
  });
});

describe('conversion reports are limited per caller and per team', () => {
  it('answers 429 with Retry-After once a caller is over its limit, for each of its keys, and not for another team', async () => {
    const [sender, bystander] = await Promise.all([verifiedSession('conv-flood'), verifiedSession('conv-bystander')]);
    const keyOf = async (who: Session, name: string) => ({
      authorization: `Bearer ${(await call<{ key: string }>('POST', '/api/keys', { headers: who.auth, json: { name } })).body.key}`,
    });
    const [first, second, theirs] = await Promise.all([keyOf(sender, 'script'), keyOf(sender, 'yedek anahtar'), keyOf(bystander, 'backend')]);
    // Refused reports count too (a malformed click id answers 400 at once). Sent until the first 429: a
    // minute holds 200 per user, so it comes within 200 reports of a window's start (1,000 is far more
    // than a burst spanning windows needs; 3,000 a minute per team was no limit at all).
    const flood = (key: Record<string, string>, i: number) => report(key, { clickId: 'not-a-click', eventId: `flood-${i}`, type: 'lead' });
    const statuses: number[] = [];
    let refused: { retryAfter: number } | undefined;
    let sent = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (!refused && sent < 1_000) {
          const i = sent++;
          const res = await flood(i % 2 ? first : second, i);
          statuses.push(res.status);
          if (res.status === 429) refused ??= { retryAfter: Number(res.headers.get('retry-after')) };
        }
      }),
    );
    expect({ others: statuses.filter((s) => s !== 400 && s !== 429) }).toEqual({ others: [] });
    expect(refused, `a 429 within 1,000 reports (got ${statuses.length}, none refused)`).toBeDefined();
    expect(refused!.retryAfter).toBeGreaterThan(0);
    expect(refused!.retryAfter).toBeLessThanOrEqual(60);
    // Per user, not per key: both keys are held (when the window had time left to check it in).
    if (refused!.retryAfter > 2) for (const key of [first, second]) expect((await flood(key, -1)).status, 'each key of the caller, same window').toBe(429);
    expect((await report(theirs, { clickId: 'not-a-click', eventId: 'bystander', type: 'lead' })).status, "another team's report").toBe(400);
  });
});
