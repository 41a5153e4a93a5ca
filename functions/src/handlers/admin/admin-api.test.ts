import { MSG, type AdminUserRow } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test-support/api.js';
import { makeAdmin, signIn, TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { LONG_ID } from '#test-support/bad-input.js';

// Integration: admin routes behind the local gateway, against the emulators.

describe('admin API', () => {
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    [admin, user] = await Promise.all([verifiedSession('admin', 'Ada Admin'), verifiedSession('plain', 'Paul Plain')]);
    await makeAdmin(admin.user.id);
  });

  it('is admin-only: 403 for a user, 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/stats'],
      ['PATCH', `/api/admin/users/${user.user.id}`],
    ] as const) {
      const asUser = await call(method, path, { headers: user.auth, json: method === 'PATCH' ? { verified: true } : undefined });
      expect(asUser.status, `${method} ${path} as a user`).toBe(403);
      expect(asUser.body).toMatchObject({ errorMessage: MSG.forbidden });
      expect((await call(method, path)).status, `${method} ${path} anonymous`).toBe(401);
    }
  });

  it('pages through every user newest first, with the total', async () => {
    // A few more users than one page of 2, so the walk crosses pages.
    await Promise.all([verifiedSession('pager-a'), verifiedSession('pager-b'), verifiedSession('pager-c')]);
    const first = await call('GET', '/api/admin/users?page=1&limit=2', { headers: admin.auth });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const total: number = first.body.total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(first.body.page).toBe(1);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.stringMatching(/^(user|admin)$/),
      teamId: expect.any(String),
      teamRole: expect.stringMatching(/^(owner|member)$/),
      plan: 'Enterprise',
      verified: expect.any(Boolean),
      disabled: false,
      createdAt: expect.any(String),
    });

    // Walk every page of 2: each user exactly once, newest first, and the total matches.
    const seen: AdminUserRow[] = [];
    const pages = Math.ceil(total / 2);
    for (let page = 1; page <= pages; page++) {
      const res = await call('GET', `/api/admin/users?page=${page}&limit=2`, { headers: admin.auth });
      expect(res.body.page).toBe(page);
      seen.push(...res.body.items);
    }
    // Users signing up in parallel test files may shift pages; never lose or repeat the ones that were there.
    expect(new Set(seen.map((u) => u.id)).size, 'no user repeated across pages').toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(total);
    const created = seen.map((u) => u.createdAt);
    expect(created, 'newest first').toEqual([...created].sort().reverse());
    expect(seen.map((u) => u.id)).toEqual(expect.arrayContaining([admin.user.id, user.user.id]));

    const beyond = await call('GET', `/api/admin/users?page=${pages + 5}&limit=2`, { headers: admin.auth });
    expect(beyond.body.items).toEqual([]);
    // Out-of-bounds values are refused, naming the parameter (query-bounds-api.test.ts has the rest).
    const refused = await call('GET', '/api/admin/users?page=abc&limit=100000', { headers: admin.auth });
    expect([refused.status, refused.body.errors?.map((e: { pointer: string }) => e.pointer).sort()]).toEqual([400, ['limit', 'page']]);
    const plain = await call('GET', '/api/admin/users', { headers: admin.auth });
    expect(plain.body.items.length).toBe(Math.min(10, plain.body.total));
  });

  it('pages by key: each answer carries the cursor of the next page, absent on the last', async () => {
    await Promise.all([verifiedSession('cursor-a'), verifiedSession('cursor-b')]);
    const seen: AdminUserRow[] = [];
    let cursor: string | undefined;
    let page = 1;
    let total = 0;
    do {
      const res = await call('GET', `/api/admin/users?limit=3&page=${page}${cursor ? `&cursor=${cursor}` : ''}`, { headers: admin.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.page).toBe(page);
      expect(res.body.items.length).toBeLessThanOrEqual(3);
      total = res.body.total;
      seen.push(...res.body.items);
      cursor = res.body.cursor;
      page++;
    } while (cursor && page < 10_000);
    expect(new Set(seen.map((u) => u.id)).size, 'no user repeated across pages').toBe(seen.length);
    const created = seen.map((u) => `${u.createdAt}#${u.id}`);
    expect(created, 'newest first').toEqual([...created].sort().reverse());
    // Users signing up in parallel test files may come in above the walk; none that were there is lost.
    expect(seen.length).toBeGreaterThanOrEqual(total - 20);
    expect(seen.map((u) => u.id)).toEqual(expect.arrayContaining([admin.user.id, user.user.id]));
    // A cursor the list did not give out is refused, never read as a key elsewhere.
    const forged = Buffer.from(JSON.stringify({ PK: 'LINK#x', SK: 'LINK' })).toString('base64url');
    const first = await call('GET', `/api/admin/users?limit=3&cursor=${forged}`, { headers: admin.auth });
    expect([first.status, first.body.errorMessage]).toEqual([400, MSG.cursorInvalid]);
  });

  it('answers the dashboard stats with the real user count', async () => {
    const stats = await call('GET', '/api/admin/stats', { headers: admin.auth });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ users: expect.any(Number), clicks: expect.any(Number), revenue: expect.any(Array) });
    const users = await call('GET', '/api/admin/users?limit=1', { headers: admin.auth });
    expect(stats.body.users).toBeGreaterThanOrEqual(users.body.total - 5);
    expect(stats.body.users).toBeGreaterThanOrEqual(2);
  });

  it('counts a short-link click in the Clicks figure', async () => {
    const code = `adm${Date.now().toString(36)}`;
    const link = await call('POST', '/api/links', { headers: user.auth, json: { longUrl: 'https://example.com/admin-clicks', shortUrl: code } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const before: number = (await call('GET', '/api/admin/stats', { headers: admin.auth })).body.clicks;
    const visit = await call('GET', `/${code}`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36' },
    });
    expect(visit.status).toBe(302);
    await expect
      .poll(async () => (await call('GET', '/api/admin/stats', { headers: admin.auth })).body.clicks, {
        timeout: 15_000,
        interval: 250,
        message: 'the Clicks figure after one click',
      })
      .toBeGreaterThanOrEqual(before + 1);
  });

  it('disables a user (sessions and sign-in stop), enables them again, and marks verified', async () => {
    const subject = await verifiedSession('subject', 'Tess Subject');
    const disabled = await call('PATCH', `/api/admin/users/${subject.user.id}`, { headers: admin.auth, json: { disabled: true } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body).toMatchObject({ id: subject.user.id, disabled: true });
    expect((await call('GET', '/api/me', { headers: subject.auth })).status, "a disabled user's session").toBe(401);
    const signin = await call('POST', '/api/auth/signin', { json: { email: subject.email, password: TEST_PASSWORD } });
    // The right password: told the account is disabled (a wrong one still hears 'Incorrect e-mail or password').
    expect(signin.status).toBe(403);
    expect(signin.body).toMatchObject({ errorMessage: MSG.accountDisabled });
    const wrong = await call('POST', '/api/auth/signin', { json: { email: subject.email, password: 'not the password' } });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: expect.objectContaining({ errorMessage: MSG.wrongCredentials }) });

    const enabled = await call('PATCH', `/api/admin/users/${subject.user.id}`, { headers: admin.auth, json: { disabled: false, verified: true } });
    expect(enabled.body).toMatchObject({ disabled: false, verified: true });
    await signIn(subject.email, TEST_PASSWORD);

    const self = await call('PATCH', `/api/admin/users/${admin.user.id}`, { headers: admin.auth, json: { disabled: true } });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ errorMessage: MSG.cannotDisableSelf });
    expect((await call('PATCH', '/api/admin/users/nobody', { headers: admin.auth, json: { verified: true } })).status).toBe(404);
    expect((await call('PATCH', `/api/admin/users/${subject.user.id}`, { headers: admin.auth, json: {} })).body).toMatchObject({
      errorMessage: MSG.nothingToUpdate,
    });
  });

  it('answers 404 for a user id that cannot exist (3,000 characters), not a 500', async () => {
    for (const json of [{ verified: true }, { disabled: true }]) {
      const res = await call('PATCH', `/api/admin/users/${LONG_ID}`, { headers: admin.auth, json });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.userNotFound }) });
    }
  });
});
