import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, openWithToken, sealWithToken } from './token-crypto.js';

describe('one-time tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 hex digest', () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seal a secret that only the same raw token opens', () => {
    const token = generateToken();
    const sealed = sealWithToken(token, 'refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(openWithToken(token, sealed)).toBe('refresh-token-value');
    expect(openWithToken(generateToken(), sealed)).toBeNull();
  });

  it('refuse tampered or malformed sealed data', () => {
    const token = generateToken();
    const [v, iv, body, tag] = sealWithToken(token, 'secret').split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(openWithToken(token, [v, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(openWithToken(token, 'v2.a.b.c')).toBeNull();
    expect(openWithToken(token, 'garbage')).toBeNull();
  });
});
