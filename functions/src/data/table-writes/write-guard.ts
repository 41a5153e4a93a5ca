import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The local runtime's stand-in for the `dynamodb:LeadingKeys` conditions of the functions'
 * roles (infra/lib/constructs/grants.ts): every table write a function sends is held to the
 * partition-key prefixes its declaration names (functions/src/table-writes.ts), so the API and
 * worker suites prove each declaration before IAM enforces it in AWS.
 *
 * Off unless the local runtime enables it (its gateway and pollers call enableTableWriteGuard;
 * a Lambda never does: IAM does it there). Then a write outside the running function's prefixes
 * throws before it is sent, is printed, and is appended to KISA_TABLE_WRITE_REFUSALS (the test
 * runtime's global teardown fails the run on any). With KISA_TABLE_WRITES_LOG set, every write is
 * appended there (`function<TAB>PK`): how a declaration is found.
 */

/** What the running function may write: `table` (table-wide), or partition-key prefixes; and attribute-limited updates. */
export interface WriteScope {
  name: string;
  writes: 'table' | readonly string[];
  /** Partitions it may only update, and then only these attributes (IAM's `dynamodb:Attributes`). */
  touches?: readonly { prefix: string; attributes: readonly string[] }[];
}

interface GuardState {
  scope: AsyncLocalStorage<WriteScope>;
  enabled: boolean;
}

// On globalThis: the runtime's own module graph and the handlers' must share one store.
const STATE_KEY = Symbol.for('kisa.tableWriteGuard');
const state = (): GuardState => {
  const g = globalThis as { [STATE_KEY]?: GuardState };
  g[STATE_KEY] ??= { scope: new AsyncLocalStorage<WriteScope>(), enabled: false };
  return g[STATE_KEY];
};

/** Turns the guard on for this process (the local runtime's gateway and pollers). */
export function enableTableWriteGuard(): void {
  state().enabled = true;
}

/** Runs `fn` as the function `scope` names: its table writes are held to its declaration. */
export function runWithWriteScope<T>(scope: WriteScope, fn: () => T): T {
  return state().scope.run(scope, fn);
}

export class TableWriteRefused extends Error {
  override name = 'TableWriteRefused';
}

type Value = string | { S?: string } | undefined;
type Item = Record<string, Value> | undefined;

/** The partition keys a write command touches (every item of a batch or a transaction). */
export function writtenPartitions(command: string, input: Record<string, unknown>): string[] | undefined {
  const pk = (item: Item): string => {
    const v = item?.PK;
    return typeof v === 'string' ? v : (v?.S ?? '');
  };
  const op = command.replace(/Command$/, '').replace(/Items?$/, '');
  switch (op) {
    case 'Put':
      return [pk(input.Item as Item)];
    case 'Update':
    case 'Delete':
      return [pk(input.Key as Item)];
    case 'BatchWrite':
      return Object.values((input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>)
        .flat()
        .map((r) => pk(r.PutRequest?.Item ?? r.DeleteRequest?.Key));
    case 'TransactWrite':
      return ((input.TransactItems ?? []) as Record<string, { Item?: Item; Key?: Item }>[]).map((t) => {
        const action = t.Put ?? t.Update ?? t.Delete ?? t.ConditionCheck;
        return pk(action?.Item ?? action?.Key);
      });
    default:
      return undefined; // a read
  }
}

/** True when `pk` is within `writes` (IAM's StringLike `prefix*`). */
export const mayWrite = (writes: WriteScope['writes'], pk: string): boolean => writes === 'table' || writes.some((p) => pk.startsWith(p));

/** Holds one command to the running function's scope; throws TableWriteRefused when it writes outside it. */
export function checkWrite(command: string, input: Record<string, unknown>): void {
  const { enabled, scope } = state();
  if (!enabled) return;
  const partitions = writtenPartitions(command, input);
  const running = scope.getStore();
  if (!partitions || !running) return;
  const log = process.env.KISA_TABLE_WRITES_LOG;
  if (log) appendFileSync(log, partitions.map((pk) => `${running.name}\t${pk}\n`).join(''));
  // A touch: an UpdateItem whose every named attribute (ExpressionAttributeNames) the touch allows.
  const names = Object.values((input.ExpressionAttributeNames ?? {}) as Record<string, string>);
  const touched = (pk: string) =>
    /^Update(Item)?Command$/.test(command) && (running.touches ?? []).some((t) => pk.startsWith(t.prefix) && names.every((n) => t.attributes.includes(n)));
  const outside = partitions.filter((pk) => !mayWrite(running.writes, pk) && !touched(pk));
  if (!outside.length) return;
  const message = `${running.name} may not write partition ${outside.join(', ')} (${command}): not in its declared prefixes ${JSON.stringify(running.writes)} (functions/src/table-writes.ts)`;
  console.error(`[table-write-guard] ${message}`);
  const refusals = process.env.KISA_TABLE_WRITE_REFUSALS;
  if (refusals) appendFileSync(refusals, `${message}\n`);
  // `report`: record and go on (finding a declaration's missing partitions in one run).
  if (process.env.KISA_TABLE_WRITE_GUARD !== 'report') throw new TableWriteRefused(message);
}

const guarded = new WeakSet<object>();

/**
 * Adds the check to a DynamoDB client (the document client's commands run through its stack) when
 * the guard is enabled in this process, once. At the build step the input is marshalled either way.
 */
export function guardTableWrites(client: DynamoDBDocumentClient): DynamoDBDocumentClient {
  if (!state().enabled || guarded.has(client)) return client;
  guarded.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      checkWrite(context.commandName ?? '', args.input as Record<string, unknown>);
      return next(args);
    },
    { step: 'build', name: 'tableWriteGuard' },
  );
  return client;
}
