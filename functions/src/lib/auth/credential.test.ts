import { describe, expect, it } from 'vitest';
import { readCredential } from './credential.js';

describe('readCredential', () => {
  it('takes a bearer JWT from the Authorization header', () => {
    expect(readCredential({ authorization: 'Bearer a.b.c' }, undefined)).toEqual({ kind: 'jwt', value: 'a.b.c' });
    expect(readCredential({ authorization: 'bearer   a.b.c ' }, undefined)).toEqual({ kind: 'jwt', value: 'a.b.c' });
  });

  it('recognises personal API keys by their prefix', () => {
    expect(readCredential({ authorization: 'Bearer kisa_abc123' }, undefined)).toEqual({ kind: 'apiKey', value: 'kisa_abc123' });
  });

  it('falls back to the token cookie, and prefers an explicit header over it', () => {
    expect(readCredential({}, ['token=c.o.o'])).toEqual({ kind: 'jwt', value: 'c.o.o' });
    expect(readCredential({ cookie: 'token=h.d.r' }, undefined)).toEqual({ kind: 'jwt', value: 'h.d.r' });
    expect(readCredential({ authorization: 'Bearer b.e.r' }, ['token=c.o.o'])).toEqual({ kind: 'jwt', value: 'b.e.r' });
  });

  it('finds nothing in other schemes or empty requests', () => {
    expect(readCredential({ authorization: 'Basic dXNlcjpwYXNz' }, undefined)).toBeNull();
    expect(readCredential({ authorization: 'Bearer' }, undefined)).toBeNull();
    expect(readCredential({}, undefined)).toBeNull();
  });
});
