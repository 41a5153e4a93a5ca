import { INVITE_TOKEN_TTL_SECONDS, MSG, SESSION_COOKIE, type InvitationDetails, type Team } from '@kisa/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvitationKey } from '#data/accounts/invitation-item.js';
import { tokenKey } from '#data/accounts/token-item.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { signIn, TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { call, runtime, tokenFromLinks, uniqueEmail, type ApiAnswer } from '#test-support/api.js';
import { addMember, invite, invitationToken, MEMBER_PASSWORD } from '#test-support/team.js';

// Integration: 'Create New Member' invites. Before, it created a
// usable account for any address at once (account pre-hijacking: the address's real owner
// later reset its password and landed in the inviter's team, whose owner could set its
// password) and answered 409 for an address with an account (enumeration, also through
// PATCH's e-mail).

const me = (s: Session) => call('GET', '/api/me', { headers: s.auth });
const teamOf = async (s: Session): Promise<Team> => (await call<Team>('GET', '/api/team', { headers: s.auth })).body;
const signInStatus = async (email: string, password: string) => (await call('POST', '/api/auth/signin', { json: { email, password } })).status;
const answer = (token: string, json: unknown, headers: Record<string, string> = {}) => call('POST', `/api/invitations/${token}`, { json, headers });
const shape = (res: ApiAnswer) => ({ status: res.status, body: res.body });
const notFound = { status: 404, body: expect.objectContaining({ errorMessage: MSG.invitationNotFound }) };

/** An answer with the fields that name the address or the moment taken out: what an owner could compare. */
function comparable(res: ApiAnswer): unknown {
  const body = { ...(res.body as Record<string, unknown>) };
  for (const k of ['id', 'email', 'pendingEmail', 'invitedAt', 'expiresAt']) if (k in body) body[k] = typeof body[k];
  // What differs between any two requests: the date, ids, the length of differing ids, and the caller's remaining request quota.
  const headers = Object.fromEntries([...res.headers].filter(([n]) => !['date', 'apigw-requestid', 'content-length', 'ratelimit'].includes(n)));
  return { status: res.status, body, headers };
}

describe('invitations: creating a member makes no account', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await verifiedSession('inv-owner', 'Ines Owner');
  });

  it("an invitation is not an account: the owner's password does not sign in, and no password or profile change reaches it", async () => {
    const email = uniqueEmail('inv-pending');
    const { invitation, token } = await invite(owner, 'Penny Pending', email);
    expect(invitation).toEqual({
      id: expect.any(String),
      name: 'Penny Pending',
      email,
      role: 'member',
      invitedAt: expect.any(String),
      expiresAt: expect.any(String),
      invitedBy: { id: owner.user.id, name: 'Ines Owner' },
    });
    expect(await signInStatus(email, MEMBER_PASSWORD), 'sign-in before accepting').toBe(401);
    const team = await teamOf(owner);
    expect(team.members.map((m) => m.email)).not.toContain(email);
    expect(team.invitations).toContainEqual(invitation);
    // The owner's password key is for members who accepted: an invitation's id is no member.
    const password = await call('PUT', `/api/team/members/${invitation.id}/password`, { headers: owner.auth, json: { password: 'owner knows this' } });
    expect(shape(password)).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.memberNotFound }) });
    const patch = await call('PATCH', `/api/team/members/${invitation.id}`, { headers: owner.auth, json: { email: uniqueEmail('redirected') } });
    expect(shape(patch)).toEqual({ status: 404, body: expect.objectContaining({ errorMessage: MSG.memberNotFound }) });

    // The link's page: what accepting means (a new account here).
    const details = await call<InvitationDetails>('GET', `/api/invitations/${token}`);
    expect(shape(details)).toEqual({
      status: 200,
      body: {
        id: invitation.id,
        name: 'Penny Pending',
        email,
        teamName: expect.stringContaining('Ines Owner'),
        inviterName: 'Ines Owner',
        expiresAt: invitation.expiresAt,
        hasAccount: false,
      },
    });

    // Accepted: a verified account in the team, with the owner's chosen password, and no session.
    const accepted = await answer(token, { action: 'accept' });
    expect(shape(accepted)).toEqual({ status: 200, body: { message: MSG.invitationAcceptedNewAccount } });
    expect(accepted.cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const member = await signIn(email, MEMBER_PASSWORD);
    expect((await me(member)).body).toMatchObject({ teamId: owner.user.teamId, teamRole: 'member', verified: true, invitations: [] });
    expect((await teamOf(owner)).invitations.map((i) => i.id)).not.toContain(invitation.id);
    // Single use.
    expect(shape(await answer(token, { action: 'accept' }))).toEqual(notFound);
    expect(shape(await call('GET', `/api/invitations/${token}`))).toEqual(notFound);
  });

  it('declining, withdrawing and inviting again end a link; a declined invitation made nothing', async () => {
    const email = uniqueEmail('inv-decline');
    const first = await invite(owner, 'Dee Cline', email);
    // Inviting again (the table's "resend") replaces the invitation: the old link is dead.
    const second = await invite(owner, 'Dee Cline', email);
    expect(second.invitation.id).not.toBe(first.invitation.id);
    expect(shape(await answer(first.token, { action: 'accept' }))).toEqual(notFound);
    expect((await teamOf(owner)).invitations.filter((i) => i.email === email)).toEqual([second.invitation]);

    expect(shape(await answer(second.token, { action: 'decline' }))).toEqual({ status: 200, body: { message: MSG.invitationDeclined } });
    expect(shape(await answer(second.token, { action: 'accept' }))).toEqual(notFound);
    expect(await signInStatus(email, MEMBER_PASSWORD)).toBe(401);
    expect((await teamOf(owner)).invitations.map((i) => i.email)).not.toContain(email);

    const third = await invite(owner, 'Dee Cline', email);
    const withdrawn = await call('DELETE', `/api/team/members/${third.invitation.id}`, { headers: owner.auth });
    expect(shape(withdrawn)).toEqual({ status: 200, body: { message: MSG.invitationCancelled } });
    expect(shape(await answer(third.token, { action: 'accept' }))).toEqual(notFound);
    // Another team's owner cannot withdraw it (404 as for any unknown id).
    const fourth = await invite(owner, 'Dee Cline', email);
    const outsider = await verifiedSession('inv-outsider', 'Otto Outsider');
    expect(shape(await call('DELETE', `/api/team/members/${fourth.invitation.id}`, { headers: outsider.auth }))).toEqual({
      status: 404,
      body: expect.objectContaining({ errorMessage: MSG.memberNotFound }),
    });
    expect(shape(await answer(fourth.token, { action: 'decline' }))).toEqual({ status: 200, body: { message: MSG.invitationDeclined } });
  });

  it('refuses a token or id that cannot exist (404) and a bad action (400)', async () => {
    expect(shape(await call('GET', `/api/invitations/${'A'.repeat(43)}`))).toEqual(notFound);
    expect(shape(await answer('A'.repeat(43), { action: 'accept' }))).toEqual(notFound);
    expect(shape(await answer('x'.repeat(3000), { action: 'accept' }))).toEqual(notFound);
    const { token } = await invite(owner, 'Al Action', uniqueEmail('inv-action'));
    expect(shape(await answer(token, { action: 'join' }))).toEqual({
      status: 400,
      body: expect.objectContaining({ errorMessage: MSG.invitationActionInvalid }),
    });
    // The id form is the signed-in invitee's only: anonymous → 401.
    const { invitation } = await invite(owner, 'Al Action', uniqueEmail('inv-action'));
    expect((await answer(invitation.id, { action: 'accept' })).status).toBe(401);
  });
});

describe('invitations: the link expires', () => {
  let documents: DynamoDBDocumentClient;
  beforeAll(() => {
    const env = runtime().env;
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: env.AWS_REGION,
        endpoint: env.DYNAMODB_ENDPOINT,
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
      }),
    );
  });
  afterAll(() => documents.destroy());

  /** What the clock does after INVITE_TOKEN_TTL_SECONDS: the invitation and its token item are past their time (DynamoDB's TTL deletion lags, so reads must check). */
  const expire = async (teamId: string, email: string, token: string) => {
    const past = Math.floor(Date.now() / 1000) - 1;
    for (const Key of [teamInvitationKey(teamId, email), tokenKey(hashToken(token))])
      await documents.send(
        new UpdateCommand({
          TableName: runtime().env.TABLE_NAME,
          Key,
          UpdateExpression: 'SET expiresAt = :past',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':past': past },
        }),
      );
  };

  it('lasts 7 days; once expired the link neither shows nor accepts, makes no account, and the invitee no longer sees it', async () => {
    const owner = await verifiedSession('exp-owner', 'Exa Owner');
    const email = uniqueEmail('inv-expired');
    const { invitation, token } = await invite(owner, 'Ex Pired', email);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.invitedAt)).toBeCloseTo(INVITE_TOKEN_TTL_SECONDS * 1000, -4);
    await expire(owner.user.teamId, email, token);
    expect(shape(await call('GET', `/api/invitations/${token}`))).toEqual(notFound);
    expect(shape(await answer(token, { action: 'accept' }))).toEqual(notFound);
    expect(await signInStatus(email, MEMBER_PASSWORD)).toBe(401);

    // An existing account invited: the invitation shows in /api/me while live, not once expired.
    const invitee = await verifiedSession('exp-invitee', 'Ivo Invitee');
    const second = await invite(owner, 'Ivo Invitee', invitee.email);
    expect((await me(invitee)).body.invitations.map((i: { id: string }) => i.id)).toEqual([second.invitation.id]);
    await expire(owner.user.teamId, invitee.email, second.token);
    expect((await me(invitee)).body.invitations).toEqual([]);
    expect(shape(await answer(second.token, { action: 'accept', leaveCurrentTeam: true }, invitee.auth))).toEqual(notFound);
    expect((await me(invitee)).body.teamId).toBe(invitee.user.teamId);
  });
});

describe('invitations: pre-hijacking an address that signs up later', () => {
  it('a person who signs up with an invited address gets an account of their own, sees the invitation, and may decline it', async () => {
    const owner = await verifiedSession('hijack-owner', 'Harry Hijacker');
    const email = uniqueEmail('hijack-victim');
    const { invitation, token } = await invite(owner, 'Vera Victim', email, 'attacker knows this');

    // The real person signs up (and verifies) with their address: their own team, as owner.
    const before = Date.now();
    expect((await call('POST', '/api/auth/signup', { json: { name: 'Vera', email, password: TEST_PASSWORD } })).status).toBe(201);
    const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: before });
    const verified = await call('GET', `/api/auth/verify/${tokenFromLinks(mail.links, 'verify')}`);
    const victim = await signIn(email, TEST_PASSWORD);
    expect(verified.body.user.teamId).not.toBe(owner.user.teamId);
    const mine = (await me(victim)).body;
    expect(mine).toMatchObject({ teamRole: 'owner', teamId: verified.body.user.teamId });
    expect(mine.teamId).not.toBe(owner.user.teamId);
    // ...and sees the invitation, to accept or decline.
    expect(mine.invitations).toEqual([
      {
        id: invitation.id,
        teamName: expect.stringContaining('Harry Hijacker'),
        inviterName: 'Harry Hijacker',
        invitedAt: invitation.invitedAt,
        expiresAt: invitation.expiresAt,
      },
    ]);
    // The attacker's password is nothing: not set, and the owner cannot set one either.
    expect(await signInStatus(email, 'attacker knows this')).toBe(401);
    expect((await call('PUT', `/api/team/members/${victim.user.id}/password`, { headers: owner.auth, json: { password: 'attacker sets this' } })).status).toBe(
      404,
    );
    expect((await teamOf(owner)).members.map((m) => m.id)).not.toContain(victim.user.id);

    // The link now names an existing account: accepting needs its session.
    expect((await call<InvitationDetails>('GET', `/api/invitations/${token}`)).body.hasAccount).toBe(true);
    expect(shape(await answer(token, { action: 'accept' }))).toEqual({
      status: 401,
      body: expect.objectContaining({ errorMessage: MSG.invitationSignInFirst }),
    });
    expect(shape(await answer(token, { action: 'accept' }, owner.auth))).toEqual({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.invitationForAnotherAccount }),
    });
    // The invitee declines by id, from the app.
    expect(shape(await answer(invitation.id, { action: 'decline' }, victim.auth))).toEqual({ status: 200, body: { message: MSG.invitationDeclined } });
    expect((await me(victim)).body.invitations).toEqual([]);
    expect((await teamOf(owner)).invitations.map((i) => i.id)).not.toContain(invitation.id);
    expect((await me(victim)).body.teamId).toBe(mine.teamId);
  });

  it('an existing account accepting adds the team to its teams: its own team, links and mates stay; a team that manages other accounts cannot set its password', async () => {
    const owner = await verifiedSession('join-owner', 'Jo Owner');
    const joiner = await verifiedSession('join-person', 'Jay Joiner');
    const mate = await addMember(joiner, 'Jay Mate');
    const mateSession = await signIn(mate.email, MEMBER_PASSWORD);
    const link = await call('POST', '/api/links', {
      headers: joiner.auth,
      json: { longUrl: 'https://example.com/mine', shortUrl: `jn${Date.now().toString(36)}` },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const { token } = await invite(owner, 'Jay Joiner', joiner.email);

    // No leaving: older clients' `leaveCurrentTeam` is accepted and changes nothing.
    expect(shape(await answer(token, { action: 'accept', leaveCurrentTeam: true }, joiner.auth))).toEqual({
      status: 200,
      body: { message: MSG.invitationAccepted },
    });
    expect((await me(joiner)).body).toMatchObject({ teamId: joiner.user.teamId, teamRole: 'owner' });
    const teams = await call('GET', '/api/me/teams', { headers: joiner.auth });
    expect(teams.body.items.map((t: { id: string; role: string; current: boolean }) => [t.id, t.role, t.current]).sort()).toEqual(
      [
        [joiner.user.teamId, 'owner', true],
        [owner.user.teamId, 'member', false],
      ].sort(),
    );
    expect((await teamOf(owner)).members.map((m) => m.id)).toContain(joiner.user.id);
    const linksOf = async (s: Session) => (await call('GET', '/api/links?limit=100', { headers: s.auth })).body.items.map((l: { id: string }) => l.id);
    // The old team's link stays visible to its other members and to the person, and keeps redirecting.
    expect(await linksOf(mateSession)).toContain(link.body.id);
    expect(await linksOf(joiner)).toContain(link.body.id);
    expect((await call('GET', `/${link.body.shortUrl}`)).status).toBe(302);
    // The joiner's account is not the new team's to take over: its owner sets no password of theirs.
    expect(shape(await call('PUT', `/api/team/members/${joiner.user.id}/password`, { headers: owner.auth, json: { password: 'set by the owner' } }))).toEqual({
      status: 403,
      body: expect.objectContaining({ errorMessage: MSG.memberInOtherTeams }),
    });
    expect(await signInStatus(joiner.email, TEST_PASSWORD)).toBe(200);
    // The link was used: a second acceptance finds nothing.
    expect(shape(await answer(token, { action: 'accept' }, joiner.auth))).toEqual(notFound);
  });
});

describe('invitations: no enumeration, and a limit per owner', () => {
  it('answers creating a member and changing a member e-mail the same for an address with an account and one without', async () => {
    const owner = await verifiedSession('enum-owner', 'Eno Owner');
    const registered = await verifiedSession('enum-known', 'Kim Known');
    const member = await addMember(owner, 'Mo Member');
    const create = (email: string) => call('POST', '/api/team/members', { headers: owner.auth, json: { name: 'Probe', email, password: MEMBER_PASSWORD } });
    const patch = (email: string) => call('PATCH', `/api/team/members/${member.id}`, { headers: owner.auth, json: { email } });
    for (const [what, send] of [
      ['create', create],
      ['patch', patch],
    ] as const) {
      const known = await send(registered.email);
      const unknown = await send(uniqueEmail('enum-unknown'));
      expect(comparable(known), `${what}: a registered address`).toEqual(comparable(unknown));
      expect(known.status, `${what}: ${JSON.stringify(known.body)}`).toBeLessThan(300);
    }
    // Neither changed anything yet: the registered person is in their own team, the member keeps their address.
    expect((await me(registered)).body.teamId).toBe(registered.user.teamId);
    expect((await teamOf(owner)).members).toContainEqual(member);
  });

  it('limits invitations per owner (429 with Retry-After)', async () => {
    const owner = await verifiedSession('limit-owner', 'Lim Owner');
    const sends = Array.from({ length: 100 }, (_, i) => i);
    for (const i of sends) {
      const res = await call('POST', '/api/team/members', {
        headers: owner.auth,
        json: { name: 'Flood', email: uniqueEmail(`flood${i}`), password: MEMBER_PASSWORD },
      });
      expect(res.status, `invitation ${i + 1}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const over = await call('POST', '/api/team/members', {
      headers: owner.auth,
      json: { name: 'Flood', email: uniqueEmail('flood-over'), password: MEMBER_PASSWORD },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another owner is not held back.
    const other = await verifiedSession('limit-other', 'Oth Owner');
    await invite(other, 'Fine', uniqueEmail('fine'));
  });

  it('refuses to invite someone already in the team (409, in any case, no mail); one only invited may be invited again', async () => {
    const owner = await verifiedSession('again-owner', 'Ali Owner');
    const member = await addMember(owner, 'Şule Üye');
    const mailsTo = async (email: string) => {
      const store = (await (await fetch(`${runtime().sesUrl}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
      return store.emails.filter((e) => e.destination.to.some((to) => to.toLowerCase() === email.toLowerCase())).length;
    };
    for (const email of [member.email, member.email.toUpperCase(), owner.email]) {
      const before = await mailsTo(email);
      const res = await call('POST', '/api/team/members', { headers: owner.auth, json: { name: 'Again', email, password: MEMBER_PASSWORD } });
      expect({ email, res: shape(res) }).toEqual({
        email,
        res: { status: 409, body: expect.objectContaining({ errorMessage: MSG.alreadyTeamMember(email.toLowerCase()) }) },
      });
      // The mail is sent before a 201 is answered: none now means none at all.
      expect({ email, mails: await mailsTo(email) }).toEqual({ email, mails: before });
    }
    expect((await teamOf(owner)).invitations.map((i) => i.email)).not.toContain(member.email);
    const pending = uniqueEmail('again-pending');
    await invite(owner, 'Pending', pending);
    await invite(owner, 'Pending', pending);
  });

  it('mails the invitation (the link) to the address, valid once', async () => {
    const owner = await verifiedSession('mail-owner', 'Mai Owner');
    const email = uniqueEmail('mailed');
    const before = Date.now();
    await call('POST', '/api/team/members', { headers: owner.auth, json: { name: 'Mae', email, password: MEMBER_PASSWORD } });
    expect(await invitationToken(email, before)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
