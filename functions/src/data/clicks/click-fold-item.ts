import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * Counts waiting to be folded into link and team counters (docs/DATA-MODEL.md, "Clicks: counters
 * folded over a window"). A first-receipt counting transaction writes one fold record instead of
 * an update per link and team: the window it was written in (a label above the fold fence) and
 * its per-link and per-team additions. The fold step (core/clicks/fold-click-counts.ts) applies a
 * window's records with one update per distinct link and team. All records live in one partition,
 * sorted by window, so the fold reads exactly the windows after its cursor, in order.
 */

export const CLICK_FOLD_PARTITION = 'CLICKBATCH#FOLD';

/** Window labels sort as text: the window's start, zero-padded milliseconds. */
const windowLabel = (window: number) => String(window).padStart(15, '0');

export const clickFoldKey = (window: number, batch: string): Key => ({ PK: CLICK_FOLD_PARTITION, SK: `${windowLabel(window)}/${batch}` });

/** The sort key bound just after every record of `window` (record keys are `{window}/{batch}`). */
export const afterWindow = (window: number) => `${windowLabel(window)}/\uffff`;

/** The fold's cursor: every window up to `through` is folded. Sorts before every record ('#' < '0'). */
export const clickFoldCursorKey: Key = { PK: CLICK_FOLD_PARTITION, SK: '#CURSOR' };

export interface FoldCounts {
  total: number;
  unique: number;
}

/** What one record adds: per link and per team, `[id, total, unique]`. */
export interface FoldDeltas {
  links: Map<string, FoldCounts>;
  teams: Map<string, FoldCounts>;
}

export const clickFoldItem = (window: number, batch: string, deltas: FoldDeltas, ttl: number) => ({
  ...clickFoldKey(window, batch),
  type: 'clickFold',
  window,
  // Packed bytes, not a map: the record is written twice per transaction, so its size is its cost.
  deltas: encodeDeltas(deltas),
  ttl,
});

const recordSchema = z.object({
  PK: z.string(),
  window: z.number().int().nonnegative(),
  deltas: z.instanceof(Uint8Array).transform((bytes, ctx) => {
    try {
      return decodeDeltas(bytes);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not fold deltas' });
      return z.NEVER;
    }
  }),
});

/** A fold record read back: its window and what it adds. */
export function parseClickFold(item: Record<string, unknown>): { window: number; deltas: FoldDeltas } {
  const { window, deltas } = parseItem('click fold record', recordSchema, item);
  return { window, deltas };
}

/*
 * The deltas' bytes: a version (1), then the links and the teams, each a count and its entries.
 * An entry is its id — a UUID as its 16 bytes (tag 0), anything else as UTF-8 (tag 1, length) —
 * then total and unique. Counts and lengths are unsigned LEB128 varints. A UUID's ~18 bytes a
 * link against ~50 as JSON text: a batch's record stays in one or two KB.
 */
const VERSION = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function encodeDeltas(deltas: FoldDeltas): Uint8Array {
  const out: number[] = [VERSION];
  const varint = (n: number) => {
    let v = n;
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  };
  for (const map of [deltas.links, deltas.teams]) {
    varint(map.size);
    for (const [id, c] of map) {
      if (UUID.test(id)) out.push(0, ...Buffer.from(id.replaceAll('-', ''), 'hex'));
      else {
        const text = Buffer.from(id, 'utf8');
        out.push(1);
        varint(text.length);
        out.push(...text);
      }
      varint(c.total);
      varint(c.unique);
    }
  }
  return new Uint8Array(out);
}

function decodeDeltas(bytes: Uint8Array): FoldDeltas {
  let at = 0;
  const byte = () => {
    if (at >= bytes.length) throw new Error('truncated');
    return bytes[at++]!;
  };
  const varint = () => {
    let n = 0;
    for (let shift = 1; ; shift *= 0x80) {
      const b = byte();
      n += (b & 0x7f) * shift;
      if (b < 0x80) return n;
      if (shift > 2 ** 42) throw new Error('varint too long');
    }
  };
  const take = (n: number) => {
    if (at + n > bytes.length) throw new Error('truncated');
    const slice = Buffer.from(bytes.subarray(at, at + n));
    at += n;
    return slice;
  };
  if (byte() !== VERSION) throw new Error('unknown version');
  const map = () => {
    const m = new Map<string, FoldCounts>();
    for (let n = varint(); n > 0; n--) {
      const tag = byte();
      let id: string;
      if (tag === 0) {
        const hex = take(16).toString('hex');
        id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      } else if (tag === 1) id = take(varint()).toString('utf8');
      else throw new Error('unknown id tag');
      if (id.length === 0) throw new Error('empty id');
      m.set(id, { total: varint(), unique: varint() });
    }
    return m;
  };
  const links = map();
  const teams = map();
  if (at !== bytes.length) throw new Error('trailing bytes');
  return { links, teams };
}

const cursorSchema = z.object({ through: z.number().int().nonnegative() });

/** The cursor read back (absent: nothing folded yet). */
export const parseClickFoldCursor = (item: Record<string, unknown> | undefined): number =>
  item ? parseItem('click fold cursor', cursorSchema, item).through : 0;
