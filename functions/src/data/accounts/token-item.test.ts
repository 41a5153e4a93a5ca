import { describe, expect, it } from 'vitest';
import { parseToken, tokenKey, userTokenKey } from './token-item.js';

describe('token item', () => {
  it('builds the documented keys', () => {
    expect(tokenKey('abc')).toEqual({ PK: 'TOKEN#abc', SK: 'TOKEN' });
    expect(userTokenKey('u1', 'reset')).toEqual({ PK: 'USER#u1', SK: 'TOKEN#reset' });
  });

  it('reads a link token or an invitation token by its purpose, and refuses any other', () => {
    const key = tokenKey('abc');
    expect(parseToken({ ...key, tokenHash: 'abc', purpose: 'reset', userId: 'u1', expiresAt: 5, ttl: 5 })).toEqual({
      tokenHash: 'abc',
      purpose: 'reset',
      userId: 'u1',
      expiresAt: 5,
    });
    const invite = { tokenHash: 'abc', purpose: 'invite', teamId: 't1', email: 'a@b.c', invitationId: 'i1', expiresAt: 5, sealedPassword: 's' };
    expect(parseToken({ ...key, ...invite, ttl: 5 })).toEqual(invite);
    expect(() => parseToken({ ...key, tokenHash: 'abc', purpose: 'login', userId: 'u1', expiresAt: 5 })).toThrow(
      /Malformed token item TOKEN#abc \/ TOKEN: purpose/,
    );
  });
});
