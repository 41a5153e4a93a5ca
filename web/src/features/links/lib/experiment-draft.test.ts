import { describe, expect, it } from 'vitest';
import { MSG, SPLIT_MSG } from '@kisa/shared';
import {
  autoPromoteChanged,
  autoPromoteDraftOf,
  autoPromoteText,
  checkAutoPromote,
  checkSplit,
  draftsOf,
  newTestDrafts,
  newVariantDraft,
  placeSplitError,
  reassigns,
  shares,
  shareText,
  VARIANT_DESTINATION_REQUIRED,
  variantLabel,
  type VariantDraft,
} from './experiment-draft';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

const draft = (destination: string, weight: string, extra: Partial<VariantDraft> = {}): VariantDraft => ({
  ...newVariantDraft(),
  destination,
  weight,
  ...extra,
});

describe('experiment drafts', () => {
  it('starts a test with the link’s target (as people read it) as Variant A and an empty Variant B, half each', () => {
    const [a, b] = newTestDrafts('https://xn--trkiye-3ya.gov.tr/%C3%A7ay');
    expect({ destination: a!.destination, weight: a!.weight, id: a!.id }).toEqual({ destination: 'https://türkiye.gov.tr/çay', weight: '50', id: undefined });
    expect({ destination: b!.destination, weight: b!.weight }).toEqual({ destination: '', weight: '50' });
    expect(a!.key).not.toBe(b!.key);
  });

  it('shows a stored split with its ids, names and URLs decoded', () => {
    const drafts = draftsOf({
      variants: [
        { id: 'aaaaaaaa', name: 'Old', destination: 'https://example.com/a', weight: 70 },
        { id: 'bbbbbbbb', destination: 'https://xn--trkiye-3ya.gov.tr/', weight: 30 },
      ],
    });
    expect(drafts.map(({ key: _k, ...d }) => d)).toEqual([
      { id: 'aaaaaaaa', name: 'Old', destination: 'https://example.com/a', weight: '70' },
      { id: 'bbbbbbbb', name: '', destination: 'https://türkiye.gov.tr/', weight: '30' },
    ]);
    expect(draftsOf(null)).toEqual([]);
  });

  it('names a variant by its own name, else by its letter', () => {
    expect([variantLabel(0), variantLabel(1, ''), variantLabel(2, '  Blue  '), variantLabel(4, null)]).toEqual(['Varyant A', 'Varyant B', 'Blue', 'Varyant E']);
  });

  it('turns weights into shares of visitors, leaving out a weight the API would refuse', () => {
    expect(shares([70, 30])).toEqual([0.7, 0.3]);
    expect(shares([1, 1, 1]).map((s) => s!.toFixed(4))).toEqual(['0.3333', '0.3333', '0.3333']);
    expect(shares([50, Number.NaN, 0, 150, 2.5])).toEqual([1, null, null, null, null]);
    expect(shares([Number.NaN])).toEqual([null]);
    expect([shareText(0.7), shareText(1 / 3), shareText(0.125), shareText(null)]).toEqual(['%70', '%33,3', '%12,5', '—']);
  });

  it('checks the split with the shared schemas and sends it trimmed, normalised, with the ids it came with', () => {
    const checked = checkSplit([draft('  https://türkiye.gov.tr/çay ', '70', { id: 'aaaaaaaa', name: ' Türkçe ' }), draft('example.com/b', '30')]);
    expect(checked).toEqual({
      ok: true,
      split: {
        variants: [
          { id: 'aaaaaaaa', name: 'Türkçe', destination: 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay', weight: 70 },
          { destination: 'https://example.com/b', weight: 30 },
        ],
      },
    });
  });

  it('says which variant and field is wrong, in the server’s words', () => {
    const a = draft('https://example.com/a', '50');
    const noUrl = draft('  ', '50');
    expect(checkSplit([a, noUrl])).toEqual({ ok: false, problem: { key: noUrl.key, field: 'destination', message: VARIANT_DESTINATION_REQUIRED } });
    const badUrl = draft('javascript:alert(1)', '50');
    expect(checkSplit([a, badUrl])).toEqual({ ok: false, problem: { key: badUrl.key, field: 'destination', message: MSG.urlInvalid } });
    for (const weight of ['0', '101', '2.5', '', 'abc']) {
      const w = draft('https://example.com/w', weight);
      expect(checkSplit([a, w]), `weight ${JSON.stringify(weight)}`).toEqual({
        ok: false,
        problem: { key: w.key, field: 'weight', message: SPLIT_MSG.variantsInvalid },
      });
    }
    expect(checkSplit([a])).toEqual({ ok: false, problem: { message: SPLIT_MSG.variantsInvalid } });
    expect(checkSplit(Array.from({ length: 6 }, () => draft('https://example.com/', '1')))).toEqual({
      ok: false,
      problem: { message: SPLIT_MSG.variantsInvalid },
    });
  });

  it('places a server refusal on the variant the same check refuses, else on the split', () => {
    const a = draft('https://example.com/a', '50');
    const b = draft('javascript:x', '50');
    expect(placeSplitError([a, b], MSG.urlInvalid)).toEqual({ key: b.key, field: 'destination', message: MSG.urlInvalid });
    expect(placeSplitError([a, b], 'This destination is blocked.')).toEqual({ message: 'This destination is blocked.' });
  });

  it('knows when a save moves visitors between variants: new weights or variants, not a new name or URL', () => {
    const split = {
      variants: [
        { id: 'aaaaaaaa', destination: 'https://example.com/a', weight: 50 },
        { id: 'bbbbbbbb', destination: 'https://example.com/b', weight: 50 },
      ],
    };
    const same = draftsOf(split);
    expect(reassigns(split, same)).toBe(false);
    expect(
      reassigns(
        split,
        same.map((d, i) => (i === 0 ? { ...d, name: 'A', destination: 'https://example.com/other' } : d)),
      ),
    ).toBe(false);
    expect(
      reassigns(
        split,
        same.map((d, i) => (i === 0 ? { ...d, weight: '70' } : d)),
      ),
    ).toBe(true);
    expect(reassigns(split, [...same, newVariantDraft()])).toBe(true);
    expect(reassigns(split, [same[1]!, same[0]!])).toBe(true);
    expect(reassigns(null, newTestDrafts('https://example.com/'))).toBe(true);
  });
});

describe('automatic promotion in the form', () => {
  it('starts off with 95% and 100 visitors ready, or as the split has it', () => {
    expect(autoPromoteDraftOf(null)).toEqual({ on: false, confidence: 0.95, minVisitors: '100' });
    const split = { variants: [], autoPromote: { confidence: 0.99, minVisitors: 500 } };
    expect(autoPromoteDraftOf(split)).toEqual({ on: true, confidence: 0.99, minVisitors: '500' });
    expect(autoPromoteChanged(split, { on: true, confidence: 0.99, minVisitors: ' 500 ' })).toBe(false);
    expect(autoPromoteChanged(split, { on: true, confidence: 0.95, minVisitors: '500' })).toBe(true);
    expect(autoPromoteChanged(split, { on: false, confidence: 0.99, minVisitors: '500' })).toBe(true);
    expect(autoPromoteChanged({ variants: [] }, { on: false, confidence: 0.95, minVisitors: '100' })).toBe(false);
  });

  it('sends what the shared schema takes and refuses the rest with its message', () => {
    expect(checkAutoPromote({ on: false, confidence: 0.95, minVisitors: 'x' })).toEqual({ ok: true, autoPromote: undefined });
    expect(checkAutoPromote({ on: true, confidence: 0.9, minVisitors: ' 30 ' })).toEqual({ ok: true, autoPromote: { confidence: 0.9, minVisitors: 30 } });
    for (const minVisitors of ['29', '1000001', '100.5', '', 'many']) {
      expect(checkAutoPromote({ on: true, confidence: 0.95, minVisitors }), minVisitors).toEqual({ ok: false, message: SPLIT_MSG.autoPromoteInvalid });
    }
    expect(checkAutoPromote({ on: true, confidence: 0.8, minVisitors: '100' })).toEqual({ ok: false, message: SPLIT_MSG.autoPromoteInvalid });
    expect(autoPromoteText({ confidence: 0.95, minVisitors: 1500 })).toBe('%95 güvenle, her varyant 1.500 ziyaretçiye ulaştığında');
  });
});
