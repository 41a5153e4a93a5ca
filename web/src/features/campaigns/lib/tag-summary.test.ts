import { describe, expect, it } from 'vitest';
import { tagSummary, tagSummaryText } from './tag-summary';

describe("a bulk file's tags, summed up", () => {
  it('counts the links with tags and the distinct names (in any case), in file order', () => {
    const s = tagSummary([['Spring', 'İndirim Kasım'], [], ['spring', '🎉 Launch']], 1);
    expect(s).toEqual({ links: 2, names: ['Spring', 'İndirim Kasım', '🎉 Launch'], dropped: 1 });
    expect(tagSummary(undefined)).toBeNull();
  });

  it('says how many links carry which tags', () => {
    expect(tagSummaryText({ links: 2, names: ['Spring', 'İndirim Kasım', '🎉 Launch'], dropped: 0 }, 3)).toBe(
      "2 of 3 links carry tags from the file's tags column: “Spring”, “İndirim Kasım” and “🎉 Launch”.",
    );
    expect(tagSummaryText({ links: 3, names: ['A'], dropped: 2 }, 3)).toBe(
      "All 3 links carry tags from the file's tags column: “A”. 2 tag names were left out (too long, with a control character, or past 10 on a line).",
    );
    expect(tagSummaryText({ links: 1, names: ['a', 'b', 'c'], dropped: 0 }, 1, 2)).toBe(
      "The link carries tags from the file's tags column: “a”, “b” and 1 more.",
    );
    expect(tagSummaryText({ links: 0, names: [], dropped: 0 }, 5)).toBe('The file has a tags column, but no link in it carries a tag.');
  });
});
