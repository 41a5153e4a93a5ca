import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY, type User } from '@kisa/shared';
import { clearUser, getUser, homeFor, isAdmin, parseUser, setUser, signOut } from './session';

const user: User = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user', teamId: 't1', teamRole: 'owner', plan: 'Enterprise', verified: true };
const paths = { adminDashboard: '/admin/dashboard', dashboard: '/user/dashboard' };

function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('stores, reads and clears the user under USER_STORAGE_KEY', () => {
    expect(getUser()).toBeNull();
    setUser(user);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
    expect(getUser()).toEqual(user);
    expect(getUser()).toBe(getUser()); // stable snapshot for useSyncExternalStore
    clearUser();
    expect(getUser()).toBeNull();
  });

  it('ignores corrupt or foreign values', () => {
    expect(parseUser('{not json')).toBeNull();
    expect(parseUser('null')).toBeNull();
    expect(parseUser(JSON.stringify({ name: 'no id' }))).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '[]');
    expect(getUser()).toBeNull();
  });

  it('routes admins to the admin dashboard and everyone else to the user dashboard', () => {
    expect(isAdmin({ ...user, role: 'admin' })).toBe(true);
    expect(homeFor({ ...user, role: 'admin' }, paths)).toBe(paths.adminDashboard);
    expect(homeFor(user, paths)).toBe(paths.dashboard);
    expect(homeFor(null, paths)).toBe(paths.dashboard);
  });

  it('signs out on the server and forgets the user even when the call fails', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'Signed out' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setUser(user);
    await signOut();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/signout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(getUser()).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setUser(user);
    await expect(signOut()).rejects.toThrow();
    expect(getUser()).toBeNull();
  });
});
