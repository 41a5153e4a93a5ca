import { describe, expect, it } from 'vitest';
import { PHONE_SIBLINGS, pageRange } from './pagination-range';

const E1 = 'start-ellipsis';
const E2 = 'end-ellipsis';

describe('pageRange (5 siblings)', () => {
  it('shows every page when they fit', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 15)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('keeps 5 pages on each side of the current page, with the first and last page', () => {
    expect(pageRange(20, 40)).toEqual([1, E1, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, E2, 40]);
  });

  it('fills the bar near the edges instead of showing a lone ellipsis', () => {
    expect(pageRange(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, E2, 40]);
    expect(pageRange(7, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, E2, 40]);
    expect(pageRange(8, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, E2, 40]);
    expect(pageRange(9, 40)).toEqual([1, E1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, E2, 40]);
    expect(pageRange(40, 40)).toEqual([1, E1, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('always answers the same number of slots and includes the current page', () => {
    for (let p = 1; p <= 40; p++) {
      const items = pageRange(p, 40);
      expect(items, `page ${p}`).toHaveLength(15);
      expect(items, `page ${p}`).toContain(p);
    }
  });

  it('clamps an out-of-range current page and honours other sibling counts', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(5, 10, 1)).toEqual([1, E1, 4, 5, 6, E2, 10]);
    expect(pageRange(0, 10, 1)).toEqual([1, 2, 3, 4, 5, E2, 10]);
  });
});

describe('pageRange on a phone (PHONE_SIBLINGS)', () => {
  it('never needs more than 7 slots (9 with previous/next: one line at 390 px)', () => {
    for (const total of [1, 2, 7, 8, 15, 50, 1000])
      for (let page = 1; page <= total; page += Math.max(1, Math.floor(total / 37)))
        expect(pageRange(page, total, PHONE_SIBLINGS).length, `${page} of ${total}`).toBeLessThanOrEqual(7);
    expect(pageRange(25, 50, PHONE_SIBLINGS)).toEqual([1, E1, 24, 25, 26, E2, 50]);
  });
});
