import { MSG, type SessionInfo } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { call } from '#test-support/api.js';
import { TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';
import { UA } from '#test-support/user-agents.js';

// Integration: the sessions a person sees and ends, and an owner or admin ending a member's.

/** Signs in from a browser with this user agent. */
async function signInWith(email: string, password: string, userAgent: string): Promise<Session & { sessionId?: string }> {
  const res = await call('POST', '/api/auth/signin', { json: { email, password }, headers: { 'user-agent': userAgent } });
  if (res.status !== 200) throw new Error(`expected sign-in of ${email} to answer 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return { user: res.body.user, email, password, token: res.body.token, auth: { authorization: `Bearer ${res.body.token}` } };
}

const sessionsOf = async (s: Session): Promise<SessionInfo[]> => {
  const res = await call('GET', '/api/me/sessions', { headers: s.auth });
  if (res.status !== 200) throw new Error(`expected the sessions list to answer 200, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items;
};
const works = async (s: Session) => (await call('GET', '/api/me', { headers: s.auth })).status;

describe('sessions', () => {
  it('lists each sign-in with its device, the current one marked; ending one stops its token at the very next request', async () => {
    const first = await verifiedSession('sessions', 'Şule Iğdır 🌙');
    const phone = await signInWith(first.email, TEST_PASSWORD, UA.iphone);
    const laptop = await signInWith(first.email, TEST_PASSWORD, UA.mac);

    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(3);
    const current = listed.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ userAgent: UA.mac, browser: 'Safari 17', os: 'Mac OS 14.5', device: null, signedInWith: ['pwd'] });
    const mobile = listed.find((s) => s.userAgent === UA.iphone);
    expect(mobile).toMatchObject({ current: false, browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'mobile', signedInWith: ['pwd'] });
    // Newest first; the address kept is the network's (IPv4 /24, IPv6 /48), never the whole one.
    expect(listed[0]!.id).toBe(current[0]!.id);
    for (const s of listed) expect(s.ip ?? '', JSON.stringify(s)).toMatch(/(\.0|::)$/);
    for (const s of listed) expect(s.createdAt).not.toBeNull();
    // Last seen: the listing request itself counts for the current session; the phone has made none since signing in.
    expect(current[0]!.lastSeenAt).not.toBeNull();
    expect(mobile!.lastSeenAt).toBeNull();

    const ended = await call('DELETE', `/api/me/sessions/${mobile!.id}`, { headers: laptop.auth });
    expect({ status: ended.status, body: ended.body }).toEqual({ status: 200, body: { message: MSG.sessionEnded } });
    expect(ended.headers.get('set-cookie'), 'ending another session leaves this browser signed in').toBeNull();
    expect(await works(phone), 'the ended session, right after').toBe(401);
    expect(await works(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(mobile!.id);
    // Ended already, or not a session of theirs: 404.
    expect((await call('DELETE', `/api/me/sessions/${mobile!.id}`, { headers: laptop.auth })).status).toBe(404);
    const stranger = await verifiedSession('sessions-stranger');
    const theirs = (await sessionsOf(stranger))[0]!;
    expect((await call('DELETE', `/api/me/sessions/${theirs.id}`, { headers: laptop.auth })).status).toBe(404);
    expect(await works(stranger)).toBe(200);
    expect((await call('DELETE', '/api/me/sessions/not-a-session', { headers: laptop.auth })).status).toBe(404);
  });

  it('ends all other sessions, keeping the current one; ending the current one clears its cookie', async () => {
    const first = await verifiedSession('sessions-all');
    const second = await signInWith(first.email, TEST_PASSWORD, UA.android);
    const third = await signInWith(first.email, TEST_PASSWORD, UA.desktop);
    const all = await call('DELETE', '/api/me/sessions', { headers: third.auth });
    expect({ status: all.status, body: all.body }).toEqual({ status: 200, body: { message: MSG.sessionsEnded, ended: 2 } });
    expect([await works(first), await works(second), await works(third)]).toEqual([401, 401, 200]);
    expect((await sessionsOf(third)).map((s) => s.current)).toEqual([true]);

    const self = (await sessionsOf(third))[0]!;
    const out = await call('DELETE', `/api/me/sessions/${self.id}`, { headers: third.auth });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie') ?? '', 'the current session ended: its cookie is cleared').toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await works(third)).toBe(401);
  });

  it("owners and admins end a member's sessions; an admin may not end an owner's; members end no one's", async () => {
    const owner = await verifiedSession('sessions-team', 'Owner of sessions');
    const adminRow = await addMember(owner, 'Session Admin');
    expect((await call('PATCH', `/api/team/members/${adminRow.id}`, { headers: owner.auth, json: { role: 'admin' } })).status).toBe(200);
    const admin = await signInWith(adminRow.email, MEMBER_PASSWORD, UA.desktop);
    const memberRow = await addMember(owner, 'Session Member');
    const member = await signInWith(memberRow.email, MEMBER_PASSWORD, UA.android);
    const memberAgain = await signInWith(memberRow.email, MEMBER_PASSWORD, UA.iphone);

    const byMember = await call('DELETE', `/api/team/members/${adminRow.id}/sessions`, { headers: member.auth });
    expect({ status: byMember.status, body: byMember.body }).toEqual({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.roleLacksScope('team:write') }),
    });
    const ofOwner = await call('DELETE', `/api/team/members/${owner.user.id}/sessions`, { headers: admin.auth });
    expect({ status: ofOwner.status, body: ofOwner.body }).toEqual({ status: 403, body: expect.objectContaining({ errorMessage: MSG.sessionsOfOwner }) });
    expect(await works(owner)).toBe(200);

    const ended = await call('DELETE', `/api/team/members/${memberRow.id}/sessions`, { headers: admin.auth });
    expect({ status: ended.status, body: ended.body }).toEqual({ status: 200, body: { message: MSG.sessionsEnded, ended: 2 } });
    expect([await works(member), await works(memberAgain), await works(admin)]).toEqual([401, 401, 200]);

    const byOwner = await call('DELETE', `/api/team/members/${adminRow.id}/sessions`, { headers: owner.auth });
    expect({ status: byOwner.status, body: byOwner.body }).toEqual({ status: 200, body: { message: MSG.sessionsEnded, ended: 1 } });
    expect(await works(admin)).toBe(401);
    // Someone outside the team: 404, their sessions untouched.
    const stranger = await verifiedSession('sessions-team-stranger');
    expect((await call('DELETE', `/api/team/members/${stranger.user.id}/sessions`, { headers: owner.auth })).status).toBe(404);
    expect(await works(stranger)).toBe(200);
  });
});
