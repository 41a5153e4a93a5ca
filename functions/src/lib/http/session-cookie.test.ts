import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, readCookie, sessionCookie } from './session-cookie.js';

describe('session cookie', () => {
  it('is HttpOnly, site-wide, one day, SameSite=Lax; Secure when configured', () => {
    expect(sessionCookie('jwt', false)).toBe('token=jwt; HttpOnly; Path=/; Max-Age=86400; SameSite=Lax');
    expect(sessionCookie('jwt', true)).toBe('token=jwt; HttpOnly; Path=/; Max-Age=86400; SameSite=Lax; Secure');
  });

  it('is cleared with the same attributes and Max-Age=0', () => {
    expect(clearedSessionCookie(false)).toBe('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax');
    expect(clearedSessionCookie(true)).toBe('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('is read from API Gateway v2 cookies or a Cookie header', () => {
    expect(readCookie('token', ['a=1', 'token=abc'], undefined)).toBe('abc');
    expect(readCookie('token', undefined, 'a=1; token=x.y.z; b=2')).toBe('x.y.z');
    expect(readCookie('token', ['xtoken=no', 'token='], 'tokens=no')).toBeUndefined();
    expect(readCookie('token', undefined, undefined)).toBeUndefined();
    expect(readCookie('token', ['token=a%20b'], undefined)).toBe('a b');
  });
});
