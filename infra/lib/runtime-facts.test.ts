import { workers } from '@kisa/functions/src/api-routes';
import {
  CLICK_LOG_COLUMNS,
  CLICK_LOG_COMPACT_PREFIX,
  CLICK_LOG_PARTITION,
  CLICK_LOG_PREFIX,
  clickLogDayPrefix,
  TABLE_INDEXES,
  TABLE_KEY,
  TABLE_KEY_ATTRIBUTES,
  TABLE_TTL_ATTRIBUTE,
  WORK_QUEUES,
} from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerId } from './constructs/kisa-function';
import { asOneStack, ofType, synthStack, type Synthesized } from './test-support/synth-unbundled';

// Facts both runtimes read from shared/src (the table's shape, the work queues' receive
// settings, the click log's columns and layout) are what the synthesized stack has. The local
// side is checked against the same definitions by infra/local/bootstrap/create-*.test.ts.

let s: Synthesized;
beforeAll(() => {
  s = asOneStack(synthStack('Test', 'eu-west-1')); // the workers live in the background stack
}, 120_000);

const only = (type: string, prefix = '') => {
  const found = ofType(s, type).filter(([id]) => id.startsWith(prefix));
  expect(found, `one ${type} ${prefix}`).toHaveLength(1);
  return found[0]!;
};

describe('the table (shared/src/table-schema.ts)', () => {
  it('has the shared keys, indexes, key attributes and TTL attribute', () => {
    const table = only('AWS::DynamoDB::Table')[1].Properties;
    expect(table.KeySchema).toEqual([
      { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
    ]);
    expect(
      table.GlobalSecondaryIndexes.map((g: any) => ({
        name: g.IndexName,
        partitionKey: g.KeySchema.find((k: any) => k.KeyType === 'HASH').AttributeName,
        sortKey: g.KeySchema.find((k: any) => k.KeyType === 'RANGE').AttributeName,
        projection: g.Projection.ProjectionType,
        ...(g.Projection.NonKeyAttributes ? { nonKeyAttributes: g.Projection.NonKeyAttributes } : {}),
      })),
    ).toEqual([...TABLE_INDEXES]);
    expect(table.AttributeDefinitions.map((a: any) => `${a.AttributeName}:${a.AttributeType}`).sort()).toEqual(
      TABLE_KEY_ATTRIBUTES.map((a) => `${a}:S`).sort(),
    );
    expect(table.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true });
  });
});

describe('the work queues (shared/src/work-queues.ts)', () => {
  it.each(workers.map((w) => [w.queue, w] as const))('%s: receives, visibility, worker timeout, batch size and window', (queue, w) => {
    const settings = WORK_QUEUES[queue];
    const [queueId, q] = only('AWS::SQS::Queue', `Queues${handlerId(queue)}Queue`);
    expect(q.Properties.RedrivePolicy.maxReceiveCount).toBe(settings.maxReceiveCount);
    expect(q.Properties.VisibilityTimeout).toBe(settings.visibilityTimeoutSeconds);
    const fn = only('AWS::Lambda::Function', `Queues${handlerId(w.handler)}WorkerFn`)[1];
    expect(fn.Properties.Timeout).toBe(settings.workerTimeoutSeconds);
    const mapping = ofType(s, 'AWS::Lambda::EventSourceMapping').find(
      ([, m]) => JSON.stringify(m.Properties.EventSourceArn) === JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] }),
    );
    expect(mapping, `the event source of ${queue}`).toBeDefined();
    expect(mapping![1].Properties.BatchSize).toBe(w.batchSize);
    expect(mapping![1].Properties.MaximumBatchingWindowInSeconds ?? 0).toBe(settings.batchingWindowSeconds.aws);
  });
});

describe('the click log (shared/src/click-log.ts)', () => {
  const glueTable = (name: string) => {
    const found = ofType(s, 'AWS::Glue::Table').filter(([, r]) => r.Properties.TableInput.Name === name);
    expect(found, `one Glue table ${name}`).toHaveLength(1);
    return found[0]![1].Properties.TableInput;
  };

  it.each([
    ['clicks', CLICK_LOG_PREFIX],
    ['clicks_compact', CLICK_LOG_COMPACT_PREFIX],
  ])('%s: the shared columns and types in order, partitioned and projected by day under %s', (name, prefix) => {
    const table = glueTable(name);
    expect(table.StorageDescriptor.Columns.map((c: any) => [c.Name, c.Type])).toEqual(CLICK_LOG_COLUMNS.map(([n, t]) => [n, t]));
    expect(table.PartitionKeys).toEqual([{ Name: CLICK_LOG_PARTITION, Type: 'string' }]);
    expect(table.Parameters).toMatchObject({ [`projection.${CLICK_LOG_PARTITION}.type`]: 'date', [`projection.${CLICK_LOG_PARTITION}.format`]: 'yyyy-MM-dd' });
    // `s3://<bucket>/<prefix>dt=${dt}/`: the bucket is a token, the rest is the layout.
    const template = JSON.stringify(table.Parameters['storage.location.template']);
    expect(template).toContain(`/${clickLogDayPrefix(prefix, `\${${CLICK_LOG_PARTITION}}`)}`);
  });
});
