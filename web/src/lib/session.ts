import { useSyncExternalStore } from 'react';
import { USER_STORAGE_KEY, type User } from '@kisa/shared';
import { apiCall } from './api-calls';

/**
 * The signed-in user, kept in localStorage for the UI. The session itself is the API's
 * HttpOnly `token` cookie; this copy only decides what to show and where to route.
 */
const CHANGE_EVENT = 'kisa:session';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

let cachedRaw: string | null | undefined;
let cachedUser: User | null = null;

export function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as Partial<User> | null;
    if (!u || typeof u !== 'object' || typeof u.id !== 'string' || typeof u.email !== 'string') return null;
    return { name: '', role: 'user', teamId: '', teamRole: 'member', plan: '', verified: true, ...u } as User;
  } catch {
    return null;
  }
}

export function getUser(): User | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function notify() {
  globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
}

export function setUser(user: User): void {
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

export function clearUser(): void {
  storage()?.removeItem(USER_STORAGE_KEY);
  notify();
}

export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}

/** Where a user lands after signing in or verifying. */
export function homeFor(user: User | null, paths: { adminDashboard: string; dashboard: string }): string {
  return isAdmin(user) ? paths.adminDashboard : paths.dashboard;
}

function subscribe(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_STORAGE_KEY) callback();
  };
  globalThis.addEventListener?.(CHANGE_EVENT, callback);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(CHANGE_EVENT, callback);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The signed-in user (reactive; also follows other tabs). */
export function useUser(): User | null {
  return useSyncExternalStore(subscribe, getUser, () => null);
}

/** Ends the session on the server (clears the cookie) and forgets the local user. */
export async function signOut(): Promise<void> {
  try {
    await apiCall('POST', '/api/auth/signout');
  } finally {
    clearUser();
  }
}
