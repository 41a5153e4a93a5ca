import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES } from '@kisa/shared';
import { can } from './use-can';

describe('can', () => {
  it("follows the API's scopes when the user came with them", () => {
    expect(can({ teamRole: 'owner', scopes: ['links:read'] }, 'links:write')).toBe(false);
    expect(can({ teamRole: 'viewer', scopes: ['links:read'] }, 'links:read')).toBe(true);
  });

  it("falls back to the role's scopes for a copy kept from before scopes", () => {
    expect(can({ teamRole: 'viewer' }, 'links:write')).toBe(false);
    expect(can({ teamRole: 'member' }, 'links:write')).toBe(true);
    expect(can({ teamRole: 'admin' }, 'team:write')).toBe(true);
    expect(can({ teamRole: 'admin' }, 'team:owners')).toBe(false);
    expect(ROLE_SCOPES.owner.every((s) => can({ teamRole: 'owner' }, s))).toBe(true);
  });

  it('lets no one without a user do anything', () => {
    expect(can(null, 'links:read')).toBe(false);
    expect(can(undefined, 'account:read')).toBe(false);
  });
});
