import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Link } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { foldCountsNow, linkCounts, newOwnLink, pastClicks } from '#test-support/click-worker.js';
import { DYNAMODB_FAULTS, timeOutAfter, type Fault } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';
import { faultyDynamoForSuite } from '#test-support/faulty-dynamo-suite.js';

// Integration: first receipts' counts wait in fold records and reach link and team counters
// through the fold (core/clicks/fold-click-counts.ts), once, however often and however cut the
// fold runs; a link with a click limit counts at once. The real worker against the runtime's
// DynamoDB Local behind a stand-in endpoint. The runtime folds every second on its own as well:
// every assertion holds whichever fold got there first.

const dynamo = await faultyDynamoForSuite();

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let clients: typeof import('#lib/clients.js');
let table: typeof import('#data/table.js');
let parseClickFold: typeof import('#data/clicks/click-fold-item.js').parseClickFold;
let owner: Session;

beforeAll(async () => {
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  clients = await import('#lib/clients.js');
  table = await import('#data/table.js');
  ({ parseClickFold } = await import('#data/clicks/click-fold-item.js'));
  owner = await verifiedSession('clicks-fold', 'Gülşen Öztürk 🌷');
});

const newLink = () => newOwnLink(owner, 'fold', { longUrl: 'https://çiçek.example/sepet?şehir=İzmir' });
const click = pastClicks(() => owner, 3 * 60_000, { ip: '203.0.113.9', referrer: '', country: 'TR', city: 'İzmir' });

/** A message as SQS first hands it out: received once, sent when clicked. */
function firstReceipt(events: RawClickEvent[]): SQSRecord {
  const record = sqsRecord(JSON.stringify({ v: 1, g: randomUUID(), events }), { queue: 'clicks' });
  record.attributes.SentTimestamp = String(Date.parse(events[0]!.time));
  return record;
}
const run = async (...records: SQSRecord[]) => (await handler({ Records: records }, {})).batchItemFailures.map((f) => f.itemIdentifier);

/** The counters as the API answers them now, without folding first. */
async function countsAsTheyAre(link: Link) {
  const res = await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth });
  return { totalClicks: res.body.totalClicks, uniqueClicks: res.body.uniqueClicks };
}

/** The windows of the fold records that hold this link. */
async function foldWindowsOf(link: Link): Promise<number[]> {
  const windows: number[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await clients.dynamo().send(
      new QueryCommand({
        TableName: table.tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'CLICKBATCH#FOLD' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.SK === '#CURSOR') continue;
      const record = parseClickFold(item);
      if (record.deltas.links.has(link.id)) windows.push(record.window);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return windows;
}

async function teamClicks() {
  const { getTeamLinkStats } = await import('#data/links/index.js');
  return getTeamLinkStats(owner.user.teamId);
}

describe('click counters folded over a window', () => {
  it("writes a first receipt's counts to a fold record, and the fold adds them once however often it runs", async () => {
    const link = await newLink();
    const before = await teamClicks();
    expect(await run(firstReceipt([click(link, 'ziyaretçi-1'), click(link, 'ziyaretçi-1'), click(link, 'زائر-2')]))).toEqual([]);
    expect((await foldWindowsOf(link)).length, 'fold records holding the link').toBe(1);
    await Promise.all([foldCountsNow(), foldCountsNow(), foldCountsNow()]);
    await foldCountsNow();
    expect(await linkCounts(owner, link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });
    const after = await teamClicks();
    expect({ total: after.totalClicks - before.totalClicks, unique: after.uniqueClicks - before.uniqueClicks }, "the team's counters").toEqual({
      total: 3,
      unique: 2,
    });
  }, 60_000);

  it('counts a link with a click limit at once, without a fold record', async () => {
    const limited = await newLink();
    expect(await run(firstReceipt([click(limited, 'v-1', { maxClicks: 100 }), click(limited, 'v-2', { maxClicks: 100 })]))).toEqual([]);
    expect(await countsAsTheyAre(limited), 'counted by the transaction itself').toEqual({ totalClicks: 2, uniqueClicks: 2 });
    expect(await foldWindowsOf(limited)).toEqual([]);
    expect(await linkCounts(owner, limited)).toEqual({ totalClicks: 2, uniqueClicks: 2 });
  }, 60_000);

  it('moves a record the fold has fenced off to the window above the fence', async () => {
    const { config } = await import('#lib/config.js');
    const { raiseFoldFence } = await import('#data/clicks/click-runs-repo.js');
    const { windowMs } = config.clickFold();
    const fence = (Math.floor(Date.now() / windowMs) + 3) * windowMs;
    await raiseFoldFence(fence);
    const link = await newLink();
    expect(await run(firstReceipt([click(link, 'visitor-🌙')]))).toEqual([]);
    const windows = await foldWindowsOf(link);
    expect(windows.length, 'fold records holding the link').toBe(1);
    expect(windows[0], 'the record window, above the fence').toBeGreaterThan(fence);
    await foldCountsNow();
    expect(await linkCounts(owner, link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('DynamoDB failing part-way through a fold (throttled, 500, a lost answer, garbage): the next runs finish it without counting twice', async () => {
    const links = await Promise.all([newLink(), newLink(), newLink()]);
    expect(await run(firstReceipt(links.flatMap((l, i) => Array.from({ length: i + 1 }, (_, n) => click(l, `v-${n}`)))))).toEqual([]);
    const failing = links[2]!.id;
    const isFoldOf = (id: string) => (req: { operation: string; body: string }) =>
      req.operation === 'UpdateItem' && req.body.includes('clicksFolded') && req.body.includes(id);
    const faults: Fault[] = [
      DYNAMODB_FAULTS.throttled,
      DYNAMODB_FAULTS.serverError,
      // The update is applied, its answer never comes: the next run finds the window folded.
      { kind: 'lose' },
      { kind: 'answer', status: 200, contentType: 'application/x-amz-json-1.0', body: '{"İ🌙' },
    ];
    for (const fault of faults) {
      dynamo.fail({ fault, when: isFoldOf(failing), times: 20 });
      if (fault.kind === 'lose') timeOutAfter(1_000, clients.dynamo());
      try {
        await foldCountsNow().catch(() => undefined);
      } finally {
        timeOutAfter(0, clients.dynamo());
        dynamo.heal();
      }
    }
    const counted = await Promise.all(links.map((l) => linkCounts(owner, l)));
    expect(counted).toEqual([
      { totalClicks: 1, uniqueClicks: 1 },
      { totalClicks: 2, uniqueClicks: 2 },
      { totalClicks: 3, uniqueClicks: 3 },
    ]);
  }, 60_000);

  it('adds a window to a counter once: again, or an earlier window, changes nothing; a deleted link is left out', async () => {
    const { foldLinkClicks } = await import('#data/links/index.js');
    const link = await newLink();
    // A window far ahead: this link's counter is this test's alone from now on.
    const window = Date.now() + 86_400_000;
    expect(await foldLinkClicks(link.id, window, { total: 5, unique: 4 })).toBe(true);
    expect(await foldLinkClicks(link.id, window, { total: 5, unique: 4 })).toBe(false);
    expect(await foldLinkClicks(link.id, window - 60_000, { total: 7, unique: 7 })).toBe(false);
    expect(await countsAsTheyAre(link)).toEqual({ totalClicks: 5, uniqueClicks: 4 });
    expect(await foldLinkClicks(`gone-${randomUUID()}`, window, { total: 1, unique: 1 })).toBe(false);
  }, 60_000);
});
