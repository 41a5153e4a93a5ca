import { describe, expect, it } from 'vitest';
import { ruleSummary, ruleSummaryText } from './rule-summary';

const de = { name: 'Country DE', countries: ['DE'], destination: 'https://example.de/' };
const tr = { name: 'Language tr', languages: ['tr'], destination: 'https://example.com.tr/' };

describe("a bulk file's targeting columns, summed up", () => {
  it('counts the links with rules and the distinct rules, in the order first met', () => {
    expect(ruleSummary([[de, tr], [], [tr]], 2)).toEqual({ links: 2, names: ['Country DE', 'Language tr'], dropped: 2 });
    expect(ruleSummary(undefined)).toBeNull();
  });

  it('says how many links carry which rules, and how many destinations were left out', () => {
    expect(ruleSummaryText({ links: 2, names: ['Country DE', 'Language tr'], dropped: 0 }, 3)).toBe(
      "2 of 3 links carry targeting rules from the file's country and language columns: Country DE and Language tr.",
    );
    expect(ruleSummaryText({ links: 1, names: ['Country DE'], dropped: 1 }, 1)).toBe(
      "The link carries targeting rules from the file's country and language columns: Country DE. 1 destination was left out (not a valid http(s) URL, or past 10 rules on a line): its visitors go to the line's URL.",
    );
    expect(ruleSummaryText({ links: 3, names: ['Country DE', 'Country AT', 'Language tr'], dropped: 2 }, 3)).toMatch(
      /^All 3 links carry .*: Country DE, Country AT and Language tr\. 2 destinations were left out .*their visitors/,
    );
    expect(ruleSummaryText({ links: 0, names: [], dropped: 0 }, 5)).toBe('The file has country or language columns, but no link in it carries a rule.');
  });
});
