import { describe, expect, it } from 'vitest';
import { decodeChallenge, encodeChallenge } from './challenge-token.js';
import { openWith, sealWith } from './seal-secret.js';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe('sealed authenticator secrets', () => {
  it('open for their owner under the same key', () => {
    const sealed = sealWith(key, 'u1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openWith(key, 'u1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealWith(key, 'u1', 'JBSWY3DPEHPK3PXP'), 'a fresh IV each time').not.toBe(sealed);
  });

  it('refuse a tampered ciphertext, tag or IV, another owner, another key and garbage', () => {
    const sealed = sealWith(key, 'u1', 'JBSWY3DPEHPK3PXP');
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    expect(openWith(key, 'u1', [v, iv, flip(body), tag].join('.'))).toBeNull();
    expect(openWith(key, 'u1', [v, iv, body, flip(tag)].join('.'))).toBeNull();
    expect(openWith(key, 'u1', [v, flip(iv), body, tag].join('.'))).toBeNull();
    expect(openWith(key, 'u2', sealed), 'copied onto another person').toBeNull();
    expect(openWith(otherKey, 'u1', sealed)).toBeNull();
    for (const garbage of ['', 'v1', 'v2.a.b.c', `${sealed}.x`, 'İstanbul.ışık.🚀.مفتاح']) expect(openWith(key, 'u1', garbage)).toBeNull();
  });
});

describe('sign-in challenges', () => {
  const claims = { challengeId: 'c1', userId: 'u1', passwordAt: 1_700_000_000_000, expiresAt: 1_700_000_300 };

  it('verify what was signed while it lives', () => {
    expect(decodeChallenge(encodeChallenge(claims, key), key, claims.expiresAt - 1)).toEqual(claims);
  });

  it('refuse an expired, altered, foreign-key or garbage value', () => {
    const value = encodeChallenge(claims, key);
    expect(decodeChallenge(value, key, claims.expiresAt)).toBeNull();
    const [, sig] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ c: 'c1', u: 'u2', p: claims.passwordAt, e: claims.expiresAt })).toString('base64url');
    expect(decodeChallenge(`${forged}.${sig}`, key, 0)).toBeNull();
    expect(decodeChallenge(value, otherKey, 0)).toBeNull();
    for (const garbage of ['', '.', 'a.b', `${value}.x`, 'İ.ı', '🚀']) expect(decodeChallenge(garbage, key, 0)).toBeNull();
  });
});
