import { describe, expect, it } from 'vitest';
import { fallbackTitle, filterCountText, qrFileName, searchCountText, unknownTagsText } from './format';
import { showLanguageNow } from '@/lib/test-support/language';

describe('unknownTagsText', () => {
  it('says a tag filter named tags the team does not have, and what is shown instead', () => {
    expect(unknownTagsText(1, 0)).toBe('The tag in this address does not exist (deleted, or never created): showing all links.');
    expect(unknownTagsText(2, 1)).toBe('2 tags in this address do not exist (deleted, or never created): filtering by the other tags only.');
  });
});

describe('fallbackTitle and qrFileName', () => {
  it("names a link whose page title cannot be fetched after its target's host, decoded", () => {
    expect(fallbackTitle('https://example.com/x')).toBe('example.com');
    expect(fallbackTitle('https://xn--mgbh0fb.xn--kgbechtv/')).toBe('مثال.إختبار');
  });
  it('names the QR PNG after the alias', () => {
    expect(qrFileName('abc12')).toBe('abc12.png');
    expect(qrFileName('My_Alias-2')).toBe('My_Alias-2.png');
    expect(qrFileName('../x')).toBe('x.png');
    expect(qrFileName('')).toBe('qr-code.png');
  });
});

describe('searchCountText', () => {
  it('says how many links a search matched, in the singular for one and as the empty state for none', () => {
    expect(searchCountText(1, 'wool')).toBe('1 link matches');
    expect(searchCountText(12, 'wool')).toBe('12 links match');
    expect(searchCountText(8333, 'wool')).toBe('8,333 links match');
    expect(searchCountText(0, 'zzzz')).toBe('No links match “zzzz”.');
  });
});

describe('filterCountText', () => {
  it('counts matches as the search does, and says what was asked when none match', () => {
    expect(filterCountText(3, '', ['Spring'])).toBe('3 links match');
    expect(filterCountText(1, 'wool', ['Spring'])).toBe('1 link matches');
    expect(filterCountText(0, 'wool', [])).toBe('No links match “wool”.');
    expect(filterCountText(0, '', ['İndirim Kasım'])).toBe('No links are tagged “İndirim Kasım”.');
    expect(filterCountText(0, '', ['A', 'B', 'C'])).toBe('No links are tagged “A”, “B” or “C”.');
    expect(filterCountText(0, 'wool', ['A'])).toBe('No links tagged “A” match “wool”.');
  });
});

describe('in Turkish', () => {
  it('counts and quotes in Turkish, numbers in tr-TR', () => {
    showLanguageNow('tr');
    try {
      expect(searchCountText(8333, 'yün')).toBe('8.333 bağlantı eşleşiyor');
      expect(filterCountText(0, '', ['A', 'B'])).toBe('“A” ya da “B” etiketli bağlantı yok.');
      expect(unknownTagsText(2, 1)).toBe('Bu adresteki 2 etiket yok (silinmiş ya da hiç oluşturulmamış): yalnızca diğer etiketlere göre filtreleniyor.');
    } finally {
      showLanguageNow('en');
    }
  });
});
