import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('link password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with N=16384 r=8 p=1, a random 16-byte salt and never the password', async () => {
    const a = await hashPassword('open sesame');
    const b = await hashPassword('open sesame');
    const [alg, n, r, p, salt, hash] = a.split('$');
    expect({ alg, n, r, p }).toEqual({ alg: 'scrypt', n: '16384', r: '8', p: '1' });
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(a).not.toContain('open sesame');
    expect(a, 'two hashes of one password differ (salted)').not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('open sesame');
    expect(await verifyPassword('open sesame', stored)).toBe(true);
    expect(await verifyPassword('open sesame ', stored)).toBe(false);
    expect(await verifyPassword('Open sesame', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    const unicode = await hashPassword('şifre-ÇĞİÖÜ');
    expect(await verifyPassword('şifre-ÇĞİÖÜ', unicode)).toBe(true);
  });

  it('refuses malformed or tampered hashes instead of throwing or burning memory', async () => {
    const stored = await hashPassword('pw');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain',
      'bcrypt$x',
      parts.slice(0, 5).join('$'),
      ['scrypt', 2 ** 30, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 1000, 8, 1, parts[4], parts[5]].join('$'),
      ['scrypt', 16384, 8, 1, parts[4], 'AAAA'].join('$'),
    ])
      expect(await verifyPassword('pw', bad), bad).toBe(false);
  });
});
