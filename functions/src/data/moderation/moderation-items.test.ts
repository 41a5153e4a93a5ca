import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// The moderation items against DynamoDB Local: their keys, the case's one upsert, and reads that
// parse what is stored. Malformed items are put under keys of their own and outside every index
// (the queue, the blocklist and the disabled set are shared by the whole runtime).
Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
const { db, tableName } = await import('../table.js');
const { moderationCaseKey, moderationQueueIndexKey } = await import('./moderation-case-item.js');
const { linkReportKey, linkReportsQuery } = await import('./link-report-item.js');
const { blocklistIndexKey, blocklistKey } = await import('./blocklist-item.js');
const { moderationLogKey } = await import('./moderation-log-item.js');
const { disabledSubjectsKey, disabledSubjectsOf } = await import('./disabled-subjects-item.js');
const repo = await import('./moderation-repo.js');
const { findBlockedHosts } = await import('./blocklist-repo.js');

const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

describe('moderation item keys', () => {
  it('builds the documented keys', () => {
    expect(moderationCaseKey('L1')).toEqual({ PK: 'MODCASE#L1', SK: 'CASE' });
    expect(moderationQueueIndexKey('open', '2026-01-02T03:04:05.000Z', 'L1')).toEqual({ GSI1PK: 'MODQUEUE#open', GSI1SK: '2026-01-02T03:04:05.000Z#L1' });
    expect(linkReportKey('L1', '2026-01-02T03:04:05.000Z', 'r1')).toEqual({ PK: 'MODCASE#L1', SK: 'REPORT#2026-01-02T03:04:05.000Z#r1' });
    expect(linkReportsQuery('L1')).toEqual({ PK: 'MODCASE#L1', skPrefix: 'REPORT#' });
    expect(blocklistKey('evil.example')).toEqual({ PK: 'BLOCK#evil.example', SK: 'BLOCK' });
    expect(blocklistIndexKey('evil.example')).toEqual({ GSI1PK: 'BLOCKLIST', GSI1SK: 'evil.example' });
    expect(moderationLogKey('2026-01-02T03:04:05.000Z', 'a1')).toEqual({ PK: 'MODLOG', SK: '2026-01-02T03:04:05.000Z#a1' });
    expect(disabledSubjectsKey()).toEqual({ PK: 'MODERATION#DISABLED', SK: 'DISABLED' });
  });
});

describe('a moderation case', () => {
  it('is upserted by reports and actions: counters per reason, flags kept, openedAt from the first write', async () => {
    const link = { linkId: randomUUID(), shortUrl: 'Şehir1', teamId: 't1', longUrl: 'https://example.com/kampanya' };
    await repo.recordReport(link, { at: '2026-01-02T03:04:05.000Z', reason: 'phishing', details: 'Şüpheli' }, 'r1');
    await repo.recordReport(link, { at: '2026-01-02T03:05:05.000Z', reason: 'phishing', contact: '' }, 'r2');
    await repo.setCaseStatus(link, 'resolved', '2026-01-02T04:00:00.000Z');
    expect(await repo.getCase(link.linkId)).toEqual({
      linkId: link.linkId,
      code: 'Şehir1',
      teamId: 't1',
      longUrl: link.longUrl,
      flags: [],
      reports: 2,
      reasons: { phishing: 2 },
      status: 'resolved',
      openedAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T04:00:00.000Z',
    });
    expect(await repo.listRecentReports(link.linkId, 5)).toEqual([
      { at: '2026-01-02T03:05:05.000Z', reason: 'phishing' },
      { at: '2026-01-02T03:04:05.000Z', reason: 'phishing', details: 'Şüpheli' },
    ]);
  });

  it('fails loudly, naming the case and its key, when the stored item is malformed', async () => {
    const linkId = randomUUID();
    await put({ ...moderationCaseKey(linkId), linkId, teamId: 't1', status: 'maybe', reports: 'two', openedAt: 'x', updatedAt: 'x' });
    await expect(repo.getCase(linkId)).rejects.toThrow(new RegExp(`^Malformed moderation case item MODCASE#${linkId} / CASE: reports: .*status: `));
  });

  it('fails loudly on a malformed report beside it', async () => {
    const linkId = randomUUID();
    await put({ ...linkReportKey(linkId, '2026-01-02T03:04:05.000Z', 'r1'), at: '2026-01-02T03:04:05.000Z', reason: 'boredom' });
    await expect(repo.listRecentReports(linkId, 5)).rejects.toThrow(
      `Malformed link report item MODCASE#${linkId} / REPORT#2026-01-02T03:04:05.000Z#r1: reason:`,
    );
  });
});

describe('the blocklist', () => {
  it('fails loudly when a looked-up entry is malformed', async () => {
    const host = `malformed-${randomUUID().slice(0, 8)}.example`;
    await put({ ...blocklistKey(host), addedAt: '2026-01-02T03:04:05.000Z' });
    await expect(findBlockedHosts([host])).rejects.toThrow(`Malformed blocklist entry item BLOCK#${host} / BLOCK: entry:`);
  });
});

describe('the disabled teams and users', () => {
  it('are added and removed as set elements; the stored item reads back as its two sets', async () => {
    const [team, user] = [`t-${randomUUID()}`, `u-${randomUUID()}`];
    await repo.setSubjectDisabled('team', team, true);
    await repo.setSubjectDisabled('user', user, true);
    const disabled = await repo.getDisabledSubjects();
    expect([disabled.teams.has(team), disabled.users.has(user)]).toEqual([true, true]);
    await repo.setSubjectDisabled('team', team, false);
    await repo.setSubjectDisabled('user', user, false);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: disabledSubjectsKey(), ConsistentRead: true }));
    // Other tests' subjects may remain in the sets, or the sets may be gone with their last element.
    expect([Item?.teams?.has(team) ?? false, Item?.users?.has(user) ?? false, Item?.type]).toEqual([false, false, 'disabledSubjects']);
  });

  it('read an absent item or set as nobody, and refuse anything but string sets', () => {
    expect(disabledSubjectsOf(undefined)).toEqual({ teams: new Set(), users: new Set() });
    expect(disabledSubjectsOf({ teams: new Set(['t1']) })).toEqual({ teams: new Set(['t1']), users: new Set() });
    expect(() => disabledSubjectsOf({ teams: ['t1'] })).toThrow(
      'Malformed disabled subjects item MODERATION#DISABLED / DISABLED: teams: expected a string set',
    );
    expect(() => disabledSubjectsOf({ users: new Set([1]) })).toThrow(/users: expected a string set/);
  });
});
