import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { CLICK_ID_PARAM, paths, SSO_BROWSER_COOKIE, todayIn } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { routeOf } from '#openapi/answer-check.js';
import { isAudited } from '#lib/http/middleware/audit-trail.js';
import { makeAdmin, verifiedSession } from '#test-support/accounts.js';
import { call, runtime, signUpBrowser, tokenFromLinks, uniqueEmail, type ApiAnswer } from '#test-support/api.js';
import { invitationToken } from '#test-support/team.js';
import { SoftAuthenticator } from '#test-support/webauthn-authenticator.js';
import { UA } from '#test-support/user-agents.js';
import { until } from '#test-support/until.js';
import { startSamlIdp } from '#test-support/sso/saml-idp.js';
import { atIdp, browserOf, samlTeam, startSso } from '#test-support/sso/saml-team.js';
import { publishDns } from '#test-support/dns.js';
import { ONE_CLICK, reportUnsubscribePath } from '#test-support/reports.js';
import { startOidcProvider } from '#test-support/sso/oidc-provider.js';
import { oidcRedirectUri, oidcSettings } from '#test-support/sso/oidc-team.js';

// The contract, walked from the declarations: every operation of the route table is called for
// real — at least one success and one failure, on a fresh team — and each answer is validated
// against the served OpenAPI document by call() (status, content type, body: openapi/answer-check.ts).
// The last test fails naming any operation the walk did not answer both ways, so a new
// operation needs its steps here.

/** Operations with no failure a client can cause locally, and why. */
const NO_LOCAL_FAILURE: Record<string, string> = {
  'GET /api/openapi.json': 'public, no input: its only failures are the chain’s 500 and, in AWS, the CloudFront check (403)',
  'GET /api/auth/sso/saml/metadata': 'public, no input: its only failures are the chain’s 500 and, in AWS, the CloudFront check (403)',
  // A refusal is a redirect too (303 to the sign-in page with its reason): oidc-sign-in-api.test.ts checks each.
  'GET /api/auth/sso/oidc/callback': 'every answer is a redirect (303): a refusal goes to the sign-in page with its reason, a success into the app',
  'GET /api/auth/sso/saml/finish': 'every answer is a redirect (303): a refusal goes to the sign-in page with its reason, a success into the app',
  'GET /api/auth/reset/{token}':
    'any token answers 200 (formAllowed false for a bad one); its only failures are the chain’s 500 and, in AWS, the CloudFront check',
};
/** Operations with no success a test can have locally, and why. */
const NO_LOCAL_SUCCESS: Record<string, string> = {
  'POST /api/page-title': 'it fetches public addresses only (loopback is refused like an unreachable host), and the tests have no internet',
};

const walked = new Map<string, { success?: string; error?: string }>();
/** The signed-in calls that changed something (or exported), by credential: each must be one entry of the audit log. */
const audited: { operationId: string; authorization: string }[] = [];
const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

interface Init {
  json?: unknown;
  /** A body sent as is (a form), with its content type in `headers`. */
  raw?: string;
  headers?: Record<string, string>;
}

/** Calls the API, expects the status, and notes which operation answered which way. */
async function walk(kind: 'success' | 'error', method: string, path: string, init: Init, status: number | number[]): Promise<ApiAnswer> {
  const route = routeOf(method, path);
  if (!route) throw new Error(`${method} ${path} matches no operation of the route table`);
  const res = await call(method, path, init); // throws when the document refuses the answer
  expect([status].flat(), `${method} ${path} (${kind}) answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toContain(res.status);
  // A file or a redirect (3xx, no body): its status and media type were checked against the document.
  const file = !res.checked && !/json/.test(res.headers.get('content-type') ?? '') && res.status < 400;
  expect(
    res.checked ?? (file ? 'a documented file or redirect' : undefined),
    `${method} ${path}: the answer was not validated against the document`,
  ).toBeDefined();
  walked.set(keyOf(route), { ...walked.get(keyOf(route)), [kind]: `${res.status}` });
  const authorization = init.headers?.authorization;
  if (kind === 'success' && route.auth !== 'public' && isAudited(route) && authorization) audited.push({ operationId: route.operationId, authorization });
  return res;
}
const ok = (method: string, path: string, init: Init = {}, status: number | number[] = 200) => walk('success', method, path, init, status);

/**
 * Every state-changing call the walk made with `auth` is one entry of the team's audit log with
 * that user as actor and the operation as action (counted per operation), and the chain holds.
 */
async function expectOneEntryPerChange(auth: { authorization: string }, userId: string): Promise<void> {
  const calls = new Map<string, number>();
  for (const c of audited) if (c.authorization === auth.authorization) calls.set(c.operationId, (calls.get(c.operationId) ?? 0) + 1);
  const entries = new Map<string, number>();
  let cursor = '';
  do {
    const page = await call('GET', `/api/audit?limit=200&actor=${userId}&cursor=${cursor}`, { headers: auth });
    for (const e of page.body.entries as { action: string; actor: { kind: string } }[])
      if (e.actor.kind === 'user') entries.set(e.action, (entries.get(e.action) ?? 0) + 1);
    cursor = page.body.nextCursor ?? '';
  } while (cursor);
  const wrong = [...calls].filter(([op, n]) => entries.get(op) !== n).map(([op, n]) => `${op}: ${n} calls, ${entries.get(op) ?? 0} entries`);
  expect(wrong, 'state-changing calls without exactly one audit entry each').toEqual([]);
  expect(calls.size, 'the walk made state-changing calls').toBeGreaterThan(20);
  expect((await call('GET', '/api/audit/verify', { headers: auth })).body).toMatchObject({ ok: true });
}
const fail = (method: string, path: string, init: Init, status: number) => walk('error', method, path, init, status);

describe('every operation against the OpenAPI document, walked from the declarations', () => {
  it('answers each operation for real, a success and a failure, each valid against the document', async () => {
    const anon = {};
    const tag = randomBytes(4).toString('hex');
    const password = 'walk passw0rd!';
    const newPassword = 'walk passw0rd 2!';
    const email = uniqueEmail('walk');

    // Accounts: sign up, verify, sign in, reset the password, sign out.
    let since = Date.now();
    const signup = await ok('POST', '/api/auth/signup', { json: { name: 'Walk Owner', email, password } }, 201);
    await fail('POST', '/api/auth/signup', { json: { name: 'Walk', email: 'not-an-email', password } }, 400);
    const verifyMail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Verify your Kisa account', after: since });
    await ok('GET', `/api/auth/verify/${tokenFromLinks(verifyMail.links, 'verify')}`, { headers: signUpBrowser(signup) });
    await fail('GET', `/api/auth/verify/${'A'.repeat(43)}`, {}, 400);
    await ok('POST', '/api/auth/resend-verification', { json: { email: uniqueEmail('walk-resend') } });
    await fail('POST', '/api/auth/resend-verification', { json: {} }, 400);
    since = Date.now();
    await ok('POST', '/api/auth/recover', { json: { email } });
    await fail('POST', '/api/auth/recover', { json: { email: 42 } }, 400);
    const resetToken = tokenFromLinks(
      (await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: 'Reset your Kisa password', after: since })).links,
      'reset',
    );
    await ok('GET', `/api/auth/reset/${resetToken}`);
    await ok('POST', `/api/auth/reset/${resetToken}`, { json: { password: newPassword } });
    await fail('POST', `/api/auth/reset/${'B'.repeat(43)}`, { json: { password: newPassword } }, 400);
    await fail('POST', '/api/auth/signin', { json: { email, password } }, 401);
    const signedIn = await ok('POST', '/api/auth/signin', { json: { email, password: newPassword } });
    const auth = { authorization: `Bearer ${signedIn.body.token}` };
    const ownerId: string = signedIn.body.user.id;
    await ok('GET', '/api/me', { headers: auth });
    await fail('GET', '/api/me', anon, 401);
    await ok('PATCH', '/api/me', { headers: auth, json: { name: 'Walk Owner 2' } });
    await fail('PATCH', '/api/me', { headers: auth, json: { name: 'x', nickname: 'y' } }, 400);

    // The team: invite, the invitation, the member.
    await ok('GET', '/api/team', { headers: auth });
    await fail('GET', '/api/team', anon, 401);
    const memberEmail = uniqueEmail('walk-member');
    since = Date.now();
    await ok('POST', '/api/team/members', { headers: auth, json: { name: 'Walk Member', email: memberEmail, password } }, 201);
    await fail('POST', '/api/team/members', { headers: auth, json: { name: 'Walk Member', email: 'nope', password } }, 400);
    const invitation = await invitationToken(memberEmail, since);
    await ok('GET', `/api/invitations/${invitation}`);
    await fail('GET', `/api/invitations/${'C'.repeat(43)}`, {}, 404);
    await ok('POST', `/api/invitations/${invitation}`, { json: { action: 'accept' } });
    await fail('POST', `/api/invitations/${'C'.repeat(43)}`, { json: { action: 'accept' } }, 404);
    const memberId: string = (await call('GET', '/api/team', { headers: auth })).body.members.find((m: { email: string }) => m.email === memberEmail).id;
    const signInMember = async (as: string) => ({
      authorization: `Bearer ${(await call('POST', '/api/auth/signin', { json: { email: memberEmail, password: as } })).body.token}`,
    });
    await ok('PATCH', `/api/team/members/${memberId}`, { headers: auth, json: { name: 'Walk Member 2' } });
    await fail('PATCH', '/api/team/members/no-such-member', { headers: auth, json: { name: 'x' } }, 404);
    await fail('PUT', `/api/team/members/${memberId}/password`, { headers: await signInMember(password), json: { password: newPassword } }, 403);
    // A password the owner sets ends the member's sessions: the member signs in again with it.
    await ok('PUT', `/api/team/members/${memberId}/password`, { headers: auth, json: { password: newPassword } });
    const member = await signInMember(newPassword);

    // Several teams: one's teams, the team's settings, switching, leaving (one's own team, left with nobody).
    await ok('GET', '/api/me/teams', { headers: auth });
    await fail('GET', '/api/me/teams', anon, 401);
    await ok('PATCH', '/api/team', { headers: auth, json: { name: 'Walk Takımı ✓' } });
    await fail('PATCH', '/api/team', { headers: auth, json: {} }, 400);
    const solo = await verifiedSession(`walk-solo-${tag}`, 'Walk Solo');
    since = Date.now();
    await ok('POST', '/api/team/members', { headers: auth, json: { name: 'Walk Solo', email: solo.email, password } }, 201);
    await ok('POST', `/api/invitations/${await invitationToken(solo.email, since)}`, { headers: solo.auth, json: { action: 'accept' } });
    await ok('POST', '/api/me/team', { headers: solo.auth, json: { teamId: signedIn.body.user.teamId } });
    await fail('POST', '/api/me/team', { headers: solo.auth, json: { teamId: '00000000-0000-4000-8000-000000000000' } }, 404);
    await ok('POST', '/api/me/team', { headers: solo.auth, json: { teamId: solo.user.teamId } });
    await ok('POST', '/api/team/leave', { headers: solo.auth });
    await fail('POST', '/api/team/leave', { headers: solo.auth }, 409);

    // Admin and moderation (the owner made a platform admin; the member is none).
    await makeAdmin(ownerId);
    await ok('GET', '/api/admin/users?page=1&limit=10', { headers: auth });
    await fail('GET', '/api/admin/users?page=0', { headers: auth }, 400);
    await ok('PATCH', `/api/admin/users/${memberId}`, { headers: auth, json: { verified: true } });
    await fail('PATCH', '/api/admin/users/no-such-user', { headers: auth, json: { verified: true } }, 404);
    await ok('GET', '/api/admin/stats', { headers: auth });
    await ok('GET', '/api/admin/teams?orphaned=true', { headers: auth });
    await fail('GET', '/api/admin/teams', { headers: auth }, 400);
    await ok('POST', `/api/admin/teams/${solo.user.teamId}/owner`, { headers: auth, json: { email: solo.email } });
    await fail('POST', `/api/admin/teams/${solo.user.teamId}/owner`, { headers: auth, json: { email: solo.email } }, 409);
    await fail('GET', '/api/admin/stats', { headers: member }, 403);
    const reported = (await ok('POST', '/api/links', { headers: auth, json: { longUrl: 'https://example.com/reported' } }, 201)).body;
    await ok('POST', '/api/public/reports', { json: { link: reported.shortUrl, reason: 'spam', details: 'walked' } }, 201);
    await fail('POST', '/api/public/reports', { json: { link: `nothing-${tag}`, reason: 'spam' } }, 404);
    await ok('GET', '/api/admin/moderation?status=open', { headers: auth });
    await fail('GET', '/api/admin/moderation?status=closed', { headers: auth }, 400);
    await ok('POST', '/api/admin/moderation', { headers: auth, json: { action: 'dismiss', linkId: reported.id } });
    await fail('POST', '/api/admin/moderation', { headers: auth, json: { action: 'dismiss', linkId: '00000000-0000-4000-8000-000000000000' } }, 404);
    await ok('GET', '/api/admin/moderation/log', { headers: auth });
    await fail('GET', '/api/admin/moderation/log', { headers: member }, 403);
    await ok('GET', `/api/admin/blocklist?q=walk`, { headers: auth });
    await fail('GET', '/api/admin/blocklist', anon, 401);
    await ok('POST', '/api/admin/blocklist', { headers: auth, json: { action: 'add', entries: [`walk-${tag}.example`] } });
    await fail('POST', '/api/admin/blocklist', { headers: auth, json: { action: 'add', entries: [] } }, 400);

    // API keys.
    const key = (await ok('POST', '/api/keys', { headers: auth, json: { name: 'walk key' } }, 201)).body;
    await fail('POST', '/api/keys', { headers: auth, json: {} }, 400);
    await ok('GET', '/api/keys', { headers: auth });
    await fail('GET', '/api/keys', anon, 401);
    await ok('DELETE', `/api/keys/${key.id}`, { headers: auth });
    await fail('DELETE', `/api/keys/${key.id}`, { headers: auth }, 404);
    await ok('DELETE', '/api/keys', { headers: auth });
    await fail('DELETE', '/api/keys', anon, 401);

    // Sessions: a second sign-in of the owner's, ended by the first; then every other one.
    const otherDevice = { authorization: `Bearer ${(await ok('POST', '/api/auth/signin', { json: { email, password: newPassword } })).body.token}` };
    const secondId: string = (await ok('GET', '/api/me/sessions', { headers: otherDevice })).body.items.find((s: { current: boolean }) => s.current).id;
    await fail('GET', '/api/me/sessions', anon, 401);
    await ok('DELETE', `/api/me/sessions/${secondId}`, { headers: auth });
    await fail('DELETE', `/api/me/sessions/${secondId}`, { headers: auth }, 404);
    await ok('DELETE', '/api/me/sessions', { headers: auth });
    await fail('DELETE', '/api/me/sessions', anon, 401);

    // Links: a generated code, a split to promote, a password gate, a conversion, a preview image.
    const link = (await ok('POST', '/api/links', { headers: auth, json: { longUrl: 'https://shop.example/walk' } }, 201)).body;
    await fail('POST', '/api/links', { headers: auth, json: { long_url: 'https://shop.example/walk' } }, 400);
    await ok('GET', '/api/links?page=1&limit=10', { headers: auth });
    await fail('GET', '/api/links?limit=1000', { headers: auth }, 400);
    await ok('GET', `/api/links/availability?alias=free-${tag}`, { headers: auth });
    await fail('GET', `/api/links/availability?alias=free-${tag}`, anon, 401);
    await ok('GET', `/api/links/${link.id}`, { headers: auth });
    await fail('GET', '/api/links/no-such-link', { headers: auth }, 404);
    const variants = [
      { name: 'Red', destination: 'https://shop.example/red', weight: 1 },
      { name: 'Blue', destination: 'https://shop.example/blue', weight: 1 },
    ];
    const split = (await ok('PATCH', `/api/links/${link.id}`, { headers: auth, json: { conversionTracking: true, split: { variants } } })).body;
    await fail('PATCH', `/api/links/${link.id}`, { headers: auth, json: { longUrl: 'not a url' } }, 400);
    const visit = await call('GET', `/${link.shortUrl}`, { headers: { cookie: `kid=walk${tag}`, 'user-agent': UA.desktop } });
    const clickId = new URL(visit.headers.get('location') ?? 'http://x/').searchParams.get(CLICK_ID_PARAM);
    expect(clickId, `a click id on the visit's destination ${visit.headers.get('location')}`).toBeTruthy();
    await ok('POST', '/api/track/conversions', { headers: auth, json: { clickId, eventId: `walk-${tag}`, type: 'lead' } }, 201);
    await fail('POST', '/api/track/conversions', { headers: auth, json: { clickId: 'not-a-click-id', eventId: 'x', type: 'lead' } }, 400);
    await ok('POST', `/api/links/${link.id}/split/promote`, { headers: auth, json: { variantId: split.split.variants[0].id } });
    await fail('POST', `/api/links/${link.id}/split/promote`, { headers: auth, json: { variantId: 'abcdefgh' } }, 400);
    await ok('POST', `/api/links/${link.id}/preview-image`, { headers: auth, json: { contentType: 'image/png', bytes: 2048 } }, 201);
    await fail('POST', `/api/links/${link.id}/preview-image`, { headers: auth, json: { contentType: 'text/plain', bytes: 2048 } }, 400);
    await fail('POST', '/api/page-title', { headers: auth, json: { url: 'https://no-such-host.invalid/' } }, 422);
    await fail('POST', '/api/page-title', { headers: auth, json: { url: 'not a url' } }, 400);
    await ok('GET', '/api/stats', { headers: auth });
    await fail('GET', '/api/stats', anon, 401);
    // A link nobody has visited yet: the redirect's per-process cache (CACHE_TTL_MS) would show a visited one's old, open self for a few seconds.
    const gated = (await ok('POST', '/api/links', { headers: auth, json: { longUrl: 'https://example.com/gated' } }, 201)).body;
    await ok('PATCH', `/api/links/${gated.id}`, { headers: auth, json: { password: { enabled: true, password: 'open sesame' } } });
    await ok('GET', `/api/public/links/${gated.shortUrl}/gate`);
    await fail('GET', `/api/public/links/nothing-${tag}/gate`, {}, 404);
    await fail('POST', '/api/public/unlock', { json: { shortUrl: gated.shortUrl, password: 'wrong' } }, 401);
    await ok('POST', '/api/public/unlock', { json: { shortUrl: gated.shortUrl, password: 'open sesame' } });

    // Campaigns: a bulk run, its links and export.
    const campaign = (await ok('POST', '/api/campaigns', { headers: auth, json: { name: 'Walk campaign' } }, 201)).body;
    await fail('POST', '/api/campaigns', { headers: auth, json: { name: '' } }, 400);
    await ok('GET', '/api/campaigns', { headers: auth });
    await fail('GET', '/api/campaigns', anon, 401);
    await ok(
      'POST',
      `/api/campaigns/${campaign.id}/links`,
      { headers: auth, json: { links: [{ longUrl: 'https://example.com/bulk-1' }, { longUrl: 'example.org/two' }] } },
      202,
    );
    await fail('POST', `/api/campaigns/${campaign.id}/links`, { headers: auth, json: { links: 'none' } }, 400);
    await until(
      'the bulk run',
      async () => (await call('GET', `/api/campaigns/${campaign.id}`, { headers: auth })).body,
      (c) => c.status !== 'processing',
    );
    await ok('GET', `/api/campaigns/${campaign.id}`, { headers: auth });
    await fail('GET', '/api/campaigns/no-such-campaign', { headers: auth }, 404);
    await ok('GET', `/api/campaigns/${campaign.id}/links?page=1&limit=5`, { headers: auth });
    await fail('GET', `/api/campaigns/${campaign.id}/links?page=0`, { headers: auth }, 400);
    await ok('GET', `/api/campaigns/${campaign.id}/export?format=csv`, { headers: auth });
    await fail('GET', `/api/campaigns/${campaign.id}/export?format=pdf`, { headers: auth }, 400);

    // Analytics.
    const today = todayIn('UTC');
    const range = `from=${today}&to=${today}&tz=UTC`;
    await ok('GET', `/api/analytics?${range}`, { headers: auth });
    await fail('GET', '/api/analytics?from=yesterday', { headers: auth }, 400);
    await ok('GET', `/api/analytics/visitors?${range}&page=1&limit=5`, { headers: auth });
    await fail('GET', `/api/analytics/visitors?${range}&limit=1000`, { headers: auth }, 400);
    await ok('GET', `/api/analytics/visitors/export?${range}&format=csv`, { headers: auth });
    await fail('GET', `/api/analytics/visitors/export?${range}&format=pdf`, { headers: auth }, 400);
    // The live view: a first connection answers its cursor at once.
    await ok('GET', '/api/live/clicks', { headers: auth });
    await fail('GET', `/api/live/clicks?campaignId=${'x'.repeat(201)}`, { headers: auth }, 400);
    // More visits than the test runtime exports in the call (VISITOR_EXPORT_SYNC_MAX_ROWS, global-setup.ts): a background job.
    for (let i = 0; i < 20; i++) await call('GET', `/${link.shortUrl}`, { headers: { cookie: `kid=walk${tag}v${i}`, 'user-agent': UA.desktop } });
    await until(
      'the visits in analytics',
      async () => (await call('GET', `/api/analytics?${range}`, { headers: auth })).body,
      (a) => a.totals.totalClicks >= 21,
    );
    const exportJob = (await ok('GET', `/api/analytics/visitors/export?${range}&format=csv`, { headers: auth }, 202)).body;
    await until(
      'the background export',
      async () => (await call('GET', `/api/analytics/visitors/exports/${exportJob.id}`, { headers: auth })).body,
      (j) => j.status === 'done' || j.status === 'failed',
    );
    const finished = (await ok('GET', `/api/analytics/visitors/exports/${exportJob.id}`, { headers: auth })).body;
    expect([finished.status, finished.rows >= 21, typeof finished.url]).toEqual(['done', true, 'string']);
    await fail('GET', '/api/analytics/visitors/exports/00000000-0000-4000-8000-000000000000', { headers: auth }, 404);

    // Branded domains.
    const host = `walk-${tag}.fuzz.test`;
    await ok('POST', '/api/domains', { headers: auth, json: { host } }, 201);
    await fail('POST', '/api/domains', { headers: auth, json: { host: 'not a host' } }, 400);
    await ok('GET', '/api/domains', { headers: auth });
    await fail('GET', '/api/domains', anon, 401);
    await ok('PATCH', `/api/domains/${host}`, { headers: auth, json: { rootUrl: 'https://example.com/' } });
    await fail('PATCH', `/api/domains/${host}`, { headers: member, json: { rootUrl: 'https://example.com/' } }, 403);
    await ok('POST', `/api/domains/${host}/check`, { headers: auth });
    await fail('POST', `/api/domains/nothing-${tag}.fuzz.test/check`, { headers: auth }, 404);
    await ok('DELETE', `/api/domains/${host}`, { headers: auth });
    await fail('DELETE', `/api/domains/${host}`, { headers: auth }, 404);

    // Imports: a one-link file read to its preview, written, its mapping file; a second one cancelled.
    const importFile = { source: 'file', file: { name: 'walk.csv', content: `code,url\nwalk-${tag},https://example.com/walk` } };
    const imported = (await ok('POST', '/api/imports', { headers: auth, json: importFile }, 202)).body;
    await fail('POST', '/api/imports', { headers: auth, json: { source: 'file', file: { name: 'walk.csv', content: 'no links here' } } }, 400);
    await ok('GET', '/api/imports', { headers: auth });
    await fail('GET', '/api/imports', anon, 401);
    const importState = (status: string) =>
      until(
        `the walk's import ${status}`,
        async () => (await call('GET', `/api/imports/${imported.id}`, { headers: auth })).body.status,
        (s) => s === status,
      );
    await importState('ready');
    await ok('GET', `/api/imports/${imported.id}`, { headers: auth });
    await fail('GET', '/api/imports/00000000-0000-4000-8000-000000000000', { headers: auth }, 404);
    await ok('POST', `/api/imports/${imported.id}/start`, { headers: auth, json: {} }, 202);
    await fail('POST', `/api/imports/${imported.id}/start`, { headers: auth, json: {} }, 409);
    await importState('done');
    await ok('GET', `/api/imports/${imported.id}/mapping`, { headers: auth });
    await fail('GET', '/api/imports/00000000-0000-4000-8000-000000000000/mapping', { headers: auth }, 404);
    const second = (await ok('POST', '/api/imports', { headers: auth, json: importFile }, 202)).body;
    await ok('POST', `/api/imports/${second.id}/cancel`, { headers: auth });
    await fail('POST', `/api/imports/${second.id}/cancel`, { headers: auth }, 409);

    // E-mail reports: one's own subscription, and the mail's one-click unsubscribe (a form, no sign-in; a GET only redirects).
    await ok('PUT', '/api/reports/subscription', {
      headers: auth,
      json: { frequency: 'monthly', scope: { kind: 'team' }, tz: 'Europe/Istanbul', locale: 'tr' },
    });
    await fail('PUT', '/api/reports/subscription', { headers: auth, json: { frequency: 'daily', tz: 'Europe/Istanbul' } }, 400);
    await ok('GET', '/api/reports/subscription', { headers: auth });
    await fail('GET', '/api/reports/subscription', anon, 401);
    const unsubscribe = await reportUnsubscribePath(auth);
    await ok('GET', unsubscribe, {}, 303);
    await fail('GET', '/api/reports/unsubscribe', {}, 400);
    await ok('POST', unsubscribe, { raw: ONE_CLICK.raw, headers: { ...ONE_CLICK.headers } });
    await fail('POST', `${unsubscribe}x`, { raw: ONE_CLICK.raw, headers: { ...ONE_CLICK.headers } }, 400);

    // Webhooks: an endpoint nobody runs, a test event and its resend.
    const hook = (await ok('POST', '/api/webhooks', { headers: auth, json: { url: 'https://127.0.0.1:9/walk', events: ['campaign.completed'] } }, 201)).body;
    await fail('POST', '/api/webhooks', { headers: auth, json: { url: 'https://127.0.0.1:9/walk', events: ['no.such.event'] } }, 400);
    const hookId: string = hook.endpoint.id;
    await ok('GET', '/api/webhooks', { headers: auth });
    await fail('GET', '/api/webhooks', anon, 401);
    await ok('PATCH', `/api/webhooks/${hookId}`, { headers: auth, json: { description: 'walked' } });
    await fail('PATCH', '/api/webhooks/no-such-hook', { headers: auth, json: { description: 'walked' } }, 404);
    await ok('POST', `/api/webhooks/${hookId}/secret`, { headers: auth });
    await fail('POST', '/api/webhooks/no-such-hook/secret', { headers: auth }, 404);
    const delivery = (await ok('POST', `/api/webhooks/${hookId}/test`, { headers: auth }, 202)).body;
    await fail('POST', '/api/webhooks/no-such-hook/test', { headers: auth }, 404);
    await ok('GET', `/api/webhooks/${hookId}/deliveries`, { headers: auth });
    await fail('GET', '/api/webhooks/no-such-hook/deliveries', { headers: auth }, 404);
    await ok('POST', `/api/webhooks/${hookId}/deliveries/${delivery.id}/resend`, { headers: auth }, 202);
    await fail('POST', `/api/webhooks/${hookId}/deliveries/no-such-delivery/resend`, { headers: auth }, 404);
    await ok('DELETE', `/api/webhooks/${hookId}`, { headers: auth });
    await fail('DELETE', `/api/webhooks/${hookId}`, { headers: auth }, 404);
    // Shared dashboards: made, listed, described, unlocked, read by their token, revoked.
    const shareBody = { target: { kind: 'link', id: link.id }, password: 'walk share', visitors: true };
    const share = (await ok('POST', '/api/shares', { headers: auth, json: shareBody }, 201)).body;
    await fail('POST', '/api/shares', { headers: auth, json: { target: { kind: 'link', id: 'no-such-link' } } }, 400);
    await ok('GET', '/api/shares', { headers: auth });
    await fail('GET', '/api/shares', anon, 401);
    await ok('GET', `/api/public/shares/${share.token}`);
    await fail('GET', '/api/public/shares/no-such-share', {}, 404);
    await fail('POST', `/api/public/shares/${share.token}/unlock`, { json: { password: 'wrong' } }, 401);
    const shareUnlocked = await ok('POST', `/api/public/shares/${share.token}/unlock`, { json: { password: 'walk share' } });
    const shareAccess = { 'x-share-access': shareUnlocked.body.access };
    await ok('GET', `/api/public/shares/${share.token}/analytics?from=${today}&to=${today}&tz=UTC`, { headers: shareAccess });
    await fail('GET', `/api/public/shares/${share.token}/analytics?from=${today}&to=${today}&tz=UTC`, {}, 401);
    await ok('GET', `/api/public/shares/${share.token}/visitors?from=${today}&to=${today}&tz=UTC`, { headers: shareAccess });
    await fail('GET', `/api/public/shares/${share.token}/visitors?from=shared`, { headers: shareAccess }, 400);
    await ok('DELETE', `/api/shares/${share.id}`, { headers: auth });
    await fail('DELETE', `/api/shares/${share.id}`, { headers: auth }, 404);

    // Destination health: the team's list and settings (a member not of the team is refused).
    await ok('GET', '/api/link-health', { headers: auth });
    await fail('GET', '/api/link-health', anon, 401);
    await ok('GET', '/api/link-health/settings', { headers: auth });
    await fail('GET', '/api/link-health/settings', anon, 401);
    await ok('PUT', '/api/link-health/settings', { headers: auth, json: { fallbackUrl: 'https://example.com/sorry', notify: [] } });
    await fail('PUT', '/api/link-health/settings', { headers: auth, json: { fallbackUrl: null, notify: ['not-a-member'] } }, 400);

    // Tags.
    const created = (await ok('POST', '/api/tags', { headers: auth, json: { name: `Walk ${tag}` } }, 201)).body;
    await fail('POST', '/api/tags', { headers: auth, json: { name: `Walk ${tag}` } }, 409);
    await ok('GET', '/api/tags', { headers: auth });
    await fail('GET', '/api/tags', anon, 401);
    await ok('PATCH', `/api/tags/${created.id}`, { headers: auth, json: { name: `Walked ${tag}` } });
    await fail('PATCH', '/api/tags/no-such-tag', { headers: auth, json: { name: 'x' } }, 404);
    await ok('DELETE', `/api/tags/${created.id}`, { headers: auth });
    await fail('DELETE', `/api/tags/${created.id}`, { headers: member }, 403);

    // Alerts.
    const alertBody = {
      name: `Walk ${tag}`,
      target: { kind: 'link', id: link.id },
      condition: { kind: 'clicksAbove', clicks: 10 },
      slackUrl: 'https://127.0.0.1:9/walk',
    };
    const alert = (await ok('POST', '/api/alerts', { headers: auth, json: alertBody }, 201)).body;
    await fail('POST', '/api/alerts', { headers: auth, json: { ...alertBody, target: { kind: 'tag', id: link.id } } }, 400);
    await ok('GET', '/api/alerts', { headers: auth });
    await fail('GET', '/api/alerts', anon, 401);
    await ok('PATCH', `/api/alerts/${alert.id}`, { headers: auth, json: { enabled: false } });
    await fail('PATCH', '/api/alerts/no-such-alert', { headers: auth, json: { enabled: true } }, 404);
    await fail('DELETE', `/api/alerts/${alert.id}`, { headers: member }, 403);
    await ok('DELETE', `/api/alerts/${alert.id}`, { headers: auth });
    await fail('DELETE', `/api/alerts/${alert.id}`, { headers: auth }, 404);

    // What removes things last: the link, the campaign, the member; the document; the password and the session.
    await ok('DELETE', `/api/links/${link.id}`, { headers: auth });
    await fail('DELETE', `/api/links/${link.id}`, { headers: auth }, 404);
    await ok('DELETE', `/api/campaigns/${campaign.id}`, { headers: auth }, [200, 202]);
    await fail('DELETE', '/api/campaigns/no-such-campaign', { headers: auth }, 404);
    await fail('DELETE', `/api/team/members/${ownerId}/sessions`, { headers: member }, 403);
    await ok('DELETE', `/api/team/members/${memberId}/sessions`, { headers: auth });
    await ok('DELETE', `/api/team/members/${memberId}`, { headers: auth });
    await fail('DELETE', `/api/team/members/${memberId}`, { headers: auth }, 404);
    // The audit log: every change above is an entry of the team's, one per call, chained.
    await ok('GET', '/api/audit?limit=5', { headers: auth });
    await fail('GET', '/api/audit?from=yesterday', { headers: auth }, 400);
    await ok('GET', '/api/audit/export?format=csv', { headers: auth });
    await fail('GET', '/api/audit/export?format=pdf', { headers: auth }, 400);
    await ok('GET', '/api/audit/verify', { headers: auth });
    await fail('GET', '/api/audit/verify', anon, 401);
    await expectOneEntryPerChange(auth, ownerId);
    // Passkeys: one added with a software authenticator signs in, is renamed and removed.
    const passkeyDevice = new SoftAuthenticator(new URL(runtime().appUrl).origin);
    const creation = await ok('POST', '/api/me/passkeys/options', { headers: auth });
    await fail('POST', '/api/me/passkeys/options', anon, 401);
    const passkey = await ok(
      'POST',
      '/api/me/passkeys',
      { headers: auth, json: { name: 'Walk 🔑', response: passkeyDevice.create(creation.body.options) } },
      201,
    );
    await fail('POST', '/api/me/passkeys', { headers: auth, json: { name: 'Walk', response: passkeyDevice.create(creation.body.options) } }, 400);
    await ok('GET', '/api/me/passkeys', { headers: auth });
    await fail('GET', '/api/me/passkeys', anon, 401);
    await ok('PATCH', `/api/me/passkeys/${passkey.body.id}`, { headers: auth, json: { name: 'Walk anahtarı' } });
    await fail('PATCH', `/api/me/passkeys/${passkey.body.id}`, { headers: auth, json: { name: ' ' } }, 400);
    const request = await ok('POST', '/api/auth/passkey/options', { json: {} });
    await fail('POST', '/api/auth/passkey/options', { json: { email: 'not-an-email' } }, 400);
    await ok('POST', '/api/auth/passkey', { json: { challengeId: request.body.challengeId, response: passkeyDevice.get(request.body.options) } });
    await fail('POST', '/api/auth/passkey', { json: { challengeId: request.body.challengeId, response: passkeyDevice.get(request.body.options) } }, 401);
    await ok('DELETE', `/api/me/passkeys/${passkey.body.id}`, { headers: auth });
    await fail('DELETE', `/api/me/passkeys/${passkey.body.id}`, { headers: auth }, 404);
    // Second factor: an authenticator app (otpauth makes its codes) set up, the sign-in's second step, new recovery codes, turned off.
    await ok('GET', '/api/me/second-factor', { headers: auth });
    await fail('GET', '/api/me/second-factor', anon, 401);
    const totp = await ok('POST', '/api/me/second-factor/totp', { headers: auth });
    await fail('POST', '/api/me/second-factor/totp', anon, 401);
    const codeOf = (step: number) => new TOTP({ secret: Secret.fromBase32(totp.body.secret) }).generate({ timestamp: step * 30_000 });
    const totpStep = Math.floor(Date.now() / 30_000);
    await fail('POST', '/api/me/second-factor/totp/confirm', { headers: auth, json: { code: '12345' } }, 400);
    await ok('POST', '/api/me/second-factor/totp/confirm', { headers: auth, json: { code: codeOf(totpStep - 1) } }, 201);
    const secondStep = (await ok('POST', '/api/auth/signin', { json: { email, password: newPassword } })).body.secondFactor;
    await fail('POST', '/api/auth/signin/second-factor', { json: { challenge: secondStep.challenge, code: codeOf(totpStep - 1) } }, 401);
    await ok('POST', '/api/auth/signin/second-factor', { json: { challenge: secondStep.challenge, code: codeOf(totpStep) } });
    await ok('POST', '/api/me/second-factor/recovery-codes', { headers: auth }, 201);
    await fail('POST', '/api/me/second-factor/recovery-codes', anon, 401);
    await ok('DELETE', '/api/me/second-factor/totp', { headers: auth });
    await fail('DELETE', '/api/me/second-factor/totp', { headers: auth }, 409);
    await ok('GET', '/api/openapi.json');
    await fail('PUT', '/api/me/password', { headers: auth, json: { currentPassword: 'not it', password: password } }, 400);
    await ok('PUT', '/api/me/password', { headers: auth, json: { currentPassword: newPassword, password } });
    await ok('POST', '/api/auth/signout', { headers: auth });
    // A state-changing request from another site that carries a session cookie is refused (CSRF).
    await fail('POST', '/api/auth/signout', { headers: { cookie: 'token=walk', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' } }, 403);
  }, 240_000);

  it('signs in by SAML: the service provider metadata, and an IdP’s signed answer posted to the assertion consumer', async () => {
    const idp = await startSamlIdp();
    try {
      await ok('GET', '/api/auth/sso/saml/metadata');
      const team = await samlTeam(idp, 'walk-saml');
      idp.signedIn = { email: team.email('yildiz'), name: 'Yıldız 🌟' };
      const post = await atIdp(await startSso(team.email('yildiz')));
      const form = { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.entityId).origin, 'sec-fetch-site': 'cross-site' };
      const fields = new URLSearchParams({ SAMLResponse: post.SAMLResponse, RelayState: post.RelayState ?? '' }).toString();
      const checked = await ok('POST', '/api/auth/sso/saml/acs', { raw: fields, headers: form }, 303);
      const finish = new URL(checked.headers.get('location') ?? 'http://none/');
      expect(finish.pathname).toBe('/api/auth/sso/saml/finish');
      const signedIn = await ok('GET', `${finish.pathname}${finish.search}`, { headers: { cookie: `${SSO_BROWSER_COOKIE}=${browserOf(post)}` } }, 303);
      expect(signedIn.headers.get('location')).toBe(`${runtime().appUrl}${paths.dashboard}`);
      await fail('POST', '/api/auth/sso/saml/acs', { json: { SAMLResponse: post.SAMLResponse } }, 415);
    } finally {
      await idp.close();
    }
  }, 60_000);

  it('sets up OIDC single sign-on as an owner and signs in through a real OpenID Provider', async () => {
    const idp = await startOidcProvider(oidcRedirectUri());
    try {
      const owner = await verifiedSession('walk-oidc');
      const domain = `walk-${randomBytes(4).toString('hex')}.example`;
      const auth = owner.auth;
      await ok('GET', '/api/team/sso', { headers: auth });
      await fail('GET', '/api/team/sso', {}, 401);
      await fail('DELETE', '/api/team/sso', { headers: auth }, 404);
      await fail(
        'PUT',
        '/api/team/sso',
        { headers: auth, json: { protocol: 'oidc', domains: [], enforced: false, breakGlassUserIds: [], defaultRole: 'member' } },
        400,
      );
      const saved = await ok('PUT', '/api/team/sso', { headers: auth, json: oidcSettings(idp, [domain]) });
      await fail('POST', `/api/team/sso/domains/other-${domain}/verify`, { headers: auth }, 404);
      publishDns(domain, { TXT: [saved.body.config.domains[0].txtValue] });
      await ok('POST', `/api/team/sso/domains/${domain}/verify`, { headers: auth });
      await fail('POST', '/api/auth/sso', { json: { email: uniqueEmail('walk-no-sso') } }, 404);
      const started = await ok('POST', '/api/auth/sso', { json: { email: `sule@${domain}` } });
      idp.accounts.set('sule', { email: `sule@${domain}`, name: 'Şule 🌙' });
      const cookie = started.cookies.find((c) => c.startsWith('kisa_sso='))!.split(';')[0]!;
      const back = new URL(await idp.signIn(started.body.redirectUrl, 'sule'));
      const signedIn = await ok('GET', `${back.pathname}${back.search}`, { headers: { cookie } }, 303);
      expect(signedIn.headers.get('location')).toBe(`${runtime().appUrl}${paths.dashboard}`);
      await ok('DELETE', '/api/team/sso', { headers: auth });
    } finally {
      await idp.close();
    }
  }, 60_000);

  it('answered every operation of the route table both ways, or says why one cannot fail here', () => {
    const missing = apiRoutes.flatMap((route) => {
      const key = keyOf(route);
      const seen = walked.get(key) ?? {};
      return [
        ...(seen.success || key in NO_LOCAL_SUCCESS ? [] : [`${key}: no success answer`]),
        ...(seen.error || key in NO_LOCAL_FAILURE ? [] : [`${key}: no error answer`]),
      ];
    });
    expect(missing, 'operations the walk did not answer (add their steps above)').toEqual([]);
    const isRoute = (key: string) => apiRoutes.some((route) => keyOf(route) === key);
    const stale = [
      ...Object.keys(NO_LOCAL_FAILURE).filter((key) => !isRoute(key) || walked.get(key)?.error),
      ...Object.keys(NO_LOCAL_SUCCESS).filter((key) => !isRoute(key) || walked.get(key)?.success),
    ];
    expect(stale, 'exemptions that are no operation, or that the walk answered that way after all').toEqual([]);
  });
});
