import { MSG, type Member, type Team } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { call, runtime, tokenFromLinks, uniqueEmail } from '#test-support/api.js';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { BAD_TEXTS, LONG_ID } from '#test-support/bad-input.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// Integration: team routes behind the local gateway, against the emulators. Members join by
// invitation: addMember invites and accepts through the mailed link.

/** The confirmation link an owner's e-mail change mailed to the new address: its token. */
async function emailChangeToken(email: string, after: number): Promise<string> {
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Confirm your new Kisa e-mail address', after });
  return tokenFromLinks(mail.links, 'verify');
}

async function teamOf(session: Session): Promise<Team> {
  const res = await call('GET', '/api/team', { headers: session.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('team API', () => {
  let owner: Session;
  let member: Member;
  let memberSession: Session;
  let outsider: Session;

  beforeAll(async () => {
    [owner, outsider] = await Promise.all([verifiedSession('owner', 'Olivia Owner'), verifiedSession('outsider', 'Otto Outsider')]);
    member = await addMember(owner, 'Mia Member');
    memberSession = await signIn(member.email, MEMBER_PASSWORD);
  });

  it('lists the team with the owner first and the new member, who signs in to the same team', async () => {
    expect(member).toEqual({ id: expect.any(String), name: 'Mia Member', email: member.email, role: 'member', memberSince: expect.any(String) });
    const team = await teamOf(owner);
    expect(team.id).toBe(owner.user.teamId);
    expect(team.members[0]).toMatchObject({ id: owner.user.id, role: 'owner', email: owner.email });
    expect(team.members).toContainEqual(member);

    const me = await call('GET', '/api/me', { headers: memberSession.auth });
    expect(me.body).toMatchObject({ id: member.id, teamId: owner.user.teamId, teamRole: 'member', role: 'user', verified: true });
    expect((await teamOf(memberSession)).members.map((m) => m.id).sort()).toEqual(team.members.map((m) => m.id).sort());
  });

  it("shows the member the owner's links (when the links API is there)", async () => {
    const created = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/team-shared', shortUrl: `team${Date.now().toString(36)}` },
    });
    if (created.status === 404) return; // links routes not deployed in this build
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await call('GET', '/api/links', { headers: memberSession.auth });
    expect(listed.status).toBe(200);
    const id = created.body.id ?? created.body.link?.id;
    expect(
      listed.body.items.map((l: { id: string }) => l.id),
      "the member sees the owner's link",
    ).toContain(id);
  });

  it('refuses every change from a member with 403, and hides other teams behind 404', async () => {
    const other = await addMember(owner, 'Pat Peer');
    const asMember = [
      call('POST', '/api/team/members', { headers: memberSession.auth, json: { name: 'X', email: uniqueEmail('x'), password: MEMBER_PASSWORD } }),
      call('PATCH', `/api/team/members/${other.id}`, { headers: memberSession.auth, json: { name: 'Hacked' } }),
      call('PATCH', `/api/team/members/${member.id}`, { headers: memberSession.auth, json: { role: 'owner' } }),
      call('PUT', `/api/team/members/${other.id}/password`, { headers: memberSession.auth, json: { password: 'another passw0rd' } }),
      call('DELETE', `/api/team/members/${owner.user.id}`, { headers: memberSession.auth }),
    ];
    for (const res of await Promise.all(asMember)) {
      expect(res.status, `member's change: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body).toMatchObject({ errorMessage: MSG.roleLacksScope('team:write') });
    }

    // Another team's owner: our member ids do not exist for them.
    const asOutsider = [
      call('PATCH', `/api/team/members/${other.id}`, { headers: outsider.auth, json: { name: 'Hacked' } }),
      call('PUT', `/api/team/members/${other.id}/password`, { headers: outsider.auth, json: { password: 'another passw0rd' } }),
      call('DELETE', `/api/team/members/${other.id}`, { headers: outsider.auth }),
    ];
    for (const res of await Promise.all(asOutsider)) {
      expect(res.status, `outsider's change: ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body).toMatchObject({ errorMessage: MSG.memberNotFound });
    }
    expect((await teamOf(outsider)).members.map((m) => m.id)).toEqual([outsider.user.id]);
    expect((await teamOf(owner)).members).toContainEqual(other);
    // Nothing changed: the password still works.
    await signIn(other.email, MEMBER_PASSWORD);
  });

  it('answers 404 for a member id that cannot exist (3,000 characters) on every member route, not a 500', async () => {
    const answers = await Promise.all([
      call('PATCH', `/api/team/members/${LONG_ID}`, { headers: owner.auth, json: { name: 'Long Id' } }),
      call('DELETE', `/api/team/members/${LONG_ID}`, { headers: owner.auth }),
      call('PUT', `/api/team/members/${LONG_ID}/password`, { headers: owner.auth, json: { password: MEMBER_PASSWORD } }),
    ]);
    for (const res of answers)
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.memberNotFound }) });
  });

  it('refuses member names with control, line-break or bidi-override characters (400) and stores nothing', async () => {
    const before = await teamOf(owner);
    for (const [what, name] of BAD_TEXTS) {
      const created = await call('POST', '/api/team/members', {
        headers: owner.auth,
        json: { name, email: uniqueEmail('bad-name'), password: MEMBER_PASSWORD },
      });
      expect({ what, status: created.status, body: created.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.nameInvalidCharacters }),
      });
      const renamed = await call('PATCH', `/api/team/members/${member.id}`, { headers: owner.auth, json: { name } });
      expect({ what, status: renamed.status, body: renamed.body }).toEqual({
        what,
        status: 400,
        body: expect.objectContaining({ errorMessage: MSG.nameInvalidCharacters }),
      });
    }
    expect(await teamOf(owner)).toEqual(before);
  });

  it('validates new members with the spec messages (an address in use is invited like any)', async () => {
    const post = (json: unknown) => call('POST', '/api/team/members', { headers: owner.auth, json });
    expect((await post({ name: '', email: uniqueEmail('v'), password: MEMBER_PASSWORD })).body).toMatchObject({ errorMessage: MSG.allFieldsRequired });
    expect((await post({ name: 'V', email: 'not-an-email', password: MEMBER_PASSWORD })).body).toMatchObject({ errorMessage: MSG.invalidEmail });
    expect((await post({ name: 'V', email: uniqueEmail('v'), password: 'short' })).body).toMatchObject({ errorMessage: MSG.passwordTooShort });
    // An account of another team is invited like any address; one already in this team is told so (invitations-api.test).
    const dup = await post({ name: 'Dup', email: outsider.email, password: MEMBER_PASSWORD });
    expect(dup.status, `invitation of ${outsider.email}`).toBe(201);
    expect(dup.body).toMatchObject({ email: outsider.email.toLowerCase(), role: 'member' });
    expect((await post({ name: 'Dup', email: member.email.toUpperCase(), password: MEMBER_PASSWORD })).body).toMatchObject({
      errorMessage: MSG.alreadyTeamMember(member.email.toLowerCase()),
    });
    // Nobody joined: an invitation is not a membership.
    expect((await teamOf(outsider)).members.map((m) => m.id)).toEqual([outsider.user.id]);
  });

  it('lets the owner edit a profile (a new e-mail once its holder confirms it) and set a password the member then signs in with', async () => {
    const m = await addMember(owner, 'Eddie Edit');
    // A taken address: the same answer as a free one; only the address's holder learns it was taken.
    const triedAt = Date.now();
    const taken = await call('PATCH', `/api/team/members/${m.id}`, { headers: owner.auth, json: { email: outsider.email } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toEqual({ ...m, pendingEmail: outsider.email });
    const refused = await call('GET', `/api/auth/verify/${await emailChangeToken(outsider.email, triedAt)}`);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: expect.objectContaining({ errorMessage: MSG.emailInUse }) });
    expect((await teamOf(owner)).members).toContainEqual(m);

    const newEmail = uniqueEmail('edited');
    const editedAt = Date.now();
    const edited = await call('PATCH', `/api/team/members/${m.id}`, { headers: owner.auth, json: { name: 'Edward Edit', email: newEmail.toUpperCase() } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({ ...m, name: 'Edward Edit', pendingEmail: newEmail });
    // Until the new address's holder follows the link, the old address is the member's.
    await signIn(m.email, MEMBER_PASSWORD);
    const confirmed = await call('GET', `/api/auth/verify/${await emailChangeToken(newEmail, editedAt)}`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ message: MSG.emailChanged, token: null, user: { id: m.id, email: newEmail } });
    expect(
      confirmed.cookies.some((c) => c.startsWith('token=')),
      'confirming an address starts no session',
    ).toBe(false);
    expect((await teamOf(owner)).members).toContainEqual({ ...m, name: 'Edward Edit', email: newEmail });

    // The old e-mail is free again; the new one signs in.
    expect((await call('POST', '/api/auth/signin', { json: { email: m.email, password: MEMBER_PASSWORD } })).status).toBe(401);
    await signIn(newEmail, MEMBER_PASSWORD);

    const short = await call('PUT', `/api/team/members/${m.id}/password`, { headers: owner.auth, json: { password: 'short' } });
    expect(short.body).toMatchObject({ errorMessage: MSG.passwordTooShort });
    const set = await call('PUT', `/api/team/members/${m.id}/password`, { headers: owner.auth, json: { password: 'brand new passw0rd' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await call('POST', '/api/auth/signin', { json: { email: newEmail, password: MEMBER_PASSWORD } })).status).toBe(401);
    await signIn(newEmail, 'brand new passw0rd');
  });

  it('never lets a team lose its last owner: no self-demotion or removal, promotion makes it possible', async () => {
    const solo = await verifiedSession('solo', 'Sol Owner');
    const demote = await call('PATCH', `/api/team/members/${solo.user.id}`, { headers: solo.auth, json: { role: 'member' } });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ errorMessage: MSG.lastOwner });
    const remove = await call('DELETE', `/api/team/members/${solo.user.id}`, { headers: solo.auth });
    expect(remove.status).toBe(409);
    expect(remove.body).toMatchObject({ errorMessage: MSG.lastOwner });
    expect((await call('GET', '/api/me', { headers: solo.auth })).body.teamRole).toBe('owner');

    // With a second owner, one may step down; then the other is the last again.
    const deputy = await addMember(solo, 'Dee Deputy');
    const promoted = await call('PATCH', `/api/team/members/${deputy.id}`, { headers: solo.auth, json: { role: 'owner' } });
    expect(promoted.body.role).toBe('owner');
    // Both owners try to demote each other at once: exactly one wins.
    const deputySession = await signIn(deputy.email, MEMBER_PASSWORD);
    const both = await Promise.all([
      call('PATCH', `/api/team/members/${deputy.id}`, { headers: solo.auth, json: { role: 'member' } }),
      call('PATCH', `/api/team/members/${solo.user.id}`, { headers: deputySession.auth, json: { role: 'member' } }),
    ]);
    // The loser hears 409 (last owner), or 403 when it was already demoted before its request was authenticated.
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0], JSON.stringify(both.map((r) => r.body))).toBe(200);
    expect([403, 409], JSON.stringify(both.map((r) => r.body))).toContain(statuses[1]);
    const owners = (await teamOf(solo)).members.filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('removes a member: their session stops, they cannot sign in, their e-mail is free again, their links stay without a creator', async () => {
    const leaving = await addMember(owner, 'Lee Leaving');
    const session = await signIn(leaving.email, MEMBER_PASSWORD);
    const made = await call('POST', '/api/links', {
      headers: session.auth,
      json: { longUrl: 'https://example.com/kept', shortUrl: `kept${Date.now().toString(36)}` },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.createdBy).toEqual({ id: leaving.id, name: 'Lee Leaving' });
    const removed = await call('DELETE', `/api/team/members/${leaving.id}`, { headers: owner.auth });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ message: MSG.memberRemoved });
    expect((await teamOf(owner)).members.map((m) => m.id)).not.toContain(leaving.id);
    expect((await call('GET', '/api/me', { headers: session.auth })).status).toBe(401);
    expect((await call('POST', '/api/auth/signin', { json: { email: leaving.email, password: MEMBER_PASSWORD } })).status).toBe(401);
    expect((await call('DELETE', `/api/team/members/${leaving.id}`, { headers: owner.auth })).status).toBe(404);
    // The link they made stays with the team; its creator is gone ('Unknown User' in the web).
    const kept = await call('GET', `/api/links/${made.body.id}`, { headers: owner.auth });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.createdBy, 'a removed member is no longer named as creator').toBeNull();
    const listed = await call('GET', `/api/links?q=${made.body.shortUrl}`, { headers: owner.auth });
    expect(listed.body.items.map((l: { id: string; createdBy: unknown }) => [l.id, l.createdBy])).toEqual([[made.body.id, null]]);
    const again = await addMember(owner, 'Lee Again', leaving.email);
    expect(again.id).not.toBe(leaving.id);
  });
});

describe('a password set by the owner ends sessions', () => {
  const me = (s: Session) => call('GET', '/api/me', { headers: s.auth });
  const createLink = (s: Session) =>
    call('POST', '/api/links', {
      headers: s.auth,
      json: { longUrl: 'https://example.com/pw', shortUrl: `pw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` },
    });
  const setPassword = (owner: Session, id: string, password: string) =>
    call('PUT', `/api/team/members/${id}/password`, { headers: owner.auth, json: { password } });

  it("ends every session of the member, at once, and no one else's; the new password signs in", async () => {
    const owner = await verifiedSession('pw-owner', 'Pat Owner');
    const [member, colleague] = await Promise.all([addMember(owner, 'Tess Member'), addMember(owner, 'Cole Colleague')]);
    const memberSessions = [await signIn(member.email, MEMBER_PASSWORD), await signIn(member.email, MEMBER_PASSWORD)];
    const colleagueSession = await signIn(colleague.email, MEMBER_PASSWORD);

    const set = await setPassword(owner, member.id, 'brand new passw0rd');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    for (const s of memberSessions) {
      expect((await me(s)).status).toBe(401);
      expect((await createLink(s)).status).toBe(401);
    }
    expect((await me(owner)).status).toBe(200);
    expect((await me(colleagueSession)).status).toBe(200);
    const fresh = await signIn(member.email, 'brand new passw0rd');
    expect((await me(fresh)).status).toBe(200);
  });

  it("revokes every API key of the member, as a reset does, and no one else's", async () => {
    const owner = await verifiedSession('pw-keys-owner', 'Kim Owner');
    const [member, colleague] = await Promise.all([addMember(owner, 'Kerem Keyholder'), addMember(owner, 'Cem Colleague')]);
    const makeKey = async (s: Session, name: string) => {
      const made = await call<{ key: string }>('POST', '/api/keys', { headers: s.auth, json: { name } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return { authorization: `Bearer ${made.body.key}` };
    };
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    const [targetKey, secondTargetKey, colleagueKey, ownerKey] = await Promise.all([
      makeKey(memberSession, 'deploy script'),
      makeKey(memberSession, 'Çalışma anahtarı 🔑'),
      makeKey(await signIn(colleague.email, MEMBER_PASSWORD), 'colleague'),
      makeKey(owner, 'owner'),
    ]);
    expect((await call('GET', '/api/me', { headers: targetKey })).status).toBe(200);

    expect((await setPassword(owner, member.id, 'brand new passw0rd')).status).toBe(200);
    for (const key of [targetKey, secondTargetKey])
      expect((await call('GET', '/api/me', { headers: key })).status, 'a key of the member after the owner set their password').toBe(401);
    for (const key of [colleagueKey, ownerKey]) expect((await call('GET', '/api/me', { headers: key })).status, "another's key").toBe(200);
    const fresh = await signIn(member.email, 'brand new passw0rd');
    expect((await call('GET', '/api/keys', { headers: fresh.auth })).body.items, "the member's keys after").toEqual([]);
  });

  it('an owner setting their own password keeps the session that did it and ends their others', async () => {
    const owner = await verifiedSession('pw-self', 'Sam Self');
    const otherDevice = await signIn(owner.email, owner.password);
    const set = await setPassword(owner, owner.user.id, 'my own new passw0rd');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await me(owner)).status).toBe(200);
    expect((await createLink(owner)).status).toBe(201);
    expect((await me(otherDevice)).status).toBe(401);
  });
});

describe('guessable passwords are refused wherever a password is set', () => {
  it('sign-up, a new member, a password the owner sets, a link password: 400 with the message, nothing changed', async () => {
    const owner = await verifiedSession('pw-common', 'Gül Owner');
    const member = await addMember(owner, 'Gizem Member');
    const link = await call('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/common-pw', shortUrl: `cp${Date.now().toString(36)}` },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const refused = { status: 400, body: expect.objectContaining({ errorMessage: MSG.passwordTooCommon }) };
    for (const password of ['password', '12345678', 'PASSWORD1', 'aaaaaaaa']) {
      const answers = {
        signup: await call('POST', '/api/auth/signup', { json: { name: 'Ayşe', email: uniqueEmail('common-pw'), password } }),
        invite: await call('POST', '/api/team/members', { headers: owner.auth, json: { name: 'Yeni Üye', email: uniqueEmail('common-invite'), password } }),
        set: await call('PUT', `/api/team/members/${member.id}/password`, { headers: owner.auth, json: { password } }),
      };
      for (const [what, res] of Object.entries(answers))
        expect({ what, password, res: { status: res.status, body: res.body } }).toEqual({ what, password, res: refused });
    }
    for (const password of ['123456', 'qwerty', 'aaaaaa', 'password']) {
      const res = await call('PATCH', `/api/links/${link.body.id}`, { headers: owner.auth, json: { password: { enabled: true, password } } });
      expect({ password, res: { status: res.status, body: res.body } }).toEqual({ password, res: refused });
    }
    expect((await call('GET', `/api/links/${link.body.id}`, { headers: owner.auth })).body.password).toEqual({ enabled: false });
    expect((await signIn(member.email, MEMBER_PASSWORD)).user.id).toBe(member.id);
  });
});
