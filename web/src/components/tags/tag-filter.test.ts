import { describe, expect, it } from 'vitest';
import { TAG_FILTER_MAX } from '@kisa/shared';
import { readTagFilter, tagFilterSearch, writeTagFilter } from './tag-filter';

describe('the tag filter in the URL', () => {
  it('reads repeated and comma-separated ids, each once, in order', () => {
    expect(readTagFilter(new URLSearchParams('tag=a&tag=b'))).toEqual(['a', 'b']);
    expect(readTagFilter(new URLSearchParams('tag=a,b&tag=b&tag=%20c%20,,'))).toEqual(['a', 'b', 'c']);
    expect(readTagFilter(new URLSearchParams('q=wool'))).toEqual([]);
    expect(readTagFilter(new URLSearchParams('tag='))).toEqual([]);
  });

  it(`reads at most ${TAG_FILTER_MAX} ids`, () => {
    const many = Array.from({ length: TAG_FILTER_MAX + 3 }, (_, i) => `t${i}`);
    expect(readTagFilter(new URLSearchParams(many.map((id) => `tag=${id}`).join('&')))).toEqual(many.slice(0, TAG_FILTER_MAX));
  });

  it('writes the ids as repeated parameters, keeping the others, and clears them', () => {
    const p = new URLSearchParams('q=wool&tag=old&page=2');
    expect(writeTagFilter(p, ['a', 'b', 'a']).toString()).toBe('q=wool&page=2&tag=a&tag=b');
    expect(writeTagFilter(p, []).toString()).toBe('q=wool&page=2');
    expect(p.toString(), 'the given parameters are left as they were').toBe('q=wool&tag=old&page=2');
  });

  it('builds the query that filters the dashboard by tags', () => {
    expect(tagFilterSearch(['x1'])).toBe('?tag=x1');
    expect(tagFilterSearch([])).toBe('');
  });
});
