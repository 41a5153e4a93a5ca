import { describe, expect, it } from 'vitest';
import { KEY_SCOPES, ROLE_SCOPES, SCOPES, TEAM_ROLES, effectiveScopes } from '../permissions.js';
import { operationList } from './index.js';

describe('operation scopes', () => {
  it('every signed-in operation declares the scope it needs, and no other operation does', () => {
    const missing = operationList.filter((o) => o.auth === 'user' && !o.scope).map((o) => o.operationId);
    const stray = operationList.filter((o) => o.auth !== 'user' && o.scope).map((o) => o.operationId);
    expect({ missing, stray }).toEqual({ missing: [], stray: [] });
  });

  it('roles nest: each role may do all a lower one may', () => {
    const [owner, admin, member, viewer] = TEAM_ROLES.map((r) => new Set(ROLE_SCOPES[r]));
    const notIn = (a: Set<string>, b: Set<string>) => [...a].filter((s) => !b.has(s));
    expect({ viewerNotMember: notIn(viewer!, member!), memberNotAdmin: notIn(member!, admin!), adminNotOwner: notIn(admin!, owner!) }).toEqual({
      viewerNotMember: [],
      memberNotAdmin: [],
      adminNotOwner: [],
    });
    expect([...owner!].sort()).toEqual([...SCOPES].sort());
  });

  it('a viewer may call no operation that changes anything', () => {
    const viewer = new Set(ROLE_SCOPES.viewer);
    const writes = operationList.filter((o) => o.auth === 'user' && o.method !== 'GET' && o.scope !== 'account:write' && viewer.has(o.scope!));
    expect(writes.map((o) => o.operationId)).toEqual([]);
  });

  it("a key never exceeds its creator's role", () => {
    expect(effectiveScopes('viewer', {}, [...KEY_SCOPES])).toEqual(ROLE_SCOPES.viewer.filter((s) => s !== 'account:write'));
    expect(effectiveScopes('owner', {}, ['links:read'])).toEqual(['account:read', 'links:read']);
  });
});
