import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '../test-support/api.js';

// Integration: the session list on the profile item, against DynamoDB Local. config.ts reads
// the environment at import, so the runtime's handler environment goes in first.
Object.assign(process.env, runtime().env);
const users = await import('./users-repo.js');
const sessions = await import('./sessions-repo.js');

const nowSeconds = () => Math.floor(Date.now() / 1000);
const day = () => nowSeconds() + 86_400;

async function newUser(): Promise<string> {
  const createdAt = new Date().toISOString();
  const userId = randomUUID();
  const teamId = randomUUID();
  const outcome = await users.createAccount(
    { userId, name: 'Session Test', email: `sessions-${userId.slice(0, 8)}@example.com`, role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true, createdAt },
    { teamId, name: 'team', createdAt },
  );
  expect(outcome).toBe('created');
  return userId;
}

const listed = async (userId: string) => Object.keys((await users.getUser(userId, { consistent: true }))?.sessions ?? {}).sort();

describe('sessions repo', () => {
  it('adds sessions (creating the map on first use, also when two first sign-ins race) and removes exactly one', async () => {
    const userId = await newUser();
    expect(await users.getUser(userId)).not.toHaveProperty('sessions');
    // Both writers believe the map is missing; one creates it, the other adds to it.
    const [a, b] = await Promise.all([
      sessions.addSession(userId, { id: 'a', expiresAt: day() }, Date.now(), undefined),
      sessions.addSession(userId, { id: 'b', expiresAt: day() }, Date.now(), undefined),
    ]);
    expect([a, b]).toEqual(['added', 'added']);
    expect(await listed(userId)).toEqual(['a', 'b']);

    await sessions.removeSession(userId, 'a');
    expect(await listed(userId)).toEqual(['b']);
    // Removing again, or from a user without a profile, is not an error.
    await sessions.removeSession(userId, 'a');
    await sessions.removeSession(randomUUID(), 'a');
    expect(await listed(userId)).toEqual(['b']);
    expect(await sessions.addSession(randomUUID(), { id: 'x', expiresAt: day() }, Date.now(), undefined)).toBe('noUser');
  });

  it('ends all sessions (but the kept one) and refuses sessions authenticated before that, in the same second too', async () => {
    const userId = await newUser();
    for (const id of ['a', 'b']) await sessions.addSession(userId, { id, expiresAt: day() }, Date.now(), (await users.getUser(userId))?.sessions);
    const before = Date.now();
    const endedAt = before + 1; // a millisecond later: same second or not, the order is what counts
    expect(await sessions.removeAllSessions(userId, endedAt, { id: 'b', expiresAt: day() })).toBe(true);
    expect(await listed(userId)).toEqual(['b']);

    const known = (await users.getUser(userId))?.sessions;
    expect(await sessions.addSession(userId, { id: 'late', expiresAt: day() }, before, known)).toBe('ended');
    expect(await sessions.addSession(userId, { id: 'fresh', expiresAt: day() }, endedAt, known)).toBe('added');
    expect(await listed(userId)).toEqual(['b', 'fresh']);

    expect(await sessions.removeAllSessions(userId, Date.now())).toBe(true);
    expect(await listed(userId)).toEqual([]);
    expect(await sessions.removeAllSessions(randomUUID(), Date.now())).toBe(false);
  });

  it('prunes expired sessions and keeps at most MAX_SESSIONS, dropping the oldest', async () => {
    const userId = await newUser();
    const { MAX_SESSIONS } = sessions;
    const expired = { old1: nowSeconds() - 10, old2: nowSeconds() };
    // The oldest live ones expire first; s0 is the oldest.
    const live = Object.fromEntries(Array.from({ length: MAX_SESSIONS }, (_, i) => [`s${i}`, day() - MAX_SESSIONS + i]));
    expect(await sessions.addSession(userId, { id: 'seed', expiresAt: day() }, Date.now(), undefined)).toBe('added');
    await sessions.removeSession(userId, 'seed');
    // Fill the map as it would be after many sign-ins (one write per entry, like sign-ins).
    for (const [id, expiresAt] of Object.entries({ ...expired, ...live })) {
      await sessions.addSession(userId, { id, expiresAt }, Date.now(), {});
    }
    const known = (await users.getUser(userId))?.sessions;
    expect(Object.keys(known ?? {})).toHaveLength(MAX_SESSIONS + 2);

    expect(await sessions.addSession(userId, { id: 'new', expiresAt: day() }, Date.now(), known)).toBe('added');
    const after = await listed(userId);
    expect(after).toHaveLength(MAX_SESSIONS);
    expect(after).toContain('new');
    expect(after).not.toContain('old1');
    expect(after).not.toContain('old2');
    expect(after).not.toContain('s0');
    expect(after).toContain('s1');
  });
});
