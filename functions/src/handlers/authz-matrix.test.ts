import { addDays, MSG, SESSION_COOKIE, todayIn, type Campaign, type Link, type Member } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationList } from '@kisa/shared/api';
import { apiRoutes } from '../api-routes.js';
import { makeAdmin, signIn, TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, uniqueEmail, type ApiAnswer } from '#test-support/api.js';
import { addMember, invite, MEMBER_PASSWORD } from '#test-support/team.js';
import { until } from '#test-support/until.js';

/**
 * The authorization matrix: every route of the route table × every kind of
 * caller, each cell declaring what the API must answer against team A's resources.
 *
 * - 'ok' is any 2xx; 401 and 403 must carry the API's own messages (so a CSRF 403 or a 401
 *   for the wrong reason does not pass for an authorization answer); other statuses match exactly.
 * - A foreign team's resource answers 404, exactly like a missing one.
 * - Callers outside team A (team B's owner, the admin) must never see one of team A's ids
 *   in a 2xx answer (admin routes aside: listing every user is their job).
 * - Every route needs a row and every row a route, so a new route cannot ship unjudged.
 *
 * Identities authenticate with `Authorization: Bearer` (session token or API key); one
 * column repeats the owner with the session cookie, sent with the app's own Origin as a
 * browser would (cookie-authenticated state changes need a same-origin Origin).
 * State-changing cells act on throwaway resources made for that cell, and credentials a
 * cell could end (sign-out, revoke-all) are fresh ones, so rows may run in any order.
 */

const IDENTITIES = ['anonymous', 'member', 'owner', 'ownerCookie', 'otherOwner', 'admin', 'apiKey', 'revokedKey', 'disabled'] as const;
type Identity = (typeof IDENTITIES)[number];
type Outcome = 'ok' | 400 | 401 | 403 | 404 | 422;
type Expectations = Record<Identity, Outcome>;

/** Any signed-in caller, acting on their own account or team. */
const SIGNED_IN: Expectations = {
  anonymous: 401,
  member: 'ok',
  owner: 'ok',
  ownerCookie: 'ok',
  otherOwner: 'ok',
  admin: 'ok',
  apiKey: 'ok',
  revokedKey: 401,
  disabled: 401,
};
/** A resource of team A: its members, owners and the owner's key; other teams get 404. */
const TEAM_A: Expectations = { ...SIGNED_IN, otherOwner: 404, admin: 404 };
/** A team change in the caller's own team: owners only. */
const OWNERS: Expectations = { ...SIGNED_IN, member: 403 };
/** A team change to one of team A's members: team A's owners only; other teams' owners get 404. */
const OWNERS_OF_A: Expectations = { ...TEAM_A, member: 403 };
/** One of team A's owner's API keys: theirs alone (a team-mate's key id is as unknown as any). */
const KEYS_OF_A_OWNER: Expectations = { ...TEAM_A, member: 404 };
/** Platform admins only. */
const ADMINS: Expectations = {
  anonymous: 401,
  member: 403,
  owner: 403,
  ownerCookie: 403,
  otherOwner: 403,
  admin: 'ok',
  apiKey: 403,
  revokedKey: 401,
  disabled: 401,
};
/** A signed-in caller whose request is then refused on its merits (proves authorization passed). */
const signedInThen = (outcome: Outcome): Expectations => ({
  ...SIGNED_IN,
  member: outcome,
  owner: outcome,
  ownerCookie: outcome,
  otherOwner: outcome,
  admin: outcome,
  apiKey: outcome,
});
/** A public route: one answer whoever calls, never 401. */
const PUBLIC = (outcome: Outcome): Expectations => Object.fromEntries(IDENTITIES.map((i) => [i, outcome])) as Expectations;

interface Fixture {
  ownerA: Session;
  memberA: Session;
  otherOwner: Session;
  admin: Session;
  disabled: Session;
  /** A second session of the disabled user, for the sign-out row only. */
  disabledSpare: Session;
  revokedKey: string;
  link: Link;
  lockedLink: Link;
  campaign: Campaign;
  keyId: string;
  signInTarget: { email: string; password: string };
  analyticsRange: string;
  /** A click id (`kisa_cid`) of team A's link with conversion tracking. */
  clickToken: string;
}

interface CellRequest {
  path: string;
  json?: unknown;
}

interface Row {
  expect: Expectations;
  /** Builds the request of one cell (throwaway resources are made here, as team A's owner). */
  request: (fx: Fixture, who: Identity) => Promise<CellRequest> | CellRequest;
  /** The cell ends the credential it is called with: use a fresh one. */
  freshCredential?: boolean;
  /** Cells that would step on each other (revoke-all takes the other cells' keys): one at a time. */
  oneCellAtATime?: boolean;
  /** Admin routes answer other teams' users by design: no leak check. */
  seesEveryTeam?: boolean;
}

const unique = (tag: string) => `${tag}${randomBytes(5).toString('hex')}`;
const BOGUS_TOKEN = 'A'.repeat(43); // the shape of a link token, but no such token

async function ok<T>(res: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const answer = await res;
  if (answer.status < 200 || answer.status > 299) throw new Error(`setup: ${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const newLink = (fx: Fixture) =>
  ok<Link>(call('POST', '/api/links', { headers: fx.ownerA.auth, json: { longUrl: 'https://example.com/authz', shortUrl: unique('mx') } }), 'a throwaway link');
const newCampaign = (fx: Fixture) =>
  ok<Campaign>(call('POST', '/api/campaigns', { headers: fx.ownerA.auth, json: { name: unique('Matrix ') } }), 'a throwaway campaign');
const newKey = (owner: Session) =>
  ok<{ id: string; key: string }>(call('POST', '/api/keys', { headers: owner.auth, json: { name: unique('matrix ') } }), 'an API key');
/** A throwaway branded domain of team A, pending. */
const newDomain = async (fx: Fixture) =>
  (await ok<{ host: string }>(call('POST', '/api/domains', { headers: fx.ownerA.auth, json: { host: `${unique('mx')}.matrix.test` } }), 'a throwaway domain'))
    .host;
/** Webhooks: endpoints of team A aimed at a closed port on loopback (the test runtime allows 127.0.0.1). */
const HOOK_SINK = 'http://127.0.0.1:9/matrix';
const newTag = async (fx: Fixture) =>
  (await ok<{ id: string }>(call('POST', '/api/tags', { headers: fx.ownerA.auth, json: { name: unique('mx') } }), 'a throwaway tag')).id;
const newWebhook = async (fx: Fixture) =>
  (
    await ok<{ endpoint: { id: string } }>(
      call('POST', '/api/webhooks', { headers: fx.ownerA.auth, json: { url: HOOK_SINK, events: ['link.created'] } }),
      'a throwaway webhook',
    )
  ).endpoint.id;
let sharedWebhook: Promise<{ endpointId: string; deliveryId: string }> | undefined;
/** One endpoint of team A with one delivery, shared by the rows that leave it in place (a team has at most 20). */
const webhookOfA = (fx: Fixture) =>
  (sharedWebhook ??= (async () => {
    const endpointId = await newWebhook(fx);
    const delivery = await ok<{ id: string }>(call('POST', `/api/webhooks/${endpointId}/test`, { headers: fx.ownerA.auth }), 'a test delivery');
    return { endpointId, deliveryId: delivery.id };
  })());
/** A member of team A: invited and accepted through the mailed link. */
const newMember = (fx: Fixture): Promise<Member> => addMember(fx.ownerA, 'Throwaway Member', uniqueEmail('mx-member'));
/** A fresh session of team A's owner (another sign-in): its id. */
const newOwnerSession = async (fx: Fixture) => {
  const session = await signIn(fx.ownerA.email, fx.ownerA.password);
  const sessions = await ok<{ items: { id: string; current: boolean }[] }>(call('GET', '/api/me/sessions', { headers: session.auth }), "the owner's sessions");
  return sessions.items.find((s) => s.current)!.id;
};
/** A fresh invitation link of team A (its token). */
const newInvitationToken = async (fx: Fixture) => (await invite(fx.ownerA, 'Invited Person', uniqueEmail('mx-invited'))).token;

/** A one-link file for team A's throwaway imports. */
const IMPORT_FILE = { name: 'mx.csv', content: 'code,url\nmx-import,https://example.com/mx' };
/** Until team A runs no import (one runs at a time per team): the previous cell's has read its one link. */
async function importsIdle(fx: Fixture): Promise<void> {
  await until(
    "team A's imports idle",
    async () => (await call<{ items: { status: string }[] }>('GET', '/api/imports', { headers: fx.ownerA.auth })).body.items,
    (items) => items.every((j) => j.status !== 'fetching' && j.status !== 'importing'),
    60_000,
    200,
  );
}
/** A throwaway import of team A, at its preview (`ready`). */
async function newImport(fx: Fixture): Promise<string> {
  await importsIdle(fx);
  const created = await ok<{ id: string }>(
    call('POST', '/api/imports', { headers: fx.ownerA.auth, json: { source: 'file', file: IMPORT_FILE } }),
    'a throwaway import',
  );
  await until(
    'the throwaway import ready',
    async () => (await call<{ status: string }>('GET', `/api/imports/${created.id}`, { headers: fx.ownerA.auth })).body.status,
    (status) => status === 'ready',
    60_000,
    200,
  );
  return created.id;
}
/** One finished import of team A (its mapping file written), made once. */
let finishedImport: Promise<string> | undefined;
const doneImport = (fx: Fixture): Promise<string> =>
  (finishedImport ??= (async () => {
    const id = await newImport(fx);
    await ok(call('POST', `/api/imports/${id}/start`, { headers: fx.ownerA.auth, json: {} }), 'the import started');
    await importsIdle(fx);
    return id;
  })());

const matrix: Record<string, Row> = {
  // Accounts: public, one answer for everyone.
  'POST /api/auth/signup': {
    expect: PUBLIC('ok'),
    request: () => ({ path: '/api/auth/signup', json: { name: 'Matrix Signup', email: uniqueEmail('mx-signup'), password: TEST_PASSWORD } }),
  },
  'POST /api/auth/resend-verification': {
    expect: PUBLIC('ok'),
    request: () => ({ path: '/api/auth/resend-verification', json: { email: uniqueEmail('mx-resend') } }),
  },
  'GET /api/auth/verify/{token}': { expect: PUBLIC(400), request: () => ({ path: `/api/auth/verify/${BOGUS_TOKEN}` }) },
  'POST /api/auth/signin': { expect: PUBLIC('ok'), request: (fx) => ({ path: '/api/auth/signin', json: fx.signInTarget }) },
  'POST /api/auth/signout': { expect: PUBLIC('ok'), freshCredential: true, request: () => ({ path: '/api/auth/signout' }) },
  'POST /api/auth/recover': { expect: PUBLIC('ok'), request: () => ({ path: '/api/auth/recover', json: { email: uniqueEmail('mx-recover') } }) },
  'GET /api/auth/reset/{token}': { expect: PUBLIC('ok'), request: () => ({ path: `/api/auth/reset/${BOGUS_TOKEN}` }) },
  'POST /api/auth/reset/{token}': { expect: PUBLIC(400), request: () => ({ path: `/api/auth/reset/${BOGUS_TOKEN}`, json: { password: 'new passw0rd!' } }) },
  'GET /api/me': { expect: SIGNED_IN, request: () => ({ path: '/api/me' }) },
  // One's own profile: any signed-in caller, for themselves only (no id to point elsewhere).
  'PATCH /api/me': { expect: SIGNED_IN, request: (_fx, who) => ({ path: '/api/me', json: { name: `Matrix ${who}` } }) },
  // A wrong current password: refused on its merits once authorization has passed.
  'PUT /api/me/password': {
    expect: signedInThen(400),
    request: () => ({ path: '/api/me/password', json: { currentPassword: 'not the password', password: 'another passw0rd' } }),
  },

  // Links: team-scoped; any team-mate may act on the team's links.
  'GET /api/links': { expect: SIGNED_IN, request: () => ({ path: '/api/links?limit=100' }) },
  'POST /api/links': { expect: SIGNED_IN, request: () => ({ path: '/api/links', json: { longUrl: 'https://example.com/created', shortUrl: unique('mx') } }) },
  'GET /api/links/availability': { expect: SIGNED_IN, request: () => ({ path: `/api/links/availability?alias=${unique('free')}` }) },
  'GET /api/links/{id}': { expect: TEAM_A, request: (fx) => ({ path: `/api/links/${fx.link.id}` }) },
  'PATCH /api/links/{id}': {
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/links/${(await newLink(fx)).id}`, json: { title: 'Patched by the matrix' } }),
  },
  'DELETE /api/links/{id}': { expect: TEAM_A, request: async (fx) => ({ path: `/api/links/${(await newLink(fx)).id}` }) },
  // A/B splits: any team-mate may end the link's split; another team's link is 404.
  'POST /api/links/{id}/split/promote': {
    expect: TEAM_A,
    request: async (fx) => {
      const link = await newLink(fx);
      const variants = [
        { destination: 'https://example.com/a', weight: 1 },
        { destination: 'https://example.com/b', weight: 1 },
      ];
      const split = await ok<Link>(call('PATCH', `/api/links/${link.id}`, { headers: fx.ownerA.auth, json: { split: { variants } } }), 'a split');
      return { path: `/api/links/${link.id}/split/promote`, json: { variantId: split.split!.variants[1]!.id } };
    },
  },
  // Previews: any team-mate may upload a link's preview image; another team's link is 404.
  'POST /api/links/{id}/preview-image': {
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/links/${fx.link.id}/preview-image`, json: { contentType: 'image/png', bytes: 1024 } }),
  },
  // A loopback address is refused after authorization — answered as a name that does not resolve (422): the cell never leaves the machine.
  'POST /api/page-title': { expect: signedInThen(422), request: () => ({ path: '/api/page-title', json: { url: 'http://127.0.0.1/' } }) },
  'GET /api/stats': { expect: SIGNED_IN, request: () => ({ path: '/api/stats' }) },

  // Team: reads for all, changes for owners; another team's member is 404.
  'GET /api/team': { expect: SIGNED_IN, request: () => ({ path: '/api/team' }) },
  'POST /api/team/members': {
    expect: OWNERS,
    request: () => ({ path: '/api/team/members', json: { name: 'Matrix Member', email: uniqueEmail('mx-new'), password: MEMBER_PASSWORD } }),
  },
  'PATCH /api/team/members/{id}': {
    expect: OWNERS_OF_A,
    request: async (fx) => ({ path: `/api/team/members/${(await newMember(fx)).id}`, json: { name: 'Renamed by the matrix' } }),
  },
  'DELETE /api/team/members/{id}': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/team/members/${(await newMember(fx)).id}` }) },
  'PUT /api/team/members/{id}/password': {
    expect: OWNERS_OF_A,
    request: async (fx) => ({ path: `/api/team/members/${(await newMember(fx)).id}/password`, json: { password: 'another passw0rd' } }),
  },

  // Invitation links: public, the token is the credential (each cell its own invitation).
  'GET /api/invitations/{ref}': { expect: PUBLIC('ok'), request: async (fx) => ({ path: `/api/invitations/${await newInvitationToken(fx)}` }) },
  'POST /api/invitations/{ref}': {
    expect: PUBLIC('ok'),
    request: async (fx) => ({ path: `/api/invitations/${await newInvitationToken(fx)}`, json: { action: 'decline' } }),
  },

  // Admin.
  'GET /api/admin/users': { expect: ADMINS, seesEveryTeam: true, request: () => ({ path: '/api/admin/users' }) },
  'PATCH /api/admin/users/{id}': {
    expect: ADMINS,
    seesEveryTeam: true,
    request: async (fx) => ({ path: `/api/admin/users/${(await newMember(fx)).id}`, json: { disabled: true } }),
  },
  'GET /api/admin/stats': { expect: ADMINS, seesEveryTeam: true, request: () => ({ path: '/api/admin/stats' }) },
  // Moderation: admins only, across teams. 'dismiss' acts on a throwaway link and leaves it working.
  'GET /api/admin/moderation': { expect: ADMINS, seesEveryTeam: true, request: () => ({ path: '/api/admin/moderation' }) },
  'POST /api/admin/moderation': {
    expect: ADMINS,
    seesEveryTeam: true,
    request: async (fx) => ({ path: '/api/admin/moderation', json: { action: 'dismiss', linkId: (await newLink(fx)).id } }),
  },
  'GET /api/admin/moderation/log': { expect: ADMINS, seesEveryTeam: true, request: () => ({ path: '/api/admin/moderation/log' }) },
  'GET /api/admin/blocklist': { expect: ADMINS, seesEveryTeam: true, request: () => ({ path: '/api/admin/blocklist' }) },
  'POST /api/admin/blocklist': {
    expect: ADMINS,
    seesEveryTeam: true,
    request: () => ({ path: '/api/admin/blocklist', json: { action: 'add', entries: [`${unique('mx-block')}.example`] } }),
  },

  // API keys: personal. Revoke-all may end the very key that calls it: fresh credentials.
  'GET /api/domains': { expect: SIGNED_IN, request: () => ({ path: '/api/domains' }) },
  'POST /api/domains': { expect: OWNERS, request: () => ({ path: '/api/domains', json: { host: `${unique('mx')}.matrix.test` } }) },
  'PATCH /api/domains/{host}': {
    expect: OWNERS_OF_A,
    request: async (fx) => ({ path: `/api/domains/${await newDomain(fx)}`, json: { robotsTxt: 'User-agent: *' } }),
  },
  'DELETE /api/domains/{host}': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/domains/${await newDomain(fx)}` }) },
  'POST /api/domains/{host}/check': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/domains/${await newDomain(fx)}/check` }) },
  // Webhooks: every member reads them; owners change them; another team's endpoint is 404.
  'GET /api/webhooks': { expect: SIGNED_IN, request: () => ({ path: '/api/webhooks' }) },
  'POST /api/webhooks': { expect: OWNERS, request: () => ({ path: '/api/webhooks', json: { url: HOOK_SINK, events: ['link.deleted'] } }) },
  'PATCH /api/webhooks/{id}': {
    expect: OWNERS_OF_A,
    request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}`, json: { description: 'patched by the matrix' } }),
  },
  'DELETE /api/webhooks/{id}': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/webhooks/${await newWebhook(fx)}` }) },
  'POST /api/webhooks/{id}/secret': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/secret` }) },
  'GET /api/webhooks/{id}/deliveries': { expect: TEAM_A, request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/deliveries` }) },
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': {
    expect: OWNERS_OF_A,
    request: async (fx) => {
      const { endpointId, deliveryId } = await webhookOfA(fx);
      return { path: `/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend` };
    },
  },
  // Tags: members add and rename, owners delete; another team's tag is 404.
  // Imports: team owners start and steer them; every member sees them and their mapping files.
  'GET /api/imports': { expect: SIGNED_IN, request: () => ({ path: '/api/imports' }) },
  'POST /api/imports': {
    expect: OWNERS,
    oneCellAtATime: true,
    request: async (fx) => {
      await importsIdle(fx);
      return { path: '/api/imports', json: { source: 'file', file: IMPORT_FILE } };
    },
  },
  'GET /api/imports/{id}': { expect: TEAM_A, request: async (fx) => ({ path: `/api/imports/${await doneImport(fx)}` }) },
  'POST /api/imports/{id}/start': {
    expect: OWNERS_OF_A,
    oneCellAtATime: true,
    request: async (fx) => ({ path: `/api/imports/${await newImport(fx)}/start`, json: {} }),
  },
  'POST /api/imports/{id}/cancel': {
    expect: OWNERS_OF_A,
    oneCellAtATime: true,
    request: async (fx) => ({ path: `/api/imports/${await newImport(fx)}/cancel` }),
  },
  'GET /api/imports/{id}/mapping': { expect: TEAM_A, request: async (fx) => ({ path: `/api/imports/${await doneImport(fx)}/mapping` }) },
  'GET /api/tags': { expect: SIGNED_IN, request: () => ({ path: '/api/tags' }) },
  'POST /api/tags': { expect: SIGNED_IN, request: () => ({ path: '/api/tags', json: { name: unique('mx') } }) },
  'PATCH /api/tags/{id}': { expect: TEAM_A, request: async (fx) => ({ path: `/api/tags/${await newTag(fx)}`, json: { color: 'blue' } }) },
  'DELETE /api/tags/{id}': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/tags/${await newTag(fx)}` }) },
  // The audit log: the team's own, owners (and admins).
  'GET /api/audit': { expect: OWNERS, request: () => ({ path: '/api/audit?limit=5' }) },
  'GET /api/audit/export': { expect: OWNERS, request: () => ({ path: '/api/audit/export?format=csv' }) },
  'GET /api/audit/verify': { expect: OWNERS, request: () => ({ path: '/api/audit/verify' }) },
  'POST /api/webhooks/{id}/test': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/test` }) },
  'GET /api/keys': { expect: SIGNED_IN, request: () => ({ path: '/api/keys' }) },
  'POST /api/keys': { expect: SIGNED_IN, request: () => ({ path: '/api/keys', json: { name: 'matrix key' } }) },
  'DELETE /api/keys': { expect: SIGNED_IN, freshCredential: true, oneCellAtATime: true, request: () => ({ path: '/api/keys' }) },
  'DELETE /api/keys/{id}': { expect: KEYS_OF_A_OWNER, request: async (fx) => ({ path: `/api/keys/${(await newKey(fx.ownerA)).id}` }) },
  // Sessions: one's own (an API key may read them but never end one: account:write is no key's); a member's, by team A's owners and admins.
  'GET /api/me/sessions': { expect: SIGNED_IN, request: () => ({ path: '/api/me/sessions' }) },
  'DELETE /api/me/sessions': { expect: { ...SIGNED_IN, apiKey: 403 }, freshCredential: true, request: () => ({ path: '/api/me/sessions' }) },
  'DELETE /api/me/sessions/{id}': { expect: { ...KEYS_OF_A_OWNER, apiKey: 403 }, request: async (fx) => ({ path: `/api/me/sessions/${await newOwnerSession(fx)}` }) },
  'DELETE /api/team/members/{id}/sessions': { expect: OWNERS_OF_A, request: async (fx) => ({ path: `/api/team/members/${(await newMember(fx)).id}/sessions` }) },

  // Reporting a link: public, one answer for everyone (the test runtime exempts 127.0.0.1 from per-address limits).
  'POST /api/public/reports': { expect: PUBLIC('ok'), request: (fx) => ({ path: '/api/public/reports', json: { link: fx.link.shortUrl, reason: 'spam' } }) },

  // The password gate: public.
  // One at a time: the gate counts an attempt before checking the password (and refunds a right one), so 9 at once from one address meet its limit of 5.
  'GET /api/public/links/{code}/gate': { expect: PUBLIC('ok'), request: (fx) => ({ path: `/api/public/links/${fx.lockedLink.shortUrl}/gate` }) },
  'POST /api/public/unlock': {
    expect: PUBLIC('ok'),
    oneCellAtATime: true,
    request: (fx) => ({ path: '/api/public/unlock', json: { shortUrl: fx.lockedLink.shortUrl, password: 'open sesame' } }),
  },

  // Campaigns: team-scoped like links.
  'POST /api/campaigns': { expect: SIGNED_IN, request: () => ({ path: '/api/campaigns', json: { name: 'Matrix campaign' } }) },
  'GET /api/campaigns': { expect: SIGNED_IN, request: () => ({ path: '/api/campaigns' }) },
  'GET /api/campaigns/{id}': { expect: TEAM_A, request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}` }) },
  'DELETE /api/campaigns/{id}': { expect: TEAM_A, request: async (fx) => ({ path: `/api/campaigns/${(await newCampaign(fx)).id}` }) },
  'POST /api/campaigns/{id}/links': {
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/campaigns/${(await newCampaign(fx)).id}/links`, json: { links: [{ longUrl: 'https://example.com/bulk' }] } }),
  },
  'GET /api/campaigns/{id}/links': { expect: TEAM_A, request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}/links` }) },
  'GET /api/campaigns/{id}/export': { expect: TEAM_A, request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}/export?format=csv` }) },

  // Analytics, filtered to one of team A's links or campaigns (another team's id is 404).
  'GET /api/analytics': { expect: TEAM_A, request: (fx) => ({ path: `/api/analytics?${fx.analyticsRange}&linkId=${fx.link.id}` }) },
  'GET /api/analytics/visitors': { expect: TEAM_A, request: (fx) => ({ path: `/api/analytics/visitors?${fx.analyticsRange}&campaignId=${fx.campaign.id}` }) },
  // Conversions: any team-mate (or their API key) reports a conversion of a team A click; another team's caller gets 404, as for a forged id.
  'POST /api/track/conversions': {
    expect: TEAM_A,
    request: (fx) => ({ path: '/api/track/conversions', json: { clickId: fx.clickToken, eventId: unique('mx-conv'), type: 'lead' } }),
  },
  'GET /api/analytics/visitors/export': {
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/analytics/visitors/export?${fx.analyticsRange}&linkId=${fx.link.id}&format=csv` }),
  },

  'GET /api/openapi.json': { expect: PUBLIC('ok'), request: () => ({ path: '/api/openapi.json' }) },
};

const routeKeys = apiRoutes.map((r) => `${r.method} ${r.path}`);
/** Each route's declared scope (the chain's 403 names it). */
const declaredScope = new Map(operationList.map((o) => [`${o.method} ${o.path}`, o.scope]));

describe('authorization matrix', () => {
  let fx: Fixture;

  beforeAll(async () => {
    const [ownerA, otherOwner, admin] = await Promise.all([
      verifiedSession('mx-owner', 'Ada Owner'),
      verifiedSession('mx-other', 'Bo Other'),
      verifiedSession('mx-admin', 'Cy Admin'),
    ]);
    await makeAdmin(admin.user.id);

    const [memberA, disabledMember, signInMember] = await Promise.all([
      newMember({ ownerA } as Fixture),
      newMember({ ownerA } as Fixture),
      newMember({ ownerA } as Fixture),
    ]);
    // The disabled user is a second owner of team A: were disabling ignored, every cell would pass as an owner's.
    await ok(call('PATCH', `/api/team/members/${disabledMember.id}`, { headers: ownerA.auth, json: { role: 'owner' } }), 'promoting the disabled-to-be member');
    const [memberSession, disabled, disabledSpare] = await Promise.all([
      signIn(memberA.email, MEMBER_PASSWORD),
      signIn(disabledMember.email, MEMBER_PASSWORD),
      signIn(disabledMember.email, MEMBER_PASSWORD),
    ]);
    await ok(call('PATCH', `/api/admin/users/${disabledMember.id}`, { headers: admin.auth, json: { disabled: true } }), 'disabling a user');

    const revoked = await newKey(ownerA);
    await ok(call('DELETE', `/api/keys/${revoked.id}`, { headers: ownerA.auth }), 'revoking a key');

    const base = { ownerA } as Fixture;
    const [link, lockedLink, campaign, key] = await Promise.all([newLink(base), newLink(base), newCampaign(base), newKey(ownerA)]);
    await ok(
      call('PATCH', `/api/links/${lockedLink.id}`, { headers: ownerA.auth, json: { password: { enabled: true, password: 'open sesame' } } }),
      'locking a link',
    );
    // A click of a link with conversion tracking: its destination carries the click id.
    await ok(call('PATCH', `/api/links/${link.id}`, { headers: ownerA.auth, json: { conversionTracking: true } }), 'turning conversion tracking on');
    const visit = await call('GET', `/${link.shortUrl}`);
    const clickToken = new URL(visit.headers.get('location') ?? 'http://x/').searchParams.get('kisa_cid');
    if (!clickToken) throw new Error(`setup: the redirect passed no click id (${visit.status} ${visit.headers.get('location')})`);

    const tz = 'UTC';
    const today = todayIn(tz);
    fx = {
      ownerA,
      memberA: memberSession,
      otherOwner,
      admin,
      disabled,
      disabledSpare,
      revokedKey: revoked.key,
      link,
      lockedLink,
      campaign,
      keyId: key.id,
      signInTarget: { email: signInMember.email, password: MEMBER_PASSWORD },
      analyticsRange: `from=${addDays(today, -6)}&to=${today}&tz=${tz}`,
      clickToken,
    };
  });

  it('has a row for every route of the route table, and no row for a route that is gone', () => {
    const problems = [
      ...routeKeys.filter((k) => !(k in matrix)).map((k) => `route ${k} has no row in the authorization matrix`),
      ...Object.keys(matrix)
        .filter((k) => !routeKeys.includes(k))
        .map((k) => `the authorization matrix has a row for ${k}, which is no route of the route table`),
    ];
    // The table's own `auth` (documentation, OpenAPI) must agree with the row.
    for (const route of apiRoutes) {
      const row = matrix[`${route.method} ${route.path}`];
      if (!row) continue;
      const key = `${route.method} ${route.path}`;
      if (route.auth === 'public' && IDENTITIES.some((i) => row.expect[i] === 401))
        problems.push(`${key} is public in the route table but its row expects a 401`);
      if (route.auth !== 'public' && row.expect.anonymous !== 401)
        problems.push(`${key} needs a caller (${route.auth}) but its row lets the anonymous caller through`);
      if (route.auth === 'admin' && row.expect.owner !== 403) problems.push(`${key} is admin-only but its row lets a plain owner through`);
    }
    expect(problems).toEqual([]);
  });

  /** The headers one identity authenticates with; `fresh` makes a credential no other cell uses. */
  async function credentials(who: Identity, fresh: boolean): Promise<Record<string, string>> {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const session = async (s: Session) => (fresh ? (await signIn(s.email, s.password)).token : s.token);
    switch (who) {
      case 'anonymous':
        return {};
      case 'member':
        return bearer(await session(fx.memberA));
      case 'owner':
        return bearer(await session(fx.ownerA));
      case 'ownerCookie':
        return { cookie: `${SESSION_COOKIE}=${await session(fx.ownerA)}`, origin: runtime().appUrl };
      case 'otherOwner':
        return bearer(await session(fx.otherOwner));
      case 'admin':
        return bearer(await session(fx.admin));
      case 'apiKey':
        // A key per cell: the revoke-all row must not take the next cell's key with it.
        return bearer((await newKey(fx.ownerA)).key);
      case 'revokedKey':
        return bearer(fx.revokedKey);
      case 'disabled':
        return bearer(fresh ? fx.disabledSpare.token : fx.disabled.token);
    }
  }

  /** Team A's ids and e-mails: none may appear in a 2xx answer to a caller outside team A. */
  const teamASecrets = () => [
    fx.ownerA.user.teamId,
    fx.ownerA.user.id,
    fx.ownerA.email,
    fx.memberA.user.id,
    fx.link.id,
    fx.lockedLink.id,
    fx.campaign.id,
    fx.keyId,
  ];

  /** A route with a scope refuses a caller without it naming the scope; admin routes refuse with the plain message. */
  const forbiddenMessage = (key: string, who: Identity) => {
    const scope = declaredScope.get(key);
    return scope ? MSG.missingScope(scope, who === 'apiKey') : MSG.forbidden;
  };

  function judge(key: string, row: Row, who: Identity, res: ApiAnswer): string | null {
    const isPublic = IDENTITIES.every((i) => row.expect[i] === row.expect.anonymous && row.expect.anonymous !== 401);
    const expected = row.expect[who];
    const got = `${res.status} ${(typeof res.body === 'string' ? res.body : (JSON.stringify(res.body) ?? '')).slice(0, 300)}`;
    const fail = (why = '') => `${key} as ${who}: expected ${expected}, got ${got}${why}`;
    if (expected === 'ok') {
      if (res.status < 200 || res.status > 299) return fail();
    } else if (res.status !== expected) {
      return fail();
    } else if (expected === 401 && res.body?.errorMessage !== MSG.unauthorized) {
      return fail(` (not the sign-in message '${MSG.unauthorized}')`);
    } else if (expected === 403 && res.body?.errorMessage !== forbiddenMessage(key, who)) {
      return fail(` (not the permission message '${forbiddenMessage(key, who)}')`);
    } else if (typeof res.body?.errorMessage !== 'string') {
      return fail(' (no {errorMessage})');
    }
    // A public answer does not depend on the caller (the sign-in row answers its own target's profile).
    if (res.status < 300 && !isPublic && !row.seesEveryTeam && (who === 'otherOwner' || who === 'admin')) {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      const leaked = teamASecrets().filter((secret) => text.includes(secret));
      if (leaked.length) return `${key} as ${who}: answered ${res.status} with team A's ${leaked.join(', ')}`;
    }
    return null;
  }

  it.each(Object.keys(matrix))('%s', async (key) => {
    const row = matrix[key]!;
    const method = key.slice(0, key.indexOf(' '));
    const cell = async (who: Identity) => {
      const request = await row.request(fx, who);
      const headers = await credentials(who, row.freshCredential === true);
      return judge(key, row, who, await call(method, request.path, { headers, json: request.json }));
    };
    const verdicts: (string | null)[] = [];
    if (row.oneCellAtATime) for (const who of IDENTITIES) verdicts.push(await cell(who));
    else verdicts.push(...(await Promise.all(IDENTITIES.map(cell))));
    expect(verdicts.filter((v) => v !== null)).toEqual([]);
  });
});
