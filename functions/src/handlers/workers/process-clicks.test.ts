import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Link } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { waitForLogLines } from '#test-support/click-log.js';
import { foldCountsNow, linkCounts, newOwnLink, pastClicks } from '#test-support/click-worker.js';
import { sqsRecord } from '#test-support/sqs.js';
import { UA } from '#test-support/user-agents.js';

// Integration: the click worker invoked directly (as Lambda would) with hand-built SQS
// events against the runtime's emulators: duplicate delivery, poisoned messages, partial
// redelivery. Counters are read back through the API.

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let claimFirstVisit: typeof import('#data/clicks/clicks-repo.js').claimFirstVisit;
let platform: typeof import('#data/admin/platform-stats-repo.js');
let table: typeof import('#data/table.js');
let owner: Session;

beforeAll(async () => {
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  ({ claimFirstVisit } = await import('#data/clicks/clicks-repo.js'));
  platform = await import('#data/admin/platform-stats-repo.js');
  table = await import('#data/table.js');
  owner = await verifiedSession('clicks');
});

const newLink = () => newOwnLink(owner, 'w', { longUrl: 'https://example.com/w' });

// Clicks of half an hour ago: these messages are checked as redeliveries (the test records carry no send time).
const click = pastClicks(() => owner, 30 * 60_000, { ip: '203.0.113.7', referrer: '', country: 'TR', city: 'Istanbul' });

const record = (body: string, messageId: string = randomUUID()): SQSRecord => sqsRecord(body, { messageId, queue: 'clicks' });

const message = (groupId: string, events: RawClickEvent[]) => JSON.stringify({ v: 1, g: groupId, events });
const run = async (...records: SQSRecord[]) => (await handler({ Records: records }, {})).batchItemFailures.map((f) => f.itemIdentifier).sort();

const counts = (link: Link) => linkCounts(owner, link);

describe('process-clicks worker', () => {
  it("keeps a tracked click's attribution (its dimensions, for its conversions), and none for other clicks", async () => {
    const { getClickAttribution } = await import('#data/conversions/click-attributions-repo.js');
    const link = await newLink();
    const tracked = click(link, 'visitor-t', { tracked: true, tagIds: ['tag-b', 'tag-a'], ruleId: 'rulevip', campaignId: 'camp-1' });
    const trackedBot = click(link, 'visitor-tb', { tracked: true, userAgent: UA.googlebot });
    const plain = click(link, 'visitor-p');
    // Version 2 (what the redirect sends): positional, `tracked` last.
    const { serializeEvent, clickMessageBody } = await import('#data/clicks/click-event.js');
    expect(await run(record(clickMessageBody(randomUUID(), [tracked, trackedBot, plain].map(serializeEvent))))).toEqual([]);
    expect(await getClickAttribution(tracked.id)).toEqual({
      campaignId: 'camp-1',
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      referrer: null,
      countryCode: 'TR',
      city: 'Istanbul',
      source: 'link',
      isBot: false,
      domain: null,
      tagIds: 'tag-a,tag-b',
      ruleId: 'rulevip',
      variantId: null,
    });
    expect(await getClickAttribution(trackedBot.id)).toMatchObject({ isBot: true });
    expect(await getClickAttribution(plain.id)).toBeNull();
  });

  it('counts exactly once under duplicate delivery, keeps bots out, and reports a poisoned message without blocking the rest', async () => {
    const link = await newLink();
    const before = (await call('GET', '/api/stats', { headers: owner.auth })).body;
    const a1 = click(link, 'visitor-a');
    const a2 = click(link, 'visitor-a');
    const b1 = click(link, 'visitor-b', { country: undefined, city: undefined, ip: '8.8.8.8', referrer: 'https://news.example.org/item?id=1' });
    const bot = click(link, 'visitor-bot', { userAgent: UA.googlebot });
    const m1 = record(message(randomUUID(), [a1, a2]));
    const m2 = record(message(randomUUID(), [b1, bot]));
    const poisoned = record('{"v":1,"g":"x","events":[{"id":"only an id"}]}');
    const notJson = record('not json');

    expect(await run(m1, poisoned, m2, notJson)).toEqual([notJson.messageId, poisoned.messageId].sort());
    expect(await counts(link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });

    // SQS delivers the same batch again: nothing moves.
    expect(await run(m1, poisoned, m2, notJson)).toEqual([notJson.messageId, poisoned.messageId].sort());
    // The same group under another message id (a producer retry) and twice in one batch: still once.
    expect(await run(record(m1.body), record(m1.body))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });

    // Team counters moved by the same amounts.
    const after = (await call('GET', '/api/stats', { headers: owner.auth })).body;
    expect({ total: after.totalClicks - before.totalClicks, unique: after.uniqueClicks - before.uniqueClicks }).toEqual({ total: 3, unique: 2 });

    // A returning visitor later: total only.
    expect(await run(record(message(randomUUID(), [click(link, 'visitor-a')])))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 4, uniqueClicks: 2 });

    // The log: enriched lines, the bot marked, New vs Returning.
    const lines = await waitForLogLines(
      (l) => [a1.id, a2.id, b1.id, bot.id].includes(l.id as string),
      (found) => found.length >= 4,
    );
    const byId = new Map(lines.map((l) => [l.id, l]));
    expect(byId.get(a1.id)).toMatchObject({
      unique: true,
      isBot: false,
      countryCode: 'TR',
      countryName: 'Türkiye',
      city: 'Istanbul',
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      shortUrl: link.shortUrl,
      visitorId: 'visitor-a',
    });
    expect(byId.get(a2.id)).toMatchObject({ unique: false });
    expect(byId.get(b1.id)).toMatchObject({ unique: true, countryCode: 'US', countryName: 'United States', referrer: 'news.example.org' });
    expect(byId.get(bot.id)).toMatchObject({ unique: false, isBot: true });
    // Each id logged once although the batch came three times.
    expect(lines.filter((l) => l.id === a1.id)).toHaveLength(1);
  });

  it('takes a click-group marker written before the slice had its name (attribute `part`) as counted, and writes `slice`', async () => {
    const { PutCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const link = await newLink();
    // An older worker's marker for slice 0 of this group: the redelivered message counts nothing.
    const old = randomUUID();
    const ttl = Math.floor(Date.now() / 1000) + 86_400;
    await table
      .db()
      .send(new PutCommand({ TableName: table.tableName(), Item: { PK: `CLICKS#${old}#0`, SK: 'CLICKS', type: 'clickGroup', groupId: old, part: 0, ttl } }));
    expect(await run(record(message(old, [click(link, 'visitor-old')])))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    // A new group is counted once, and its marker names the slice.
    const fresh = randomUUID();
    const m = record(message(fresh, [click(link, 'visitor-new')]));
    expect(await run(m)).toEqual([]);
    expect(await run(m)).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
    const { Item } = await table
      .db()
      .send(new GetCommand({ TableName: table.tableName(), Key: { PK: `CLICKS#${fresh}#0`, SK: 'CLICKS' }, ConsistentRead: true }));
    expect(Item).toMatchObject({ groupId: fresh, slice: 0 });
    expect(Item).not.toHaveProperty('part');
  });

  it('keeps a first-visit marker as long as the click log keeps its click (400 days), then a click counts as a first visit again', async () => {
    const link = await newLink();
    const old = new Date(Date.now() - 401 * 86_400_000).toISOString();
    expect(await claimFirstVisit(link.id, 'visitor-r', 'event-1', old)).toBe('event-1');
    // Expired (TTL deletes it within days; until then the claim treats it as gone).
    expect(await claimFirstVisit(link.id, 'visitor-r', 'event-2', new Date().toISOString())).toBe('event-2');
    expect(await claimFirstVisit(link.id, 'visitor-r', 'event-3', new Date().toISOString())).toBe('event-2');
  });

  it('stays exact when a message is redelivered after its first-visit claim but before its counters (partial failure)', async () => {
    const link = await newLink();
    // A first delivery claimed c's first visit, then failed before counting; the message comes back.
    const c = click(link, 'visitor-c');
    expect(await claimFirstVisit(link.id, 'visitor-c', c.id, c.time)).toBe(c.id);
    // In the redelivered batch an earlier click of the same visitor (another message) sorts first:
    // the marker's holder, c, is still the unique one, and only once.
    const earlier = click(link, 'visitor-c', { time: new Date(Date.parse(c.time) - 60_000).toISOString() });
    expect(await run(record(message(randomUUID(), [c])), record(message(randomUUID(), [earlier])))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 1 });
    const lines = await waitForLogLines(
      (l) => l.id === c.id || l.id === earlier.id,
      (found) => found.length === 2,
    );
    expect(lines.find((l) => l.id === c.id)).toMatchObject({ unique: true });
    expect(lines.find((l) => l.id === earlier.id)).toMatchObject({ unique: false });
  });

  it('leaves clicks of a deleted link out of link counters without failing the batch', async () => {
    const link = await newLink();
    expect((await call('DELETE', `/api/links/${link.id}`, { headers: owner.auth })).status).toBe(200);
    const live = await newLink();
    expect(await run(record(message(randomUUID(), [click(link, 'v1'), click(live, 'v1')])))).toEqual([]);
    expect(await counts(live)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  });

  it('keeps the admin Clicks figure equal to the real totals with clicks spread over many platform shards', async () => {
    const admin = await verifiedSession('clicks-admin');
    await makeAdmin(admin.user.id);
    const link = await newLink();
    // As in AWS, one click per message, and each message its own worker run, all at once:
    // 64 counting transactions, each on the shard of its group. 32 visitors click twice,
    // their two clicks in different runs racing for the first visit.
    const groups = Array.from({ length: 64 }, (_, i) => ({ groupId: randomUUID(), event: click(link, `spread-${i % 32}`) }));
    const failed = await Promise.all(groups.map((g) => run(record(message(g.groupId, [g.event])))));
    expect(failed.flat()).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 64, uniqueClicks: 32 });
    const shards = new Set(groups.map((g) => platform.platformStatsShard(g.groupId, 0)));
    expect(shards.size, 'shards written').toBeGreaterThanOrEqual(20);

    // The real totals are the team counters' sum once every fold record is folded (a first
    // receipt's transaction adds to a platform shard at once and to its teams through the fold;
    // teams are never deleted). Other test files click meanwhile, so compare in a quiet moment:
    // the platform figure and the fold's cursor unchanged across the scan, nothing left to fold.
    const { hasFoldRecords, readFoldCursor } = await import('#data/clicks/click-fold-repo.js');
    const settled = async () => {
      const cursor = await readFoldCursor();
      return { cursor, pending: await hasFoldRecords(cursor, Number.MAX_SAFE_INTEGER) };
    };
    const deadline = Date.now() + 90_000;
    for (;;) {
      await foldCountsNow();
      const fold = await settled();
      const before = await platform.getPlatformStats();
      const [teams, tile] = await Promise.all([teamTotals(), call('GET', '/api/admin/stats', { headers: admin.auth })]);
      const after = await platform.getPlatformStats();
      const foldAfter = await settled();
      const quiet = !fold.pending && !foldAfter.pending && fold.cursor === foldAfter.cursor;
      if (quiet && before.totalClicks === after.totalClicks && before.uniqueClicks === after.uniqueClicks) {
        expect(teams).toEqual({ totalClicks: before.totalClicks, uniqueClicks: before.uniqueClicks });
        expect(tile.body.clicks).toBe(before.totalClicks);
        break;
      }
      if (Date.now() > deadline) throw new Error("clicks kept arriving: found no quiet moment to compare the platform counters with the teams'");
    }
  }, 150_000);
});

/** Σ totalClicks / uniqueClicks over every team item (a consistent scan of the table). */
async function teamTotals() {
  const sum = { totalClicks: 0, uniqueClicks: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await table.db().send(
      new ScanCommand({
        TableName: table.tableName(),
        ConsistentRead: true,
        FilterExpression: 'begins_with(PK, :team) AND SK = :team_sk',
        ExpressionAttributeValues: { ':team': 'TEAM#', ':team_sk': 'TEAM' },
        ProjectionExpression: 'totalClicks, uniqueClicks',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      sum.totalClicks += Number(item.totalClicks ?? 0);
      sum.uniqueClicks += Number(item.uniqueClicks ?? 0);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return sum;
}
