import { describe, expect, it } from 'vitest';
import { TAG_MSG, type TagRef } from '@kisa/shared';
import { tagOptions, tagsOf, toggleId } from './tag-options';

const tag = (id: string, name: string): TagRef => ({ id, name, color: 'blue' });
const TAGS = [tag('1', 'Summer sale'), tag('2', 'İndirim Kasım'), tag('3', 'sale'), tag('4', '🎉 Launch'), tag('5', 'Wholesale')];

describe('tag picker options', () => {
  it('offers every tag for no text', () => {
    expect(tagOptions(TAGS, '  ', true)).toEqual({ matches: TAGS, create: null, invalid: null });
  });

  it('finds tags whose name holds the text in any case, those starting with it first', () => {
    expect(tagOptions(TAGS, 'SALE', true).matches.map((t) => t.id)).toEqual(['3', '1', '5']);
    expect(tagOptions(TAGS, 'launch', true).matches.map((t) => t.id)).toEqual(['4']);
  });

  it('finds Turkish names typed without their dots (İ, ı), and knows a name in any case as the server does', () => {
    expect(tagOptions(TAGS, 'indirim', true).matches.map((t) => t.id)).toEqual(['2']);
    expect(tagOptions(TAGS, 'kasim', true).matches.map((t) => t.id)).toEqual(['2']);
    expect(tagOptions(TAGS, 'İNDIRIM kasım', true), 'the same name in other capitals').toMatchObject({ create: null });
    expect(tagOptions(TAGS, 'indirim kasim', true), "another name by the server's rule (dotless ı, dotted İ are letters)").toMatchObject({
      create: 'indirim kasim',
    });
  });

  it('offers a new tag for a name the team does not have, normalised, and not for one it has', () => {
    expect(tagOptions(TAGS, '  Black   Friday ', true)).toEqual({ matches: [], create: 'Black Friday', invalid: null });
    expect(tagOptions(TAGS, 'Sale', true).create).toBeNull();
    expect(tagOptions(TAGS, 'Black Friday', false).create, 'no creating in a filter').toBeNull();
  });

  it('says why a typed name cannot be a tag', () => {
    expect(tagOptions(TAGS, 'a,b', true)).toEqual({ matches: [], create: null, invalid: TAG_MSG.nameInvalid });
    expect(tagOptions(TAGS, 'x'.repeat(41), true).invalid).toBe(TAG_MSG.nameTooLong);
  });

  it('toggles an id in a set and resolves ids to known tags in order', () => {
    expect(toggleId(['1', '2'], '3')).toEqual(['1', '2', '3']);
    expect(toggleId(['1', '2'], '1')).toEqual(['2']);
    expect(tagsOf(['4', 'gone', '1'], TAGS).map((t) => t.name)).toEqual(['🎉 Launch', 'Summer sale']);
  });
});
