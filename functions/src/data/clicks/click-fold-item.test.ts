import { describe, expect, it } from 'vitest';
import { clickFoldItem, parseClickFold, type FoldDeltas } from './click-fold-item.js';

const deltas: FoldDeltas = {
  links: new Map([
    ['c538346c-3c2f-4d9d-96f4-4ac04304c53c', { total: 3, unique: 2 }],
    ['l-🚀-İzmir', { total: 1, unique: 0 }],
    ['C538346C-3C2F-4D9D-96F4-4AC04304C53C', { total: 2 ** 40, unique: 300 }],
  ]),
  teams: new Map([['33f3cac0-3c2f-4d9d-96f4-4ac04304c53c', { total: 2 ** 40 + 4, unique: 302 }]]),
};

describe('click fold record', () => {
  it('reads back exactly the deltas written (UUIDs packed, other ids as text, counts of any size)', () => {
    const item = clickFoldItem(1_764_460_800_000, 'batch-1', deltas, 1);
    expect(parseClickFold(item)).toEqual({ window: 1_764_460_800_000, deltas });
    // 16 bytes a UUID, not 36 characters: a link and a team of small counts in 41 bytes.
    const small: FoldDeltas = {
      links: new Map([['c538346c-3c2f-4d9d-96f4-4ac04304c53c', { total: 3, unique: 2 }]]),
      teams: new Map([['33f3cac0-3c2f-4d9d-96f4-4ac04304c53c', { total: 3, unique: 2 }]]),
    };
    expect((clickFoldItem(0, 'b', small, 1).deltas as Uint8Array).length).toBe(41);
  });

  it('refuses bytes that are not deltas: truncated, trailing, unknown version or tag, text', () => {
    const bytes = clickFoldItem(0, 'b', deltas, 1).deltas as Uint8Array;
    for (const bad of [bytes.subarray(0, bytes.length - 1), new Uint8Array([...bytes, 0]), new Uint8Array([9, 0, 0]), new Uint8Array([1, 1, 7]), 'İ🌙']) {
      expect(() => parseClickFold({ PK: 'CLICKBATCH#FOLD', window: 0, deltas: bad }), String(bad)).toThrow(/click fold record/);
    }
  });
});
