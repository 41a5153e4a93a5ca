import { describe, expect, it } from 'vitest';
import { parseUser, userCountShardKey, userKey, usersIndexKey } from './user-item.js';

const profile = {
  userId: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  role: 'user',
  teamId: 't1',
  plan: 'Free',
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('user profile item', () => {
  it('builds the documented keys', () => {
    expect(userKey('u1')).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(usersIndexKey('2026-01-02T03:04:05.000Z', 'u1')).toEqual({ GSI3PK: 'USERS', GSI3SK: '2026-01-02T03:04:05.000Z#u1' });
    expect(userCountShardKey(3)).toEqual({ PK: 'STATS#USERS#3', SK: 'STATS' });
  });

  it('reads a profile: absent flags are false, GSI3 keys mean counted, an old teamRole is not read (the membership holds the role)', () => {
    expect(parseUser({ ...userKey('u1'), ...profile })).toEqual({ ...profile, verified: false });
    expect(parseUser({ ...userKey('u1'), ...profile, teamRole: 'owner' })).toEqual({ ...profile, verified: false });
    expect(parseUser({ ...userKey('u1'), ...usersIndexKey(profile.createdAt, 'u1'), ...profile, verified: true, disabled: true })).toEqual({
      ...profile,
      verified: true,
      disabled: true,
      counted: true,
    });
  });

  it('refuses a profile with a role it does not know, naming the item', () => {
    expect(() => parseUser({ ...userKey('u1'), ...profile, role: 'root' })).toThrow(/Malformed user profile item USER#u1 \/ PROFILE: role/);
  });
});
