import { describe, expect, it } from 'vitest';
import { fallbackTitle, qrFileName } from './format';

describe('fallbackTitle and qrFileName', () => {
  it('numbers the fallback title after the current link count', () => {
    expect(fallbackTitle(0)).toBe('Link-1');
    expect(fallbackTitle(41)).toBe('Link-42');
  });
  it('names the QR PNG after the alias', () => {
    expect(qrFileName('abc12')).toBe('abc12.png');
    expect(qrFileName('My_Alias-2')).toBe('My_Alias-2.png');
    expect(qrFileName('../x')).toBe('x.png');
    expect(qrFileName('')).toBe('qr-code.png');
  });
});
