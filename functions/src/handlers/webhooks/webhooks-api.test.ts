import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_MSG,
  type Campaign,
  type LinkClickedPayload,
  type Link,
  type Paged,
  type Tag,
  type Visitor,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { callFrom } from '#test-support/from-address.js';
import { UA } from '#test-support/user-agents.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';
import { until } from '#test-support/until.js';
import { PathReceiver } from '#test-support/webhook-receivers.js';

// Webhooks through the real runtime: the API, the queue (fauxqs), the worker and a
// receiver on 127.0.0.1 started here (the test runtime allows it: WEBHOOK_ALLOW_HOSTS, and its
// retries start at 1 s: WEBHOOK_RETRY_BASE_SECONDS).

const receiver = new PathReceiver();
let owner: Session;
let member: Session;
let other: Session;

async function addEndpoint(who: Session, json: unknown) {
  const res = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: who.auth, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function newLink(who: Session, title = 'hooked'): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', {
    headers: who.auth,
    json: { longUrl: 'https://example.com/landing', title, shortUrl: `wh${randomUUID().slice(0, 8)}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const deliveriesOf = async (who: Session, endpointId: string) =>
  (await call<{ items: WebhookDelivery[] }>('GET', `/api/webhooks/${endpointId}/deliveries`, { headers: who.auth })).body.items;

beforeAll(async () => {
  await receiver.start();
  [owner, other] = await Promise.all([verifiedSession('hooks'), verifiedSession('hooks-other')]);
  const m = await addMember(owner, 'Hook Member');
  member = await signIn(m.email, MEMBER_PASSWORD);
});

afterAll(() => receiver.close());

describe('webhooks API', () => {
  it('delivers link.created, .updated and .deleted, signed per Standard Webhooks, with the API’s Link', async () => {
    const path = '/links';
    const { endpoint, secret } = await addEndpoint(owner, { url: receiver.url(path), events: ['link.created', 'link.updated', 'link.deleted'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ enabled: true, events: ['link.created', 'link.updated', 'link.deleted'], filter: null, consecutiveFailures: 0 });
    const listed = await call<{ items: WebhookEndpoint[] }>('GET', '/api/webhooks', { headers: member.auth });
    expect(listed.body.items).toEqual([endpoint]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const link = await newLink(owner);
    const [created] = await until(
      'link.created',
      () => receiver.at(path),
      (r) => r.length >= 1,
    );
    const verified = new Webhook(secret).verify(created!.body, created!.headers as Record<string, string>) as { type: string; timestamp: string; data: Link };
    expect(verified.type).toBe('link.created');
    expect(verified.data).toEqual(link);
    expect(created!.headers['webhook-id']).toMatch(/^msg_/);
    expect(created!.headers['content-type']).toBe('application/json');

    const patched = await call<Link>('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { title: 'renamed' } });
    expect(patched.status).toBe(200);
    await until(
      'link.updated',
      () => receiver.at(path),
      (r) => r.length >= 2,
    );
    expect(await call('DELETE', `/api/links/${link.id}`, { headers: owner.auth })).toMatchObject({ status: 200 });
    const all = await until(
      'link.deleted',
      () => receiver.at(path),
      (r) => r.length >= 3,
    );
    const bodies = all.map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Link });
    expect(bodies.map((b) => b.type)).toEqual(['link.created', 'link.updated', 'link.deleted']);
    expect(bodies[1]!.data).toEqual(patched.body);
    expect(bodies[2]!.data.id).toBe(link.id);

    const deliveries = await until(
      'three delivered',
      () => deliveriesOf(owner, endpoint.id),
      (d) => d.length === 3 && d.every((x) => x.status === 'delivered'),
    );
    expect(deliveries.map((d) => d.event)).toEqual(['link.deleted', 'link.updated', 'link.created']);
    expect(deliveries[0]).toMatchObject({ attempts: 1, responseStatus: 200, endpointId: endpoint.id });
    expect(deliveries[0]!.responseBody).toHaveLength(500);
    expect(deliveries[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('announces a finished bulk run once: campaign.completed with the campaign as the API answers it', async () => {
    const path = '/campaigns';
    const { secret } = await addEndpoint(other, { url: receiver.url(path), events: ['campaign.completed'] });
    const campaign = await call<Campaign>('POST', '/api/campaigns', { headers: other.auth, json: { name: `Hooked ${randomUUID().slice(0, 6)}` } });
    const queued = await call('POST', `/api/campaigns/${campaign.body.id}/links`, {
      headers: other.auth,
      json: { links: [{ longUrl: 'https://example.com/a' }, { longUrl: 'https://example.com/b' }] },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const [got] = await until(
      'campaign.completed',
      () => receiver.at(path),
      (r) => r.length >= 1,
    );
    const event = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as { type: string; data: Campaign };
    expect(event.type).toBe('campaign.completed');
    expect(event.data).toMatchObject({ id: campaign.body.id, status: 'done', totalLinks: 2 });
    // Once: a later look finds no second announcement.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('sends counted clicks as link.clicked, as the visitor log shows them: batched, each once, bots left out, filters applied per click', async () => {
    // A team of its own: the click worker caches which teams subscribe for 30 s, so the endpoints
    // exist before the team's first click.
    const clicker = await verifiedSession('hooks-clicks');
    const [a, b] = [await newLink(clicker, 'clicked a'), await newLink(clicker, 'clicked b')];
    const all = await addEndpoint(clicker, { url: receiver.url('/clicks-all'), events: ['link.clicked'] });
    const onlyB = await addEndpoint(clicker, { url: receiver.url('/clicks-b'), events: ['link.clicked'], filter: { linkIds: [b.id] } });
    const elsewhere = await addEndpoint(clicker, { url: receiver.url('/clicks-elsewhere'), events: ['link.clicked'], filter: { linkIds: ['no-such-link'] } });
    // Visitors from public addresses (through the test runtime's trusted proxy range), so clicks have a place.
    const visit = async (link: Link, userAgent: string, ip: string) => {
      const res = await callFrom('127.0.13.7', 'GET', `/${link.shortUrl}`, { headers: { 'user-agent': userAgent, 'x-forwarded-for': ip } });
      expect(res.status).toBe(302);
    };

    await visit(a, UA.googlebot, '66.249.66.1');
    await Promise.all([...Array.from({ length: 30 }, (_, i) => visit(a, i % 2 ? UA.desktop : UA.iphone, '8.8.8.8')), visit(b, UA.android, '1.1.1.1')]);

    type Got = { type: string; data: LinkClickedPayload['data'] };
    const clicksAt = (path: string, secret: string) =>
      receiver.at(path).flatMap((r) => (new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Got).data.clicks);
    await until(
      '31 clicks at the unfiltered endpoint',
      () => clicksAt('/clicks-all', all.secret),
      (c) => c.length >= 31,
    );
    const toAll = receiver.at('/clicks-all');
    const events = toAll.map((r) => new Webhook(all.secret).verify(r.body, r.headers as Record<string, string>) as Got);
    expect(events.every((e) => e.type === 'link.clicked')).toBe(true);
    // Batched: fewer events than clicks (one per team and worker batch), each its own webhook-id.
    expect(events.length).toBeLessThan(31);
    expect(new Set(toAll.map((r) => r.headers['webhook-id'])).size).toBe(events.length);
    const clicks = events.flatMap((e) => e.data.clicks);
    // Every click exactly once; the bot's click in none.
    expect(new Set(clicks.map((c) => c.id)).size).toBe(31);
    expect(clicks.filter((c) => c.linkId === a.id)).toHaveLength(30);
    expect(clicks.filter((c) => c.linkId === b.id)).toHaveLength(1);
    expect(clicks.some((c) => c.browser === 'Googlebot' || c.ip === '66.249.66.1')).toBe(false);
    expect(clicks.find((c) => c.linkId === b.id)).toMatchObject({
      shortUrl: b.shortUrl,
      ip: '1.1.1.1',
      platform: 'mobile',
      os: 'Android',
      browser: 'Chrome',
      source: 'link',
      visitType: 'New Visitor',
      campaignId: null,
    });
    expect(clicks.filter((c) => c.linkId === a.id && c.visitType === 'New Visitor')).toHaveLength(2); // one per user agent

    // The clicks as the visitor log answers them (the webhook adds the click's id and campaign).
    const range = `from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}&tz=UTC`;
    const log = await until(
      'the visitor log',
      async () => (await call<Paged<Visitor>>('GET', `/api/analytics/visitors?${range}&limit=100`, { headers: clicker.auth })).body,
      (p) => p.total >= 31,
    );
    const sorted = (rows: object[]) => rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
    // (Without the log's conversion figures: a click is announced before anything converts.)
    expect(sorted(clicks.map(({ id: _id, campaignId: _campaign, ...row }) => row))).toEqual(
      sorted(log.items.map(({ conversions: _c, revenue: _r, ...row }) => row)),
    );

    // Filtered to link b: only b's click, out of the batch it came in; filtered to another link: nothing.
    await until(
      "b's click at the filtered endpoint",
      () => clicksAt('/clicks-b', onlyB.secret),
      (c) => c.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(clicksAt('/clicks-b', onlyB.secret).map((c) => c.id)).toEqual(clicks.filter((c) => c.linkId === b.id).map((c) => c.id));
    expect(receiver.at('/clicks-elsewhere')).toHaveLength(0);
    expect(await deliveriesOf(clicker, elsewhere.endpoint.id)).toEqual([]);
    expect(clicksAt('/clicks-all', all.secret)).toHaveLength(31);
  });

  it('retries a 500 (honouring Retry-After) with the same webhook-id, then records the success', async () => {
    const path = '/flaky';
    const { endpoint, secret } = await addEndpoint(other, {
      url: receiver.url(path, [{ status: 500, headers: { 'retry-after': '1' } }, { status: 503 }, { status: 200 }]),
      events: ['link.created'],
    });
    await newLink(other);
    const got = await until(
      'three attempts',
      () => receiver.at(path),
      (r) => r.length >= 3,
    );
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const r of got) expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const [delivery] = await until(
      'delivered after retries',
      () => deliveriesOf(other, endpoint.id),
      (d) => d[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({ attempts: 3, responseStatus: 200 });
  });

  it('never retries a 400; a 410 disables the endpoint at once and mails its owners', async () => {
    const bad = await addEndpoint(other, { url: receiver.url('/bad', [{ status: 400 }]), events: ['link.updated'] });
    const gone = await addEndpoint(other, { url: receiver.url('/gone', [{ status: 410 }]), events: ['link.updated'] });
    const before = Date.now();
    const link = await newLink(other);
    await call('PATCH', `/api/links/${link.id}`, { headers: other.auth, json: { title: 'again' } });
    await until(
      'both failed',
      async () => [...(await deliveriesOf(other, bad.endpoint.id)), ...(await deliveriesOf(other, gone.endpoint.id))],
      (d) => d.length === 2 && d.every((x) => x.status === 'failed'),
    );
    const mail = await waitForMail(runtime().sesUrl, { to: other.email, subjectIncludes: 'webhook endpoint was disabled', after: before });
    expect(mail.subject).toContain('disabled');
    // Retries would come 1 s and more later: none came.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(receiver.at('/bad')).toHaveLength(1);
    expect(receiver.at('/gone')).toHaveLength(1);
    const listed = (await call<{ items: WebhookEndpoint[] }>('GET', '/api/webhooks', { headers: other.auth })).body.items;
    expect(listed.find((e) => e.id === bad.endpoint.id)).toMatchObject({ enabled: true, consecutiveFailures: 1 });
    expect(listed.find((e) => e.id === gone.endpoint.id)).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('410') });
    // Disabled: no test event; enabled again, the failures are cleared.
    expect((await call('POST', `/api/webhooks/${gone.endpoint.id}/test`, { headers: other.auth })).status).toBe(409);
    const enabled = await call<WebhookEndpoint>('PATCH', `/api/webhooks/${gone.endpoint.id}`, { headers: other.auth, json: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    expect(enabled.body.disabledReason).toBeUndefined();
  });

  it('sends a test event, resends a delivery, rotates the secret, filters by link', async () => {
    const path = '/tests';
    const { endpoint, secret } = await addEndpoint(owner, { url: receiver.url(path), events: ['link.updated'], filter: { linkIds: ['no-such-link'] } });
    const test = await call<WebhookDelivery>('POST', `/api/webhooks/${endpoint.id}/test`, { headers: owner.auth });
    expect(test.status).toBe(202);
    const [first] = await until(
      'the test event',
      () => receiver.at(path),
      (r) => r.length >= 1,
    );
    expect(new Webhook(secret).verify(first!.body, first!.headers as Record<string, string>)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    await until(
      'test delivered',
      () => deliveriesOf(owner, endpoint.id),
      (d) => d[0]?.status === 'delivered',
    );

    const rotated = await call<WebhookWithSecret>('POST', `/api/webhooks/${endpoint.id}/secret`, { headers: owner.auth });
    expect(rotated.body.secret).not.toBe(secret);
    const resent = await call<WebhookDelivery>('POST', `/api/webhooks/${endpoint.id}/deliveries/${test.body.id}/resend`, { headers: owner.auth });
    expect(resent.status).toBe(202);
    const [, again] = await until(
      'the resend',
      () => receiver.at(path),
      (r) => r.length >= 2,
    );
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(new Webhook(rotated.body.secret).verify(again!.body, again!.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    await until(
      'resend recorded',
      () => deliveriesOf(owner, endpoint.id),
      (d) => d[0]?.attempts === 2 && d[0]?.status === 'delivered',
    );

    // The filter names another link: this link's update is not sent.
    const link = await newLink(owner, 'filtered');
    await call('PATCH', `/api/links/${link.id}`, { headers: owner.auth, json: { title: 'filtered 2' } });
    await new Promise((r) => setTimeout(r, 2_000));
    expect(receiver.at(path)).toHaveLength(2);
  });

  it('filters by tag: a link event goes to an endpoint filtered to one of the link’s tags, and no other', async () => {
    const tag = (await call<Tag>('POST', '/api/tags', { headers: owner.auth, json: { name: `Hooked ${randomUUID().slice(0, 6)}` } })).body;
    const path = '/tagged';
    const { secret } = await addEndpoint(owner, { url: receiver.url(path), events: ['link.created'], filter: { tagIds: [tag.id] } });
    await newLink(owner, 'untagged');
    const tagged = await call<Link>('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/tagged', title: 'Bahar 🌷 İndirimi', shortUrl: `wt${randomUUID().slice(0, 8)}`, tagIds: [tag.id] },
    });
    const [got] = await until(
      'the tagged link.created',
      () => receiver.at(path),
      (r) => r.length >= 1,
    );
    expect((new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as { data: Link }).data).toMatchObject({
      id: tagged.body.id,
      title: 'Bahar 🌷 İndirimi',
      tags: [{ id: tag.id, name: tag.name }],
    });
    // The untagged link's event was queued first: had it passed the filter, it would be here by now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('sends a click to an endpoint filtered by one of its link’s tags, with the tags as the team names them, and not to another tag’s', async () => {
    const clicker = await verifiedSession('hooks-tag-clicks');
    const [spring, autumn] = await Promise.all(
      ['İlkbahar 🌷', 'Autumn'].map(async (name) => (await call<Tag>('POST', '/api/tags', { headers: clicker.auth, json: { name, color: 'green' } })).body),
    );
    const tagged = (
      await call<Link>('POST', '/api/links', {
        headers: clicker.auth,
        json: { longUrl: 'https://example.com/spring', shortUrl: `wc${randomUUID().slice(0, 8)}`, tagIds: [spring!.id] },
      })
    ).body;
    const plain = await newLink(clicker, 'untagged');
    const toSpring = await addEndpoint(clicker, { url: receiver.url('/clicks-spring'), events: ['link.clicked'], filter: { tagIds: [spring!.id] } });
    await addEndpoint(clicker, { url: receiver.url('/clicks-autumn'), events: ['link.clicked'], filter: { tagIds: [autumn!.id] } });
    const visit = (link: Link) => callFrom('127.0.13.9', 'GET', `/${link.shortUrl}`, { headers: { 'user-agent': UA.desktop, 'x-forwarded-for': '8.8.4.4' } });
    await Promise.all([visit(tagged), visit(plain)]);
    const [got] = await until(
      'the tagged click',
      () => receiver.at('/clicks-spring'),
      (r) => r.length >= 1,
    );
    const payload = new Webhook(toSpring.secret).verify(got!.body, got!.headers as Record<string, string>) as {
      data: { clicks: { linkId: string; tags: unknown }[] };
    };
    expect(payload.data.clicks).toEqual([expect.objectContaining({ linkId: tagged.id, tags: [{ id: spring!.id, name: 'İlkbahar 🌷', color: 'green' }] })]);
    // The untagged click went in the same batch or a later one: give the worker a moment, then nothing more came.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.at('/clicks-spring').flatMap((r) => (JSON.parse(r.body) as { data: { clicks: unknown[] } }).data.clicks)).toHaveLength(1);
    expect(receiver.at('/clicks-autumn')).toHaveLength(0);
  });

  it('moderation events reach the endpoints platform admins subscribed, across teams; nobody else may subscribe', async () => {
    const adminUser = await verifiedSession('hooks-admin');
    await makeAdmin(adminUser.user.id);
    const admin = await signIn(adminUser.email, adminUser.password);
    const path = '/moderation';
    const refused = await call('POST', '/api/webhooks', { headers: other.auth, json: { url: receiver.url(path), events: ['moderation.flagged'] } });
    expect(refused).toMatchObject({ status: 403, body: expect.objectContaining({ errorMessage: WEBHOOK_MSG.adminEvents }) });
    const { endpoint, secret } = await addEndpoint(admin, { url: receiver.url(path), events: ['moderation.flagged', 'moderation.actioned'] });
    // Another team's suspicious link enters the queue; the admin dismisses it.
    const flagged = await call<Link>('POST', '/api/links', {
      headers: other.auth,
      json: { longUrl: `https://paypal.com.account-verify-${randomUUID().slice(0, 6)}.example/login`, shortUrl: `wm${randomUUID().slice(0, 8)}` },
    });
    expect(flagged.body.moderation).toBe('flagged');
    type Got = { type: string; data: Record<string, unknown> };
    const verify = (r: { body: string; headers: IncomingHttpHeaders }) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Got;
    const [first] = await until(
      'moderation.flagged',
      () => receiver.at(path),
      (r) => r.length >= 1,
    );
    expect(verify(first!)).toMatchObject({
      type: 'moderation.flagged',
      data: {
        linkId: flagged.body.id,
        teamId: other.user.teamId,
        reason: 'screening',
        flags: ['brandInHost'],
        shortLink: expect.stringContaining(flagged.body.shortUrl),
      },
    });
    const dismissed = await call('POST', '/api/admin/moderation', {
      headers: admin.auth,
      json: { action: 'clearFlag', linkId: flagged.body.id, note: 'Looks fine' },
    });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    const all = await until(
      'moderation.actioned',
      () => receiver.at(path),
      (r) => r.length >= 2,
    );
    expect(verify(all[1]!)).toMatchObject({
      type: 'moderation.actioned',
      data: { action: 'clearFlag', linkId: flagged.body.id, note: 'Looks fine', actor: { id: admin.user.id } },
    });
    // The deliveries are the admin team's, on its endpoint's list.
    expect((await deliveriesOf(admin, endpoint.id)).map((d) => d.event).sort()).toEqual(['moderation.actioned', 'moderation.flagged']);
  });

  it('refuses private addresses and plain http, members’ changes (403) and other teams (404)', async () => {
    for (const url of ['https://10.0.0.8/hook', 'https://169.254.169.254/latest', 'http://hooks.example.com/x', 'https://localhost/x']) {
      const res = await call('POST', '/api/webhooks', { headers: owner.auth, json: { url, events: ['link.created'] } });
      expect(res.status, url).toBe(400);
    }
    expect((await call('POST', '/api/webhooks', { headers: owner.auth, json: { url: 'https://hooks.example.com/x', events: [] } })).body).toMatchObject({
      errorMessage: WEBHOOK_MSG.eventsRequired,
    });
    expect((await call('POST', '/api/webhooks', { headers: owner.auth, json: { url: 'https://hooks.example.com/x', events: ['link.exploded'] } })).status).toBe(
      400,
    );
    const { endpoint } = await addEndpoint(owner, { url: 'https://hooks.example.com/x', events: ['link.created'] });
    expect((await call('POST', '/api/webhooks', { headers: member.auth, json: { url: 'https://hooks.example.com/y', events: ['link.created'] } })).status).toBe(
      403,
    );
    expect((await call('PATCH', `/api/webhooks/${endpoint.id}`, { headers: member.auth, json: { enabled: false } })).status).toBe(403);
    expect((await call('PATCH', `/api/webhooks/${endpoint.id}`, { headers: other.auth, json: { enabled: false } })).status).toBe(404);
    expect((await call('GET', `/api/webhooks/${endpoint.id}/deliveries`, { headers: other.auth })).status).toBe(404);
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`, { headers: other.auth })).status).toBe(404);
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`, { headers: owner.auth })).status).toBe(200);
    expect((await call('DELETE', `/api/webhooks/${endpoint.id}`, { headers: owner.auth })).status).toBe(404);
  });
});
