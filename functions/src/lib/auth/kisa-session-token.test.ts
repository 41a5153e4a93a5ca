import { describe, expect, it } from 'vitest';
import { decodeKisaSessionToken, encodeKisaSessionToken, isKisaSessionToken } from './kisa-session-token.js';

const key = Buffer.from('a-test-key-of-some-length');
const later = () => Math.floor(Date.now() / 1000) + 3600;

describe("Kisa's own session tokens", () => {
  it('verifies what it signed, with its session and methods', () => {
    const { token, sessionId } = encodeKisaSessionToken({ userId: 'u1', expiresAt: later(), amr: ['pwd', 'otp'] }, key);
    expect(isKisaSessionToken(token)).toBe(true);
    expect(decodeKisaSessionToken(token, key)).toEqual({ userId: 'u1', sessionId, expiresAt: expect.any(Number), amr: ['pwd', 'otp'] });
  });

  it('refuses an expired, altered or foreign-key token', () => {
    const { token } = encodeKisaSessionToken({ userId: 'u1', expiresAt: later(), amr: ['sso'] }, key);
    expect(decodeKisaSessionToken(token, key, later() + 1)).toBeNull();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, username: 'u2' })).toString('base64url');
    expect(decodeKisaSessionToken(`${h}.${forged}.${s}`, key)).toBeNull();
    expect(decodeKisaSessionToken(`${token}.x`, key)).toBeNull();
    expect(decodeKisaSessionToken(token, Buffer.from('another-key'))).toBeNull();
  });

  it('tells its tokens from anything else', () => {
    expect(isKisaSessionToken('kisa_abc')).toBe(false);
    expect(isKisaSessionToken('a.b.c')).toBe(false);
  });
});
