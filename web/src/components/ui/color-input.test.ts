import { describe, expect, it } from 'vitest';
import { normalizeHex } from './color-input';

describe('normalizeHex', () => {
  it('accepts #rrggbb, rrggbb and #rgb, lower-cased', () => {
    expect(normalizeHex('#1E3A8A')).toBe('#1e3a8a');
    expect(normalizeHex('ffffff')).toBe('#ffffff');
    expect(normalizeHex('#abc')).toBe('#aabbcc');
  });
  it('refuses anything else', () => {
    expect(normalizeHex('')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
  });
});
