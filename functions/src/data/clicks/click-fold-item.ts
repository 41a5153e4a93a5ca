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

const entries = (m: ReadonlyMap<string, FoldCounts>) => [...m].map(([id, c]) => [id, c.total, c.unique]);

export const clickFoldItem = (window: number, batch: string, deltas: FoldDeltas, ttl: number) => ({
  ...clickFoldKey(window, batch),
  type: 'clickFold',
  window,
  // One string, not a map: the record is written twice per transaction, so its size is its cost.
  deltas: JSON.stringify({ l: entries(deltas.links), t: entries(deltas.teams) }),
  ttl,
});

const triple = z.tuple([z.string().min(1), z.number().int().nonnegative(), z.number().int().nonnegative()]);
const deltasSchema = z.object({ l: z.array(triple), t: z.array(triple) });
const recordSchema = z.object({
  PK: z.string(),
  window: z.number().int().nonnegative(),
  deltas: z.string().transform((text, ctx) => {
    try {
      return deltasSchema.parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not fold deltas' });
      return z.NEVER;
    }
  }),
});

/** A fold record read back: its window and what it adds. */
export function parseClickFold(item: Record<string, unknown>): { window: number; deltas: FoldDeltas } {
  const { window, deltas } = parseItem('click fold record', recordSchema, item);
  const toMap = (list: [string, number, number][]) => new Map(list.map(([id, total, unique]) => [id, { total, unique }]));
  return { window, deltas: { links: toMap(deltas.l), teams: toMap(deltas.t) } };
}

const cursorSchema = z.object({ through: z.number().int().nonnegative() });

/** The cursor read back (absent: nothing folded yet). */
export const parseClickFoldCursor = (item: Record<string, unknown> | undefined): number =>
  item ? parseItem('click fold cursor', cursorSchema, item).through : 0;
