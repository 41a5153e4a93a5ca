/**
 * The single DynamoDB table's shape (docs/DATA-MODEL.md), one definition for both runtimes:
 * CDK's table (infra/lib/constructs/data-table.ts), the local runtime's CreateTable
 * (infra/local/bootstrap/create-table.ts) and the index names the repos query
 * (functions/src/data/keys.ts). Every key attribute is a string.
 */

export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** The global secondary indexes: each projects every attribute (ALL), so a query never needs a second read. */
export const TABLE_INDEXES = [
  { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
] as const;

export type TableIndexName = (typeof TABLE_INDEXES)[number]['name'];

/** Items with this attribute (epoch seconds) expire by DynamoDB's TTL. */
export const TABLE_TTL_ATTRIBUTE = 'ttl';

/** Every key attribute of the table and its indexes (all strings), as CreateTable lists them. */
export const TABLE_KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEY.partitionKey,
  TABLE_KEY.sortKey,
  ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
];
