import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { newOwnLink, pastClicks } from '#test-support/click-worker.js';
import { DYNAMODB_FAULTS, type SeenRequest } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';
import { UA } from '#test-support/user-agents.js';
import { faultyDynamoForSuite } from '#test-support/faulty-dynamo-suite.js';

// Integration: the click worker's live-view hook through the real worker against the runtime's
// DynamoDB Local, behind a stand-in endpoint that can refuse the live partition's reads and
// writes: clicks are copied only for teams with a watch mark (bots included, marked), and a
// refused read or write never fails the batch nor its counting.

const dynamo = await faultyDynamoForSuite();

type Handler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse>;
let handler: Handler;
let live: typeof import('#data/live/live-repo.js');
let watcher: Session;
let other: Session;

beforeAll(async () => {
  handler = (await import('./process-clicks.js')).handler as unknown as Handler;
  live = await import('#data/live/live-repo.js');
  [watcher, other] = await Promise.all([verifiedSession('live-watch', 'Şule Çağrı 📡'), verifiedSession('live-other')]);
});

const place = { ip: '203.0.113.9', referrer: 'https://xn--bcher-kva.example/', country: 'TR', city: 'İzmir' };
const watcherClick = pastClicks(() => watcher, 10 * 60_000, place);
const otherClick = pastClicks(() => other, 10 * 60_000, place);
const run = async (events: RawClickEvent[]) =>
  (await handler({ Records: [sqsRecord(JSON.stringify({ v: 1, g: randomUUID(), events }), { queue: 'clicks' })] }, {})).batchItemFailures;
const published = async (teamId: string, since: number) => (await live.readLiveClicks(teamId, since, Date.now() + 1, 100)).items.flatMap((i) => i.clicks);
const touchesLive = (req: SeenRequest) => req.body.includes('"LIVE#');

describe('process-clicks: the live view', () => {
  it("copies the clicks of watched teams only, bots marked, each with the visitor log's fields", async () => {
    const since = Date.now();
    await live.markTeamWatched(watcher.user.teamId, since + 60_000);
    const [watched, unwatched] = await Promise.all([
      newOwnLink(watcher, 'lv', { longUrl: 'https://örnek.example/çağrı' }),
      newOwnLink(other, 'lo', { longUrl: 'https://example.com/o' }),
    ]);
    const human = watcherClick(watched, 'visitor-1');
    const bot = watcherClick(watched, 'visitor-bot', { userAgent: UA.googlebot });
    expect(await run([human, bot, otherClick(unwatched, 'visitor-2')])).toEqual([]);

    const clicks = await published(watcher.user.teamId, since);
    expect(clicks.map((c) => [c.id, c.bot])).toEqual([
      [human.id, false],
      [bot.id, true],
    ]);
    expect(clicks[0]).toMatchObject({
      linkId: watched.id,
      shortUrl: watched.shortUrl,
      city: 'İzmir',
      countryCode: 'TR',
      referrer: 'bücher.example',
      visitType: 'New Visitor',
    });
    expect(clicks[0]).not.toHaveProperty('ip');
    expect(await published(other.user.teamId, since), 'a team nobody watches gets nothing').toEqual([]);
  });

  it('never fails the batch when the watch marks cannot be read, or the clicks cannot be written', async () => {
    // A fresh team each time: the worker has not read (nor cached) its mark yet.
    for (const refused of ['BatchGetItem', 'BatchWriteItem']) {
      const owner = await verifiedSession(`live-refused-${refused}`);
      await live.markTeamWatched(owner.user.teamId, Date.now() + 60_000);
      const link = await newOwnLink(owner, 'lr', { longUrl: 'https://example.com/r' });
      const click = pastClicks(() => owner, 10 * 60_000, place);
      dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (req) => req.operation === refused && touchesLive(req) });
      try {
        expect(await run([click(link, 'visitor-r')]), `${refused} refused`).toEqual([]);
      } finally {
        dynamo.heal();
      }
      expect(dynamo.failed.length, `the worker asked for the live partition (${refused})`).toBeGreaterThan(0);
    }
  });
});
