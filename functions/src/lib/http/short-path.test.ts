import { describe, expect, it } from 'vitest';
import { shortCodeOf } from './short-path.js';

describe('shortCodeOf', () => {
  it('is the single path segment, decoded', () => {
    expect(shortCodeOf('/Ab3x9')).toBe('Ab3x9');
    expect(shortCodeOf('/Ab3x9/')).toBe('Ab3x9');
    expect(shortCodeOf('/%C3%A7ay')).toBe('çay');
  });

  it('is empty for anything else', () => {
    expect(shortCodeOf('/')).toBe('');
    expect(shortCodeOf('/a/b')).toBe('');
    expect(shortCodeOf('/%E0%A4%A')).toBe('');
    expect(shortCodeOf(undefined)).toBe('');
  });
});
