import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { incomingConversionKey, type Conversion, type Link, type WebhookWithSecret } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { sqsRecord } from '#test-support/sqs.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// Conversions reported before the click worker recorded their click, through the real API and the
// click worker invoked directly (as Lambda would) against the runtime's emulators: the click's
// message is held back until the test sends it, so the worker lags by as long as the test wants.

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let owner: Session;
let link: Link;
let receiver: Receiver;
let modules: Awaited<ReturnType<typeof load>>;

const load = async () => ({
  token: await import('#lib/crypto/click-token.js'),
  tokenKey: await import('#lib/crypto/click-token-key.js'),
  log: await import('#data/conversions/conversion-log-store.js'),
  conversions: await import('#data/conversions/conversions-repo.js'),
  finishing: await import('#core/conversions/finish-waiting-conversions.js'),
  table: await import('#data/table.js'),
  attributionItem: await import('#data/conversions/click-attribution-item.js'),
  clickEvent: await import('#data/clicks/click-event.js'),
});

beforeAll(async () => {
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  modules = await load();
  owner = await verifiedSession('conv-lag');
  receiver = await httpReceiver({ status: 200 });
  const hook = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: owner.auth, json: { url: receiver.url, events: ['conversion.created'] } });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const made = await call<Link>('POST', '/api/links', {
    headers: owner.auth,
    json: { longUrl: 'https://shop.example/kış', shortUrl: `cl${randomBytes(4).toString('hex')}` },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  link = (await call<Link>('PATCH', `/api/links/${made.body.id}`, { headers: owner.auth, json: { conversionTracking: true } })).body;
});
afterAll(() => receiver?.close());

/** A tracked click (as the redirect queues it) and the click id its destination got. */
async function trackedClick(): Promise<{ event: RawClickEvent; clickId: string; message: SQSRecord }> {
  const event: RawClickEvent = {
    id: randomUUID(),
    // Half an hour ago: the test's records carry no send time, so the worker checks them as
    // redeliveries, whose fence must not reach other suites' first receipts (clicked just now).
    time: new Date(Date.now() - 30 * 60_000).toISOString(),
    code: link.shortUrl,
    linkId: link.id,
    teamId: owner.user.teamId,
    visitorId: `visitor-${randomUUID()}`,
    ip: '203.0.113.9',
    userAgent: UA.desktop,
    referrer: '',
    country: 'TR',
    city: 'İzmir',
    tracked: true,
  };
  const clickId = modules.token.encodeClickToken({ clickId: event.id, linkId: link.id, time: Date.parse(event.time) }, await modules.tokenKey.clickTokenKey())!;
  const { clickMessageBody, serializeEvent } = modules.clickEvent;
  const message = sqsRecord(clickMessageBody(randomUUID(), [serializeEvent(event)]), { queue: 'clicks' });
  return { event, clickId, message };
}

const run = async (...records: SQSRecord[]) => (await handler({ Records: records }, {})).batchItemFailures.map((f) => f.itemIdentifier);

/** Every conversion-log line of this conversion (incoming objects: the test's runtime compacts every 10 minutes). */
async function linesOf(conversion: Conversion): Promise<Record<string, unknown>[]> {
  const objects = (await modules.log.listIncomingConversions()).filter((o) => o.key.includes(conversion.id));
  const lines = (await Promise.all(objects.map((o) => modules.log.readConversionLines(o.key)))).flat().map((l) => JSON.parse(l) as Record<string, unknown>);
  return lines.filter((l) => l.id === conversion.id);
}

/** The click attribution item's attributes that hold waiting conversions. */
async function waitingOn(clickId: string): Promise<string[]> {
  const { Item } = await modules.table
    .db()
    .send(new GetCommand({ TableName: modules.table.tableName(), Key: modules.attributionItem.clickAttributionKey(clickId), ConsistentRead: true }));
  return Object.keys(Item ?? {}).filter((k) => k.startsWith('waiting:'));
}

const announced = (eventId: string) => receiver.arrivals.filter((a) => (JSON.parse(a.body) as { data: Conversion }).data.eventId === eventId);
const dimensions = { countryCode: 'TR', city: 'İzmir', browser: 'Chrome', os: 'Windows', device: 'desktop', isBot: false, linkId: expect.any(String) };

describe('conversions reported before the click worker recorded the click', () => {
  it('are accepted at once (201), and the worker writes their line with the click dimensions once, a redelivery finishing nothing twice', async () => {
    const { event, clickId, message } = await trackedClick();
    const eventId = `satış-${randomUUID()}-🛒`;
    const reported = await call<Conversion>('POST', '/api/track/conversions', {
      headers: owner.auth,
      json: { clickId, eventId, type: 'sale', amount: 4_990, currency: 'TRY' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body).toMatchObject({ clickId, linkId: link.id, eventId, type: 'sale', amount: 4_990, currency: 'TRY' });
    const conversion = reported.body;
    // Waiting: no line without the click's dimensions, and a replay answers the conversion and writes none either.
    expect(await modules.conversions.getConversionEvent(owner.user.teamId, eventId)).toMatchObject({ attributionPending: true, logged: false });
    const replay = await call<Conversion>('POST', '/api/track/conversions', {
      headers: owner.auth,
      json: { clickId, eventId, type: 'sale', amount: 4_990, currency: 'TRY' },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(conversion);
    expect(await linesOf(conversion)).toEqual([]);
    expect(await waitingOn(event.id)).toHaveLength(1);

    // The worker records the click: the conversion gets its line, with the click's dimensions.
    expect(await run(message)).toEqual([]);
    expect(await linesOf(conversion)).toEqual([
      expect.objectContaining({ ...dimensions, linkId: link.id, clickId: event.id, eventId, amountMinor: 4_990, currency: 'TRY' }),
    ]);
    expect(await modules.conversions.getConversionEvent(owner.user.teamId, eventId)).toMatchObject({ logged: true, countryCode: 'TR', browser: 'Chrome' });
    expect((await modules.conversions.getConversionEvent(owner.user.teamId, eventId))?.attributionPending).toBeUndefined();
    expect(await waitingOn(event.id)).toEqual([]);

    // Redelivered (whole, and as one stopped before clearing the waiting entry would be): still one line.
    expect(await run(message)).toEqual([]);
    const attribution = {
      campaignId: null,
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      referrer: null,
      countryCode: 'TR',
      city: 'İzmir',
      source: 'link',
      isBot: false,
      domain: null,
      tagIds: null,
      ruleId: null,
      variantId: null,
    };
    await modules.finishing.finishWaitingConversions([{ clickId: event.id, attribution, waiting: [{ teamId: owner.user.teamId, eventId }] }]);
    expect(await linesOf(conversion)).toHaveLength(1);
    const key = incomingConversionKey(owner.user.teamId, Date.parse(conversion.createdAt), conversion.id);
    expect((await modules.log.readConversionLines(key)).map((l) => JSON.parse(l) as unknown)).toEqual([expect.objectContaining(dimensions)]);

    // conversion.created once, from the worker.
    await until(
      'conversion.created for the waiting conversion',
      () => announced(eventId),
      (a) => a.length >= 1,
    );
    expect(announced(eventId)).toHaveLength(1);
  });

  it('finishes the conversion itself when the click is recorded between its read and its wait', async () => {
    const { event, clickId, message } = await trackedClick();
    const eventId = `lead-${randomUUID()}`;
    // The route found no attribution and claimed the event, pending…
    const now = Date.now();
    const pending = {
      id: randomUUID(),
      clickId: event.id,
      linkId: link.id,
      teamId: owner.user.teamId,
      eventId,
      type: 'lead' as const,
      amountMinor: null,
      currency: null,
      time: new Date(now).toISOString(),
      clickTime: event.time,
      token: clickId,
      createdAt: new Date(now).toISOString(),
      logged: false,
      attributionPending: true,
    };
    expect(await modules.conversions.claimConversionEvent(pending, Math.floor(now / 1000) + 86_400)).toBe('created');
    // …the worker records the click (no conversion waits on it yet)…
    expect(await run(message)).toEqual([]);
    // …and the route's wait is refused: it finishes the conversion with the attribution there.
    await modules.finishing.awaitClickAttribution(pending, Date.parse(event.time));
    const conversion = { id: pending.id, createdAt: pending.createdAt } as Conversion;
    expect(await linesOf(conversion)).toEqual([expect.objectContaining({ ...dimensions, linkId: link.id, clickId: event.id, eventId })]);
    expect(await modules.conversions.getConversionEvent(owner.user.teamId, eventId)).toMatchObject({ logged: true, countryCode: 'TR' });
    expect(await waitingOn(event.id)).toEqual([]);
    // A replay now answers it and writes nothing more.
    const replay = await call<Conversion>('POST', '/api/track/conversions', { headers: owner.auth, json: { clickId, eventId, type: 'lead' } });
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(pending.id);
    expect(await linesOf(conversion)).toHaveLength(1);
  });
});
