import { describe, expect, it } from 'vitest';
import { columnsText } from './columns-text';

describe('columnsText', () => {
  it('names the columns read and those not read', () => {
    expect(columnsText({ read: ['URL', 'Title', 'Alias', 'tags'], ignored: [] })).toBe('Columns read: URL, Title, Alias, tags.');
    expect(columnsText({ read: ['url'], ignored: ['Notlar', 'ملاحظات'] })).toBe('Columns read: url. Not read: Notlar, ملاحظات.');
  });
});
