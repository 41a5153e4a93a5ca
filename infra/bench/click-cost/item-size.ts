import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * An item's size as DynamoDB bills it (docs: "Item sizes and formats"): per attribute, its name's
 * UTF-8 bytes plus its value's — strings their UTF-8 bytes, numbers ~1 byte per 2 digits + 1,
 * booleans and null 1, maps and lists 3 + their elements (+ 1 each).
 */
export function itemBytes(item: Record<string, unknown>): number {
  return wireBytes(marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true }));
}

/** The same for an item in DynamoDB's wire format. */
export function wireBytes(item: Record<string, AttributeValue>): number {
  let n = 0;
  for (const [name, value] of Object.entries(item)) n += Buffer.byteLength(name) + valueBytes(value);
  return n;
}

function valueBytes(v: AttributeValue): number {
  if (v.S !== undefined) return Buffer.byteLength(v.S);
  if (v.N !== undefined) return Math.ceil(v.N.replace(/^-|\.|^0+/g, '').length / 2) + 1;
  if (v.B !== undefined) return v.B.length;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS) return v.SS.reduce((n, s) => n + Buffer.byteLength(s), 0);
  if (v.NS) return v.NS.reduce((n, s) => n + Math.ceil(s.length / 2) + 1, 0);
  if (v.L) return 3 + v.L.reduce((n, e) => n + 1 + valueBytes(e), 0);
  if (v.M) return 3 + Object.entries(v.M).reduce((n, [k, e]) => n + 1 + Buffer.byteLength(k) + valueBytes(e), 0);
  return 0;
}
