import type { Link } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { DYNAMODB_FAULTS, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';
import { UA } from '#test-support/user-agents.js';
import { linkCounts, newOwnLink, pastClicks } from '#test-support/click-worker.js';
import { faultyDynamoForSuite } from '#test-support/faulty-dynamo-suite.js';

// Integration: the click worker's exactness where its batch fails half-way, through the real
// worker against the runtime's DynamoDB Local behind a stand-in endpoint: the reads that
// decide what was counted (first-visit markers, batch records) throttled, failing or answering
// garbage; a counting transaction failing after its slices were claimed; a batch voided by a
// redelivery while it counts. Counters are read back through the API.

const dynamo = await faultyDynamoForSuite();

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let markers: typeof import('#data/clicks/click-markers-repo.js');
let clicks: typeof import('#data/clicks/clicks-repo.js');
let owner: Session;

beforeAll(async () => {
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  markers = await import('#data/clicks/click-markers-repo.js');
  clicks = await import('#data/clicks/clicks-repo.js');
  owner = await verifiedSession('clicks-exact', 'Işıl Gökçe 🌙');
});

const newLink = () => newOwnLink(owner, 'x', { longUrl: 'https://bücher.example/ışık?q=İstanbul', title: 'Işıklı İstanbul 🌙' });

// Clicks of half an hour ago: these messages are checked as redeliveries (the test records carry no send time).
const click = pastClicks(() => owner, 30 * 60_000, { ip: '203.0.113.9', referrer: 'https://bücher.example/', country: 'TR', city: 'İzmir' });

const message = (groupId: string, events: RawClickEvent[]): SQSRecord =>
  sqsRecord(JSON.stringify({ v: 1, g: groupId, events }), { messageId: randomUUID(), queue: 'clicks' });
const run = async (...records: SQSRecord[]) => (await handler({ Records: records }, {})).batchItemFailures.map((f) => f.itemIdentifier).sort();

const counts = (link: Link) => linkCounts(owner, link);

const batchGetOf = (prefix: string) => (req: SeenRequest) => req.operation === 'BatchGetItem' && req.body.includes(prefix);

describe('click worker exactness when a batch fails half-way', () => {
  for (const [name, fault] of Object.entries(DYNAMODB_FAULTS)) {
    it(`${name} on the first-visit reads: the whole batch is retried, then counted once`, async () => {
      const link = await newLink();
      const returning = click(link, 'visitor-back');
      expect(await run(message(randomUUID(), [returning]))).toEqual([]);
      const m = message(randomUUID(), [click(link, 'visitor-back'), click(link, 'visitor-new')]);
      dynamo.fail({ fault, when: batchGetOf('VISIT#') });
      try {
        expect(await run(m)).toEqual([m.messageId]);
        expect(dynamo.failed.length, 'the marker read went to the failing endpoint').toBeGreaterThan(0);
      } finally {
        dynamo.heal();
      }
      expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
      expect(await run(m)).toEqual([]);
      expect(await run(m)).toEqual([]);
      expect(await counts(link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });
    }, 60_000);

    it(`${name} on the batch-record reads of a redelivery: retried, then counted once`, async () => {
      const link = await newLink();
      const groupId = randomUUID();
      // A worker claimed the slice for its batch and died before counting: no batch record.
      expect(await markers.claimSlices(randomUUID(), [{ groupId, slice: 0 }])).toEqual(new Set([markers.sliceId(groupId, 0)]));
      const m = message(groupId, [click(link, 'visitor-late')]);
      dynamo.fail({ fault, when: batchGetOf('CLICKBATCH#') });
      try {
        expect(await run(m)).toEqual([m.messageId]);
        expect(dynamo.failed.length, 'the record read went to the failing endpoint').toBeGreaterThan(0);
      } finally {
        dynamo.heal();
      }
      expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
      expect(await run(m)).toEqual([]);
      expect(await run(m)).toEqual([]);
      expect(await counts(link)).toEqual({ totalClicks: 1, uniqueClicks: 1 });
    }, 60_000);
  }

  it('a counting transaction that fails after its slices were claimed: the messages come back and count once', async () => {
    const link = await newLink();
    const a = message(randomUUID(), [click(link, 'visitor-a')]);
    const b = message(randomUUID(), [click(link, 'visitor-b'), click(link, 'bot', { userAgent: UA.googlebot })]);
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === 'TransactWriteItems' });
    try {
      expect(await run(a, b)).toEqual([a.messageId, b.messageId].sort());
    } finally {
      dynamo.heal();
    }
    expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    // Redelivered with a message counted meanwhile in another batch, and twice.
    const c = message(randomUUID(), [click(link, 'visitor-a')]);
    expect(await run(a, b, c)).toEqual([]);
    expect(await run(b, a)).toEqual([]);
    expect(await counts(link)).toEqual({ totalClicks: 3, uniqueClicks: 2 });
  }, 60_000);

  it('a batch voided by a redelivery while it counts writes nothing; the slice is counted once by the redelivery', async () => {
    const link = await newLink();
    const groupId = randomUUID();
    const slice = { groupId, slice: 0, links: new Map([[link.id, { teamId: owner.user.teamId, total: 2, unique: 1 }]]) };
    const slow = randomUUID();
    expect((await markers.claimSlices(slow, [slice])).size).toBe(1);
    // The redelivery reads the marker, finds no record for `slow`, voids it.
    const states = await markers.sliceStates([slice]);
    expect(states.counted.size).toBe(0);
    expect(states.voided.get(markers.sliceId(groupId, 0))).toBe(slow);
    // The slow batch's transaction is refused, nothing moves.
    expect(await clicks.countClicks(slow, [slice])).toBe(false);
    expect(await counts(link)).toEqual({ totalClicks: 0, uniqueClicks: 0 });
    // The redelivery takes the claim over (once: a second taker loses) and counts.
    const next = randomUUID();
    expect((await markers.claimSlices(next, [{ ...slice, voided: slow }])).size).toBe(1);
    expect((await markers.claimSlices(randomUUID(), [{ ...slice, voided: slow }])).size).toBe(0);
    expect(await clicks.countClicks(next, [slice])).toBe(true);
    expect(await counts(link)).toEqual({ totalClicks: 2, uniqueClicks: 1 });
    // Later deliveries see it counted.
    expect((await markers.sliceStates([slice])).counted).toEqual(new Set([markers.sliceId(groupId, 0)]));
  }, 60_000);
});
