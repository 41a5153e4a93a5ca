import { describe, expect, it } from 'vitest';
import { sessionKey, userSessionsQuery } from './session-item.js';

describe('session item', () => {
  it('builds the documented keys', () => {
    expect(sessionKey('u1', 's1')).toEqual({ PK: 'USER#u1', SK: 'SESSION#s1' });
    expect(userSessionsQuery('u1')).toEqual({ PK: 'USER#u1', skPrefix: 'SESSION#' });
  });
});
