import { describe, expect, it } from 'vitest';
import { normalizeDomainHost } from './domains.js';

describe('normalizeDomainHost', () => {
  it('keeps the ASCII host of what people type', () => {
    expect(normalizeDomainHost('Go.Acme.com')).toBe('go.acme.com');
    expect(normalizeDomainHost(' https://go.acme.com/ ')).toBe('go.acme.com');
    expect(normalizeDomainHost('go.acme.com.')).toBe('go.acme.com');
    expect(normalizeDomainHost('kısa.örnek.com')).toBe('xn--ksa-jua.xn--rnek-4qa.com');
    expect(normalizeDomainHost('xn--ksa-jua.xn--rnek-4qa.com')).toBe('xn--ksa-jua.xn--rnek-4qa.com');
    expect(normalizeDomainHost('🙂.example')).toMatch(/^xn--/);
  });

  it('refuses what is not a public host name', () => {
    for (const input of [
      '',
      'acme',
      'localhost',
      'a.localhost',
      '10.0.0.1',
      '[::1]',
      'go.acme.com:443',
      'go.acme.com/x',
      'a b.com',
      'user@acme.com',
      'a..com',
      '-a.com',
      'a-.com',
      'acme.123',
      `${'a'.repeat(64)}.com`,
      `${'a.'.repeat(130)}com`,
    ]) {
      expect(normalizeDomainHost(input), JSON.stringify(input)).toBeNull();
    }
  });
});
