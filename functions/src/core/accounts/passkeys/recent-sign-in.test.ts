import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_SECONDS, sessionSignedInAt, signedInRecently } from './recent-sign-in.js';

const jwt = (payload: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('recent sign-in', () => {
  it("reads Cognito's auth_time before the token's iat, and nothing from an API key or garbage", () => {
    expect(sessionSignedInAt({ kind: 'jwt', value: jwt({ auth_time: 100, iat: 900 }) })).toBe(100);
    expect(sessionSignedInAt({ kind: 'jwt', value: jwt({ iat: 900 }) })).toBe(900);
    expect(sessionSignedInAt({ kind: 'jwt', value: jwt({ auth_time: '100' }) })).toBeNull();
    expect(sessionSignedInAt({ kind: 'jwt', value: 'not.a-token' })).toBeNull();
    expect(sessionSignedInAt({ kind: 'apiKey', value: 'kisa_abc' })).toBeNull();
    expect(sessionSignedInAt(null)).toBeNull();
  });

  it('counts a sign-in as recent for 15 minutes, to the second', () => {
    const now = 1_000_000;
    expect(signedInRecently(now - RECENT_SIGN_IN_SECONDS, now)).toBe(true);
    expect(signedInRecently(now - RECENT_SIGN_IN_SECONDS - 1, now)).toBe(false);
    expect(signedInRecently(null, now)).toBe(false);
  });
});
