import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildUpdate } from './update-expression.js';

// Each expression is checked as text and then applied by DynamoDB Local (the test runtime's), which
// refuses what AWS refuses: an empty clause, an unused or missing placeholder, a reserved word.
let table: typeof import('./table.js');

beforeAll(async () => {
  const env = inject('runtime')?.env;
  if (!env) throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime"))');
  Object.assign(process.env, env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  table = await import('./table.js');
});

async function applied(item: Record<string, unknown>, change: Parameters<typeof buildUpdate>[0]): Promise<Record<string, unknown> | undefined> {
  const Key = { PK: `TEST#update-expression#${randomUUID()}`, SK: 'ITEM' };
  await table.db().send(new PutCommand({ TableName: table.tableName(), Item: { ...Key, ...item } }));
  await table.db().send(new UpdateCommand({ TableName: table.tableName(), Key, ...buildUpdate(change) }));
  const { Item } = await table.db().send(new GetCommand({ TableName: table.tableName(), Key, ConsistentRead: true }));
  const { PK: _pk, SK: _sk, ...rest } = Item ?? {};
  return rest;
}

describe('buildUpdate', () => {
  it('SET only: no REMOVE clause at all (an empty one is refused)', async () => {
    const params = buildUpdate({ fields: { status: 'pending', attempts: 2 } });
    expect(params).toEqual({
      UpdateExpression: 'SET #u0 = :u1, #u2 = :u3',
      ExpressionAttributeNames: { '#u0': 'status', '#u2': 'attempts' },
      ExpressionAttributeValues: { ':u1': 'pending', ':u3': 2 },
    });
    expect(await applied({ status: 'new' }, { fields: { status: 'pending', attempts: 2 } })).toEqual({ status: 'pending', attempts: 2 });
  });

  it('REMOVE only: no SET clause and no values', async () => {
    const params = buildUpdate({ fields: { error: undefined, nextAttemptAt: undefined } });
    expect(params).toEqual({ UpdateExpression: 'REMOVE #u0, #u1', ExpressionAttributeNames: { '#u0': 'error', '#u1': 'nextAttemptAt' } });
    expect(await applied({ error: 'x', nextAttemptAt: 'y', kept: 1 }, { fields: { error: undefined, nextAttemptAt: undefined } })).toEqual({ kept: 1 });
  });

  it('SET, REMOVE and ADD together; null is stored, undefined removed', async () => {
    const change = { fields: { responseStatus: null, error: 'Bağlantı reddedildi 🚫', nextAttemptAt: undefined }, add: { consecutiveFailures: 1 } };
    expect(buildUpdate(change).UpdateExpression).toBe('SET #u0 = :u1, #u2 = :u3 REMOVE #u4 ADD #u5 :u6');
    expect(await applied({ responseStatus: 500, nextAttemptAt: 'soon' }, change)).toEqual({
      responseStatus: null,
      error: 'Bağlantı reddedildi 🚫',
      consecutiveFailures: 1,
    });
  });

  it('escapes reserved words and names with dots or spaces as whole attribute names', async () => {
    const change = { fields: { status: 'ok', ttl: 5, name: 'İstanbul', 'a.b': 1, 'two words': 'مرحبا' } };
    expect(await applied({}, change)).toEqual({ status: 'ok', ttl: 5, name: 'İstanbul', 'a.b': 1, 'two words': 'مرحبا' });
  });

  it('merges a condition’s own placeholders, and the write is refused when it does not hold', async () => {
    const condition = {
      expression: '#status = :pending AND attempts < :attempt',
      names: { '#status': 'status' },
      values: { ':pending': 'pending', ':attempt': 3 },
    };
    const params = buildUpdate({ fields: { attempts: 3 }, condition });
    expect(params).toMatchObject({
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: { '#u0': 'attempts', '#status': 'status' },
      ExpressionAttributeValues: { ':u1': 3, ':pending': 'pending', ':attempt': 3 },
    });
    expect(await applied({ status: 'pending', attempts: 2 }, { fields: { attempts: 3 }, condition })).toEqual({ status: 'pending', attempts: 3 });
    await expect(applied({ status: 'pending', attempts: 3 }, { fields: { attempts: 3 }, condition })).rejects.toThrow(/conditional/i);
  });

  it('ifAbsent sets an attribute only while it is absent', async () => {
    const change = { fields: { seen: 2 }, ifAbsent: { firstSeen: 'now' } };
    expect(buildUpdate(change)).toEqual({
      UpdateExpression: 'SET #u0 = :u1, #u2 = if_not_exists(#u2, :u3)',
      ExpressionAttributeNames: { '#u0': 'seen', '#u2': 'firstSeen' },
      ExpressionAttributeValues: { ':u1': 2, ':u3': 'now' },
    });
    expect(await applied({}, change)).toEqual({ seen: 2, firstSeen: 'now' });
    expect(await applied({ firstSeen: 'before' }, change)).toEqual({ seen: 2, firstSeen: 'before' });
  });

  it('increment counts from absentAs when the attribute is absent, from its value otherwise', async () => {
    const change = { increment: { owners: { by: 1, absentAs: 1 } } };
    expect(buildUpdate(change).UpdateExpression).toBe('SET #u0 = if_not_exists(#u0, :u1) + :u2');
    expect(await applied({}, change)).toEqual({ owners: 2 });
    expect(await applied({ owners: 5 }, change)).toEqual({ owners: 6 });
  });

  it('mapKeys sets and removes keys inside a map, keys with dots or reserved words included', async () => {
    const change = { mapKeys: { sessions: { 'a.b': 7, status: undefined } }, fields: { touched: true } };
    expect(buildUpdate(change)).toEqual({
      UpdateExpression: 'SET #u0 = :u1, #u2.#u3 = :u4 REMOVE #u2.#u5',
      ExpressionAttributeNames: { '#u0': 'touched', '#u2': 'sessions', '#u3': 'a.b', '#u5': 'status' },
      ExpressionAttributeValues: { ':u1': true, ':u4': 7 },
    });
    expect(await applied({ sessions: { status: 1, kept: 2 } }, change)).toEqual({ touched: true, sessions: { 'a.b': 7, kept: 2 } });
    expect(buildUpdate({ mapKeys: { sessions: { s1: undefined } } })).toEqual({
      UpdateExpression: 'REMOVE #u0.#u1',
      ExpressionAttributeNames: { '#u0': 'sessions', '#u1': 's1' },
    });
  });

  it('add puts elements into a string set and deleteFromSet takes them out, the last one removing the set', async () => {
    const adding = { fields: { type: 'subjects' }, add: { teams: new Set(['t2']) } };
    expect(buildUpdate(adding)).toEqual({
      UpdateExpression: 'SET #u0 = :u1 ADD #u2 :u3',
      ExpressionAttributeNames: { '#u0': 'type', '#u2': 'teams' },
      ExpressionAttributeValues: { ':u1': 'subjects', ':u3': new Set(['t2']) },
    });
    expect(await applied({ teams: new Set(['t1']) }, adding)).toEqual({ type: 'subjects', teams: new Set(['t1', 't2']) });
    const deleting = { deleteFromSet: { teams: new Set(['t1']) } };
    expect(buildUpdate(deleting).UpdateExpression).toBe('DELETE #u0 :u1');
    expect(await applied({ teams: new Set(['t1', 'Şirket']) }, deleting)).toEqual({ teams: new Set(['Şirket']) });
    expect(await applied({ teams: new Set(['t1']), kept: 1 }, deleting)).toEqual({ kept: 1 });
  });

  it('refuses a change with nothing in it, and condition placeholders that collide with its own', () => {
    expect(() => buildUpdate({})).toThrow(/at least one attribute/);
    expect(() => buildUpdate({ mapKeys: { sessions: {} } })).toThrow(/at least one attribute/);
    expect(() => buildUpdate({ fields: { a: 1 }, condition: { expression: '#u0 = :x', names: { '#u0': 'a' }, values: { ':x': 1 } } })).toThrow(/collides/);
  });
});
