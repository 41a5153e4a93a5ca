import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, rankingCsv, sharePercent } from './csv';

describe('ranking CSV', () => {
  it('writes a header, one row per entry in rank order, counts and shares', () => {
    const csv = rankingCsv(
      'Browser',
      [
        { label: 'Chrome', count: 3 },
        { label: 'Unknown', count: 1 },
      ],
      4,
    );
    expect(csv).toBe('Browser,Clicks,Share (%)\r\nChrome,3,75.00\r\nUnknown,1,25.00\r\n');
  });

  it('puts extra columns after the name (the country code)', () => {
    expect(rankingCsv('Country', [{ label: 'Türkiye', extra: ['TR'], count: 2 }], 2, ['Code'])).toBe(
      'Country,Code,Clicks,Share (%)\r\nTürkiye,TR,2,100.00\r\n',
    );
  });

  it('adds unique clicks after the clicks where the ranking has them (tags)', () => {
    expect(
      rankingCsv(
        'Tag',
        [
          { label: 'spring', count: 3, unique: 2 },
          { label: 'sale, kasım', count: 1, unique: 1 },
        ],
        3,
      ),
    ).toBe('Tag,Clicks,Unique clicks,Share (%)\r\nspring,3,2,100.00\r\n"sale, kasım",1,1,33.33\r\n');
  });

  it('adds conversions, converting clicks and revenue per currency (major units) last where the ranking has them', () => {
    const rows = [
      {
        label: 'Red',
        count: 10,
        unique: 9,
        conversions: 4,
        convertingClicks: 3,
        revenue: [
          { currency: 'EUR', amount: 3998 },
          { currency: 'JPY', amount: 500 },
        ],
      },
      { label: 'Blue', count: 5, unique: 5, conversions: 0, convertingClicks: 0, revenue: [] },
    ];
    expect(rankingCsv('Variant', rows, 15)).toBe(
      'Variant,Clicks,Unique clicks,Share (%),Conversions,Converting clicks,Revenue\r\nRed,10,9,66.67,4,3,39.98 EUR; 500 JPY\r\nBlue,5,5,33.33,0,0,\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvField('Washington, D.C.')).toBe('"Washington, D.C."');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@evil')).toBe("'@evil");
    expect(csvField(-3)).toBe('-3');
  });

  it('answers 0 shares for an empty total and names files after the ranking and range', () => {
    expect(sharePercent(0, 0)).toBe('0.00');
    expect(sharePercent(1, 3)).toBe('33.33');
    expect(csvFileName('Operating System', '2025-05-14', '2025-05-20')).toBe('analytics-operating-system-2025-05-14_2025-05-20.csv');
    expect(csvFileName('İşletim Sistemi', '2025-05-14', '2025-05-20')).toBe('analytics-isletim-sistemi-2025-05-14_2025-05-20.csv');
  });
});
