import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import {
  attributionOf,
  clickTagIdsValue,
  type AlertRule,
  type AlertRuleList,
  type ClickRecord,
  type ConversionRecord,
  type CreateAlertInput,
  type Link,
} from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { newOwnLink } from '#test-support/click-worker.js';
import { DYNAMODB_FAULTS, SQS_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';
import { until } from '#test-support/until.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// Alert rules judged by the alerts worker as Lambda runs it, on traffic written to a click log of
// this file's own (raw batches as the click worker writes them, conversions as the tracking route
// does), read by an in-memory DuckDB engine. Every evaluation names its instant (AT and after,
// quarter hours from a moment taken once, two days ahead: the runtime's own schedule, judging this
// team at the real time, never reaches these quarter hours): no wall-clock window decides anything. The table, the
// queues and SES go through stand-in endpoints that fail chosen requests; mail lands in the local
// outbox, webhooks reach a receiver through the runtime's webhook worker, Slack's through the alerts worker.
const env = runtime().env;
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
const queue = await startFaultyEndpoint(env.SQS_ENDPOINT!);
const ses = await startFaultyEndpoint(env.SES_ENDPOINT!);
const bucket = `kisa-clicks-alerts-${randomUUID().slice(0, 8)}`;
Object.assign(process.env, env, {
  DYNAMODB_ENDPOINT: dynamo.url,
  SQS_ENDPOINT: queue.url,
  SES_ENDPOINT: ses.url,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  ANALYTICS_DUCKDB_PATH: ':memory:',
  CLICK_LOG_BUCKET: bucket,
});
const { s3, sqs } = await import('#lib/clients.js');
const { putClickLogBatch } = await import('#data/clicks/click-log-store.js');
const { putIncomingConversion } = await import('#data/conversions/conversion-log-store.js');
const { clickLogEngine } = await import('#data/analytics/choose-engine.js');
const { readAlertSeries, readClickPanels } = await import('#data/analytics/click-analytics-repo.js');
const { evaluateTeamAlerts } = await import('#core/alerts/evaluate-team.js');
const { handler } = (await import('./evaluate-team-alerts.js')) as unknown as { handler: (e: SQSEvent, c: unknown) => Promise<SQSBatchResponse> };

const QUARTER = 900_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** The evaluation instant the tests count from (a quarter hour: the windows end there). */
const AT = Math.floor(Date.now() / QUARTER) * QUARTER + 2 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const hhmm = (ms: number) => iso(ms).slice(11, 16);

let owner: Session;
let links: Record<'spike' | 'usual' | 'silent' | 'sales' | 'failing', Link>;
let ok: Receiver;
let quietSlack: Receiver;
let broken: Receiver;
let hooks: Receiver;
/**
 * A second team watching three targets whose clicks overlap: a link in a campaign carrying two
 * tags (`both` and `one`), another link with the tag `one` only, another in the campaign untagged.
 */
let watcher: Session;
let watched: { link: Link; campaignId: string; both: string; one: string };
/** A tag and a campaign of the team, watched through clicks of a link that carries both. */
let tagId: string;
let campaignId: string;

function click(link: Link, time: number): ClickRecord {
  return {
    id: randomUUID(),
    time: iso(time),
    shortUrl: link.shortUrl,
    linkId: link.id,
    teamId: owner.user.teamId,
    campaignId: null,
    visitorId: `v-${randomUUID()}`,
    unique: true,
    ip: '203.0.113.7',
    browser: 'Chrome',
    os: 'Android',
    device: 'mobile',
    referrer: null,
    countryCode: 'TR',
    countryName: 'Türkiye',
    city: 'İzmir',
    source: 'link',
    isBot: false,
  };
}

function conversion(of: ClickRecord): ConversionRecord {
  return {
    id: randomUUID(),
    clickId: of.id,
    linkId: of.linkId,
    teamId: of.teamId,
    eventId: `satış-${randomUUID()}`,
    type: 'sale',
    amountMinor: 1_000,
    currency: 'TRY',
    time: of.time,
    clickTime: of.time,
    ...attributionOf(of),
  };
}

/** One evaluation of the owner's team at `at` through the worker; answers the messages it failed. */
async function evaluate(at: number, messageId: string = randomUUID(), teamId = owner.user.teamId): Promise<string[]> {
  const body = JSON.stringify({ kind: 'team', at: iso(at), teamId });
  return (await handler({ Records: [sqsRecord(body, { messageId, queue: 'alerts' })] }, {})).batchItemFailures.map((f) => f.itemIdentifier);
}

async function rules(of: Session = owner): Promise<Map<string, AlertRule>> {
  const res = await call<AlertRuleList>('GET', '/api/alerts', { headers: of.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map(res.body.items.map((r) => [r.name, r]));
}

async function rule(json: CreateAlertInput, of: Session = owner): Promise<AlertRule> {
  const res = await call<AlertRule>('POST', '/api/alerts', { headers: of.auth, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const slackTo = (r: Receiver) => ({ slackUrl: r.url });
const target = (link: Link) => ({ kind: 'link' as const, id: link.id });
const slackNames = (r: Receiver) => r.arrivals.map((a) => (JSON.parse(a.body) as { text: string }).text);

beforeAll(async () => {
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  owner = await verifiedSession('alerts');
  const make = (p: string) => newOwnLink(owner, p, { longUrl: 'https://shop.example/yaz' });
  links = { spike: await make('al-s'), usual: await make('al-u'), silent: await make('al-n'), sales: await make('al-c'), failing: await make('al-f') };
  [ok, quietSlack, broken, hooks] = await Promise.all([
    httpReceiver({ status: 200 }),
    httpReceiver({ status: 200 }),
    httpReceiver({ status: 500 }),
    httpReceiver({ status: 200 }),
  ]);
  const hook = await call('POST', '/api/webhooks', { headers: owner.auth, json: { url: hooks.url, events: ['alert.triggered'] } });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);

  tagId = (await call<{ id: string }>('POST', '/api/tags', { headers: owner.auth, json: { name: 'Kış 🏷️' } })).body.id;
  campaignId = (await call<{ id: string }>('POST', '/api/campaigns', { headers: owner.auth, json: { name: 'Kampanya İzmir' } })).body.id;
  const clicks: ClickRecord[] = [];
  // The tag and the campaign: 6 clicks half an hour before AT, of a link carrying both (and 6 of one carrying neither).
  for (let i = 0; i < 6; i++) clicks.push({ ...click(links.usual, AT - 30 * 60_000 + i * 1000), linkId: `tagged-${i}`, campaignId, tagIds: `other,${tagId}` });
  // spike and failing: 6 clicks half an hour before AT.
  for (const link of [links.spike, links.failing]) for (let i = 0; i < 6; i++) clicks.push(click(link, AT - 30 * 60_000 + i * 1000));
  // usual: 2 clicks in the same hour on each of the 7 days before, 7 in the last hour.
  for (let d = 1; d <= 7; d++) for (let i = 0; i < 2; i++) clicks.push(click(links.usual, AT - d * DAY - 20 * 60_000 + i * 1000));
  for (let i = 0; i < 7; i++) clicks.push(click(links.usual, AT - 10 * 60_000 + i * 1000));
  // silent: 4 clicks in the same 2 hours on each of the 7 days before (2 an hour), none since.
  for (let d = 1; d <= 7; d++) for (let i = 0; i < 4; i++) clicks.push(click(links.silent, AT - d * DAY - 90 * 60_000 + i * 1000));
  // sales: 10 clicks 5 hours before (5 converting: 50 %), 10 in the last 3 hours (1 converting: 10 %).
  const before = Array.from({ length: 10 }, (_, i) => click(links.sales, AT - 5 * HOUR + i * 1000));
  const now = Array.from({ length: 10 }, (_, i) => click(links.sales, AT - 2 * HOUR + i * 1000));
  clicks.push(...before, ...now);
  const byDay = new Map<string, ClickRecord[]>();
  for (const c of clicks) byDay.set(c.time.slice(0, 10), [...(byDay.get(c.time.slice(0, 10)) ?? []), c]);
  for (const [day, lines] of byDay) await putClickLogBatch(lines, new Date(`${day}T12:00:00Z`));
  for (const c of [...before.slice(0, 5), now[0]!]) await putIncomingConversion(conversion(c), Date.parse(c.time) + 1000);

  // The watching team's traffic: 30 minutes and 3 hours before AT; bots and their conversions left out.
  watcher = await verifiedSession('alerts-one');
  const own = async (kind: 'tags' | 'campaigns', name: string) =>
    (await call<{ id: string }>('POST', `/api/${kind}`, { headers: watcher.auth, json: { name } })).body.id;
  watched = {
    link: await newOwnLink(watcher, 'al-w', { longUrl: 'https://shop.example/kış' }),
    campaignId: await own('campaigns', 'Yaz 🌞'),
    both: await own('tags', 'İki'),
    one: await own('tags', 'واحد'),
  };
  const w = { ...watched, teamId: watcher.user.teamId };
  const theirs = (at: number, over: Partial<ClickRecord>): ClickRecord => ({ ...click(links.spike, at), teamId: w.teamId, ...over });
  const inCampaign = { linkId: w.link.id, shortUrl: w.link.shortUrl, campaignId: w.campaignId, tagIds: clickTagIdsValue([w.both, w.one]) };
  const converted: ClickRecord[] = [];
  for (const back of [30 * 60_000, 3 * HOUR]) {
    const human = Array.from({ length: 4 }, (_, i) => theirs(AT - back + i * 1000, inCampaign));
    const bots = Array.from({ length: 2 }, (_, i) => theirs(AT - back + 10_000 + i * 1000, { ...inCampaign, isBot: true }));
    const oneTag = Array.from({ length: 3 }, (_, i) => theirs(AT - back + 20_000 + i * 1000, { linkId: 'l-tag-one', tagIds: w.one }));
    const untagged = Array.from({ length: 2 }, (_, i) => theirs(AT - back + 30_000 + i * 1000, { linkId: 'l-campaign', campaignId: w.campaignId }));
    await putClickLogBatch([...human, ...bots, ...oneTag, ...untagged], new Date(AT - back));
    // Two conversions of one click count it once; a bot's never counts.
    converted.push(human[0]!, human[0]!, human[1]!, bots[0]!, oneTag[0]!);
  }
  for (const c of converted) await putIncomingConversion(conversion(c), Date.parse(c.time) + 1000);

  const mailTo = [owner.user.id];
  await rule({ name: 'spike fires', target: target(links.spike), condition: { kind: 'clicksAbove', clicks: 5 }, mailTo, webhook: true, ...slackTo(ok) });
  await rule({
    name: 'spike short cool-down',
    target: target(links.spike),
    condition: { kind: 'clicksAbove', clicks: 5 },
    cooldownMinutes: 15,
    ...slackTo(ok),
  });
  await rule({ name: 'spike holds', target: target(links.spike), condition: { kind: 'clicksAbove', clicks: 6 }, ...slackTo(ok) });
  await rule({ name: 'usual fires', target: target(links.usual), condition: { kind: 'clicksAboveUsual', factor: 3 }, ...slackTo(ok) });
  await rule({ name: 'usual holds', target: target(links.usual), condition: { kind: 'clicksAboveUsual', factor: 4 }, ...slackTo(ok) });
  await rule({ name: 'silence fires', target: target(links.silent), condition: { kind: 'noClicks', hours: 2, usualAbove: 1 }, ...slackTo(ok) });
  await rule({ name: 'silence holds', target: target(links.silent), condition: { kind: 'noClicks', hours: 2, usualAbove: 2 }, ...slackTo(ok) });
  await rule({ name: 'busy is not silent', target: target(links.spike), condition: { kind: 'noClicks', hours: 2, usualAbove: 0 }, ...slackTo(ok) });
  await rule({ name: 'tag fires', target: { kind: 'tag', id: tagId }, condition: { kind: 'clicksAbove', clicks: 5 }, ...slackTo(ok) });
  await rule({ name: 'campaign fires', target: { kind: 'campaign', id: campaignId }, condition: { kind: 'clicksAbove', clicks: 5 }, ...slackTo(ok) });
  await rule({ name: 'sales fires', target: target(links.sales), condition: { kind: 'conversionDrop', percent: 80, hours: 3 }, ...slackTo(ok) });
  await rule({ name: 'sales holds', target: target(links.sales), condition: { kind: 'conversionDrop', percent: 81, hours: 3 }, ...slackTo(ok) });
  await rule({
    name: 'quiet İstanbul 🌙',
    target: target(links.spike),
    condition: { kind: 'clicksAbove', clicks: 5 },
    quietHours: { from: hhmm(AT - HOUR), to: hhmm(AT + HOUR), timeZone: 'UTC' },
    ...slackTo(quietSlack),
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([ok, quietSlack, broken, hooks].map((r) => r?.close()));
  await Promise.all([dynamo.close(), queue.close(), ses.close()]);
});

describe('alert rules on generated traffic', () => {
  it('fire exactly when their condition holds, each kind; mail, webhook and Slack carry the alert', async () => {
    const sentAfter = Date.now();
    expect(await evaluate(AT)).toEqual([]);
    const now = await rules();
    const fired = [...now.values()].filter((r) => r.lastAlert).map((r) => r.name);
    expect(fired.sort()).toEqual([
      'campaign fires',
      'quiet İstanbul 🌙',
      'sales fires',
      'silence fires',
      'spike fires',
      'spike short cool-down',
      'tag fires',
      'usual fires',
    ]);
    expect(now.get('tag fires')!.lastAlert).toMatchObject({ value: 6 });
    expect(now.get('tag fires')!.target).toEqual({ kind: 'tag', id: tagId, name: 'Kış 🏷️' });
    expect(now.get('campaign fires')!.lastAlert).toMatchObject({ value: 6 });
    expect(now.get('usual fires')!.lastAlert).toMatchObject({ value: 7, baseline: 2, held: false, firedAt: iso(AT) });
    expect(now.get('silence fires')!.lastAlert).toMatchObject({ value: 0, baseline: 2 });
    expect(now.get('sales fires')!.lastAlert).toMatchObject({ value: 10, baseline: 50 });
    expect(now.get('spike fires')!.pendingChannels).toEqual([]);

    const mail = await waitForMail(runtime().sesUrl, { to: owner.email, subjectIncludes: 'Kisa alert: spike fires', after: sentAfter });
    expect(mail.text).toContain(`6 clicks in the hour to ${hhmm(AT)} (UTC) on link /${links.spike.shortUrl}, above your limit of 5.`);
    expect(mail.links.some((l) => l.includes(`linkId=${links.spike.id}`))).toBe(true);
    const delivered = await until(
      'the alert.triggered delivery',
      () => hooks.arrivals,
      (a) => a.length > 0,
    );
    expect(JSON.parse(delivered[0]!.body)).toMatchObject({
      type: 'alert.triggered',
      data: { rule: { name: 'spike fires', target: { kind: 'link', id: links.spike.id, name: links.spike.shortUrl } }, alert: { value: 6, baseline: 5 } },
    });
    expect(delivered[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    const slack = JSON.parse(ok.arrivals.find((a) => a.body.includes('spike fires'))!.body);
    expect(slack).toEqual({
      text: expect.stringMatching(/^Kisa alert: spike fires: 6 clicks/),
      blocks: [expect.objectContaining({ type: 'section' }), expect.objectContaining({ type: 'actions' })],
    });
    expect(slackNames(ok).filter((t) => /holds|busy/.test(t))).toEqual([]);
  });

  it('fire once per evaluation SQS delivers twice, and once per cool-down', async () => {
    const before = ok.arrivals.length;
    const first = (await rules()).get('spike fires')!.lastAlert!.id;
    expect(await evaluate(AT)).toEqual([]);
    expect(await evaluate(AT + 5 * 60_000)).toEqual([]);
    expect(ok.arrivals.length).toBe(before);
    // A quarter hour later the short cool-down (15 min) has passed, the default (60 min) has not.
    expect(await evaluate(AT + QUARTER)).toEqual([]);
    const now = await rules();
    expect(now.get('spike fires')!.lastAlert!.id).toBe(first);
    expect(now.get('spike short cool-down')!.lastAlert!.firedAt).toBe(iso(AT + QUARTER));
    expect(slackNames(ok).slice(before)).toEqual([expect.stringMatching(/^Kisa alert: spike short cool-down: 6 clicks/)]);
  });

  it('leave a run the table refused to SQS and fire once when it comes back; try failed deliveries again (SES refused, the webhook queue refused, Slack answering 500), then give up', async () => {
    const failing = await rule({
      name: 'deliveries fail',
      target: target(links.failing),
      condition: { kind: 'clicksAbove', clicks: 5 },
      mailTo: [owner.user.id],
      webhook: true,
      slackUrl: broken.url,
    });
    const t = AT + 30 * 60_000; // the failing link's clicks are in the hour before
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (r) => r.operation === 'UpdateItem' && r.body.includes(failing.id) });
    expect(await evaluate(t, 'copy-1')).toEqual(['copy-1']);
    expect((await rules()).get(failing.name)!.lastAlert).toBeNull();
    dynamo.heal();
    ses.fail({ fault: { kind: 'answer', status: 500, contentType: 'application/json', body: '{"message":"Internal"}' } });
    queue.fail({ fault: SQS_FAULTS.serverError, when: (r) => r.body.includes('alert.triggered') });
    expect(await evaluate(t, 'copy-1')).toEqual([]);
    const fired = (await rules()).get(failing.name)!;
    expect(fired.lastAlert).toMatchObject({ value: 6, baseline: 5 });
    expect(fired.pendingChannels.sort()).toEqual(['mail', 'slack', 'webhook']);
    ses.heal();
    queue.heal();
    const sentAfter = Date.now();
    const hooksBefore = hooks.arrivals.length;
    expect(await evaluate(t + 5 * 60_000)).toEqual([]);
    const retried = (await rules()).get(failing.name)!;
    expect(retried.lastAlert!.id).toBe(fired.lastAlert!.id);
    expect(retried.pendingChannels).toEqual(['slack']);
    await waitForMail(runtime().sesUrl, { to: owner.email, subjectIncludes: 'Kisa alert: deliveries fail', after: sentAfter });
    await until(
      'the held-back webhook',
      () => hooks.arrivals.slice(hooksBefore),
      (a) => a.some((x) => x.body.includes('deliveries fail')),
    );
    for (let i = 2; i <= 4; i++) expect(await evaluate(t + i * 5 * 60_000)).toEqual([]);
    expect((await rules()).get(failing.name)!.pendingChannels).toEqual([]);
    expect(broken.arrivals).toHaveLength(5);
  });

  it('hold an alert in quiet hours and send it when they end', async () => {
    const held = (await rules()).get('quiet İstanbul 🌙')!;
    expect(held.lastAlert).toMatchObject({ held: true });
    expect(held.pendingChannels).toEqual(['slack']);
    expect(quietSlack.arrivals).toEqual([]);
    expect(await evaluate(AT + 2 * HOUR)).toEqual([]);
    expect((await rules()).get('quiet İstanbul 🌙')!.pendingChannels).toEqual([]);
    const [sent] = quietSlack.arrivals.map((a) => JSON.parse(a.body) as { text: string; blocks: { text?: { text: string } }[] });
    expect(quietSlack.arrivals).toHaveLength(1);
    expect(sent!.blocks[0]!.text!.text).toContain("Held during the rule's quiet hours and sent when they ended.");
  });

  it('fan a pass out one message a team, and leave a page SQS refused to be sent again', async () => {
    const { QueueUrl } = await sqs().send(new CreateQueueCommand({ QueueName: `alerts-test-${randomUUID().slice(0, 8)}` }));
    process.env.ALERT_QUEUE_URL = QueueUrl!;
    const page = JSON.stringify({ kind: 'page', at: iso(AT) });
    queue.fail({ fault: SQS_FAULTS.serverError, when: (r) => r.operation === 'SendMessageBatch' });
    expect((await handler({ Records: [sqsRecord(page, { messageId: 'page-1' })] }, {})).batchItemFailures).toEqual([{ itemIdentifier: 'page-1' }]);
    queue.heal();
    const teams = new Set<string>();
    let pages = [page];
    while (pages.length) {
      const next: string[] = [];
      for (const body of pages) expect((await handler({ Records: [sqsRecord(body)] }, {})).batchItemFailures).toEqual([]);
      for (;;) {
        const got = await sqs().send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
        if (!got.Messages?.length) break;
        for (const m of got.Messages) {
          const message = JSON.parse(m.Body!) as { kind: string; teamId?: string };
          if (message.kind === 'team') teams.add(message.teamId!);
          else next.push(m.Body!);
        }
      }
      pages = next;
    }
    expect(teams.has(owner.user.teamId)).toBe(true);
  });
});

describe('a team watching several targets', () => {
  const ranges = () => ({ start: iso(AT - 8 * DAY), end: iso(AT) });
  const targets = () =>
    [
      { kind: 'link', id: watched.link.id },
      { kind: 'campaign', id: watched.campaignId },
      { kind: 'tag', id: watched.both },
      { kind: 'tag', id: watched.one },
    ] as const;
  /** A series as plain [bucket, total, converting] triples, by bucket. */
  const triples = (m: Map<number, { total: number; converting: number }>) => [...m].sort(([a], [b]) => a - b).map(([q, f]) => [q, f.total, f.converting]);

  it("answers each target's figures in one statement, equal to its own panels question's (overlapping clicks, bots left out, conversions counted)", async () => {
    const { start, end } = ranges();
    const teamId = watcher.user.teamId;
    const one = new Map<string, Map<number, { total: number; converting: number }>>();
    for (const p of await readAlertSeries(teamId, targets(), start, end)) {
      const key = `${p.target.kind}:${p.target.id}`;
      one.set(key, (one.get(key) ?? new Map()).set(p.bucket, { total: p.total, converting: p.converting }));
    }
    for (const t of targets()) {
      const filters = t.kind === 'link' ? { linkId: t.id } : t.kind === 'campaign' ? { campaignId: t.id } : {};
      const scope = { teamId, start, end, filters, ...(t.kind === 'tag' ? { tagIds: [t.id] } : {}) };
      const panels = await readClickPanels(scope, start, 1, { processOnly: true });
      const own = new Map<number, { total: number; converting: number }>(panels.series.map((s) => [s.bucket, { total: s.total, converting: 0 }]));
      for (const c of panels.conversionSeries) own.set(c.bucket, { total: own.get(c.bucket)?.total ?? 0, converting: c.converting });
      expect(triples(one.get(`${t.kind}:${t.id}`) ?? new Map()), `${t.kind} ${t.id}`).toEqual(triples(own));
    }
    // Per quarter hour (two with clicks): the link 4 human clicks (2 converting), the campaign 6
    // (its untagged link's too), the tag on both links 7 (3 converting), the link's other tag 4.
    const perQuarter = (key: string) => [...(one.get(key)?.values() ?? [])];
    const both = { total: 4, converting: 2 };
    expect(perQuarter(`link:${watched.link.id}`)).toEqual([both, both]);
    expect(perQuarter(`campaign:${watched.campaignId}`)).toEqual([
      { total: 6, converting: 2 },
      { total: 6, converting: 2 },
    ]);
    expect(perQuarter(`tag:${watched.one}`)).toEqual([
      { total: 7, converting: 3 },
      { total: 7, converting: 3 },
    ]);
    expect(perQuarter(`tag:${watched.both}`)).toEqual([both, both]);
  });

  it('asks the engine one statement a quarter hour for three targets; an engine that fails or answers garbage fails the run and fires nothing', async () => {
    const team = watcher.user.teamId;
    const watching = [
      { name: 'link', target: { kind: 'link' as const, id: watched.link.id }, clicks: 3 },
      { name: 'campaign', target: { kind: 'campaign' as const, id: watched.campaignId }, clicks: 5 },
      { name: 'tag', target: { kind: 'tag' as const, id: watched.one }, clicks: 6 },
    ];
    for (const w of watching) await rule({ name: w.name, target: w.target, condition: { kind: 'clicksAbove', clicks: w.clicks }, ...slackTo(ok) }, watcher);
    const engine = await clickLogEngine();
    const query = vi.spyOn(engine, 'query');
    try {
      query.mockRejectedValueOnce(new Error('ThrottlingException: Rate exceeded'));
      expect(await evaluate(AT, 'refused', team)).toEqual(['refused']);
      query.mockResolvedValueOnce([{ kind: 'link', id: watched.link.id, bucket: 'soon', total: 9, converting: 0 }]);
      expect(await evaluate(AT, 'garbled', team)).toEqual(['garbled']);
      expect([...(await rules(watcher)).values()].filter((r) => r.lastAlert)).toEqual([]);
      expect(query).toHaveBeenCalledTimes(2);

      const summary = await evaluateTeamAlerts(team, new Date(AT));
      expect(summary).toMatchObject({ rules: 3, judged: true, questions: 1, fired: 3 });
      expect(query).toHaveBeenCalledTimes(3);
      const now = await rules(watcher);
      expect(watching.map((w) => now.get(w.name)!.lastAlert?.value)).toEqual([4, 6, 7]);
      // The same quarter hour again (the pass's next run, or a copy): no question, nothing fired twice.
      expect(await evaluateTeamAlerts(team, new Date(AT + 5 * 60_000))).toMatchObject({ judged: false, questions: 0, fired: 0 });
      expect(query).toHaveBeenCalledTimes(3);
    } finally {
      query.mockRestore();
    }
  });
});
