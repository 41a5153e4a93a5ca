import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Key } from '../keys.js';
import { db, isConditionFailed, tableName } from '../table.js';
import { updateIf } from '../conditional-update.js';

/**
 * A periodic check's one pass at a time (the domain check's `DOMAINCHECK` / `PASS`, destination
 * health's `HEALTHCHECK` / `PASS`; docs/DATA-MODEL.md "Domains"): the pass item holds the running
 * pass's start (`passAt`), when its last page was worked (`pageAt`), how far its pages have handed on (`handedOff`: the position of the last page whose next message was
 * sent; positions only grow within a pass) and, once its last page is done, `finishedAt`. A pass
 * whose pages stopped (a message dead-lettered) is taken over once `pageAt` is older than the
 * staleness the scheduler gives.
 */

/** Starts a pass at `passAt` unless one is running whose last page is newer than `staleBefore`. */
export async function startCheckPass(passKey: Key, type: string, passAt: string, staleBefore: string): Promise<'started' | 'running'> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...passKey, type, passAt, pageAt: passAt },
        ConditionExpression: 'attribute_not_exists(PK) OR attribute_exists(finishedAt) OR pageAt < :stale',
        ExpressionAttributeValues: { ':stale': staleBefore },
      }),
    );
    return 'started';
  } catch (error) {
    if (isConditionFailed(error)) return 'running';
    throw error;
  }
}

/**
 * Records the page at `position` of pass `passAt` at `at` (and, `finished`, the pass's end);
 * 'superseded' when another pass took over, or when this page handed on already (SQS delivered it
 * twice): running it again would send its next page twice, and the rest of the pass with it.
 */
export async function recordCheckPage(passKey: Key, passAt: string, position: string, at: string, finished = false): Promise<'recorded' | 'superseded'> {
  const recorded = await updateIf(passKey, {
    fields: { pageAt: at, ...(finished ? { finishedAt: at } : {}) },
    condition: {
      expression: 'passAt = :mine AND attribute_not_exists(finishedAt) AND (attribute_not_exists(handedOff) OR handedOff < :position)',
      values: { ':mine': passAt, ':position': position },
    },
  });
  return recorded ? 'recorded' : 'superseded';
}

/** After the page at `position` sent its next page: later copies of it are duplicates (nothing once superseded). */
export async function recordCheckHandOff(passKey: Key, passAt: string, position: string): Promise<void> {
  await updateIf(passKey, {
    fields: { handedOff: position },
    condition: {
      expression: 'passAt = :mine AND (attribute_not_exists(handedOff) OR handedOff < :position)',
      values: { ':mine': passAt, ':position': position },
    },
  });
}
