import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Link } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { DYNAMODB_FAULTS, timeOutAfter, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';
import { UA } from '#test-support/user-agents.js';
import { linkCounts, newOwnLink, pastClicks } from '#test-support/click-worker.js';
import { faultyDynamoForSuite } from '#test-support/faulty-dynamo-suite.js';

// Integration: first receipts count without a claim (a run record per transaction, held to the
// platform shards' fence), and whatever comes back — a redelivery, a message without receive
// attributes, a redriven or replayed one — is checked against the run records of its clicks'
// minute and the claim markers, through the real worker against the runtime's DynamoDB Local
// behind a stand-in endpoint. What stays exact: every delivery after the first, and a copy SQS
// hands out as a first receipt once any redelivery of it was checked (the fence refuses it).
// Not exact, by design (docs/DATA-MODEL.md "Clicks"): two copies both handed out as first
// receipts, neither redelivered — AWS's occasional duplicate, counted twice.

const dynamo = await faultyDynamoForSuite();

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let table: typeof import('#data/table.js');
let clients: typeof import('#lib/clients.js');
let owner: Session;

beforeAll(async () => {
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  table = await import('#data/table.js');
  clients = await import('#lib/clients.js');
  owner = await verifiedSession('clicks-first', 'Ayşe Yıldız 🌟');
});

const newLink = () => newOwnLink(owner, 'f', { longUrl: 'https://kitap.example/çığ?q=İzmir', title: 'كتاب 📚 İzmir' });

// Clicks of a few minutes ago: a redelivery's fence reaches that far, not to other suites' first receipts.
const click = pastClicks(() => owner, 5 * 60_000, { ip: '203.0.113.7', referrer: 'https://xn--bcher-kva.example/', country: 'TR', city: 'Şanlıurfa' });

/** A message as SQS first hands it out: received once, sent when clicked. */
function firstReceipt(events: RawClickEvent[], groupId = randomUUID()): SQSRecord {
  const record = sqsRecord(JSON.stringify({ v: 1, g: groupId, events }), { queue: 'clicks' });
  record.attributes.SentTimestamp = String(Date.parse(events[0]!.time));
  return record;
}
/** The same message received again (a new receipt: new message id for the batch response). */
const again = (record: SQSRecord, attributes: Partial<SQSRecord['attributes']>): SQSRecord => ({
  ...record,
  messageId: randomUUID(),
  attributes: { ...record.attributes, ...attributes },
});
const redelivered = (record: SQSRecord, receives = 2) => again(record, { ApproximateReceiveCount: String(receives) });

const run = async (...records: SQSRecord[]) => (await handler({ Records: records }, {})).batchItemFailures.map((f) => f.itemIdentifier).sort();

const counts = (link: Link) => linkCounts(owner, link);

const groupOf = (record: SQSRecord) => (JSON.parse(record.body) as { g: string }).g;
async function marker(record: SQSRecord) {
  const { Item } = await clients.dynamo().send(new GetCommand({ TableName: table.tableName(), Key: { PK: `CLICKS#${groupOf(record)}#0`, SK: 'CLICKS' } }));
  return Item;
}

const isTransaction = (req: SeenRequest) => req.operation === 'TransactWriteItems';
const isRunLookup = (req: SeenRequest) => req.operation === 'Query' && req.body.includes('CLICKBATCH#RUN#');
const isFence = (req: SeenRequest) => req.operation === 'UpdateItem' && req.body.includes('clickFence');

describe('click worker: first receipts claim nothing, what comes back is checked', () => {
  it('a first receipt counts without a marker; its redelivery finds the run record and counts nothing', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'ziyaretçi-1')]);
    expect(await run(m)).toEqual([]);
    expect(await marker(m), 'a first receipt claims nothing').toBeUndefined();
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
    expect(await run(redelivered(m), redelivered(m, 3))).toEqual([]);
    expect(await marker(m), 'found in the run record: nothing claimed').toBeUndefined();
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('a counting transaction whose answer is lost: the redelivery finds it counted', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'زائر-1')]);
    dynamo.fail({ fault: { kind: 'lose' }, when: isTransaction, times: 1 });
    timeOutAfter(2_000, clients.dynamo());
    try {
      await run(m);
    } finally {
      timeOutAfter(0, clients.dynamo());
      dynamo.heal();
    }
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
    expect(await run(redelivered(m))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('a first receipt whose transaction fails: counted once by its redelivery, then never again — not even by a first-receipt copy', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'visitor-🌙'), click(link, 'bot', { userAgent: UA.googlebot }), click(link, 'visitor-🌙')]);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: isTransaction });
    try {
      expect(await run(m)).toEqual([m.messageId]);
    } finally {
      dynamo.heal();
    }
    expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    expect(await run(redelivered(m))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 1 });
    expect(await run(redelivered(m, 3))).toEqual([]);
    // SQS's duplicate handed out as a first receipt after the redelivery was checked: the fence refuses it.
    const copy = again(m, { ApproximateReceiveCount: '1' });
    expect(await run(copy)).toEqual([copy.messageId]);
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 1 });
    // A later click's first receipt is above the fence and counts.
    expect(await run(firstReceipt([click(link, 'visitor-new')]))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });
  }, 60_000);

  it('a redelivery whose minute holds many run records finds its own among them', async () => {
    const link = await newLink();
    const other = await newLink();
    const mine = [firstReceipt([click(link, 'a')]), firstReceipt([click(link, 'b')])];
    const others = Array.from({ length: 24 }, (_, i) => firstReceipt([click(other, `v${i}`)]));
    // One run record per worker run: 26 runs.
    for (const m of [...others.slice(0, 12), ...mine, ...others.slice(12)]) expect(await run(m)).toEqual([]);
    expect(await run(...mine.map((m) => redelivered(m)), redelivered(others[5]!), redelivered(others[20]!))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 2 });
    expect(await counts(other)).toEqual({ totalClicks: 24, uniqueClicks: 24 });
  }, 120_000);

  for (const [name, fault] of Object.entries(DYNAMODB_FAULTS)) {
    it(`${name} on the run-record lookup: the redelivery is retried, a first receipt beside it counts`, async () => {
      const link = await newLink();
      const m = firstReceipt([click(link, 'geri-dönen')]);
      dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: isTransaction });
      try {
        expect(await run(m)).toEqual([m.messageId]);
      } finally {
        dynamo.heal();
      }
      const back = redelivered(m);
      const fresh = firstReceipt([click(link, 'yeni')]);
      dynamo.fail({ fault, when: isRunLookup });
      try {
        expect(await run(back, fresh)).toEqual([back.messageId]);
        expect(dynamo.failed.length, 'the lookup went to the failing endpoint').toBeGreaterThan(0);
      } finally {
        dynamo.heal();
      }
      expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
      expect(await run(redelivered(m, 3))).toEqual([]);
      expect(await run(redelivered(m, 4))).toEqual([]);
      expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 2 });
    }, 120_000);
  }

  it('the fence refused: the redelivery is retried, nothing counted twice', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'çit')]);
    expect(await run(m)).toEqual([]);
    const back = redelivered(m);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: isFence });
    try {
      expect(await run(back)).toEqual([back.messageId]);
    } finally {
      dynamo.heal();
    }
    expect(await run(redelivered(m, 3))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('a garbage run record in the minute: the redelivery fails rather than guess, and counts once it is gone', async () => {
    const link = await newLink();
    const event = click(link, 'bozuk');
    const m = firstReceipt([event]);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: isTransaction });
    try {
      expect(await run(m)).toEqual([m.messageId]);
    } finally {
      dynamo.heal();
    }
    const garbage = { PK: `CLICKBATCH#RUN#${event.time.slice(0, 16)}`, SK: `garbage-${randomUUID()}` };
    await clients.dynamo().send(new PutCommand({ TableName: table.tableName(), Item: { ...garbage, type: 'clickRun', slices: 'İ🌙 not hashes' } }));
    try {
      const back = redelivered(m);
      expect(await run(back)).toEqual([back.messageId]);
      expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    } finally {
      await clients.dynamo().send(new DeleteCommand({ TableName: table.tableName(), Key: garbage }));
    }
    expect(await run(redelivered(m, 3))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('a message without receive attributes is checked and claimed as a redelivery, counted once', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'bilinmeyen')]);
    const bare = { ...m, attributes: {} as SQSRecord['attributes'] };
    expect(await run(bare)).toEqual([]);
    expect(await marker(m), 'claimed').toMatchObject({ batch: expect.any(String) });
    expect(await run({ ...bare, messageId: randomUUID() }, m)).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('a redriven or replayed message (received once, sent long after its click) is checked: counted once', async () => {
    const link = await newLink();
    const event = click(link, 'yeniden');
    const m = firstReceipt([event]);
    expect(await run(m)).toEqual([]);
    const redriven = again(m, { SentTimestamp: String(Date.parse(event.time) + 30 * 60_000) });
    expect(await run(redriven)).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);
  /** The redirect's retry of a send whose first attempt may have been stored: the same group, marked, sent 50 ms later. */
  const markedRetry = (record: SQSRecord): SQSRecord => {
    const copy = again(record, { SentTimestamp: String(Number(record.attributes.SentTimestamp) + 50) });
    return { ...copy, body: JSON.stringify({ ...(JSON.parse(record.body) as object), r: 1 }) };
  };

  it("the redirect's marked retry after its first attempt counted: checked, found in the run record, counted once", async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'yeniden-1')]);
    expect(await run(m)).toEqual([]);
    expect(await run(markedRetry(m))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it("the redirect's marked retry counted before its first attempt arrives: the fence refuses the first attempt, whose redelivery counts nothing", async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'yeniden-2')]);
    expect(await run(markedRetry(m))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
    expect(await run(m), 'the first attempt, a first receipt behind the fence, is refused').toEqual([m.messageId]);
    const back = redelivered(m);
    expect(await run(back)).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);

  it('two copies of a counted group in one batch, one looking like a first receipt: the batch checks them, counted once', async () => {
    const link = await newLink();
    const m = firstReceipt([click(link, 'kopya-1')]);
    expect(await run(m)).toEqual([]);
    expect(await run(again(m, {}), redelivered(m))).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
  }, 60_000);
});
