import {
  addDays,
  effectiveScopes,
  KEY_SCOPES,
  MSG,
  ROLE_SCOPES,
  SESSION_COOKIE,
  scopesOfRole,
  todayIn,
  type Analytics,
  type Campaign,
  type Link,
  type Member,
  type Scope,
} from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationList } from '@kisa/shared/api';
import { apiRoutes } from '../api-routes.js';
import { expireApiKey, makeAdmin, signIn, TEST_PASSWORD, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime, uniqueEmail, type ApiAnswer } from '#test-support/api.js';
import { addMember, invite, MEMBER_PASSWORD } from '#test-support/team.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';

/**
 * The authorization matrix: every route of the route table × every kind of caller — each role
 * of team A, the owner with the cookie, another team's owner, the platform admin, API keys of
 * several scopes, and credentials that no longer work — each cell judged against team A's resources.
 *
 * - Each row names the scope it expects its route to declare (checked against the declaration),
 *   and what a caller the chain lets through gets: team A's owner (`mine`), team A's other people
 *   (`team`), callers of other teams (`outside`). Every other cell derives from the caller's scopes
 *   (their role's, narrowed by a key's, shared/src/permissions.ts): without the route's scope, 403
 *   naming it; with a dead credential, 401. So a new route is judged by its declaration.
 * - 'ok' is any 2xx; 401 and 403 must carry the API's own messages (so a CSRF 403 or a 401
 *   for the wrong reason does not pass for an authorization answer); other statuses match exactly.
 * - A foreign team's resource answers 404, exactly like a missing one.
 * - Callers outside team A (team B's owner, the platform admin) never see one of team A's ids in
 *   a 2xx answer, and team A's callers never see team B's (admin routes aside: seeing every team is their job).
 * - A viewer and a key without write scopes are refused every change (a write outside their own account).
 * - Every route needs a row and every row a route, so a new route cannot ship unjudged.
 *
 * Identities authenticate with `Authorization: Bearer` (session token or API key); one
 * column repeats the owner with the session cookie, sent with the app's own Origin as a
 * browser would (cookie-authenticated state changes need a same-origin Origin).
 * A cell that gets through acts on a throwaway resource made for it; a cell refused before acting
 * points at one kept resource per kind (nothing changes it). Rows whose cells end credentials
 * (sign-out, revoke-all, ending sessions) use fresh ones, and the shared ones are renewed after them.
 */

const IDENTITIES = [
  'anonymous',
  'owner',
  'ownerCookie',
  'teamAdmin',
  'member',
  'viewer',
  'otherOwner',
  'platformAdmin',
  'fullKey',
  'narrowKey',
  'viewerKey',
  'expiredKey',
  'revokedKey',
  'disabled',
] as const;
type Identity = (typeof IDENTITIES)[number];
type Outcome = 'ok' | 303 | 400 | 401 | 403 | 404 | 409 | 415 | 422;

/** The narrow key's one scope. */
const NARROW_KEY_SCOPES: Scope[] = ['links:read'];
/** What each identity may do (none: it is no caller). Keys are made with every key scope their creator's role has, but the narrow one. */
const SCOPES_OF: Record<Identity, readonly Scope[]> = {
  anonymous: [],
  owner: scopesOfRole('owner'),
  ownerCookie: scopesOfRole('owner'),
  teamAdmin: scopesOfRole('admin'),
  member: scopesOfRole('member'),
  viewer: scopesOfRole('viewer'),
  otherOwner: scopesOfRole('owner'),
  platformAdmin: scopesOfRole('owner'),
  fullKey: effectiveScopes('owner', {}, KEY_SCOPES),
  narrowKey: effectiveScopes('owner', {}, NARROW_KEY_SCOPES),
  viewerKey: effectiveScopes('viewer', {}, KEY_SCOPES),
  expiredKey: [],
  revokedKey: [],
  disabled: [],
};
const KEYS: readonly Identity[] = ['fullKey', 'narrowKey', 'viewerKey', 'expiredKey', 'revokedKey'];
/** Credentials that authenticate no one. */
const DEAD: readonly Identity[] = ['anonymous', 'expiredKey', 'revokedKey', 'disabled'];
/** Callers of other teams. */
const OUTSIDE: readonly Identity[] = ['otherOwner', 'platformAdmin'];
/** Team A's owner, in person or by their keys. */
const OWNER_A: readonly Identity[] = ['owner', 'ownerCookie', 'fullKey', 'narrowKey'];
/** Team A's callers that may change nothing of the team's. */
const READ_ONLY: readonly Identity[] = ['viewer', 'narrowKey', 'viewerKey'];

type Expectations =
  /** One answer for everyone, never 401. */
  | { kind: 'public'; outcome: Outcome }
  /** Platform admins only: everyone else 403. */
  | { kind: 'admin'; outcome: Outcome }
  /** A signed-in route: what each caller holding its scope gets. */
  | { kind: 'user'; mine: Outcome; team: Outcome; outside: Outcome };

const user = (mine: Outcome, team: Outcome, outside: Outcome): Expectations => ({ kind: 'user', mine, team, outside });
/** One's own account or team: anyone with the scope. */
const SIGNED_IN = user('ok', 'ok', 'ok');
/** A resource of team A: its people with the scope; other teams get 404. */
const TEAM_A = user('ok', 'ok', 404);
/** Something of team A's owner's own (a key, a session): a team-mate's id is as unknown as any. */
const OWNER_A_ONLY = user('ok', 404, 404);
/** A signed-in caller whose request is then refused on its merits (proves authorization passed). */
const signedInThen = (outcome: Outcome): Expectations => user(outcome, outcome, outcome);
const ADMINS: Expectations = { kind: 'admin', outcome: 'ok' };
const PUBLIC = (outcome: Outcome): Expectations => ({ kind: 'public', outcome });

/** What the row expects of one identity: a dead credential or a missing scope is refused before any exception applies. */
function expectationOf(row: Row, who: Identity): Outcome {
  const e = row.expect;
  if (e.kind === 'public') return row.except?.[who] ?? e.outcome;
  if (DEAD.includes(who)) return 401;
  if (e.kind === 'admin') return who === 'platformAdmin' ? e.outcome : 403;
  if (!row.scope || !SCOPES_OF[who].includes(row.scope)) return 403;
  return row.except?.[who] ?? (OUTSIDE.includes(who) ? e.outside : OWNER_A.includes(who) ? e.mine : e.team);
}

/** The cell gets through to the operation (a 404 for a foreign or unknown id changes nothing either). */
const isThrough = (row: Row, who: Identity) => ![401, 403, 404].includes(expectationOf(row, who) as number);

interface Fixture {
  ownerA: Session;
  teamAdmin: Session;
  memberA: Session;
  viewer: Session;
  otherOwner: Session;
  admin: Session;
  disabled: Session;
  /** A second session of the disabled user, for the rows that end their credential. */
  disabledSpare: Session;
  /** API keys: team A's owner's (every key scope; `links:read` only), the viewer's, an expired and a revoked one of the owner's. */
  keys: { fullKey: string; narrowKey: string; viewerKey: string };
  expiredKey: string;
  revokedKey: string;
  link: Link;
  lockedLink: Link;
  campaign: Campaign;
  keyId: string;
  /** Team B's (the other owner's) link and campaign: no team A caller may see their ids. */
  linkB: Link;
  campaignB: Campaign;
  signInTarget: { email: string; password: string };
  analyticsRange: string;
  /** A click id (`kisa_cid`) of team A's link with conversion tracking. */
  clickToken: string;
  /** Shared dashboards of team A's link: a plain one, and one with the password 'open sesame' (neither shares the visitor log). */
  shareToken: string;
  lockedShareToken: string;
}

interface CellRequest {
  path: string;
  json?: unknown;
}

/** A maker of a throwaway resource of team A (made as its owner). */
type Maker<T> = (fx: Fixture) => Promise<T>;

interface Cell {
  who: Identity;
  /** The throwaway `make` makes, for a cell that gets through; else one kept resource of that kind. */
  own: <T>(make: Maker<T>) => Promise<T>;
}

interface Row {
  /** The scope the route must declare (none for public and admin routes). */
  scope?: Scope;
  expect: Expectations;
  /** Identities the route answers otherwise than its kind says (each with a reason in the row's comment). */
  except?: Partial<Record<Identity, Outcome>>;
  /** Builds the request of one cell. */
  request: (fx: Fixture, cell: Cell) => Promise<CellRequest> | CellRequest;
  /** The cell ends credentials (its own, or the caller's others): fresh ones, and the shared ones renewed after the row. */
  freshCredential?: boolean;
  /** Cells that would step on each other (revoke-all takes the other cells' keys): one at a time. */
  oneCellAtATime?: boolean;
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
/** An API key of `owner` (with `scopes`, or every key scope their role has). */
const newKey = (owner: Session, scopes?: Scope[]) =>
  ok<{ id: string; key: string }>(
    call('POST', '/api/keys', { headers: owner.auth, json: { name: unique('matrix '), ...(scopes ? { scopes } : {}) } }),
    'an API key',
  );
const ownerKey = (fx: Fixture) => newKey(fx.ownerA);
/** A throwaway branded domain of team A, pending. */
const newDomain = async (fx: Fixture) =>
  (await ok<{ host: string }>(call('POST', '/api/domains', { headers: fx.ownerA.auth, json: { host: `${unique('mx')}.matrix.test` } }), 'a throwaway domain'))
    .host;
/** Webhooks: endpoints of team A aimed at a closed port on loopback (the test runtime allows 127.0.0.1). */
const HOOK_SINK = 'http://127.0.0.1:9/matrix';
/** A throwaway shared dashboard of team A's link. */
const newShare = async (fx: Fixture) =>
  (await ok<{ id: string }>(call('POST', '/api/shares', { headers: fx.ownerA.auth, json: { target: { kind: 'link', id: fx.link.id } } }), 'a share')).id;
const newTag = async (fx: Fixture) =>
  (await ok<{ id: string }>(call('POST', '/api/tags', { headers: fx.ownerA.auth, json: { name: unique('mx') } }), 'a throwaway tag')).id;
/** Alert rules of team A on its link, told by Slack-compatible webhook to a closed port on loopback. */
const alertBody = (fx: Fixture) => ({
  name: unique('mx'),
  target: { kind: 'link', id: fx.link.id },
  condition: { kind: 'clicksAbove', clicks: 100 },
  slackUrl: HOOK_SINK,
});
const newAlert = async (fx: Fixture) =>
  (await ok<{ id: string }>(call('POST', '/api/alerts', { headers: fx.ownerA.auth, json: alertBody(fx) }), 'a throwaway alert rule')).id;
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
/** A throwaway link of team A with an A/B split: the link and its second variant's id. */
const newSplit = async (fx: Fixture) => {
  const link = await newLink(fx);
  const variants = [
    { destination: 'https://example.com/a', weight: 1 },
    { destination: 'https://example.com/b', weight: 1 },
  ];
  const split = await ok<Link>(call('PATCH', `/api/links/${link.id}`, { headers: fx.ownerA.auth, json: { split: { variants } } }), 'a split');
  return { link, variantId: split.split!.variants[1]!.id };
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
  // One at a time: every attempt counts against the e-mail's limit (10) until it proves right, so 14 at once meet it.
  'POST /api/auth/signin': { expect: PUBLIC('ok'), oneCellAtATime: true, request: (fx) => ({ path: '/api/auth/signin', json: fx.signInTarget }) },
  'POST /api/auth/signout': { expect: PUBLIC('ok'), freshCredential: true, request: () => ({ path: '/api/auth/signout' }) },
  'POST /api/auth/recover': { expect: PUBLIC('ok'), request: () => ({ path: '/api/auth/recover', json: { email: uniqueEmail('mx-recover') } }) },
  'GET /api/auth/reset/{token}': { expect: PUBLIC('ok'), request: () => ({ path: `/api/auth/reset/${BOGUS_TOKEN}` }) },
  'POST /api/auth/reset/{token}': { expect: PUBLIC(400), request: () => ({ path: `/api/auth/reset/${BOGUS_TOKEN}`, json: { password: 'new passw0rd!' } }) },
  'GET /api/me': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/me' }) },
  // One's own profile: any signed-in person, for themselves only (no id to point elsewhere); no key (account:write is no key's).
  // The name in several scripts: Turkish dotted and dotless i, Arabic, an emoji.
  'PATCH /api/me': {
    scope: 'account:write',
    expect: SIGNED_IN,
    request: (_fx, { who }) => ({ path: '/api/me', json: { name: `İlkay Işık مرحبا 🔑 ${who}` } }),
  },
  // A wrong current password: refused on its merits once authorization has passed.
  'PUT /api/me/password': {
    scope: 'account:write',
    expect: signedInThen(400),
    request: () => ({ path: '/api/me/password', json: { currentPassword: 'not the password', password: 'another passw0rd' } }),
  },

  // Passkeys: one's own (account scopes: no key has them). A shape-valid answer that verifies nothing is refused on its merits.
  'POST /api/me/passkeys/options': { scope: 'account:write', expect: SIGNED_IN, request: () => ({ path: '/api/me/passkeys/options' }) },
  'POST /api/me/passkeys': {
    scope: 'account:write',
    expect: signedInThen(400),
    request: () => ({
      path: '/api/me/passkeys',
      json: {
        name: 'Anahtar 🔑',
        response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA' } },
      },
    }),
  },
  'GET /api/me/passkeys': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/me/passkeys' }) },
  'PATCH /api/me/passkeys/{id}': { scope: 'account:write', expect: signedInThen(404), request: () => ({ path: '/api/me/passkeys/AAAA', json: { name: 'x' } }) },
  'DELETE /api/me/passkeys/{id}': { scope: 'account:write', expect: signedInThen(404), request: () => ({ path: '/api/me/passkeys/AAAA' }) },
  // Second factor: each caller begins a setup (pending), a wrong code does not confirm it; turning off and new codes need a
  // recent sign-in (a fresh credential) and find no app on.
  'POST /api/auth/signin/second-factor': {
    expect: PUBLIC(401),
    request: () => ({ path: '/api/auth/signin/second-factor', json: { challenge: 'x.y', code: '000000' } }),
  },
  'GET /api/me/second-factor': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/me/second-factor' }) },
  'POST /api/me/second-factor/totp': { scope: 'account:write', expect: SIGNED_IN, request: () => ({ path: '/api/me/second-factor/totp' }) },
  'POST /api/me/second-factor/totp/confirm': {
    scope: 'account:write',
    expect: signedInThen(400),
    request: () => ({ path: '/api/me/second-factor/totp/confirm', json: { code: 'abc' } }),
  },
  'DELETE /api/me/second-factor/totp': {
    scope: 'account:write',
    expect: signedInThen(409),
    freshCredential: true,
    request: () => ({ path: '/api/me/second-factor/totp' }),
  },
  'POST /api/me/second-factor/recovery-codes': {
    scope: 'account:write',
    expect: signedInThen(409),
    freshCredential: true,
    request: () => ({ path: '/api/me/second-factor/recovery-codes' }),
  },
  'POST /api/auth/passkey/options': { expect: PUBLIC('ok'), request: () => ({ path: '/api/auth/passkey/options', json: {} }) },
  'POST /api/auth/passkey': {
    expect: PUBLIC(401),
    request: () => ({
      path: '/api/auth/passkey',
      json: {
        challengeId: 'A'.repeat(43),
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
        },
      },
    }),
  },
  // Links: team-scoped; members and up change the team's links, viewers and read-only keys look.
  'GET /api/links': { scope: 'links:read', expect: SIGNED_IN, request: () => ({ path: '/api/links?limit=100' }) },
  'POST /api/links': {
    scope: 'links:write',
    expect: SIGNED_IN,
    request: () => ({ path: '/api/links', json: { longUrl: 'https://example.com/created', shortUrl: unique('mx') } }),
  },
  'GET /api/links/availability': { scope: 'links:read', expect: SIGNED_IN, request: () => ({ path: `/api/links/availability?alias=${unique('free')}` }) },
  'GET /api/links/{id}': { scope: 'links:read', expect: TEAM_A, request: (fx) => ({ path: `/api/links/${fx.link.id}` }) },
  'PATCH /api/links/{id}': {
    scope: 'links:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/links/${(await own(newLink)).id}`, json: { title: 'Patched by the matrix: İı عربي 🎯' } }),
  },
  'DELETE /api/links/{id}': { scope: 'links:write', expect: TEAM_A, request: async (_fx, { own }) => ({ path: `/api/links/${(await own(newLink)).id}` }) },
  // A/B splits: any team-mate who may change links may end the link's split; another team's link is 404.
  'POST /api/links/{id}/split/promote': {
    scope: 'links:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => {
      const { link, variantId } = await own(newSplit);
      return { path: `/api/links/${link.id}/split/promote`, json: { variantId } };
    },
  },
  // Previews: any team-mate who may change links may upload a link's preview image; another team's link is 404.
  'POST /api/links/{id}/preview-image': {
    scope: 'links:write',
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/links/${fx.link.id}/preview-image`, json: { contentType: 'image/png', bytes: 1024 } }),
  },
  // A loopback address is refused after authorization — answered as a name that does not resolve (422): the cell never leaves the machine.
  'POST /api/page-title': { scope: 'links:write', expect: signedInThen(422), request: () => ({ path: '/api/page-title', json: { url: 'http://127.0.0.1/' } }) },
  'GET /api/stats': { scope: 'links:read', expect: SIGNED_IN, request: () => ({ path: '/api/stats' }) },
  // Destination health: every member reads the team's list and settings; owners and admins change the settings.
  'GET /api/link-health': { scope: 'links:read', expect: SIGNED_IN, request: () => ({ path: '/api/link-health' }) },
  'GET /api/link-health/settings': { scope: 'team:read', expect: SIGNED_IN, request: () => ({ path: '/api/link-health/settings' }) },
  'PUT /api/link-health/settings': {
    scope: 'team:write',
    expect: SIGNED_IN,
    request: () => ({ path: '/api/link-health/settings', json: { fallbackUrl: 'https://example.com/sorry', notify: [] } }),
  },

  // Team: everyone reads their own; owners and admins manage members; another team's member is 404.
  'GET /api/team': { scope: 'team:read', expect: SIGNED_IN, request: () => ({ path: '/api/team' }) },
  'POST /api/team/members': {
    scope: 'team:write',
    expect: SIGNED_IN,
    request: () => ({ path: '/api/team/members', json: { name: 'Matrix Member', email: uniqueEmail('mx-new'), password: MEMBER_PASSWORD } }),
  },
  'PATCH /api/team/members/{id}': {
    scope: 'team:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/team/members/${(await own(newMember)).id}`, json: { name: 'Renamed by the matrix' } }),
  },
  'DELETE /api/team/members/{id}': {
    scope: 'team:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/team/members/${(await own(newMember)).id}` }),
  },
  'PUT /api/team/members/{id}/password': {
    scope: 'team:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/team/members/${(await own(newMember)).id}/password`, json: { password: 'another passw0rd' } }),
  },
  // The team's settings: owners and admins, each their own team's. Leaving one's only team is refused on its merits.
  'PATCH /api/team': { scope: 'team:write', expect: SIGNED_IN, request: () => ({ path: '/api/team', json: { viewersExportVisitors: false } }) },
  'POST /api/team/leave': { scope: 'account:write', expect: signedInThen(409), request: () => ({ path: '/api/team/leave' }) },
  // One's teams; switching to team A: its people (already there), other teams' callers are not in it (404).
  'GET /api/me/teams': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/me/teams' }) },
  'POST /api/me/team': { scope: 'account:write', expect: TEAM_A, request: (fx) => ({ path: '/api/me/team', json: { teamId: fx.ownerA.user.teamId } }) },

  // Invitation links: public, the token is the credential (each cell its own invitation).
  'GET /api/invitations/{ref}': { expect: PUBLIC('ok'), request: async (fx) => ({ path: `/api/invitations/${await newInvitationToken(fx)}` }) },
  // The answer reads a signed-in invitee's credential if there is one: an expired key is told so (a revoked one is no credential).
  'POST /api/invitations/{ref}': {
    expect: PUBLIC('ok'),
    except: { expiredKey: 401 },
    request: async (fx) => ({ path: `/api/invitations/${await newInvitationToken(fx)}`, json: { action: 'decline' } }),
  },

  // Admin.
  'GET /api/admin/users': { expect: ADMINS, request: () => ({ path: '/api/admin/users' }) },
  'PATCH /api/admin/users/{id}': {
    expect: ADMINS,

    request: async (_fx, { own }) => ({ path: `/api/admin/users/${(await own(newMember)).id}`, json: { disabled: true } }),
  },
  'GET /api/admin/stats': { expect: ADMINS, request: () => ({ path: '/api/admin/stats' }) },
  'GET /api/admin/teams': { expect: ADMINS, request: () => ({ path: '/api/admin/teams?orphaned=true' }) },
  // Team A still has members: handing it over is refused on its merits.
  'POST /api/admin/teams/{id}/owner': {
    expect: { kind: 'admin', outcome: 409 },
    request: (fx) => ({ path: `/api/admin/teams/${fx.ownerA.user.teamId}/owner`, json: { email: fx.ownerA.email } }),
  },
  // Moderation: admins only, across teams. 'dismiss' acts on a throwaway link and leaves it working.
  'GET /api/admin/moderation': { expect: ADMINS, request: () => ({ path: '/api/admin/moderation' }) },
  'POST /api/admin/moderation': {
    expect: ADMINS,

    request: async (_fx, { own }) => ({ path: '/api/admin/moderation', json: { action: 'dismiss', linkId: (await own(newLink)).id } }),
  },
  'GET /api/admin/moderation/log': { expect: ADMINS, request: () => ({ path: '/api/admin/moderation/log' }) },
  'GET /api/admin/blocklist': { expect: ADMINS, request: () => ({ path: '/api/admin/blocklist' }) },
  'POST /api/admin/blocklist': {
    expect: ADMINS,

    request: () => ({ path: '/api/admin/blocklist', json: { action: 'add', entries: [`${unique('mx-block')}.example`] } }),
  },

  // Domains: everyone reads the team's; owners and admins change them; another team's domain is 404.
  'GET /api/domains': { scope: 'domains:read', expect: SIGNED_IN, request: () => ({ path: '/api/domains' }) },
  'POST /api/domains': { scope: 'domains:write', expect: SIGNED_IN, request: () => ({ path: '/api/domains', json: { host: `${unique('mx')}.matrix.test` } }) },
  'PATCH /api/domains/{host}': {
    scope: 'domains:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/domains/${await own(newDomain)}`, json: { robotsTxt: 'User-agent: *' } }),
  },
  'DELETE /api/domains/{host}': { scope: 'domains:write', expect: TEAM_A, request: async (_fx, { own }) => ({ path: `/api/domains/${await own(newDomain)}` }) },
  'POST /api/domains/{host}/check': {
    scope: 'domains:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/domains/${await own(newDomain)}/check` }),
  },
  // Webhooks: members and up read them; owners and admins change them; another team's endpoint is 404.
  'GET /api/webhooks': { scope: 'webhooks:read', expect: SIGNED_IN, request: () => ({ path: '/api/webhooks' }) },
  'POST /api/webhooks': {
    scope: 'webhooks:write',
    expect: SIGNED_IN,
    request: () => ({ path: '/api/webhooks', json: { url: HOOK_SINK, events: ['link.deleted'] } }),
  },
  'PATCH /api/webhooks/{id}': {
    scope: 'webhooks:write',
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}`, json: { description: 'patched by the matrix' } }),
  },
  'DELETE /api/webhooks/{id}': {
    scope: 'webhooks:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/webhooks/${await own(newWebhook)}` }),
  },
  'POST /api/webhooks/{id}/secret': {
    scope: 'webhooks:write',
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/secret` }),
  },
  'GET /api/webhooks/{id}/deliveries': {
    scope: 'webhooks:read',
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/deliveries` }),
  },
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/resend': {
    scope: 'webhooks:write',
    expect: TEAM_A,
    request: async (fx) => {
      const { endpointId, deliveryId } = await webhookOfA(fx);
      return { path: `/api/webhooks/${endpointId}/deliveries/${deliveryId}/resend` };
    },
  },
  'POST /api/webhooks/{id}/test': {
    scope: 'webhooks:write',
    expect: TEAM_A,
    request: async (fx) => ({ path: `/api/webhooks/${(await webhookOfA(fx)).endpointId}/test` }),
  },
  // Imports: owners and admins start and steer them; members see them and their mapping files.
  'GET /api/imports': { scope: 'imports:read', expect: SIGNED_IN, request: () => ({ path: '/api/imports' }) },
  'POST /api/imports': {
    scope: 'imports:write',
    expect: SIGNED_IN,
    oneCellAtATime: true,
    request: async (fx) => {
      await importsIdle(fx);
      return { path: '/api/imports', json: { source: 'file', file: IMPORT_FILE } };
    },
  },
  'GET /api/imports/{id}': { scope: 'imports:read', expect: TEAM_A, request: async (fx) => ({ path: `/api/imports/${await doneImport(fx)}` }) },
  'POST /api/imports/{id}/start': {
    scope: 'imports:write',
    expect: TEAM_A,
    oneCellAtATime: true,
    request: async (_fx, { own }) => ({ path: `/api/imports/${await own(newImport)}/start`, json: {} }),
  },
  'POST /api/imports/{id}/cancel': {
    scope: 'imports:write',
    expect: TEAM_A,
    oneCellAtATime: true,
    request: async (_fx, { own }) => ({ path: `/api/imports/${await own(newImport)}/cancel` }),
  },
  'GET /api/imports/{id}/mapping': { scope: 'imports:read', expect: TEAM_A, request: async (fx) => ({ path: `/api/imports/${await doneImport(fx)}/mapping` }) },
  // Tags: members and up add and rename, owners and admins delete; another team's tag is 404.
  'GET /api/tags': { scope: 'links:read', expect: SIGNED_IN, request: () => ({ path: '/api/tags' }) },
  'POST /api/tags': { scope: 'tags:write', expect: SIGNED_IN, request: () => ({ path: '/api/tags', json: { name: unique('mx') } }) },
  'PATCH /api/tags/{id}': {
    scope: 'tags:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/tags/${await own(newTag)}`, json: { color: 'blue' } }),
  },
  // Shared dashboards: members and up share the team's link (another team's is 404) and revoke; everyone may list them.
  'POST /api/shares': { scope: 'shares:write', expect: TEAM_A, request: (fx) => ({ path: '/api/shares', json: { target: { kind: 'link', id: fx.link.id } } }) },
  'GET /api/shares': { scope: 'analytics:read', expect: SIGNED_IN, request: () => ({ path: '/api/shares' }) },
  'DELETE /api/shares/{id}': { scope: 'shares:write', expect: TEAM_A, request: async (_fx, { own }) => ({ path: `/api/shares/${await own(newShare)}` }) },
  // A share's URL: its token is the credential, the same answer whoever else the caller is (what it may read: the test after the matrix).
  'GET /api/public/shares/{token}': { expect: PUBLIC('ok'), request: (fx) => ({ path: `/api/public/shares/${fx.lockedShareToken}` }) },
  // One at a time, like the link gate: an attempt is counted before the password is checked (a right one refunded).
  'POST /api/public/shares/{token}/unlock': {
    expect: PUBLIC('ok'),
    oneCellAtATime: true,
    request: (fx) => ({ path: `/api/public/shares/${fx.lockedShareToken}/unlock`, json: { password: 'open sesame' } }),
  },
  // Without the unlock's access token a session of the team's own owner does not open a share with a password.
  'GET /api/public/shares/{token}/analytics': {
    expect: PUBLIC(401),
    request: (fx) => ({ path: `/api/public/shares/${fx.lockedShareToken}/analytics?${fx.analyticsRange}` }),
  },
  // Neither share includes the visitor log: refused to everyone alike.
  'GET /api/public/shares/{token}/visitors': {
    expect: PUBLIC(403),
    request: (fx) => ({ path: `/api/public/shares/${fx.shareToken}/visitors?${fx.analyticsRange}` }),
  },
  'DELETE /api/tags/{id}': { scope: 'tags:delete', expect: TEAM_A, request: async (_fx, { own }) => ({ path: `/api/tags/${await own(newTag)}` }) },
  // Alerts: members read, owners and admins change; another team's rule is 404, and another team's link no target (400).
  'GET /api/alerts': { scope: 'alerts:read', expect: SIGNED_IN, request: () => ({ path: '/api/alerts' }) },
  'POST /api/alerts': { scope: 'alerts:write', expect: user('ok', 'ok', 400), request: (fx) => ({ path: '/api/alerts', json: alertBody(fx) }) },
  'PATCH /api/alerts/{id}': {
    scope: 'alerts:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/alerts/${await own(newAlert)}`, json: { enabled: false, name: 'Kampanya İzmir 🚨' } }),
  },
  'DELETE /api/alerts/{id}': { scope: 'alerts:write', expect: TEAM_A, request: async (_fx, { own }) => ({ path: `/api/alerts/${await own(newAlert)}` }) },
  // The audit log: the team's own, owners and admins (and keys given audit:read).
  'GET /api/audit': { scope: 'audit:read', expect: SIGNED_IN, request: () => ({ path: '/api/audit?limit=5' }) },
  'GET /api/audit/export': { scope: 'audit:read', expect: SIGNED_IN, request: () => ({ path: '/api/audit/export?format=csv' }) },
  'GET /api/audit/verify': { scope: 'audit:read', expect: SIGNED_IN, request: () => ({ path: '/api/audit/verify' }) },

  // API keys: personal, and a person's own business (no key may make, list the secrets of, or revoke keys).
  'GET /api/keys': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/keys' }) },
  'POST /api/keys': { scope: 'account:write', expect: SIGNED_IN, request: () => ({ path: '/api/keys', json: { name: 'matrix key' } }) },
  // Revoke-all takes the caller's every key, the other cells' too: fresh credentials, one cell at a time.
  'DELETE /api/keys': { scope: 'account:write', expect: SIGNED_IN, freshCredential: true, oneCellAtATime: true, request: () => ({ path: '/api/keys' }) },
  // The team's owners and admins may revoke any of its keys (the admin an owner's too): to others a key of the owner's is unknown.
  'DELETE /api/keys/{id}': {
    scope: 'account:write',
    expect: OWNER_A_ONLY,
    except: { teamAdmin: 'ok' },
    request: async (_fx, { own }) => ({ path: `/api/keys/${(await own(ownerKey)).id}` }),
  },
  // Sessions: one's own (a key may list them but never end one); a member's, by team A's owners and admins.
  // Ending one's other sessions ends the other cells' too: fresh credentials, one cell at a time.
  'GET /api/me/sessions': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/me/sessions' }) },
  'DELETE /api/me/sessions': {
    scope: 'account:write',
    expect: SIGNED_IN,
    freshCredential: true,
    oneCellAtATime: true,
    request: () => ({ path: '/api/me/sessions' }),
  },
  'DELETE /api/me/sessions/{id}': {
    scope: 'account:write',
    expect: OWNER_A_ONLY,
    request: async (_fx, { own }) => ({ path: `/api/me/sessions/${await own(newOwnerSession)}` }),
  },
  'DELETE /api/team/members/{id}/sessions': {
    scope: 'team:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/team/members/${(await own(newMember)).id}/sessions` }),
  },

  // Reporting a link: public, one answer for everyone (the test runtime exempts 127.0.0.1 from per-address limits).
  'POST /api/public/reports': { expect: PUBLIC('ok'), request: (fx) => ({ path: '/api/public/reports', json: { link: fx.link.shortUrl, reason: 'spam' } }) },

  // The password gate: public.
  // One at a time: the gate counts an attempt before checking the password (and refunds a right one), so many at once from one address meet its limit of 5.
  'GET /api/public/links/{code}/gate': { expect: PUBLIC('ok'), request: (fx) => ({ path: `/api/public/links/${fx.lockedLink.shortUrl}/gate` }) },
  'POST /api/public/unlock': {
    expect: PUBLIC('ok'),
    oneCellAtATime: true,
    request: (fx) => ({ path: '/api/public/unlock', json: { shortUrl: fx.lockedLink.shortUrl, password: 'open sesame' } }),
  },

  // Campaigns: team-scoped like links.
  'POST /api/campaigns': { scope: 'campaigns:write', expect: SIGNED_IN, request: () => ({ path: '/api/campaigns', json: { name: 'Matrix campaign' } }) },
  'GET /api/campaigns': { scope: 'campaigns:read', expect: SIGNED_IN, request: () => ({ path: '/api/campaigns' }) },
  'GET /api/campaigns/{id}': { scope: 'campaigns:read', expect: TEAM_A, request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}` }) },
  'DELETE /api/campaigns/{id}': {
    scope: 'campaigns:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({ path: `/api/campaigns/${(await own(newCampaign)).id}` }),
  },
  'POST /api/campaigns/{id}/links': {
    scope: 'campaigns:write',
    expect: TEAM_A,
    request: async (_fx, { own }) => ({
      path: `/api/campaigns/${(await own(newCampaign)).id}/links`,
      json: { links: [{ longUrl: 'https://example.com/bulk' }] },
    }),
  },
  'GET /api/campaigns/{id}/links': { scope: 'campaigns:read', expect: TEAM_A, request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}/links` }) },
  'GET /api/campaigns/{id}/export': {
    scope: 'campaigns:read',
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/campaigns/${fx.campaign.id}/export?format=csv` }),
  },

  // Analytics, filtered to one of team A's links or campaigns (another team's id is 404).
  'GET /api/analytics': { scope: 'analytics:read', expect: TEAM_A, request: (fx) => ({ path: `/api/analytics?${fx.analyticsRange}&linkId=${fx.link.id}` }) },
  // E-mail reports: one's own subscription in the team (an account setting: no key changes it); a campaign to report on
  // must be the team's (another team's is 404).
  'GET /api/reports/subscription': { scope: 'account:read', expect: SIGNED_IN, request: () => ({ path: '/api/reports/subscription' }) },
  'PUT /api/reports/subscription': {
    scope: 'account:write',
    expect: TEAM_A,
    request: (fx) => ({
      path: '/api/reports/subscription',
      json: { frequency: 'weekly', scope: { kind: 'campaign', campaignId: fx.campaign.id }, tz: 'Europe/Istanbul' },
    }),
  },
  // One-click unsubscribe: no sign-in, the signed token is the proof (a forged one is a 400 for anyone); a GET only redirects to the confirmation page.
  'POST /api/reports/unsubscribe': { expect: PUBLIC(400), request: () => ({ path: `/api/reports/unsubscribe?token=${BOGUS_TOKEN}` }) },
  'GET /api/reports/unsubscribe': { expect: PUBLIC(303), request: () => ({ path: `/api/reports/unsubscribe?token=${BOGUS_TOKEN}` }) },
  'GET /api/analytics/visitors': {
    scope: 'analytics:read',
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/analytics/visitors?${fx.analyticsRange}&campaignId=${fx.campaign.id}` }),
  },
  // The visitor log as a file (IP, city, device of each visit): members and up, unless the team lets viewers.
  'GET /api/analytics/visitors/export': {
    scope: 'visitors:export',
    expect: TEAM_A,
    request: (fx) => ({ path: `/api/analytics/visitors/export?${fx.analyticsRange}&linkId=${fx.link.id}&format=csv` }),
  },
  // A background export's status: the same scope; a job of no team answers 404 to everyone who passed (another team's is tested in visitor-export-job.test.ts).
  'GET /api/analytics/visitors/exports/{id}': {
    scope: 'visitors:export',
    expect: signedInThen(404),
    request: () => ({ path: '/api/analytics/visitors/exports/00000000-0000-4000-8000-000000000000' }),
  },
  // The live view: the caller's team's clicks, filtered to team A's link (another team's is 404); a first connection answers at once.
  'GET /api/live/clicks': { scope: 'analytics:read', expect: TEAM_A, request: (fx) => ({ path: `/api/live/clicks?linkId=${fx.link.id}` }) },
  // Conversions: any team-mate who may report them (or their key) reports one of a team A click; another team's caller gets 404, as for a forged id.
  'POST /api/track/conversions': {
    scope: 'conversions:write',
    expect: TEAM_A,
    request: (fx) => ({ path: '/api/track/conversions', json: { clickId: fx.clickToken, eventId: unique('mx-conv'), type: 'lead' } }),
  },

  'GET /api/openapi.json': { expect: PUBLIC('ok'), request: () => ({ path: '/api/openapi.json' }) },
  // Single sign-on settings: the team's owners only (sso:write is no admin's and no key's), each their own team's; none set up yet.
  'GET /api/team/sso': { scope: 'sso:write', expect: SIGNED_IN, request: () => ({ path: '/api/team/sso' }) },
  // OpenID Connect chosen without its settings: refused on its merits once authorization has passed.
  'PUT /api/team/sso': {
    scope: 'sso:write',
    expect: signedInThen(400),
    request: () => ({ path: '/api/team/sso', json: { protocol: 'oidc', domains: [], enforced: false, breakGlassUserIds: [], defaultRole: 'member' } }),
  },
  'DELETE /api/team/sso': { scope: 'sso:write', expect: signedInThen(404), request: () => ({ path: '/api/team/sso' }) },
  'POST /api/team/sso/domains/{domain}/verify': {
    scope: 'sso:write',
    expect: signedInThen(404),
    request: () => ({ path: `/api/team/sso/domains/${unique('mx')}.example/verify` }),
  },
  // Starting a sign-in: public; a domain without single sign-on is unknown to everyone alike.
  'POST /api/auth/sso': { expect: PUBLIC(404), request: () => ({ path: '/api/auth/sso', json: { email: uniqueEmail('mx-sso') } }) },
  // The provider's return without state: to the sign-in page with the reason, whoever calls.
  'GET /api/auth/sso/oidc/callback': { expect: PUBLIC(303), request: () => ({ path: '/api/auth/sso/oidc/callback?code=x&state=y' }) },
  // SAML: the service provider's metadata; the assertion consumer takes an IdP's form only (JSON: 415), signed answers tested in sso/saml-sign-in-api.test.ts.
  'GET /api/auth/sso/saml/metadata': { expect: PUBLIC('ok'), request: () => ({ path: '/api/auth/sso/saml/metadata' }) },
  'GET /api/auth/sso/saml/finish': { expect: PUBLIC(303), request: () => ({ path: '/api/auth/sso/saml/finish?code=x' }) },
  'POST /api/auth/sso/saml/acs': { expect: PUBLIC(415), request: () => ({ path: '/api/auth/sso/saml/acs', json: { SAMLResponse: 'PHg+' } }) },
};

const routeKeys = apiRoutes.map((r) => `${r.method} ${r.path}`);
const operations = new Map(operationList.map((o) => [`${o.method} ${o.path}`, o]));
const methodOf = (key: string) => key.slice(0, key.indexOf(' '));
/** A change outside the caller's own account (their profile, password, sessions and keys are theirs whatever their role). */
const isTeamWrite = (key: string, row: Row) => methodOf(key) !== 'GET' && row.expect.kind === 'user' && !row.scope?.startsWith('account:');

describe('authorization matrix: the rows', () => {
  it('has a row for every route of the route table, and no row for a route that is gone', () => {
    const problems = [
      ...routeKeys.filter((k) => !(k in matrix)).map((k) => `route ${k} has no row in the authorization matrix`),
      ...Object.keys(matrix)
        .filter((k) => !routeKeys.includes(k))
        .map((k) => `the authorization matrix has a row for ${k}, which is no route of the route table`),
    ];
    expect(problems).toEqual([]);
  });

  it("agrees with each route's declaration: who may call it, and the scope it needs", () => {
    const problems: string[] = [];
    for (const [key, row] of Object.entries(matrix)) {
      const op = operations.get(key);
      if (!op) continue;
      if (op.auth !== row.expect.kind) problems.push(`${key} is declared auth '${op.auth}' but its row is '${row.expect.kind}'`);
      if (op.scope !== row.scope) problems.push(`${key} declares scope ${op.scope ?? '(none)'} but its row expects ${row.scope ?? '(none)'}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a viewer and a key without write scopes every change to the team', () => {
    const allowed = Object.entries(matrix).flatMap(([key, row]) =>
      isTeamWrite(key, row) ? READ_ONLY.filter((who) => expectationOf(row, who) !== 403).map((who) => `${key} as ${who}`) : [],
    );
    expect(allowed).toEqual([]);
  });

  it("gives each identity the scopes of its role, narrowed by its key's", () => {
    expect(SCOPES_OF.viewer).toEqual(ROLE_SCOPES.viewer);
    expect(SCOPES_OF.narrowKey).toEqual(['account:read', 'links:read']);
    expect(SCOPES_OF.viewerKey.every((s) => ROLE_SCOPES.viewer.includes(s))).toBe(true);
    expect(SCOPES_OF.fullKey).not.toContain('account:write');
  });
});

describe('authorization matrix', () => {
  let fx: Fixture;

  /** Signs every shared person in again and makes their keys again: after a row whose cells ended credentials. */
  async function renewCredentials(): Promise<void> {
    const again = (s: Session) => signIn(s.email, s.password);
    const [ownerA, teamAdmin, memberA, viewer, otherOwner, admin] = await Promise.all(
      [fx.ownerA, fx.teamAdmin, fx.memberA, fx.viewer, fx.otherOwner, fx.admin].map(again),
    );
    Object.assign(fx, { ownerA: ownerA!, teamAdmin: teamAdmin!, memberA: memberA!, viewer: viewer!, otherOwner: otherOwner!, admin: admin! });
    fx.keys = await newKeys(fx);
  }

  /** Team A's owner's keys (every key scope; the narrow one) and the viewer's. */
  async function newKeys(f: Pick<Fixture, 'ownerA' | 'viewer'>): Promise<Fixture['keys']> {
    const [full, narrow, ofViewer] = await Promise.all([newKey(f.ownerA), newKey(f.ownerA, NARROW_KEY_SCOPES), newKey(f.viewer)]);
    return { fullKey: full.key, narrowKey: narrow.key, viewerKey: ofViewer.key };
  }

  beforeAll(async () => {
    const [ownerA, otherOwner, admin] = await Promise.all([
      verifiedSession('mx-owner', 'Ada Owner'),
      verifiedSession('mx-other', 'Bo Other'),
      verifiedSession('mx-admin', 'Cy Admin'),
    ]);
    await makeAdmin(admin.user.id);

    // Team A's people: an admin and a viewer invited with their roles, members, and a member soon an owner, then disabled.
    const person = (name: string, role?: 'admin' | 'viewer') => addMember(ownerA, name, uniqueEmail('mx-person'), MEMBER_PASSWORD, role);
    const [adminMember, memberA, viewerMember, disabledMember, signInMember] = await Promise.all([
      person('Ayşe Admin', 'admin'),
      person('Mehmet Member'),
      person('Vera Viewer', 'viewer'),
      person('Dilek Disabled'),
      person('Sina Signin'),
    ]);
    // The disabled user is a second owner of team A: were disabling ignored, every cell would pass as an owner's.
    await ok(call('PATCH', `/api/team/members/${disabledMember.id}`, { headers: ownerA.auth, json: { role: 'owner' } }), 'promoting the disabled-to-be member');
    const [teamAdmin, memberSession, viewer, disabled, disabledSpare] = await Promise.all([
      signIn(adminMember.email, MEMBER_PASSWORD),
      signIn(memberA.email, MEMBER_PASSWORD),
      signIn(viewerMember.email, MEMBER_PASSWORD),
      signIn(disabledMember.email, MEMBER_PASSWORD),
      signIn(disabledMember.email, MEMBER_PASSWORD),
    ]);
    await ok(call('PATCH', `/api/admin/users/${disabledMember.id}`, { headers: admin.auth, json: { disabled: true } }), 'disabling a user');

    // The expired key is a person's with no column: no cell's revoke-all can take it (a revoked key is told apart from an expired one).
    const [revoked, expired, keys] = await Promise.all([
      newKey(ownerA),
      signIn(signInMember.email, MEMBER_PASSWORD).then((s) => newKey(s)),
      newKeys({ ownerA, viewer }),
    ]);
    await ok(call('DELETE', `/api/keys/${revoked.id}`, { headers: ownerA.auth }), 'revoking a key');
    await expireApiKey(expired.id);

    const base = { ownerA } as Fixture;
    const teamB = { ownerA: otherOwner } as Fixture;
    const [link, lockedLink, campaign, key, linkB, campaignB] = await Promise.all([
      newLink(base),
      newLink(base),
      newCampaign(base),
      newKey(ownerA),
      newLink(teamB),
      newCampaign(teamB),
    ]);
    await ok(
      call('PATCH', `/api/links/${lockedLink.id}`, { headers: ownerA.auth, json: { password: { enabled: true, password: 'open sesame' } } }),
      'locking a link',
    );
    // A click of a link with conversion tracking: its destination carries the click id.
    await ok(call('PATCH', `/api/links/${link.id}`, { headers: ownerA.auth, json: { conversionTracking: true } }), 'turning conversion tracking on');
    const visit = await call('GET', `/${link.shortUrl}`);
    const clickToken = new URL(visit.headers.get('location') ?? 'http://x/').searchParams.get('kisa_cid');
    if (!clickToken) throw new Error(`setup: the redirect passed no click id (${visit.status} ${visit.headers.get('location')})`);
    const newShareOf = (extra: object) =>
      ok<{ token: string }>(call('POST', '/api/shares', { headers: ownerA.auth, json: { target: { kind: 'link', id: link.id }, ...extra } }), 'a share');
    const [plainShare, lockedShare] = await Promise.all([newShareOf({}), newShareOf({ password: 'open sesame' })]);

    const tz = 'UTC';
    const today = todayIn(tz);
    fx = {
      ownerA,
      teamAdmin,
      memberA: memberSession,
      viewer,
      otherOwner,
      admin,
      disabled,
      disabledSpare,
      keys,
      expiredKey: expired.key,
      revokedKey: revoked.key,
      link,
      lockedLink,
      campaign,
      keyId: key.id,
      linkB,
      campaignB,
      signInTarget: { email: signInMember.email, password: MEMBER_PASSWORD },
      analyticsRange: `from=${addDays(today, -6)}&to=${today}&tz=${tz}`,
      clickToken,
      shareToken: plainShare.token,
      lockedShareToken: lockedShare.token,
    };
  });

  it('answers each caller, on /api/me, what it may do', async () => {
    const callers = IDENTITIES.filter((who) => !DEAD.includes(who));
    const said = await Promise.all(
      callers.map(async (who) => {
        const res = await call<{ scopes?: string[] }>('GET', '/api/me', { headers: await credentials(who, false) });
        return [who, [...(res.body.scopes ?? [])].sort()] as const;
      }),
    );
    expect(Object.fromEntries(said)).toEqual(Object.fromEntries(callers.map((who) => [who, [...SCOPES_OF[who]].sort()])));
  });

  it("lets a share URL read its own link's clicks only: no other link, campaign or team, no visitor log, and it is no credential elsewhere", async () => {
    const shared = (query: string, headers: Record<string, string> = {}) =>
      call<Analytics>('GET', `/api/public/shares/${fx.shareToken}/analytics?${fx.analyticsRange}${query}`, { headers });
    // A browser's click of the shared link shows (Node's own user agent counts as a bot's); the answer names that link and nothing else of either team.
    const visit = await fetch(`${runtime().appUrl}/${fx.link.shortUrl}`, { headers: { 'user-agent': UA.desktop }, redirect: 'manual' });
    expect(visit.status).toBe(302);
    const seen = await until(
      "the shared link's click in its shared analytics",
      () => shared(''),
      (res) => res.status === 200 && res.body.totals.totalClicks >= 1,
    );
    expect(seen.body.links.map((l) => l.id)).toEqual([fx.link.id]);
    const text = JSON.stringify(seen.body);
    const others = [fx.ownerA.user.teamId, fx.ownerA.user.id, fx.ownerA.email, fx.lockedLink.id, fx.campaign.id, fx.keyId, ...teamBSecrets()];
    expect(others.filter((secret) => text.includes(secret))).toEqual([]);
    // Filters narrow what it shares, never move it: another link's id (team A's or B's) is overruled by the shared link; a
    // campaign narrows it (to none here), and team B's campaign is 404 like any unknown id.
    for (const other of [fx.lockedLink.id, fx.linkB.id]) expect((await shared(`&linkId=${other}`)).body.links.map((l) => l.id)).toEqual([fx.link.id]);
    expect((await shared(`&campaignId=${fx.campaign.id}`)).body.totals.totalClicks).toBe(0);
    expect((await shared(`&campaignId=${fx.campaignB.id}`)).status).toBe(404);
    // A team member's session adds nothing to a share URL; the share's token is no credential of the signed-in API.
    expect((await call('GET', `/api/public/shares/${fx.shareToken}/visitors?${fx.analyticsRange}`, { headers: fx.ownerA.auth })).status).toBe(403);
    for (const path of [`/api/analytics?${fx.analyticsRange}`, '/api/shares', '/api/links']) {
      expect((await call('GET', path, { headers: { authorization: `Bearer ${fx.shareToken}` } })).status, path).toBe(401);
    }
  });

  /** The headers one identity authenticates with; `fresh` makes a credential no other cell uses. */
  async function credentials(who: Identity, fresh: boolean): Promise<Record<string, string>> {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const session = async (s: Session) => (fresh ? (await signIn(s.email, s.password)).token : s.token);
    switch (who) {
      case 'anonymous':
        return {};
      case 'owner':
        return bearer(await session(fx.ownerA));
      case 'ownerCookie':
        return { cookie: `${SESSION_COOKIE}=${await session(fx.ownerA)}`, origin: runtime().appUrl };
      case 'teamAdmin':
        return bearer(await session(fx.teamAdmin));
      case 'member':
        return bearer(await session(fx.memberA));
      case 'viewer':
        return bearer(await session(fx.viewer));
      case 'otherOwner':
        return bearer(await session(fx.otherOwner));
      case 'platformAdmin':
        return bearer(await session(fx.admin));
      // A fresh key is made in a fresh session: an earlier cell of the row may have ended the shared one.
      case 'fullKey':
        return bearer(fresh ? (await newKey(await signIn(fx.ownerA.email, fx.ownerA.password))).key : fx.keys.fullKey);
      case 'narrowKey':
        return bearer(fresh ? (await newKey(await signIn(fx.ownerA.email, fx.ownerA.password), NARROW_KEY_SCOPES)).key : fx.keys.narrowKey);
      case 'viewerKey':
        return bearer(fresh ? (await newKey(await signIn(fx.viewer.email, fx.viewer.password))).key : fx.keys.viewerKey);
      case 'expiredKey':
        return bearer(fx.expiredKey);
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
    fx.viewer.user.id,
    fx.link.id,
    fx.lockedLink.id,
    fx.campaign.id,
    fx.keyId,
  ];
  /** Team B's: none may appear in a 2xx answer to one of team A's callers. */
  const teamBSecrets = () => [fx.otherOwner.user.teamId, fx.otherOwner.user.id, fx.otherOwner.email, fx.linkB.id, fx.campaignB.id];

  /** The message of a 401 and a 403: an expired key is told so; a missing scope is named, and whether a key or the role lacks it. */
  function messageOf(status: 401 | 403, key: string, who: Identity): string {
    if (status === 401) return who === 'expiredKey' ? MSG.apiKeyExpired : MSG.unauthorized;
    const scope = operations.get(key)?.scope;
    return scope && operations.get(key)?.auth === 'user' ? (KEYS.includes(who) ? MSG.missingScope(scope) : MSG.roleLacksScope(scope)) : MSG.forbidden;
  }

  function judge(key: string, row: Row, who: Identity, res: ApiAnswer): string | null {
    const expected = expectationOf(row, who);
    const got = `${res.status} ${(typeof res.body === 'string' ? res.body : (JSON.stringify(res.body) ?? '')).slice(0, 300)}`;
    const fail = (why = '') => `${key} as ${who}: expected ${expected}, got ${got}${why}`;
    if (expected === 'ok') {
      if (res.status < 200 || res.status > 299) return fail();
    } else if (res.status !== expected) {
      return fail();
    } else if ((expected === 401 || expected === 403) && row.expect.kind !== 'public' && res.body?.errorMessage !== messageOf(expected, key, who)) {
      return fail(` (not the message '${messageOf(expected, key, who)}')`);
    } else if (res.status >= 400 && typeof res.body?.errorMessage !== 'string') {
      return fail(' (no {errorMessage})');
    }
    // Whatever the expectations say, a read-only caller changes nothing of the team's.
    if (READ_ONLY.includes(who) && isTeamWrite(key, row) && res.status !== 403) return `${key} as ${who}: a read-only caller got ${got}`;
    // A public answer does not depend on the caller (the sign-in row answers its own target's profile).
    if (res.status < 300 && row.expect.kind === 'user') {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      const secrets = OUTSIDE.includes(who) ? teamASecrets() : teamBSecrets();
      const leaked = secrets.filter((secret) => text.includes(secret));
      if (leaked.length) return `${key} as ${who}: answered ${res.status} with ${OUTSIDE.includes(who) ? "team A's" : "team B's"} ${leaked.join(', ')}`;
    }
    return null;
  }

  /** One kept resource per maker, for the cells refused before they act. */
  const kept = new Map<Maker<unknown>, Promise<unknown>>();

  it.each(Object.keys(matrix))('%s', async (key) => {
    const row = matrix[key]!;
    const cell = async (who: Identity) => {
      const through = isThrough(row, who);
      const own = <T>(make: Maker<T>): Promise<T> => {
        if (through) return make(fx);
        if (!kept.has(make)) kept.set(make, make(fx));
        return kept.get(make) as Promise<T>;
      };
      const request = await row.request(fx, { who, own });
      const headers = await credentials(who, row.freshCredential === true);
      return judge(key, row, who, await call(methodOf(key), request.path, { headers, json: request.json }));
    };
    const verdicts: (string | null)[] = [];
    if (row.oneCellAtATime) {
      // The cells refused before acting step on nothing: together, first; then the others one by one.
      verdicts.push(...(await Promise.all(IDENTITIES.filter((who) => !isThrough(row, who)).map(cell))));
      for (const who of IDENTITIES.filter((who) => isThrough(row, who))) verdicts.push(await cell(who));
    } else verdicts.push(...(await Promise.all(IDENTITIES.map(cell))));
    if (row.freshCredential) await renewCredentials();
    expect(verdicts.filter((v) => v !== null)).toEqual([]);
  });
});
