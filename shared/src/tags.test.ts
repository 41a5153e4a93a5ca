import { describe, expect, it } from 'vitest';
import { checkTagName, normalizeTagName, parseTagCell, TAG_MSG, tagNameKey } from './tags.js';

describe('tag names', () => {
  it('are trimmed with inner spaces made one, and unique by a folded key in any script', () => {
    expect(normalizeTagName('  Yaz   İndirimi ')).toBe('Yaz İndirimi');
    expect(tagNameKey('SALE')).toBe(tagNameKey('sale'));
    expect(tagNameKey('Straße')).toBe(tagNameKey('STRAẞE'.toLowerCase()));
    expect(tagNameKey('ｓａｌｅ')).toBe(tagNameKey('sale'));
    expect(tagNameKey('عرض')).toBe('عرض');
  });

  it('refuse empty, over-long, comma and control-character names', () => {
    expect(checkTagName('  ')).toBe(TAG_MSG.nameRequired);
    expect(checkTagName('🎉'.repeat(40))).toBeNull();
    expect(checkTagName('🎉'.repeat(41))).toBe(TAG_MSG.nameTooLong);
    expect(checkTagName('a,b')).toBe(TAG_MSG.nameInvalid);
    expect(checkTagName('a\u0007b')).toBe(TAG_MSG.nameInvalid);
    expect(checkTagName('Kampanya 2026')).toBeNull();
  });

  it("split a bulk file's tags cell at commas, each name once in any case", () => {
    expect(parseTagCell(' Sale, sale ,  Yeni 🎁,, ')).toEqual(['Sale', 'Yeni 🎁']);
    expect(parseTagCell('')).toEqual([]);
  });
});
