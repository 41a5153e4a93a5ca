import { describe, expect, it } from 'vitest';
import { filenameOf } from './download';

describe('filenameOf', () => {
  it('prefers the UTF-8 name, falls back to the quoted or bare one', () => {
    expect(filenameOf(`attachment; filename="kampanya-_.csv"; filename*=UTF-8''kampanya-%C5%9F.csv`)).toBe('kampanya-ş.csv');
    expect(filenameOf('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf(null)).toBeUndefined();
  });
});
