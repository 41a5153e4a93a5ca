import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-fold.js';

describe('foldSearchText', () => {
  it('folds the Turkish i’s and letters the way people type them', () => {
    expect(foldSearchText('İstanbul’da')).toBe("istanbul'da");
    expect(foldSearchText('ISIK')).toBe('isik');
    expect(foldSearchText('ışık')).toBe('isik');
    expect(foldSearchText('Işık')).toBe('isik');
    expect(foldSearchText('ŞĞÇÖÜ şğçöü')).toBe('sgcou sgcou');
    expect(foldSearchText('Kadıköy’de Çarşı')).toBe("kadikoy'de carsi");
  });

  it('drops accents, unfolds compatibility forms and makes apostrophes one', () => {
    expect(foldSearchText('Crème Brûlée')).toBe('creme brulee');
    expect(foldSearchText('ＳＡＬＥ ﬁnal')).toBe('sale final');
    expect(foldSearchText('STRAẞE Straße')).toBe('strasse strasse');
    expect(foldSearchText('Ærø Łódź')).toBe('aero lodz');
    expect(foldSearchText('it‘s it’s itʼs it´s')).toBe("it's it's it's it's");
    expect(foldSearchText('مُحَمَّد')).toBe('محمد');
  });

  it('keeps what spells a letter: other scripts, emoji, Hangul syllables', () => {
    expect(foldSearchText('हिन्दी')).toBe('हिन्दी');
    expect(foldSearchText('한국어 링크')).toBe('한국어 링크');
    expect(foldSearchText('日本語')).toBe('日本語');
    expect(foldSearchText('👩‍💻 Kampanya 🎉')).toBe('👩‍💻 kampanya 🎉');
    expect(foldSearchText('xn--tkiye-vua.gov.tr/a?b=C')).toBe('xn--tkiye-vua.gov.tr/a?b=c');
  });

  it('is idempotent, so text folded when written and again when read still matches', () => {
    for (const text of ['İstanbul’da ışık', 'ẞ Æ Ø Œ', 'Crème', 'ＡＢＣ ①', '한국어', 'हिन्दी', 'مُحَمَّد', 'Ǆ ǅ ǆ', 'Ｉ İ ı I', '👍🏽 ❤️']) {
      const once = foldSearchText(text);
      expect(foldSearchText(once), text).toBe(once);
    }
  });
});
