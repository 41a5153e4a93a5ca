import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { wireBytes } from './item-size.js';

/**
 * Records the DynamoDB calls of one client (the click worker's): asks every call for
 * `ReturnConsumedCapacity: INDEXES`, keeps what DynamoDB Local reports, and counts units by kind
 * from AWS's documented rules (on-demand): a write ⌈KB⌉ of the item (also when its condition
 * fails), twice that for an item of a transaction, ⌈KB⌉ per index holding a copy; a read ½
 * (eventually consistent) or 1 (consistent) per 4 KB, also for a key not found.
 */

export const KINDS = [
  'first visits',
  'slice markers',
  'batch records',
  'run records',
  'fold records',
  'link counters',
  'link index copies',
  'team counters',
  'platform shards',
  'fold fence',
  'attributions',
  'other',
] as const;
export type Kind = (typeof KINDS)[number];

const PREFIXES: [string, Kind][] = [
  ['VISIT#', 'first visits'],
  ['CLICKS#', 'slice markers'],
  ['CLICKBATCH#RUN#', 'run records'],
  ['CLICKBATCH#FOLD', 'fold records'],
  ['CLICKBATCH#', 'batch records'],
  ['LINK#', 'link counters'],
  ['TEAM#', 'team counters'],
  ['STATS#PLATFORM', 'platform shards'],
  ['CLICKATTR#', 'attributions'],
];

type Wire = Record<string, AttributeValue>;
interface Call {
  input: Record<string, unknown>;
}
interface Stack {
  middlewareStack: {
    add(
      mw: (next: (args: Call) => Promise<{ output: unknown }>, context: { commandName?: string }) => (args: Call) => Promise<{ output: unknown }>,
      o: object,
    ): void;
  };
}

const kindOf = (pk: string): Kind => PREFIXES.find(([p]) => pk.startsWith(p))?.[1] ?? 'other';
const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

export class CapacityRecorder {
  calls = 0;
  private units = new Map<Kind, { write: number; read: number }>();
  private local = { write: 0, read: 0 };

  constructor(private readonly linkSizes: ReadonlyMap<string, { bytes: number; indexes: number }>) {}

  attach(client: Stack): void {
    client.middlewareStack.add(
      (next) => async (args) => {
        args.input.ReturnConsumedCapacity = 'INDEXES';
        return next(args);
      },
      { step: 'initialize', priority: 'high', name: 'benchAskCapacity' },
    );
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const op = context.commandName ?? '';
        try {
          const result = await next(args);
          this.record(op, args.input, result.output);
          this.reported(op, (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
          return result;
        } catch (error) {
          // A refused condition (or a cancelled transaction) still consumed its writes; throttling did not.
          const name = (error as Error).name;
          if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') this.record(op, args.input);
          throw error;
        }
      },
      { step: 'build', name: 'benchRecordCapacity' },
    );
  }

  reset(): void {
    this.calls = 0;
    this.units.clear();
    this.local = { write: 0, read: 0 };
  }

  byKind(): ReadonlyMap<Kind, { write: number; read: number }> {
    return this.units;
  }

  localReported(): { write: number; read: number } {
    return this.local;
  }

  private add(kind: Kind, write: number, read: number): void {
    const k = this.units.get(kind) ?? { write: 0, read: 0 };
    k.write += write;
    k.read += read;
    this.units.set(kind, k);
  }

  /** A counter update's item size: links as seeded, other counters ~their key and counters. */
  private updatedBytes(key: Wire, values: Wire | undefined): { bytes: number; indexes: number } {
    const pk = key.PK?.S ?? '';
    return this.linkSizes.get(pk) ?? { bytes: wireBytes(key) + wireBytes(values ?? {}) + 40, indexes: 0 };
  }

  private write(item: { Put?: { Item: Wire }; Update?: { Key: Wire; ExpressionAttributeValues?: Wire } }, factor: number): void {
    if (item.Put) {
      this.add(kindOf(item.Put.Item.PK?.S ?? ''), factor * kb(wireBytes(item.Put.Item)), 0);
    } else if (item.Update) {
      const names = Object.values((item.Update as { ExpressionAttributeNames?: Record<string, string> }).ExpressionAttributeNames ?? {});
      // The fold's fence on the platform shards: once per fold window, whatever its clicks.
      const kind = names.includes('foldFence') && !names.includes('totalClicks') ? 'fold fence' : kindOf(item.Update.Key.PK?.S ?? '');
      const { bytes, indexes } = this.updatedBytes(item.Update.Key, item.Update.ExpressionAttributeValues);
      this.add(kind, factor * kb(bytes), 0);
      if (indexes > 0) this.add(kind === 'link counters' ? 'link index copies' : 'other', indexes * kb(bytes), 0);
    }
  }

  private record(op: string, input: Record<string, unknown>, output?: unknown): void {
    this.calls++;
    if (op === 'PutItemCommand') this.write({ Put: { Item: input.Item as Wire } }, 1);
    else if (op === 'UpdateItemCommand') this.write({ Update: input as never }, 1);
    else if (op === 'TransactWriteItemsCommand') for (const item of input.TransactItems as never[]) this.write(item, 2);
    else if (op === 'BatchGetItemCommand') {
      for (const request of Object.values(input.RequestItems as Record<string, { Keys: Wire[]; ConsistentRead?: boolean }>)) {
        for (const key of request.Keys) this.add(kindOf(key.PK?.S ?? ''), 0, request.ConsistentRead ? 1 : 0.5);
      }
    } else if (op === 'GetItemCommand') this.add(kindOf((input.Key as Wire).PK?.S ?? ''), 0, input.ConsistentRead ? 1 : 0.5);
    else if (op === 'QueryCommand') {
      // ½ or 1 per 4 KB of the items read (at least one unit's worth): what a page's items weigh.
      const pk = ((input.ExpressionAttributeValues as Wire | undefined)?.[':pk']?.S ?? '') as string;
      const bytes = ((output as { Items?: Wire[] } | undefined)?.Items ?? []).reduce((n, item) => n + wireBytes(item), 0);
      this.add(kindOf(pk), 0, Math.max(1, Math.ceil(bytes / 4096)) * (input.ConsistentRead ? 1 : 0.5));
    } else this.add('other', 0, 0);
  }

  private reported(op: string, consumed: unknown): void {
    const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as { CapacityUnits?: number }[];
    const units = list.reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
    if (op.startsWith('Get') || op.startsWith('BatchGet') || op.startsWith('Query')) this.local.read += units;
    else this.local.write += units;
  }
}
