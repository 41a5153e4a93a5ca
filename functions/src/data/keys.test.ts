import { describe, expect, it } from 'vitest';
import {
  aliasKey,
  aliasKeyOf,
  emailKey,
  legacyAliasKey,
  searchShardKey,
  sessionKey,
  teamKey,
  teamMemberKey,
  teamMembersQuery,
  tokenKey,
  userCountShardKey,
  userKey,
  usersIndexKey,
  userTokenKey,
  webhookDeliveryKey,
  webhookEndpointKey,
} from './keys.js';

describe('keys', () => {
  it('builds the documented table keys', () => {
    expect(userKey('u1')).toEqual({ PK: 'USER#u1', SK: 'PROFILE' });
    expect(teamKey('t1')).toEqual({ PK: 'TEAM#t1', SK: 'TEAM' });
    expect(teamMemberKey('t1', 'u1')).toEqual({ PK: 'TEAM#t1', SK: 'MEMBER#u1' });
    expect(teamMembersQuery('t1')).toEqual({ PK: 'TEAM#t1', skPrefix: 'MEMBER#' });
    expect(tokenKey('abc')).toEqual({ PK: 'TOKEN#abc', SK: 'TOKEN' });
    expect(userTokenKey('u1', 'reset')).toEqual({ PK: 'USER#u1', SK: 'TOKEN#reset' });
    expect(aliasKey('Ab3x9')).toEqual({ PK: 'ALIAS#ab3x9', SK: 'ALIAS' });
    expect(searchShardKey('t1', 12)).toEqual({ PK: 'TEAM#t1#SEARCH#12', SK: 'SEARCH' });
    expect(usersIndexKey('2026-01-02T03:04:05.000Z', 'u1')).toEqual({ GSI3PK: 'USERS', GSI3SK: '2026-01-02T03:04:05.000Z#u1' });
    expect(sessionKey('u1', 's1')).toEqual({ PK: 'USER#u1', SK: 'SESSION#s1' });
    expect(userCountShardKey(3)).toEqual({ PK: 'STATS#USERS#3', SK: 'STATS' });
    expect(webhookEndpointKey('t1', 'e1')).toEqual({ PK: 'TEAM#t1', SK: 'WEBHOOK#e1' });
    expect(webhookDeliveryKey('e1', 'msg_1')).toEqual({ PK: 'WEBHOOK#e1', SK: 'DELIVERY#msg_1' });
  });

  it('makes one e-mail key per address regardless of case and surrounding space', () => {
    expect(emailKey(' Ann@Example.COM ')).toEqual({ PK: 'EMAIL#ann@example.com', SK: 'EMAIL' });
    expect(emailKey('ann@example.com')).toEqual(emailKey('ANN@EXAMPLE.COM'));
  });

  it('keys an alias by its code in lower case, and an older one by its exact code (issue 22)', () => {
    expect(aliasKey('ABC')).toEqual(aliasKey('abc'));
    expect(aliasKey('Brand7D90')).toEqual({ PK: 'ALIAS#brand7d90', SK: 'ALIAS' });
    expect(legacyAliasKey('Brand7D90')).toEqual({ PK: 'ALIAS#Brand7D90', SK: 'ALIAS' });
    expect(aliasKeyOf({ shortUrl: 'Brand7D90', aliasFolded: true })).toEqual(aliasKey('Brand7D90'));
    expect(aliasKeyOf({ shortUrl: 'Brand7D90' })).toEqual(legacyAliasKey('Brand7D90'));
    expect(aliasKeyOf({ shortUrl: 'abc' })).toEqual(aliasKey('abc'));
  });
});
