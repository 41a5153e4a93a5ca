import { describe, expect, it } from 'vitest';
import { fileKind } from './parse-bulk-file';

describe('fileKind', () => {
  it('takes .csv and .txt in any case, and nothing else', () => {
    expect(fileKind('urls.csv')).toBe('csv');
    expect(fileKind('URLS.TXT')).toBe('txt');
    expect(fileKind('links.backup.csv')).toBe('csv');
    expect(fileKind('urls.xlsx')).toBeNull();
    expect(fileKind('csv')).toBeNull();
  });
});
