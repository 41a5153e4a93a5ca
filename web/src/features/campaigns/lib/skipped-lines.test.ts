import { MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { SKIP_REASON, type SkippedLine } from './parse-bulk-file';
import { byLine, fileSummary, lineLabel, refusedLines, screeningNotes, skippedLinesCsv, skippedLinesFileName, skippedNotice } from './skipped-lines';
import { inLanguage } from '@/lib/test-support/language';

const skip = (line: number, content: string, reason: string = SKIP_REASON.noUrl, lastLine = line): SkippedLine => ({ line, lastLine, content, reason });

describe('skipped lines report', () => {
  it('counts the lines the list shows (a row over several lines counts each)', () => {
    expect(skippedNotice([skip(5, 'x')])).toBe('1 line was skipped: no valid URL found.');
    expect(skippedNotice([skip(5, 'x'), skip(7, 'y\nz', SKIP_REASON.noUrl, 8)])).toBe('3 lines were skipped: no valid URL found.');
    expect(skippedNotice(Array.from({ length: 1200 }, (_, i) => skip(i + 1, 'x')))).toBe('1,200 lines were skipped: no valid URL found.');
  });

  it('accounts for every line of the file', () => {
    const file = { totalLines: 16, urls: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'], headerLine: 1, emptyLines: 2 };
    expect(fileSummary(file, [skip(3, 'x'), skip(9, 'y', SKIP_REASON.invalidUrl)])).toBe(
      'The file has 16 lines: 11 with a link, 2 skipped, the header row (line 1), 2 empty lines (ignored).',
    );
    // A link the API refused moves from "with a link" to "skipped".
    expect(fileSummary({ ...file, totalLines: 11, headerLine: null, emptyLines: 0 }, [skip(4, 'z', SKIP_REASON.refused)])).toBe(
      'The file has 11 lines: 10 with a link, 1 skipped.',
    );
  });

  it('writes the CSV: Line, Content, Reason; quotes and formulas stay data', () => {
    expect(skippedLinesCsv([skip(5, 'not, a url'), skip(9, '=cmd()', SKIP_REASON.invalidUrl), skip(12, 'a\nb', SKIP_REASON.noUrl, 13)])).toBe(
      `Line,Content,Reason\r\n5,"not, a url",${SKIP_REASON.noUrl}\r\n9,'=cmd(),${SKIP_REASON.invalidUrl}\r\n12–13,"a\nb",${SKIP_REASON.noUrl}\r\n`,
    );
    expect(lineLabel(skip(4, 'x'))).toBe('4');
    expect(skippedLinesFileName('Yaz kampanyası 2026!')).toBe('skipped-lines-yaz-kampanyası-2026.csv');
    expect(skippedLinesFileName('***')).toBe('skipped-lines-bulk.csv');
  });

  it('finds the lines of links the API refused, by their index in the chunk', () => {
    const urlLines = [2, 3, 5, 8, 13];
    expect(refusedLines([{ index: 1, longUrl: 'https://x' }], 3, urlLines)).toEqual([skip(13, 'https://x', SKIP_REASON.refused)]);
    expect([skip(9, 'b'), skip(4, 'a')].sort(byLine).map((s) => s.line)).toEqual([4, 9]);
  });

  it('names the lines the API refused for a Kisa short link with the precise message', () => {
    expect(refusedLines([{ index: 0, longUrl: 'https://go.acme.test/x', reason: 'shortLink' }], 0, [4])).toEqual([
      skip(4, 'https://go.acme.test/x', SKIP_REASON.shortLink),
    ]);
    expect(SKIP_REASON.shortLink).toBe(MSG.targetIsShortLink);
  });

  it('names the lines the API refused for a blocklisted destination', () => {
    const refused = refusedLines(
      [
        { index: 0, longUrl: 'https://phish.example/', reason: 'blocked' },
        { index: 1, longUrl: 'nope', reason: 'invalid' },
      ],
      0,
      [4, 6],
    );
    expect(refused).toEqual([skip(4, 'https://phish.example/', SKIP_REASON.blocked), skip(6, 'nope', SKIP_REASON.refused)]);
    expect(skippedNotice([refused[0]!])).toBe('1 line was skipped: the destination is blocked.');
    expect(skippedNotice([skip(2, 'x'), ...refused])).toBe('3 lines were skipped: no valid URL found, or the destination is blocked (1).');
    // A blocked link was read as a link: it moves to "skipped", as any refused one.
    expect(fileSummary({ totalLines: 3, urls: ['a', 'b', 'c'], headerLine: null, emptyLines: 0 }, [refused[0]!])).toBe(
      'The file has 3 lines: 2 with a link, 1 skipped.',
    );
  });

  it("names the lines the API refused for a country or language column's destination, showing it", () => {
    const refused = refusedLines(
      [
        { index: 0, longUrl: 'https://a.example.com/', destination: 'http://localhost:3000/abcdefgh' },
        { index: 1, longUrl: 'https://b.example.com/', reason: 'blocked', destination: 'https://phish.example/tr' },
      ],
      0,
      [2, 3],
    );
    expect(refused).toEqual([skip(2, 'http://localhost:3000/abcdefgh', SKIP_REASON.ruleRefused), skip(3, 'https://phish.example/tr', SKIP_REASON.ruleBlocked)]);
    expect(skippedNotice([refused[1]!])).toBe('1 line was skipped: the destination is blocked.');
    expect(fileSummary({ totalLines: 3, urls: ['a', 'b', 'c'], headerLine: null, emptyLines: 0 }, refused)).toBe(
      'The file has 3 lines: 1 with a link, 2 skipped.',
    );
  });

  it('says what screening did: blocked and flagged links', () => {
    expect(screeningNotes(0, 0)).toEqual({ blocked: null, flagged: null });
    expect(screeningNotes(1, 0).blocked).toMatch(/^1 link was not created: the destination is on Kisa's blocklist/);
    expect(screeningNotes(0, 2).flagged).toMatch(/^2 links look suspicious .* warning page first/);
  });
});

describe('skipped lines report, in Turkish', () => {
  inLanguage('tr');

  it('says it in Turkish, with the spec’s Turkish figures', () => {
    expect(skippedNotice(Array.from({ length: 1200 }, (_, i) => skip(i + 1, 'x')))).toBe('1.200 satır atlandı: geçerli URL bulunamadı.');
    const file = { totalLines: 16, urls: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'], headerLine: 1, emptyLines: 2 };
    expect(fileSummary(file, [skip(3, 'x')])).toBe('Dosyada 16 satır var: 11 bağlantılı, 1 atlandı, başlık satırı (1. satır), 2 boş satır (yok sayıldı).');
    expect(skippedLinesCsv([skip(5, 'x', SKIP_REASON.invalidUrl)])).toBe('Satır,İçerik,Neden\r\n5,x,Geçerli bir http(s) URL’si değil\r\n');
  });
});
