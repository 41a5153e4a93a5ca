import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { updateIf } from '../conditional-update.js';
import { healthDueIndexKey, healthRowKey, type HealthFallback, type HealthRow, type StoredHealth } from '../health/link-health-item.js';
import type { Key } from '../keys.js';
import { tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { linkKey } from './link-item.js';
import { transact } from './links-repo.js';

/**
 * Destination health's writes on the link and alias items (docs/DATA-MODEL.md "Destination
 * health"); the team's rows and settings are data/health/link-health-repo.ts.
 */

const linkIs = (linkId: string) => ({
  expression: 'attribute_exists(PK) AND #linkId = :linkId',
  names: { '#linkId': 'linkId' },
  values: { ':linkId': linkId },
});

/** A check that changed no state: the alias item's `health` (none: left as it is) and its next due time. */
export async function recordHealthCheck(alias: Key, linkId: string, health: StoredHealth | undefined, dueAt: string): Promise<boolean> {
  return updateIf(alias, { fields: { ...(health ? { health } : {}), ...healthDueIndexKey(linkId, dueAt) }, condition: linkIs(linkId) });
}

export interface HealthChange {
  alias: Key;
  /** The state the alias item must still be in (undefined: never checked). */
  from: StoredHealth['state'] | undefined;
  health: StoredHealth;
  /** What the redirect applies from now on (none: REMOVEd). */
  fallback?: HealthFallback;
  /** A notice owed (broken, recovered); none: the due time moves now. */
  pending?: 'broken' | 'recovered';
  dueAt: string;
  row: Omit<HealthRow, 'health'>;
}

/**
 * A change of state, in one transaction: the alias item (health, fallback, a notice owed — only
 * while it is still in `from`: two passes cannot both open an incident), the link item (its
 * `health`, and a version bump so an edit in flight re-reads it and keeps it), and the team's row
 * (written while not ok, deleted on recovery). 'raced': another writer changed the state first.
 */
export async function recordHealthChange(change: HealthChange): Promise<'changed' | 'raced'> {
  const TableName = tableName();
  const { linkId, teamId } = change.row;
  const stateIs: { expression: string; names: Record<string, string>; values?: Record<string, unknown> } =
    change.from === undefined
      ? { expression: 'attribute_not_exists(#health)', names: { '#health': 'health' } }
      : { expression: '#health.#state = :from', names: { '#health': 'health', '#state': 'state' }, values: { ':from': change.from } };
  const alias = buildUpdate({
    fields: {
      health: change.health,
      fallback: change.fallback,
      pending: change.pending,
      // A notice owed keeps the link due, so a page that fails before sending it comes back to it.
      ...(change.pending ? {} : healthDueIndexKey(linkId, change.dueAt)),
    },
    condition: {
      expression: `attribute_exists(PK) AND #linkId = :linkId AND ${stateIs.expression}`,
      names: { '#linkId': 'linkId', ...stateIs.names },
      values: { ':linkId': linkId, ...stateIs.values },
    },
  });
  const link = buildUpdate({ fields: { health: change.health }, add: { version: 1 }, condition: { expression: 'attribute_exists(PK)' } });
  const row: NonNullable<TransactWriteCommandInput['TransactItems']>[number] =
    change.health.state === 'ok'
      ? { Delete: { TableName, Key: healthRowKey(teamId, linkId) } }
      : { Put: { TableName, Item: { ...healthRowKey(teamId, linkId), type: 'healthRow', ...change.row, health: change.health } } };
  const outcome = await transact({
    TransactItems: [{ Update: { TableName, Key: change.alias, ...alias } }, { Update: { TableName, Key: linkKey(linkId), ...link } }, row],
  });
  return outcome === 'ok' ? 'changed' : 'raced';
}

/** The notice `pending` was sent: it is no longer owed, and the link's next check is due at `dueAt`. */
export async function clearHealthNotice(alias: Key, linkId: string, pending: 'broken' | 'recovered', dueAt: string): Promise<boolean> {
  return updateIf(alias, {
    fields: { pending: undefined, ...healthDueIndexKey(linkId, dueAt) },
    condition: {
      expression: '#pending = :pending AND #linkId = :linkId',
      names: { '#pending': 'pending', '#linkId': 'linkId' },
      values: { ':pending': pending, ':linkId': linkId },
    },
  });
}
