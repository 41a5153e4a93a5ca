import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { db, isConditionFailed, tableName } from './table.js';
import { buildUpdate, type UpdateChange } from './update-expression.js';

/** Applies `change` to the item at `key`: true when written, false when the change's condition refused it. */
export async function updateIf(key: Key, change: UpdateChange): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, ...buildUpdate(change) }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Applies `change` to the item at `key` and answers the item as it is now, or undefined when the change's condition refused it. */
export async function updateIfReturningItem(key: Key, change: UpdateChange): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await db().send(new UpdateCommand({ TableName: tableName(), Key: key, ...buildUpdate(change), ReturnValues: 'ALL_NEW' }));
    return Attributes;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}
