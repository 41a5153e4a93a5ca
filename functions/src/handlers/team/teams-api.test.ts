import { MSG, type MyTeams } from '@kisa/shared';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { userKey } from '#data/accounts/user-item.js';
import { makeAdmin, signIn, TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, type ApiAnswer } from '#test-support/api.js';
import { addMember, invite, MEMBER_PASSWORD } from '#test-support/team.js';

// Integration: several teams per person (the membership row holds the role; each session works in
// one team), the four roles, the team's policy, leaving, and the platform admin's orphaned teams.

const shape = (res: ApiAnswer) => ({ status: res.status, body: res.body });
const refused = (status: number, message: string) => ({ status, body: expect.objectContaining({ errorMessage: message }) });
const myTeams = async (s: Session) => (await call<MyTeams>('GET', '/api/me/teams', { headers: s.auth })).body.items;
const me = async (s: Session) => (await call('GET', '/api/me', { headers: s.auth })).body;
const linkIds = async (s: Session): Promise<string[]> => {
  const res = await call('GET', '/api/links?limit=100', { headers: s.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((l: { id: string }) => l.id);
};
let serial = 0;
async function newLink(s: Session, longUrl = 'https://example.com/'): Promise<{ id: string; shortUrl: string }> {
  const res = await call('POST', '/api/links', { headers: s.auth, json: { longUrl, shortUrl: `mt${Date.now().toString(36)}${serial++}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const switchTo = (s: Session, teamId: string) => call<MyTeams>('POST', '/api/me/team', { headers: s.auth, json: { teamId } });

/** A person already signed up, joined to the owner's team as `role` by accepting the invitation signed in. */
async function join(owner: Session, person: Session, role?: 'owner' | 'admin' | 'member' | 'viewer'): Promise<void> {
  const { token } = await invite(owner, person.user.name, person.email, MEMBER_PASSWORD, role);
  const accepted = await call('POST', `/api/invitations/${token}`, { headers: person.auth, json: { action: 'accept' } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

let documentClient: DynamoDBDocumentClient | undefined;
/** Sets a profile's second factors straight in the table (the factor routes are another suite's). */
async function setSecondFactors(userId: string, factors: { totp?: boolean } | null): Promise<void> {
  const env = runtime().env;
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  await documentClient.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: userKey(userId),
      ...(factors
        ? { UpdateExpression: 'SET secondFactors = :f', ExpressionAttributeValues: { ':f': factors } }
        : { UpdateExpression: 'REMOVE secondFactors' }),
    }),
  );
}

describe('several teams per person', () => {
  let ayla: Session;
  let bora: Session;
  let person: Session;

  beforeAll(async () => {
    // Names in other scripts: a team is named for its founder.
    [ayla, bora, person] = await Promise.all([
      verifiedSession('mt-ayla', 'Ayşe İğdır'),
      verifiedSession('mt-bora', 'بورا 🚀'),
      verifiedSession('mt-person', 'Pınar Kişi'),
    ]);
    await join(ayla, person, 'member');
    await join(bora, person, 'viewer');
  });

  it('lists the person’s teams with their role in each; switching changes the team each next request works in, and only its links show', async () => {
    const [aylaLink, boraLink, ownLink] = await Promise.all([newLink(ayla), newLink(bora), newLink(person)]);
    const teams = await myTeams(person);
    expect(teams.map((t) => [t.id, t.role, t.current]).sort()).toEqual(
      [
        [person.user.teamId, 'owner', true],
        [ayla.user.teamId, 'member', false],
        [bora.user.teamId, 'viewer', false],
      ].sort(),
    );
    expect(teams.find((t) => t.id === bora.user.teamId)?.name).toContain('بورا 🚀');

    const switched = await switchTo(person, ayla.user.teamId);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.items.find((t) => t.current)?.id).toBe(ayla.user.teamId);
    expect(await me(person)).toMatchObject({ teamId: ayla.user.teamId, teamRole: 'member' });
    let links = await linkIds(person);
    expect(links).toContain(aylaLink.id);
    expect(links).not.toContain(boraLink.id);
    expect(links).not.toContain(ownLink.id);

    await switchTo(person, bora.user.teamId);
    expect(await me(person)).toMatchObject({ teamId: bora.user.teamId, teamRole: 'viewer' });
    links = await linkIds(person);
    expect(links).toEqual(expect.arrayContaining([boraLink.id]));
    expect(links).not.toContain(aylaLink.id);
    // A viewer reads and writes nothing: the refusal names the scope.
    expect(shape(await call('POST', '/api/links', { headers: person.auth, json: { longUrl: 'https://example.com/v' } }))).toEqual(
      refused(403, MSG.roleLacksScope('links:write')),
    );

    // The next sign-in starts in the team last switched to; the switch back is this session's alone.
    const second = await signIn(person.email, TEST_PASSWORD);
    expect((await me(second)).teamId).toBe(bora.user.teamId);
    await switchTo(second, person.user.teamId);
    expect((await me(second)).teamId).toBe(person.user.teamId);
    expect((await me(person)).teamId).toBe(bora.user.teamId);
    expect(await linkIds(second)).toContain(ownLink.id);
  });

  it('refuses a team one is not in (404), whatever the id', async () => {
    const stranger = await verifiedSession('mt-stranger', 'Stranger');
    for (const teamId of [stranger.user.teamId, '00000000-0000-4000-8000-000000000000', 'not an id ☃', 'x'.repeat(3000)]) {
      const res = await switchTo(person, teamId);
      expect(res.status, teamId.slice(0, 20)).toBe(teamId.length > 100 ? 400 : 404);
    }
    expect((await me(stranger)).teamId).toBe(stranger.user.teamId);
  });

  it('an API key works in its creator’s default team', async () => {
    await switchTo(person, ayla.user.teamId);
    const key = await call('POST', '/api/keys', { headers: person.auth, json: { name: 'CI' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const keyMe = await call('GET', '/api/me', { headers: { authorization: `Bearer ${key.body.key}` } });
    expect(keyMe.body).toMatchObject({ teamId: ayla.user.teamId, teamRole: 'member' });
  });
});

describe('roles: admins manage members but not owners', () => {
  it('an admin invites and changes members and viewers, never owners (403 with the reason), and cannot set an owner’s password', async () => {
    const owner = await verifiedSession('rl-owner', 'Rana Owner');
    const admin = await addMember(owner, 'Ada Admin', undefined, MEMBER_PASSWORD, 'admin');
    const adminSession = await signIn(admin.email, MEMBER_PASSWORD);
    expect(await me(adminSession)).toMatchObject({ teamRole: 'admin' });

    const viewer = await addMember(adminSession, 'Vic Viewer', undefined, MEMBER_PASSWORD, 'viewer');
    expect(viewer.role).toBe('viewer');
    const promoted = await call('PATCH', `/api/team/members/${viewer.id}`, { headers: adminSession.auth, json: { role: 'member' } });
    expect(shape(promoted)).toEqual({ status: 200, body: expect.objectContaining({ role: 'member' }) });

    const ownerRefusal = refused(403, MSG.ownersOnlyByOwners);
    const ownersOnly = await Promise.all([
      call('POST', '/api/team/members', {
        headers: adminSession.auth,
        json: { name: 'O', email: `o-${Date.now()}@example.com`, password: MEMBER_PASSWORD, role: 'owner' },
      }),
      call('PATCH', `/api/team/members/${viewer.id}`, { headers: adminSession.auth, json: { role: 'owner' } }),
      call('PATCH', `/api/team/members/${owner.user.id}`, { headers: adminSession.auth, json: { role: 'member' } }),
      call('PATCH', `/api/team/members/${owner.user.id}`, { headers: adminSession.auth, json: { name: 'Renamed' } }),
      call('PUT', `/api/team/members/${owner.user.id}/password`, { headers: adminSession.auth, json: { password: 'taken over passw0rd' } }),
      call('DELETE', `/api/team/members/${owner.user.id}`, { headers: adminSession.auth }),
    ]);
    for (const res of ownersOnly) expect(shape(res)).toEqual(ownerRefusal);
    expect((await call('GET', '/api/team', { headers: owner.auth })).body.members[0]).toMatchObject({ id: owner.user.id, role: 'owner', name: 'Rana Owner' });
    expect((await call('POST', '/api/auth/signin', { json: { email: owner.email, password: TEST_PASSWORD } })).status).toBe(200);

    // Invitations are shown to whoever manages members; a viewer sees none.
    const pending = await invite(adminSession, 'Pending Person', `pending-${Date.now()}@example.com`);
    expect((await call('GET', '/api/team', { headers: adminSession.auth })).body.invitations.map((i: { id: string }) => i.id)).toContain(pending.invitation.id);
    const viewerSession = await signIn(viewer.email, MEMBER_PASSWORD);
    await call('PATCH', `/api/team/members/${viewer.id}`, { headers: owner.auth, json: { role: 'viewer' } });
    expect((await call('GET', '/api/team', { headers: viewerSession.auth })).body.invitations).toEqual([]);

    // An owner may make an admin an owner; the team keeps its last owner either way.
    expect((await call('PATCH', `/api/team/members/${admin.id}`, { headers: owner.auth, json: { role: 'owner' } })).body.role).toBe('owner');
  });
});

describe('team policy', () => {
  it('lets viewers export the visitor log once the team allows it, and the setting is the team’s, not the person’s', async () => {
    const owner = await verifiedSession('pol-owner', 'Polat Owner');
    const viewer = await addMember(owner, 'Vera Viewer', undefined, MEMBER_PASSWORD, 'viewer');
    const viewerSession = await signIn(viewer.email, MEMBER_PASSWORD);
    const range = 'from=2026-01-01&to=2026-01-07&tz=UTC&format=csv';
    const exportAs = (s: Session) => fetch(`${runtime().appUrl}/api/analytics/visitors/export?${range}`, { headers: s.auth });

    expect((await me(viewerSession)).scopes).not.toContain('visitors:export');
    expect((await exportAs(viewerSession)).status).toBe(403);

    const patched = await call('PATCH', '/api/team', { headers: owner.auth, json: { viewersExportVisitors: true } });
    expect(shape(patched)).toEqual({ status: 200, body: { name: expect.any(String), viewersExportVisitors: true, secondFactorRequired: false } });
    expect((await me(viewerSession)).scopes).toContain('visitors:export');
    expect((await exportAs(viewerSession)).status).not.toBe(403);
    // A viewer changes no setting.
    expect(shape(await call('PATCH', '/api/team', { headers: viewerSession.auth, json: { viewersExportVisitors: false } }))).toEqual(
      refused(403, MSG.roleLacksScope('team:write')),
    );
    expect(shape(await call('PATCH', '/api/team', { headers: owner.auth, json: {} }))).toEqual(refused(400, MSG.nothingToUpdate));
    const renamed = await call('PATCH', '/api/team', { headers: owner.auth, json: { name: 'Şirket İçi 🚀' } });
    expect(renamed.body.name).toBe('Şirket İçi 🚀');
    expect((await call('GET', '/api/team', { headers: viewerSession.auth })).body).toMatchObject({
      name: 'Şirket İçi 🚀',
      settings: { name: 'Şirket İçi 🚀', viewersExportVisitors: true, secondFactorRequired: false },
    });
  });

  it('a team that requires a second factor leaves a member without one only their own account, saying why', async () => {
    const owner = await verifiedSession('2fa-owner', 'Ozan Owner');
    const member = await addMember(owner, 'Mert Member');
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    await setSecondFactors(owner.user.id, { totp: true });
    expect((await call('PATCH', '/api/team', { headers: owner.auth, json: { secondFactorRequired: true } })).status).toBe(200);

    const mine = await me(memberSession);
    expect(mine.scopes.sort()).toEqual(['account:read', 'account:write']);
    const why = refused(403, MSG.teamRequiresSecondFactor);
    expect(shape(await call('GET', '/api/links', { headers: memberSession.auth }))).toEqual(why);
    expect(shape(await call('GET', '/api/team', { headers: memberSession.auth }))).toEqual(why);
    // The owner has one and keeps every scope.
    expect((await call('GET', '/api/links', { headers: owner.auth })).status).toBe(200);

    await setSecondFactors(member.id, { totp: true });
    expect((await call('GET', '/api/links', { headers: memberSession.auth })).status).toBe(200);
    await setSecondFactors(member.id, null);
    expect((await call('GET', '/api/links', { headers: memberSession.auth })).status).toBe(403);
  });
});

describe('leaving, and teams left with nobody', () => {
  it('the last owner of a team with members and anyone in their only team cannot leave; others leave and keep their other teams', async () => {
    const owner = await verifiedSession('lv-owner', 'Leyla Owner');
    const member = await addMember(owner, 'Lale Member');
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    expect(shape(await call('POST', '/api/team/leave', { headers: owner.auth }))).toEqual(refused(409, MSG.onlyTeamCannotLeave));
    expect(shape(await call('POST', '/api/team/leave', { headers: memberSession.auth }))).toEqual(refused(409, MSG.onlyTeamCannotLeave));

    const elsewhere = await verifiedSession('lv-else', 'Elif Else');
    await join(elsewhere, owner, 'member');
    expect(shape(await call('POST', '/api/team/leave', { headers: owner.auth }))).toEqual(refused(409, MSG.lastOwnerCannotLeave));

    // The member joins elsewhere too, then leaves the first team: its links stay its team's.
    await join(elsewhere, memberSession, 'member');
    const kept = await newLink(owner);
    expect(shape(await call('POST', '/api/team/leave', { headers: memberSession.auth }))).toEqual({ status: 200, body: { message: MSG.leftTeam } });
    expect(await me(memberSession)).toMatchObject({ teamId: elsewhere.user.teamId, teamRole: 'member' });
    expect((await myTeams(memberSession)).map((t) => t.id)).toEqual([elsewhere.user.teamId]);
    expect((await call('GET', '/api/team', { headers: owner.auth })).body.members.map((m: { id: string }) => m.id)).not.toContain(member.id);
    expect(await linkIds(owner)).toContain(kept.id);
  });

  it('the last member leaving keeps the team: its links redirect, the admin finds it and hands it over, and the new owner sees its links', async () => {
    const founder = await verifiedSession('orph-founder', 'Orhan Kurucu');
    const link = await newLink(founder, 'https://example.com/orphan');
    const other = await verifiedSession('orph-other', 'Other Team');
    await join(other, founder, 'member');
    await switchTo(founder, founder.user.teamId);
    expect(shape(await call('POST', '/api/team/leave', { headers: founder.auth }))).toEqual({ status: 200, body: { message: MSG.leftTeam } });
    expect((await me(founder)).teamId).toBe(other.user.teamId);
    expect((await call('GET', `/${link.shortUrl}`)).status).toBe(302);

    const admin = await verifiedSession('orph-admin', 'Platform Admin');
    await makeAdmin(admin.user.id);
    // Only admins, and only the orphaned list.
    expect((await call('GET', '/api/admin/teams?orphaned=true', { headers: founder.auth })).status).toBe(403);
    expect(shape(await call('GET', '/api/admin/teams', { headers: admin.auth })).status).toBe(400);
    const listed = await call('GET', '/api/admin/teams?orphaned=true', { headers: admin.auth });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items).toContainEqual({
      id: founder.user.teamId,
      name: expect.stringContaining('Orhan Kurucu'),
      createdAt: expect.any(String),
      orphanedAt: expect.any(String),
      links: 1,
    });

    const heir = await verifiedSession('orph-heir', 'Hüseyin Mirasçı');
    const handOver = (teamId: string, email: string) => call('POST', `/api/admin/teams/${teamId}/owner`, { headers: admin.auth, json: { email } });
    expect(shape(await handOver(founder.user.teamId, 'nobody-here@example.com'))).toEqual(refused(404, MSG.teamOwnerUnknown));
    expect(shape(await handOver(other.user.teamId, heir.email))).toEqual(refused(409, MSG.teamStillHasMembers));
    expect(shape(await handOver(founder.user.teamId, heir.email.toUpperCase()))).toEqual({ status: 200, body: { message: MSG.teamHandedOver(heir.email) } });
    expect(shape(await handOver(founder.user.teamId, heir.email))).toEqual(refused(409, MSG.teamStillHasMembers));
    expect((await call('GET', '/api/admin/teams?orphaned=true', { headers: admin.auth })).body.items.map((t: { id: string }) => t.id)).not.toContain(
      founder.user.teamId,
    );

    await switchTo(heir, founder.user.teamId);
    expect(await me(heir)).toMatchObject({ teamId: founder.user.teamId, teamRole: 'owner' });
    expect(await linkIds(heir)).toContain(link.id);
  });
});
