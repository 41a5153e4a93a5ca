import { batchGetItems } from '../batch-get.js';
import { tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { parseUserCountShard, userCountShardKey } from './user-item.js';

/**
 * How many shards the user count has. Throughput alone would allow one item (~500
 * transactional writes/s; sign-ups are rate-limited per address and far rarer), but every
 * profile create and delete is a *transaction*, and two transactions on one item at once cancel
 * each other (TransactionConflict): concurrent sign-ups (a launch, parallel test files) would
 * retry against each other. With 8 shards, chosen at random per attempt, they meet 1 time in 8;
 * the read is one BatchGetItem of 8 small items. May grow (the read sums 0..N-1), never shrink.
 */
export const USER_COUNT_SHARDS = 8;

/** The transaction item that adds `delta` (±1) to one user-count shard, chosen at random (creates it on first use). */
export function addToUserCount(delta: 1 | -1) {
  return {
    TableName: tableName(),
    Key: userCountShardKey(Math.floor(Math.random() * USER_COUNT_SHARDS)),
    ...buildUpdate({ fields: { type: 'userCount' }, add: { users: delta } }),
  };
}

/** How many users exist: the sum of the count's shards (one consistent BatchGetItem). */
export async function countUsers(): Promise<number> {
  const keys = Array.from({ length: USER_COUNT_SHARDS }, (_, i) => userCountShardKey(i));
  const shards = await batchGetItems(keys, { ConsistentRead: true, ProjectionExpression: 'PK, SK, #users', ExpressionAttributeNames: { '#users': 'users' } });
  return shards.reduce((total, item) => total + parseUserCountShard(item), 0);
}
