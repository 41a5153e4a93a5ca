import { describe, expect, it } from 'vitest';
import { TAG_MSG, type Tag } from '@kisa/shared';
import { byName, checkNewTagName, deleteTagText, linksText, tagPatch } from './tag-text';
import { inLanguage } from '@/lib/test-support/language';

const tag = (id: string, name: string, links = 0, createdAt = '2026-05-01T10:00:00.000Z'): Tag => ({ id, name, color: 'blue', links, createdAt });
const TAGS = [tag('1', 'İndirim Kasım', 3), tag('2', '🎉 Launch'), tag('3', 'Çay', 1), tag('4', 'cep')];

describe('the Tags screen text', () => {
  it("checks a new name with the shared rule, then against the team's names in any case", () => {
    expect(checkNewTagName('  ', TAGS)).toBe(TAG_MSG.nameRequired);
    expect(checkNewTagName('a,b', TAGS)).toBe(TAG_MSG.nameInvalid);
    expect(checkNewTagName('x'.repeat(41), TAGS)).toBe(TAG_MSG.nameTooLong);
    expect(checkNewTagName('İNDIRIM  kasım', TAGS)).toBe(TAG_MSG.nameTaken);
    expect(checkNewTagName('🎉 launch', TAGS)).toBe(TAG_MSG.nameTaken);
    expect(checkNewTagName('Spring', TAGS)).toBeNull();
  });

  it('lets a tag keep its own name (a recolour, a change of case)', () => {
    expect(checkNewTagName('🎉 LAUNCH', TAGS, '2')).toBeNull();
    expect(checkNewTagName('🎉 LAUNCH', TAGS, '1')).toBe(TAG_MSG.nameTaken);
  });

  it('counts links', () => {
    expect(linksText(0)).toBe('No links');
    expect(linksText(1)).toBe('1 link');
    expect(linksText(1250)).toBe('1,250 links');
  });

  it('says what deleting does', () => {
    expect(deleteTagText(tag('x', 'A', 0))).toBe('No link carries it. This cannot be undone.');
    expect(deleteTagText(tag('x', 'A', 1))).toBe('It comes off the 1 link that carries it; the link itself stays. This cannot be undone.');
    expect(deleteTagText(tag('x', 'A', 3))).toBe('It comes off the 3 links that carry it; the links themselves stay. This cannot be undone.');
  });

  describe('in Turkish', () => {
    inLanguage('tr');
    it('counts links and says what deleting does in tr-TR words and numbers', () => {
      expect(linksText(0)).toBe('Bağlantı yok');
      expect(linksText(1250)).toBe('1.250 bağlantı');
      expect(deleteTagText(tag('x', 'A', 1250))).toBe('Taşıyan 1.250 bağlantıdan kaldırılır; bağlantıların kendileri kalır. Bu işlem geri alınamaz.');
    });
  });

  it('sorts by name as Turkish readers do', () => {
    expect(byName(TAGS).map((t) => t.name)).toEqual(['🎉 Launch', 'cep', 'Çay', 'İndirim Kasım']);
  });

  it('patches only what changed', () => {
    const t = tag('1', 'Spring');
    expect(tagPatch(t, ' Spring ', 'blue')).toBeNull();
    expect(tagPatch(t, 'Spring  sale', 'blue')).toEqual({ name: 'Spring sale' });
    expect(tagPatch(t, 'Spring', 'red')).toEqual({ color: 'red' });
  });
});
