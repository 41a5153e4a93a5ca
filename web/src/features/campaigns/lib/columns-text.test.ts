import { describe, expect, it } from 'vitest';
import { columnsText } from './columns-text';

describe('columnsText', () => {
  it('names the columns read and those not read', () => {
    expect(columnsText({ read: ['URL', 'Title', 'tags'], ignored: [] })).toBe('Columns read: URL, Title, tags.');
    expect(columnsText({ read: ['url'], ignored: ['Notlar'] })).toBe('Columns read: url. Not read: Notlar.');
  });
  it('says an alias column is not taken, and what links get instead', () => {
    expect(columnsText({ read: ['URL'], ignored: ['Alias', 'notes'] })).toBe('Columns read: URL. Not read: notes. Alias: aliases are not taken from a file yet; each link gets a random alias.');
  });
});
