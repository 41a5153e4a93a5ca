import { describe, expect, it } from 'vitest';
import { teamMemberKey, teamMembersQuery } from './member-item.js';

describe('team member item', () => {
  it('builds the documented keys', () => {
    expect(teamMemberKey('t1', 'u1')).toEqual({ PK: 'TEAM#t1', SK: 'MEMBER#u1' });
    expect(teamMembersQuery('t1')).toEqual({ PK: 'TEAM#t1', skPrefix: 'MEMBER#' });
  });
});
