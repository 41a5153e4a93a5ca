import { randomBytes } from 'node:crypto';
import { ALIAS_ALPHABET, randomString, type Link, type Stats } from '@kisa/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { newCampaign as newCampaignOf, queuedPart as queuedPartOf } from '#test-support/campaign-parts.js';

// Integration: the team's link counter (what /api/stats shows) against the real number of
// link items, after races through the API, a bulk part delivered twice (the bulk worker's
// core function driven in this process) and campaign deletions.

const env = inject('runtime')?.env;
if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });

const { writeBulkPart } = await import('#core/campaigns/write-bulk-part.js');
const { purgeCampaign } = await import('#core/campaigns/purge-campaign.js');
const { getCampaign, markDeleting } = await import('#data/campaigns/campaigns-repo.js');
const { LINKS_INDEX, teamLinksPartition } = await import('#data/links/index.js');
const { db, tableName } = await import('#data/table.js');
const { logger } = await import('#lib/logger.js');
const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');

let session: Session;
beforeAll(async () => {
  session = await verifiedSession('link-counters', 'Counter Tester');
});

beforeEach(() => {
  for (const level of ['error', 'warn', 'info'] as const) vi.spyOn(logger, level).mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The team's link items, counted by DynamoDB (its links partition of GSI1, every page). */
async function realLinkCount(teamId: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: LINKS_INDEX,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': teamLinksPartition(teamId) },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/** The dashboard's count equals the link items there really are, and `expected`. */
async function expectExactCount(expected: number, when: string) {
  const stats = await call<Stats>('GET', '/api/stats', { headers: session.auth });
  expect(stats.status).toBe(200);
  const real = await realLinkCount(session.user.teamId);
  expect({ stats: stats.body.links, real }, `the team's link count ${when} (stats = link items = ${expected})`).toEqual({ stats: expected, real: expected });
}

const newAlias = () => `c${randomString(9, ALIAS_ALPHABET, (n) => randomBytes(n))}`;

async function createLink(i: number): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', { json: { longUrl: `https://example.com/counter/${i}`, shortUrl: newAlias() }, headers: session.auth });
  if (res.status !== 201) throw new Error(`expected creating link ${i} to answer 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const deleteLink = async (id: string) => (await call('DELETE', `/api/links/${id}`, { headers: session.auth })).status;

const newCampaign = () => newCampaignOf(session, 'counters');
const queuedPart = (campaignId: string, n: number) => queuedPartOf(session, campaignId, n);

describe("the team's link counter", () => {
  it('equals the real number of links after 40 creates and 20 deletes racing, 10 links deleted twice at once', async () => {
    const before = (await call<Stats>('GET', '/api/stats', { headers: session.auth })).body.links;
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => createLink(i)));
    await expectExactCount(before + 20, 'after 20 parallel creates');

    const twice = first.slice(0, 10);
    const [created, deletes, seconds] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, (_, i) => createLink(100 + i))),
      Promise.all(first.map((l) => deleteLink(l.id))),
      Promise.all(twice.map((l) => deleteLink(l.id))),
    ]);
    expect(created).toHaveLength(40);
    // Each link is deleted exactly once: of two racing deletes one answers 200, the other 404.
    const outcomes = first.map((_, i) => [deletes[i], i < twice.length ? seconds[i] : undefined].filter((s) => s !== undefined).sort());
    expect(outcomes, 'answers to the deletes of each link').toEqual(first.map((_, i) => (i < twice.length ? [200, 404] : [200])));
    await expectExactCount(before + 40, 'after the race');
  });

  it('equals the real number of links after a bulk part is delivered twice, one after the other and at once', async () => {
    const before = (await call<Stats>('GET', '/api/stats', { headers: session.auth })).body.links;
    const campaignId = await newCampaign();
    const part = await queuedPart(campaignId, 120);
    expect(await writeBulkPart(part)).toBe('committed');
    expect(await writeBulkPart(part), 'the second delivery').toBe('already');
    await expectExactCount(before + 120, 'after a part delivered twice');

    const other = await queuedPart(campaignId, 80);
    const outcomes = await Promise.all([writeBulkPart(other), writeBulkPart(other)]);
    expect(outcomes.sort(), 'two deliveries at once: one counts').toEqual(['already', 'committed']);
    await expectExactCount(before + 200, 'after a part delivered twice at once');
    expect((await getCampaign(campaignId))?.totalLinks, "the campaign's count").toBe(200);
  });

  it('equals the real number of links after campaigns are deleted: through the API, and by two delete jobs at once', async () => {
    const before = (await call<Stats>('GET', '/api/stats', { headers: session.auth })).body.links;
    const small = await newCampaign();
    await writeBulkPart(await queuedPart(small, 60));
    const big = await newCampaign();
    const bigPart = await queuedPart(big, 150);
    await writeBulkPart(bigPart);
    await writeBulkPart(bigPart);
    await Promise.all([createLink(900), createLink(901)]);
    await expectExactCount(before + 212, 'before the deletes');

    const deleted = await call('DELETE', `/api/campaigns/${small}`, { headers: session.auth });
    expect(deleted.status, `DELETE /api/campaigns/{id} of 60 links: ${JSON.stringify(deleted.body)}`).toBe(200);
    await expectExactCount(before + 152, 'after deleting a campaign of 60 links');

    // The worker's path for a big campaign: marked deleted, then its delete job delivered
    // twice at once; then a part redelivered after the campaign is gone.
    expect(await markDeleting(big, session.user.teamId), 'the campaign is marked deleted').not.toBeNull();
    await Promise.all([purgeCampaign(big, session.user.teamId), purgeCampaign(big, session.user.teamId)]);
    expect(await writeBulkPart(bigPart), 'a part redelivered after the delete').toBe('gone');
    await expectExactCount(before + 2, 'after deleting both campaigns');
  });
});
