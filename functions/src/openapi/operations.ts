import { recoverSchema, resendVerificationSchema, resetSchema, signinSchema, signupSchema } from '@kisa/shared';
import { createLinkSchema, linkPatchSchema, pageTitleSchema } from '@kisa/shared';
import { adminUserPatchSchema, createApiKeySchema, createMemberSchema, invitationAnswerSchema, memberPasswordSchema, memberPatchSchema } from '@kisa/shared';
import { bulkLinksSchema, createCampaignSchema } from '@kisa/shared';
import { blocklistChangeSchema, moderationActionSchema, reportSchema } from '@kisa/shared';
import { ANALYTICS_FILTERS, ANALYTICS_PAGE_SIZE, MAX_ANALYTICS_DAYS, NONE_VALUE, VISITORS_LIMIT_MAX } from '@kisa/shared';
import * as z from 'zod';
import { ref } from './schemas.js';

/**
 * The OpenAPI description of each route of functions/src/api-routes.ts, keyed by
 * "METHOD path". A test fails for any route missing here, so new routes get documented.
 */

type JsonSchema = Record<string, unknown>;

export interface OperationDoc {
  summary: string;
  tags: string[];
  /** Request body schema (JSON), if the operation takes one. */
  body?: JsonSchema;
  /** Success status → [description, schema]. Error statuses are listed in `errors`. */
  responses: Record<number, [string, JsonSchema]>;
  errors?: Record<number, string>;
  /** Extra response headers of the success answer. */
  setsCookie?: boolean;
  /** Query-string parameters. */
  query?: QueryParam[];
}

export interface QueryParam {
  name: string;
  description: string;
  required?: boolean;
  schema?: JsonSchema;
}

const analyticsQuery: QueryParam[] = [
  { name: 'from', required: true, description: 'First day of the range (YYYY-MM-DD), a calendar day in `tz`', schema: { type: 'string', format: 'date' } },
  { name: 'to', required: true, description: `Last day of the range (YYYY-MM-DD), included; at most ${MAX_ANALYTICS_DAYS} days after \`from\``, schema: { type: 'string', format: 'date' } },
  { name: 'tz', required: true, description: 'The viewer\'s IANA time zone (e.g. Europe/Istanbul): days start at local midnight', schema: { type: 'string' } },
  ...ANALYTICS_FILTERS.map((name) => ({
    name,
    description: `Only clicks whose ${name === 'country' ? 'country code' : name} is this (AND with the other filters); \`${NONE_VALUE}\` selects clicks where it is unknown${name === 'linkId' || name === 'campaignId' ? '. Another team\'s id answers 404' : ''}`,
  })),
];

/** Request schemas straight from the shared zod schemas, so docs and validation agree. */
const body = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export const operations: Record<string, OperationDoc> = {
  'POST /api/auth/signup': {
    summary: 'Create an account (own team, owner) and mail a verification link. The same answer (201, same message, at the same time) for an e-mail that already has an account, whose owner is mailed sign-in and reset links instead',
    tags: ['auth'],
    body: body(signupSchema),
    responses: { 201: ['Accepted: a verification mail, or for a taken e-mail a notice to its owner', ref('Message')] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'POST /api/auth/resend-verification': {
    summary: 'Mail a new verification link (same answer whether or not the account exists)',
    tags: ['auth'],
    body: body(resendVerificationSchema),
    responses: { 200: ['Accepted', ref('Message')] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'GET /api/auth/verify/{token}': {
    summary: "Verify the account; signs in when the link carries a session, the request is the app's own (a same-origin fetch, a navigation the user began, or no browser) and the browser holds no session of another user — otherwise verified, 'please sign in', no cookie (login CSRF, issue 22). The same link confirms a member's new e-mail address (409 to its holder if the address has an account meanwhile)",
    tags: ['auth'],
    responses: { 200: ['Verified', ref('Verified')] },
    errors: { 400: 'Invalid, used or expired link', 409: 'A confirmed new e-mail address already has an account' },
    setsCookie: true,
  },
  'POST /api/auth/signin': {
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
    body: body(signinSchema),
    responses: { 200: ['Signed in', ref('Session')] },
    errors: { 400: 'Invalid input', 401: 'Wrong e-mail or password', 403: 'E-mail not verified yet', 429: 'Too many wrong passwords from this address or for this e-mail (Retry-After: seconds until the next try)' },
    setsCookie: true,
  },
  'POST /api/auth/signout': {
    summary: 'Sign out: ends the presented session (its token stops working everywhere) and clears the session cookie; 200 also for an invalid or missing token',
    tags: ['auth'],
    responses: { 200: ['Signed out', ref('Message')] },
    setsCookie: true,
  },
  'POST /api/auth/recover': {
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    tags: ['auth'],
    body: body(recoverSchema),
    responses: { 200: ['Accepted', ref('Message')] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'GET /api/auth/reset/{token}': {
    summary: 'Whether the reset form may be shown for this link (does not use it)',
    tags: ['auth'],
    responses: { 200: ['Answer', ref('ResetCheck')] },
  },
  'POST /api/auth/reset/{token}': {
    summary: "Set a new password with a reset link (single use); ends all of the user's sessions",
    tags: ['auth'],
    body: body(resetSchema),
    responses: { 200: ['Password changed', ref('Message')] },
    errors: { 400: 'Invalid input, or invalid, used or expired link' },
  },
  'GET /api/me': {
    summary: 'The signed-in user, with the live invitations of other teams addressed to their e-mail (to accept or decline)',
    tags: ['auth'],
    responses: { 200: ['The caller', ref('Me')] },
  },
  'GET /api/team': {
    summary: "The caller's team, its members (owners first) and — for owners — its pending invitations",
    tags: ['team'],
    responses: { 200: ['The team', ref('Team')] },
  },
  'POST /api/team/members': {
    summary: "'Create New Member' (owners only): invites the address — mails a single-use link valid 7 days; nothing else exists until its holder accepts. A new address then becomes an account in the team with the password given here; an existing account joins after signing in. The same answer for every address (whether or not it has an account); inviting an address again replaces its pending invitation. At most 100 invitations and e-mail changes per owner and hour",
    tags: ['team'],
    body: body(createMemberSchema),
    responses: { 201: ['Invitation sent', ref('Invitation')] },
    errors: { 400: 'Invalid input', 403: 'Not an owner of the team', 429: 'Too many invitations from this owner (Retry-After: seconds until the next try)' },
  },
  'PATCH /api/team/members/{id}': {
    summary: "Change a member's name or role at once, and e-mail once the new address's holder follows the link mailed there (`pendingEmail`); the same answer for every address (owners only)",
    tags: ['team'],
    body: body(memberPatchSchema),
    responses: { 200: ['Member updated', ref('UpdatedMember')] },
    errors: { 400: 'Invalid input', 403: 'Not an owner of the team', 404: 'No such member in your team', 409: 'The last owner would be demoted', 429: 'Too many invitations and e-mail changes from this owner' },
  },
  'DELETE /api/team/members/{id}': {
    summary: 'Remove a member (their links stay with the team), or withdraw a pending invitation by its id (its link stops working); owners only',
    tags: ['team'],
    responses: { 200: ['Member removed, or invitation withdrawn', ref('Message')] },
    errors: { 403: 'Not an owner of the team', 404: 'No such member in your team', 409: 'The last owner cannot be removed' },
  },
  'PUT /api/team/members/{id}/password': {
    summary: "Set the password of a member who accepted (owners only; an invitation's id is no member: 404); ends the member's sessions (an owner setting their own keeps the calling session)",
    tags: ['team'],
    body: body(memberPasswordSchema),
    responses: { 200: ['Password set', ref('Message')] },
    errors: { 400: 'Invalid input', 403: 'Not an owner of the team', 404: 'No such member in your team' },
  },
  'GET /api/invitations/{ref}': {
    summary: "What an invitation link offers (`ref`: the link's token; does not use it): team, inviter, and whether the address already has an account — told only to the link's holder, the address's mailbox",
    tags: ['team'],
    responses: { 200: ['The invitation', ref('InvitationDetails')] },
    errors: { 404: 'Invalid, used, withdrawn, replaced or expired link' },
  },
  'POST /api/invitations/{ref}': {
    summary: "Accept or decline an invitation. `ref`: the link's token, or — signed in — the id of an invitation to your own address (GET /api/me). Accepting for a new address creates the account (verified, the owner's chosen password, no session); an existing account must be signed in and send `leaveCurrentTeam: true` (its old team keeps its links; a last owner whose team has other members is refused). Single use",
    tags: ['team'],
    body: body(invitationAnswerSchema),
    responses: { 200: ['Accepted or declined', ref('Message')] },
    errors: {
      400: 'Invalid input',
      401: 'The address has an account: sign in to accept (or, with an id, not signed in)',
      403: 'Signed in as another account',
      404: 'Invalid, used, withdrawn, replaced or expired invitation',
      409: '`leaveCurrentTeam` missing, or the last owner of a team with other members',
    },
  },
  'GET /api/admin/users': {
    summary: 'All users, newest first, `limit` a page (default 10, at most 100), with the number of users (admins only). Pages go by key: pass the answer\'s `cursor` for the next page (absent on the last). `page` without a cursor still works (it passes over the rows before) and is echoed',
    tags: ['admin'],
    query: [
      { name: 'limit', description: 'Users per page (default 10, at most 100)', schema: { type: 'integer', minimum: 1 } },
      { name: 'cursor', description: 'The `cursor` of the previous page' },
      { name: 'page', description: 'Page number from 1: echoed; without `cursor`, the page found by offset', schema: { type: 'integer', minimum: 1 } },
    ],
    responses: { 200: ['One page of users', ref('AdminUsersPage')] },
  },
  'PATCH /api/admin/users/{id}': {
    summary: 'Mark a user verified, or disable / enable them (admins only)',
    tags: ['admin'],
    body: body(adminUserPatchSchema),
    responses: { 200: ['The updated user', ref('AdminUser')] },
    errors: { 400: 'Invalid input, or disabling yourself', 404: 'No such user' },
  },
  'GET /api/admin/stats': {
    summary: 'Platform totals for the admin dashboard (admins only)',
    tags: ['admin'],
    responses: { 200: ['Totals', ref('AdminStats')] },
  },
  'GET /api/admin/moderation': {
    summary: 'The moderation queue (admins only): reported and flagged links across teams, latest activity first, 25 a page — target, team, clicks, reports by reason, the latest reports, screening flags and the link\'s state. Query `status` (`open`, default, or `resolved`) and `cursor` (from the previous page)',
    tags: ['moderation'],
    query: [
      { name: 'status', description: '`open` (default) or `resolved`', schema: { enum: ['open', 'resolved'] } },
      { name: 'cursor', description: 'The `cursor` of the previous page' },
    ],
    responses: { 200: ['One page of cases', ref('ModerationQueue')] },
  },
  'POST /api/admin/moderation': {
    summary: 'One moderation action (admins only), recorded in the audit log: `disableLink` (visitors get 410, no click counted), `enableLink`, `clearFlag` (lift the warning page), `dismiss` (the reports), `disableTeam` / `enableTeam` (every link of the team, within seconds)',
    tags: ['moderation'],
    body: body(moderationActionSchema),
    responses: { 200: ['Done; the case as it is now, for link actions', ref('ModerationResult')] },
    errors: { 400: 'Invalid input (unknown action, no link or team id)', 404: 'No such link or team' },
  },
  'GET /api/admin/moderation/log': {
    summary: 'The audit log of moderation actions (admins only): who did what, when — link and team actions, user disables, blocklist changes — newest first, 50 a page; query `cursor`',
    tags: ['moderation'],
    query: [{ name: 'cursor', description: 'The `cursor` of the previous page' }],
    responses: { 200: ['One page of the log', ref('ModerationLog')] },
  },
  'GET /api/admin/blocklist': {
    summary: 'The blocklist (admins only): hosts and domains whose links are refused, A–Z, 50 a page; query `q` (entries starting with it) and `cursor`',
    tags: ['moderation'],
    query: [
      { name: 'q', description: 'Only entries starting with this (ASCII, punycode for IDN)' },
      { name: 'cursor', description: 'The `cursor` of the previous page' },
    ],
    responses: { 200: ['One page of entries', ref('BlocklistPage')] },
  },
  'POST /api/admin/blocklist': {
    summary: 'Add or remove blocklist entries (admins only): `entries` typed, or `file`, the text of a hosts file (`0.0.0.0 evil.example`), a one-domain-a-line list, Adblock `||domain^` rules or URLs — as public phishing lists ship. A domain blocks its subdomains. At most 20,000 entries a request',
    tags: ['moderation'],
    body: body(blocklistChangeSchema),
    responses: { 200: ['How many entries changed, and lines that were no host', ref('BlocklistChanged')] },
    errors: { 400: 'Invalid input, or no valid host or domain' },
  },
  'GET /api/keys': {
    summary: "The caller's personal API keys (prefix only, never the key)",
    tags: ['keys'],
    responses: { 200: ['Keys', ref('ApiKeyList')] },
  },
  'POST /api/keys': {
    summary: 'Create a personal API key; the answer is the only time the key is shown',
    tags: ['keys'],
    body: body(createApiKeySchema),
    responses: { 201: ['Key created', ref('CreatedApiKey')] },
    errors: { 400: 'Invalid input' },
  },
  'DELETE /api/keys': {
    summary: "Revoke all the caller's API keys",
    tags: ['keys'],
    responses: { 200: ['Keys revoked', ref('Message')] },
  },
  'DELETE /api/keys/{id}': {
    summary: 'Revoke one API key (stops working at once)',
    tags: ['keys'],
    responses: { 200: ['Key revoked', ref('Message')] },
    errors: { 404: 'No such key of yours' },
  },
  'GET /api/links': {
    summary: "The team's links, newest first; with `q`, only those whose title, alias or target contains it",
    tags: ['links'],
    query: [
      {
        name: 'q',
        description:
          "Search: any part of the title, the alias or the target, case-insensitive (trimmed, first 200 characters). Answered from the team's search index (docs/DATA-MODEL.md, Search shards), which in AWS may show a link created or edited a moment ago a moment later",
      },
      { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1 } },
      { name: 'limit', description: 'Links per page (default 10, at most 100)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
    ],
    responses: { 200: ['One page of links; `total` counts all links (or all matches of `q`)', ref('LinkPage')] },
  },
  'POST /api/links': {
    summary: 'Create a link (title defaults to the target host name)',
    tags: ['links'],
    body: body(createLinkSchema),
    responses: { 201: ['Link created', ref('Link')] },
    errors: { 400: 'Invalid target, alias or title', 409: 'Alias already taken' },
  },
  'GET /api/links/availability': {
    summary: 'Whether query `alias` can be taken (invalid or reserved aliases answer false with the reason)',
    tags: ['links'],
    responses: { 200: ['Answer', ref('Availability')] },
  },
  'GET /api/links/{id}': {
    summary: "One of the team's links",
    tags: ['links'],
    responses: { 200: ['The link', ref('Link')] },
    errors: { 404: "No such link in the caller's team" },
  },
  'PATCH /api/links/{id}': {
    summary: 'Change any subset of title, alias, target, redirects, password, UTM and expiry (null or "" clears an optional value)',
    tags: ['links'],
    body: body(linkPatchSchema),
    responses: { 200: ['The updated link', ref('Link')] },
    errors: { 400: 'Invalid input, or enabling a password without one', 404: "No such link in the caller's team", 409: 'Alias already taken' },
  },
  'DELETE /api/links/{id}': {
    summary: 'Delete a link (its short URL stops resolving)',
    tags: ['links'],
    responses: { 200: ['Deleted', ref('Message')] },
    errors: { 404: "No such link in the caller's team" },
  },
  'POST /api/page-title': {
    summary: 'Fetch the <title> of a public web page (5 s limit, at most 3 redirects, 512 KB read)',
    tags: ['links'],
    body: body(pageTitleSchema),
    responses: { 200: ['The title', ref('PageTitle')] },
    errors: {
      400: 'Invalid URL',
      422: 'The page could not be fetched or has no title — also the answer for an address that is not public (private, loopback, link-local, metadata, …), so nobody can tell those from names that do not resolve',
      504: 'The page did not answer within 5 s',
    },
  },
  'GET /api/stats': {
    summary: "The team's dashboard counters",
    tags: ['links'],
    responses: { 200: ['Counters', ref('Stats')] },
  },
  'GET /api/public/links/{code}/gate': {
    summary: 'What the password gate (`/loginurl/{code}`) needs before asking for a password: whether the code is a link and whether a visit meets the gate now (an expired link does not). Nothing more: no destination, no hash',
    tags: ['links'],
    responses: {
      200: [
        'The link exists',
        {
          type: 'object',
          required: ['passwordRequired', 'shortLink'],
          properties: {
            passwordRequired: { type: 'boolean', description: 'false: visiting the short link goes on without a password' },
            shortLink: { type: 'string', description: 'The short link itself, on the short domain: where the gate sends a visitor when no password is asked' },
          },
        },
      ],
    },
    errors: { 404: 'Link not found' },
  },
  'POST /api/public/reports': {
    summary: 'Report a short link as abusive (phishing, malware, spam, …): the link joins the admins\' moderation queue. Anyone may call it; limited to 10 reports per client address per hour',
    tags: ['moderation'],
    body: body(reportSchema),
    responses: { 201: ['Reported', ref('Message')] },
    errors: { 400: 'Invalid input (reason not in the list, details over 1,000 characters, an invalid e-mail)', 404: 'No such short link', 429: 'Too many reports from this address (Retry-After: seconds until the next try)' },
  },
  'POST /api/public/unlock': {
    summary: "Unlock a password-protected short link: answers the visitor's destination (device target, UTM merged) and counts the click",
    tags: ['links'],
    body: {
      type: 'object',
      required: ['shortUrl', 'password'],
      properties: { shortUrl: { type: 'string', description: 'The short code' }, password: { type: 'string' } },
    },
    responses: {
      200: [
        'Where to go; `deeplink` (mobile visitors of links with one) is tried first, `location` after ~1.5 s. An expired link answers its expiration location.',
        { type: 'object', required: ['location'], properties: { location: { type: 'string' }, deeplink: { type: 'string' } } },
      ],
    },
    errors: { 400: 'All fields are required', 401: 'Wrong password', 404: 'Unknown short link', 429: 'Too many wrong passwords: 5 per 5 minutes per client address and link, or 100 per 15 minutes on the link from all addresses (Retry-After: seconds until the next try)' },
    setsCookie: true,
  },
  'POST /api/campaigns': {
    summary: 'Create an empty campaign of the caller\'s team (status idle)',
    tags: ['campaigns'],
    body: body(createCampaignSchema),
    responses: { 201: ['Campaign created', ref('Campaign')] },
    errors: { 400: 'Missing or too long name' },
  },
  'GET /api/campaigns': {
    summary: "The team's campaigns, newest first (a JSON array); clicks snapshots older than 30 s are recounted (in the call up to 2,000 links, by the bulk worker beyond)",
    tags: ['campaigns'],
    responses: { 200: ['Campaigns', { type: 'array', items: ref('Campaign') }] },
  },
  'GET /api/campaigns/{id}': {
    summary: 'One campaign: stats (totalLinks, totalClicks, ctr = clicks per link in %, 1 decimal) and bulk progress (status, processed, total, error). Poll it for progress; totalClicks is recounted when over 2 s old (in the call up to 2,000 links, by the bulk worker beyond at most every 30 s), so a poll every few seconds follows clicks.',
    tags: ['campaigns'],
    responses: { 200: ['The campaign', ref('Campaign')] },
    errors: { 404: 'Campaign not found (or another team\'s)' },
  },
  'DELETE /api/campaigns/{id}': {
    summary: 'Delete a campaign with all its links (their short URLs stop resolving). Small campaigns are deleted in the call (200); bigger ones, or one with a bulk run in flight, by the bulk worker (202): the campaign is gone at once, its links within moments.',
    tags: ['campaigns'],
    responses: { 200: ['Deleted', ref('Message')], 202: ['Deleted; links being removed', ref('Message')] },
    errors: { 404: 'Campaign not found' },
  },
  'POST /api/campaigns/{id}/links': {
    summary: 'Queue up to 10,000 links for bulk creation (send bigger files in chunks). Each longUrl is normalised (www. and bare domains get https://) and must be an http(s) URL; refused ones are counted and listed, the rest are written by the bulk worker: 8-character codes, title `Bulk Link XXXX` unless given. Progress: GET /api/campaigns/{id}.',
    tags: ['campaigns'],
    body: body(bulkLinksSchema),
    responses: { 202: ['Queued', ref('BulkQueued')] },
    errors: { 400: 'No links, more than 10,000, or no valid URL among them', 404: 'Campaign not found', 413: 'Body over 10 MB' },
  },
  'GET /api/campaigns/{id}/links': {
    summary: "A page of the campaign's links in the order they were created (the file's order), each with its exact totalClicks and uniqueClicks; query `page` (from 1) and `limit` (default 10, at most 100)",
    tags: ['campaigns'],
    responses: { 200: ["One page of the campaign's links; `total` counts all of them", ref('LinkPage')] },
    errors: { 404: 'Campaign not found (or another team\'s)' },
  },
  'GET /api/campaigns/{id}/export': {
    summary: 'The campaign\'s links as a file; query `format` = csv (default) or xlsx. Columns Short URL, Long URL, Title, Clicks. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes. Campaigns over 20,000 links are exported by the bulk worker: the call answers 202 {message} until the file is ready (ask again every few seconds), then {url, filename}.',
    tags: ['campaigns'],
    responses: {
      200: [
        'The file (text/csv or xlsx, Content-Disposition attachment), or {url, filename} for a big one',
        { oneOf: [{ type: 'string', format: 'binary' }, { type: 'object', required: ['url', 'filename'], properties: { url: { type: 'string', format: 'uri' }, filename: { type: 'string' } } }] },
      ],
      202: ['A big export is being prepared: ask again in a few seconds', ref('Message')],
    },
    errors: { 400: 'Unknown format', 404: 'Campaign not found' },
  },
  'GET /api/analytics': {
    summary:
      'Analytics of the team\'s clicks in a range of the viewer\'s calendar days: totals and the previous period of the same length, clicks by date (by hour for a one-day range; every day present), rankings by browser, os, device, country, city, referrer and source (at most 100 each), the links ranked by clicks. Bots are left out of every figure and counted in botsExcluded. Unique clicks are first clicks of a visitor on a link, as on the dashboard.',
    tags: ['analytics'],
    query: analyticsQuery,
    responses: { 200: ['Every panel of the analytics page', ref('Analytics')] },
    errors: { 400: 'Bad range, time zone, filter value or an unknown parameter', 404: 'Link or campaign not found (in this team)', 503: 'Still loading the click log (a first start over a large log): try again in a few seconds' },
  },
  'GET /api/analytics/visitors': {
    summary: `The visitor log of the same scope, newest first, ${ANALYTICS_PAGE_SIZE} per page by default (bots left out)`,
    tags: ['analytics'],
    query: [
      ...analyticsQuery,
      { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1 } },
      { name: 'limit', description: `Rows per page (default ${ANALYTICS_PAGE_SIZE}, at most ${VISITORS_LIMIT_MAX})`, schema: { type: 'integer', minimum: 1, maximum: VISITORS_LIMIT_MAX } },
    ],
    responses: { 200: ['A page of the visitor log', ref('VisitorPage')] },
    errors: { 400: 'Bad range, time zone, filter, page or limit', 404: 'Link or campaign not found (in this team)', 503: 'Still loading the click log (a first start over a large log): try again in a few seconds' },
  },
  'GET /api/analytics/visitors/export': {
    summary: 'Every row of the visitor log of the scope as a file: `format` = xlsx (default) or csv. Files over 4 MB are answered as JSON {url, filename}: a presigned download URL valid 15 minutes.',
    tags: ['analytics'],
    query: [...analyticsQuery, { name: 'format', description: 'xlsx (default) or csv', schema: { enum: ['xlsx', 'csv'] } }],
    responses: {
      200: [
        'The file (Content-Disposition attachment), or {url, filename} for a big one',
        { oneOf: [{ type: 'string', format: 'binary' }, { type: 'object', required: ['url', 'filename'], properties: { url: { type: 'string', format: 'uri' }, filename: { type: 'string' } } }] },
      ],
    },
    errors: { 400: 'Bad range, time zone, filter or format', 404: 'Link or campaign not found (in this team)', 503: 'Still loading the click log (a first start over a large log): try again in a few seconds' },
  },
  'GET /api/openapi.json': {
    summary: 'This OpenAPI document',
    tags: ['meta'],
    responses: { 200: ['OpenAPI 3.1 document', ref('OpenApiDocument')] },
  },
};
