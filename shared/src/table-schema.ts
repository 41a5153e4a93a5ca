/**
 * The single DynamoDB table's shape (docs/DATA-MODEL.md), one definition for both runtimes:
 * CDK's table (infra/lib/constructs/data-table.ts), the local runtime's CreateTable
 * (infra/local/bootstrap/create-table.ts) and the index names the repos query
 * (functions/src/data/keys.ts). Every key attribute is a string.
 */

export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** A global secondary index: its key attributes and what it projects. */
export interface TableIndex {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** ALL: every attribute; INCLUDE: the keys and `nonKeyAttributes` only. */
  readonly projection: 'ALL' | 'INCLUDE';
  readonly nonKeyAttributes?: readonly string[];
}

/**
 * The global secondary indexes. GSI1 and GSI2 project every attribute (ALL), so a query never
 * needs a second read. GSI3 is sparse — only user profiles carry its keys — and
 * projects only the admin users table's fields, so a profile write that changes none of them
 * (sessionsEndedAt, …) never writes the index. An index's projection cannot be changed in
 * place (DynamoDB, CloudFormation): a different projection means a new index.
 */
export const ADMIN_USER_FIELDS = ['userId', 'name', 'email', 'role', 'teamId', 'teamRole', 'plan', 'verified', 'disabled', 'createdAt'] as const;

export const TABLE_INDEXES = [
  { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
  { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
  { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: 'INCLUDE', nonKeyAttributes: ADMIN_USER_FIELDS },
] as const satisfies readonly TableIndex[];

export type TableIndexName = (typeof TABLE_INDEXES)[number]['name'];

/** Items with this attribute (epoch seconds) expire by DynamoDB's TTL. */
export const TABLE_TTL_ATTRIBUTE = 'ttl';

/** Every key attribute of the table and its indexes (all strings), as CreateTable lists them. */
export const TABLE_KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEY.partitionKey,
  TABLE_KEY.sortKey,
  ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
];
