import { describe, expect, it } from 'vitest';
import { teamKey } from './keys.js';

describe('keys', () => {
  it('builds the team key the team partition is named by', () => {
    expect(teamKey('t1')).toEqual({ PK: 'TEAM#t1', SK: 'TEAM' });
  });
});
