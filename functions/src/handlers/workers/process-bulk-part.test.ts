import { MSG, WORK_QUEUES } from '@kisa/shared';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { QUEUES } from '@kisa/infra/local/bootstrap/create-queues';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { newCampaign as newCampaignOf, queuedPart as queuedPartOf } from '#test-support/campaign-parts.js';
import { sqsRecord } from '#test-support/sqs.js';

// Integration, in this process: the bulk worker handler against the runtime's DynamoDB,
// fed hand-made SQS events (redelivery, concurrent delivery, failures) — the queue's
// poller is not involved, so every delivery is under the test's control.

const env = inject('runtime')?.env;
if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });

const { handler } = await import('./process-bulk-part.js');
const { writePartLinks } = await import('#core/campaigns/write-part-links.js');
const { linksOfPart } = await import('#core/campaigns/bulk-links.js');
const { getCampaign, markDeleting } = await import('#data/campaigns/campaigns-repo.js');
const { countCampaignLinks, getLinksByIds } = await import('#data/links/index.js');
const { getTeamLinkStats } = await import('#data/links/index.js');
const { aliasExists } = await import('#data/links/index.js');
const { db } = await import('#data/table.js');
const { exportFileUrl } = await import('#data/campaigns/export-files.js');
const { logger } = await import('#lib/logger.js');
const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');

/** The receives the worker counts to (shared/src/work-queues.ts). */
const BULK_MAX_RECEIVES = WORK_QUEUES.bulk.maxReceiveCount;

const context = { awsRequestId: 'test', functionName: 'bulk', getRemainingTimeInMillis: () => 600_000 } as unknown as Context;

let session: Session;
beforeAll(async () => {
  session = await verifiedSession('bulk-worker', 'Worker Tester');
});

let quiet: ReturnType<typeof vi.spyOn>[] = [];
beforeEach(() => {
  quiet = (['error', 'warn', 'info'] as const).map((level) => vi.spyOn(logger, level).mockImplementation(() => undefined));
});
afterEach(() => {
  quiet.forEach((s) => s.mockRestore());
  vi.restoreAllMocks();
});

const newCampaign = () => newCampaignOf(session, 'worker');
const queuedPart = (campaignId: string, n: number) => queuedPartOf(session, campaignId, n);

function sqsEvent(body: unknown, receives = 1): SQSEvent {
  return { Records: [sqsRecord(JSON.stringify(body), { receiptHandle: 'not-a-real-handle', queue: 'bulk', receives })] };
}

async function deliver(body: unknown, receives = 1) {
  const event = sqsEvent(body, receives);
  const result = await handler(event, context);
  return { failed: (result?.batchItemFailures ?? []).map((f) => f.itemIdentifier), messageId: event.Records[0]!.messageId };
}

async function expectCounts(campaignId: string, linksBefore: number, n: number) {
  const campaign = await getCampaign(campaignId);
  expect({ processed: campaign?.processed, total: campaign?.total, totalLinks: campaign?.totalLinks, status: campaign?.status }, 'campaign counters').toEqual({
    processed: n,
    total: n,
    totalLinks: n,
    status: 'done',
  });
  expect((await countCampaignLinks(campaignId)).totalLinks, 'link items in the campaign (GSI2)').toBe(n);
  expect((await getTeamLinkStats(session.user.teamId)).links - linksBefore, "links added to the team's counter").toBe(n);
}

/** Makes the Nth TransactWrite (counting from 1) of this process fail once, like a network error mid-part. */
function failTransactionNumber(nth: number) {
  const client = db();
  const send = client.send.bind(client);
  let seen = 0;
  return vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
    if (command instanceof TransactWriteCommand && ++seen === nth) return Promise.reject(Object.assign(new Error('socket hang up'), { name: 'TimeoutError' }));
    return (send as (...a: unknown[]) => unknown)(command, ...rest);
  }) as never);
}

describe('bulk worker', () => {
  it('writes a part once: the same message delivered again, or twice at once, adds nothing', async () => {
    const campaignId = await newCampaign();
    const before = (await getTeamLinkStats(session.user.teamId)).links;
    const part = await queuedPart(campaignId, 120);
    expect((await deliver(part)).failed).toEqual([]);
    await expectCounts(campaignId, before, 120);

    expect((await deliver(part, 2)).failed).toEqual([]);
    const [a, b] = await Promise.all([deliver(part, 3), deliver(part, 3)]);
    expect([...a.failed, ...b.failed]).toEqual([]);
    await expectCounts(campaignId, before, 120);
  });

  it('two deliveries of a new part racing each other write and count it once', async () => {
    const campaignId = await newCampaign();
    const before = (await getTeamLinkStats(session.user.teamId)).links;
    const part = await queuedPart(campaignId, 150);
    const results = await Promise.all([deliver(part), deliver(part)]);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    await expectCounts(campaignId, before, 150);
  });

  it('a part that fails midway is retried and ends with the exact count', async () => {
    const campaignId = await newCampaign();
    const before = (await getTeamLinkStats(session.user.teamId)).links;
    const part = await queuedPart(campaignId, 200); // 4 transactions of 50

    const spy = failTransactionNumber(3);
    const first = await deliver(part);
    spy.mockRestore();
    expect(first.failed, 'the failed delivery is reported to SQS for a retry').toEqual([first.messageId]);
    const halfway = await getCampaign(campaignId);
    expect([halfway?.processed, halfway?.status]).toEqual([0, 'processing']);

    expect((await deliver(part, 2)).failed).toEqual([]);
    await expectCounts(campaignId, before, 200);
  });

  it('the last failing receive marks the campaign error with the message the screen shows', async () => {
    expect(BULK_MAX_RECEIVES, 'worker and queue agree on the receives before the dead-letter queue').toBe(
      QUEUES.find((q) => q.name === 'bulk')!.maxReceiveCount,
    );
    const campaignId = await newCampaign();
    const part = await queuedPart(campaignId, 10);
    const spy = failTransactionNumber(1);
    expect((await deliver(part, BULK_MAX_RECEIVES - 1)).failed).toHaveLength(1);
    expect((await getCampaign(campaignId))?.status).toBe('processing');
    spy.mockRestore();
    const spy2 = failTransactionNumber(1);
    expect((await deliver(part, BULK_MAX_RECEIVES)).failed).toHaveLength(1);
    spy2.mockRestore();
    const failed = await call('GET', `/api/campaigns/${campaignId}`, { headers: session.auth });
    expect(failed.body).toMatchObject({ status: 'error', error: MSG.processingError, processed: 0, total: 10 });
  });

  it('a taken code is retried with a fresh one; the other link keeps its alias', async () => {
    const campaignId = await newCampaign();
    const [first] = linksOfPart(await queuedPart(campaignId, 1));
    await writePartLinks([first!]);
    const part = await queuedPart(campaignId, 1);
    const [second] = linksOfPart(part);
    await writePartLinks([{ ...second!, shortUrl: first!.shortUrl }]);
    const [stored] = await getLinksByIds([second!.linkId]);
    expect(stored?.shortUrl).toBeDefined();
    expect(stored!.shortUrl, 'the colliding link got another code').not.toBe(first!.shortUrl);
    expect(await aliasExists(stored!.shortUrl)).toBe(true);
    const [original] = await getLinksByIds([first!.linkId]);
    expect(original?.shortUrl).toBe(first!.shortUrl);
  });

  it('a part for a campaign deleted meanwhile leaves nothing behind and counts nothing', async () => {
    const campaignId = await newCampaign();
    const before = (await getTeamLinkStats(session.user.teamId)).links;
    const part = await queuedPart(campaignId, 60);
    // Written but not yet counted when the delete starts (the worker was mid-part).
    await writePartLinks(linksOfPart(part));
    await markDeleting(campaignId, session.user.teamId);
    expect((await deliver(part, 2)).failed).toEqual([]);
    expect((await countCampaignLinks(campaignId)).totalLinks).toBe(0);
    expect((await getTeamLinkStats(session.user.teamId)).links).toBe(before);
  });

  it("builds a big campaign's export file and recounts its clicks in the background", async () => {
    const campaignId = await newCampaign();
    expect((await deliver(await queuedPart(campaignId, 30))).failed).toEqual([]);
    expect((await deliver({ kind: 'recount', campaignId })).failed).toEqual([]);
    expect((await getCampaign(campaignId))?.clicksAt, 'the recount left a snapshot').toBeDefined();
    expect((await deliver({ kind: 'export', campaignId, format: 'csv' })).failed).toEqual([]);
    const stored = (await getCampaign(campaignId))?.csvExport;
    expect(stored?.filename).toMatch(/^campaign-worker-.*-links\.csv$/);
    const url = await exportFileUrl(stored!.key, 'text/csv; charset=utf-8', `attachment; filename="${stored!.filename}"`);
    const rows = (await (await fetch(url)).text()).trim().split('\r\n');
    expect(rows.length).toBe(31);
  });

  it('treats a malformed message as failed (it goes to the dead-letter queue), touching nothing', async () => {
    const { failed, messageId } = await deliver({ kind: 'links', campaignId: 'x' });
    expect(failed).toEqual([messageId]);
  });
});
