/**
 * The HTTP API's route table: one entry per operation, one Lambda handler module per entry.
 * CDK turns each entry into an HTTP API route to its capability's function (one function per
 * handler folder, dispatching by routeKey: capabilities.ts); the local gateway matches
 * requests against the same table. `handler` is the module under src/handlers/ (no
 * extension) exporting `handler`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The Cognito admin calls the code sends (functions/src/identity/user-pool.ts), each an IAM action. */
export type CognitoAction =
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminEnableUser'
  | 'AdminInitiateAuth'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

/**
 * What a function's own code touches; CDK derives its IAM policy from this and nothing else
 * (infra/lib/constructs/grants.ts), and route-uses.test.ts checks it against the AWS calls in
 * the handler's bundle.
 *
 * - `table`: reads and writes the table (and its indexes); `tableRead`: GetItem, BatchGetItem
 *   and Query only.
 * - `userPool`: checks session tokens — the pool's ids, no IAM (JWTs are verified with the
 *   pool's public keys). `cognito:<Action>`: one Cognito admin call the code sends.
 * - `caller`: authenticates a caller (domain/accounts/authenticate-caller.ts): reads the
 *   profile and the API key, and refreshes the key's lastUsedAt. Never listed by hand:
 *   signed-in routes get it from their `auth` (usesOf).
 */
export type Use =
  | 'table'
  | 'tableRead'
  | 'userPool'
  | `cognito:${CognitoAction}`
  | 'caller'
  | 'mail'
  | 'clickQueue'
  | 'bulkQueue'
  | 'clickLog'
  | 'exports'
  // Link preview images (issue 27) under previews/ in the app's bucket: presigned uploads, reading an uploaded one back.
  | 'previewImages'
  // Deletes link preview images under previews/ that no link shows any more (DeleteObject only): after
  // an edit replaced or removed one, or its link was deleted.
  | 'previewCleanup'
  | 'athena'
  // Branded domains: DNS_SERVERS, the CNAME target and the platform's hosts (no IAM).
  | 'domains'
  // Serves or stops serving a verified domain at the edge (lib/edge): in AWS a CloudFront
  // distribution tenant per host, created, enabled, disabled and deleted on the branded domains'
  // multi-tenant distribution only.
  | 'edgeDomains'
  // Webhooks (issue 26): SendMessage to the webhook queue (events, delivery attempts).
  | 'webhookQueue'
  // Conversions (issue 27): writes incoming objects of the conversion log (conversions-incoming/ in the click-log bucket).
  | 'conversionLog'
  // Conversions (issue 27): reads the key that signs click ids (a Secrets Manager secret in AWS).
  | 'clickToken';

export interface ApiRoute {
  method: HttpMethod;
  /** API Gateway route path, with `{param}` placeholders. */
  path: string;
  handler: string;
  /** Whether the route needs a signed-in caller (documentation + OpenAPI; enforced in the handler's middy chain). */
  auth: 'public' | 'user' | 'admin';
  /** What the operation itself touches (see Use); authenticating the caller comes from `auth`. */
  uses: readonly Use[];
  /** The function that serves it in AWS; default: the handler's folder (capabilities.ts). */
  capability?: string;
}

/** What authenticating a signed-in caller takes: the pool's ids (token check) and `caller`. */
export const CALLER_USES = ['userPool', 'caller'] as const satisfies readonly Use[];

/** Everything a route's function needs: its own `uses`, plus the caller's authentication on signed-in routes. */
export function usesOf(route: Pick<ApiRoute, 'auth' | 'uses'>): Use[] {
  return [...new Set<Use>([...(route.auth === 'public' ? [] : CALLER_USES), ...route.uses])];
}

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/auth/signup', handler: 'accounts/sign-up', auth: 'public', uses: ['table', 'mail', 'cognito:AdminCreateUser', 'cognito:AdminSetUserPassword', 'cognito:AdminDeleteUser', 'cognito:AdminInitiateAuth'] },
  { method: 'POST', path: '/api/auth/resend-verification', handler: 'accounts/resend-verification', auth: 'public', uses: ['table', 'mail'] },
  // userPool: the link never replaces the browser's session of another user, so it reads that session.
  // It also confirms a member's new address (AdminUpdateUserAttributes: Cognito's copy of it).
  { method: 'GET', path: '/api/auth/verify/{token}', handler: 'accounts/verify-account', auth: 'public', uses: ['table', 'userPool', 'cognito:AdminInitiateAuth', 'cognito:AdminUpdateUserAttributes'] },
  { method: 'POST', path: '/api/auth/signin', handler: 'accounts/sign-in', auth: 'public', uses: ['table', 'cognito:AdminInitiateAuth'] },
  { method: 'POST', path: '/api/auth/signout', handler: 'accounts/sign-out', auth: 'public', uses: ['table', 'userPool'] },
  { method: 'POST', path: '/api/auth/recover', handler: 'accounts/request-password-reset', auth: 'public', uses: ['table', 'mail'] },
  { method: 'GET', path: '/api/auth/reset/{token}', handler: 'accounts/check-reset-token', auth: 'public', uses: ['tableRead'] },
  { method: 'POST', path: '/api/auth/reset/{token}', handler: 'accounts/reset-password', auth: 'public', uses: ['table', 'cognito:AdminSetUserPassword', 'cognito:AdminUserGlobalSignOut'] },
  // tableRead: invitations addressed to the caller (issue 22).
  { method: 'GET', path: '/api/me', handler: 'accounts/get-me', auth: 'user', uses: ['tableRead'] },
  { method: 'PATCH', path: '/api/me', handler: 'accounts/update-me', auth: 'user', uses: ['table', 'cognito:AdminUpdateUserAttributes'] },
  { method: 'PUT', path: '/api/me/password', handler: 'accounts/change-my-password', auth: 'user', uses: ['table', 'cognito:AdminInitiateAuth', 'cognito:AdminSetUserPassword', 'cognito:AdminUserGlobalSignOut'] },
  // Writes: a team's first search builds its search index from the links it already has.
  { method: 'GET', path: '/api/links', handler: 'links/list-links', auth: 'user', uses: ['table'] },
  { method: 'POST', path: '/api/links', handler: 'links/create-link', auth: 'user', uses: ['table', 'webhookQueue'] },
  { method: 'GET', path: '/api/links/availability', handler: 'links/check-availability', auth: 'user', uses: ['tableRead'] },
  { method: 'GET', path: '/api/links/{id}', handler: 'links/get-link', auth: 'user', uses: ['tableRead'] },
  // previewImages: a preview's image is read back (its first bytes) and tagged linked before the link names it (issue 27);
  // previewCleanup: the image an edit replaced or removed is deleted after it, as is a deleted link's.
  { method: 'PATCH', path: '/api/links/{id}', handler: 'links/update-link', auth: 'user', uses: ['table', 'webhookQueue', 'previewImages', 'previewCleanup'] },
  { method: 'DELETE', path: '/api/links/{id}', handler: 'links/delete-link', auth: 'user', uses: ['table', 'webhookQueue', 'previewCleanup'] },
  // A/B splits (issue 27): a variant promoted ends the split (the link's usual edit).
  { method: 'POST', path: '/api/links/{id}/split/promote', handler: 'links/promote-variant', auth: 'user', uses: ['table', 'webhookQueue', 'previewImages'] },
  // Previews (issue 27): a presigned upload of the link's preview image (any member of the team).
  { method: 'POST', path: '/api/links/{id}/preview-image', handler: 'links/create-preview-upload', auth: 'user', uses: ['tableRead', 'previewImages'] },
  { method: 'POST', path: '/api/page-title', handler: 'links/fetch-page-title', auth: 'user', uses: [] },
  { method: 'GET', path: '/api/stats', handler: 'links/get-stats', auth: 'user', uses: ['tableRead'] },
  { method: 'GET', path: '/api/team', handler: 'team/get-team', auth: 'user', uses: ['tableRead'] },
  // Creating a member invites (issue 22): the account is made when the invitation is accepted.
  { method: 'POST', path: '/api/team/members', handler: 'team/create-member', auth: 'user', uses: ['table', 'mail'] },
  { method: 'PATCH', path: '/api/team/members/{id}', handler: 'team/update-member', auth: 'user', uses: ['table', 'mail', 'cognito:AdminUpdateUserAttributes'] },
  { method: 'DELETE', path: '/api/team/members/{id}', handler: 'team/remove-member', auth: 'user', uses: ['table', 'cognito:AdminDeleteUser'] },
  { method: 'PUT', path: '/api/team/members/{id}/password', handler: 'team/set-member-password', auth: 'user', uses: ['table', 'cognito:AdminSetUserPassword', 'cognito:AdminUserGlobalSignOut'] },
  // Invitation links (public: the token is the credential; a signed-in invitee may use an invitation's id).
  { method: 'GET', path: '/api/invitations/{ref}', handler: 'team/get-invitation', auth: 'public', uses: ['tableRead'] },
  { method: 'POST', path: '/api/invitations/{ref}', handler: 'team/answer-invitation', auth: 'public', uses: ['table', 'userPool', 'cognito:AdminCreateUser', 'cognito:AdminSetUserPassword', 'cognito:AdminDeleteUser'] },
  { method: 'GET', path: '/api/admin/users', handler: 'admin/list-users', auth: 'admin', uses: ['table'] },
  // webhookQueue (issue 26): admin actions and reports are announced to admins' moderation endpoints.
  { method: 'PATCH', path: '/api/admin/users/{id}', handler: 'admin/update-user', auth: 'admin', uses: ['table', 'cognito:AdminEnableUser', 'cognito:AdminUserGlobalSignOut', 'webhookQueue'] },
  { method: 'GET', path: '/api/admin/stats', handler: 'admin/get-stats', auth: 'admin', uses: ['table'] },
  // Abuse (issue 22): the moderation queue, its actions (one route, an action in the body), the audit log and the blocklist.
  { method: 'GET', path: '/api/admin/moderation', handler: 'moderation/list-moderation-queue', auth: 'admin', uses: ['tableRead'] },
  { method: 'POST', path: '/api/admin/moderation', handler: 'moderation/moderate', auth: 'admin', uses: ['table', 'webhookQueue'] },
  { method: 'GET', path: '/api/admin/moderation/log', handler: 'moderation/list-moderation-log', auth: 'admin', uses: ['tableRead'] },
  { method: 'GET', path: '/api/admin/blocklist', handler: 'moderation/list-blocklist', auth: 'admin', uses: ['tableRead'] },
  { method: 'POST', path: '/api/admin/blocklist', handler: 'moderation/change-blocklist', auth: 'admin', uses: ['table', 'webhookQueue'] },
  { method: 'GET', path: '/api/keys', handler: 'api-keys/list-api-keys', auth: 'user', uses: ['tableRead'] },
  { method: 'POST', path: '/api/keys', handler: 'api-keys/create-api-key', auth: 'user', uses: ['table'] },
  { method: 'DELETE', path: '/api/keys', handler: 'api-keys/revoke-all-api-keys', auth: 'user', uses: ['table'] },
  { method: 'DELETE', path: '/api/keys/{id}', handler: 'api-keys/revoke-api-key', auth: 'user', uses: ['table'] },
  { method: 'GET', path: '/api/public/links/{code}/gate', handler: 'redirect/get-link-gate', auth: 'public', uses: ['tableRead'] },
  { method: 'POST', path: '/api/public/unlock', handler: 'redirect/unlock-link', auth: 'public', uses: ['table', 'clickQueue', 'clickToken'] },
  { method: 'POST', path: '/api/public/reports', handler: 'moderation/report-link', auth: 'public', uses: ['table', 'webhookQueue'] },
  { method: 'POST', path: '/api/campaigns', handler: 'campaigns/create-campaign', auth: 'user', uses: ['table'] },
  { method: 'GET', path: '/api/campaigns', handler: 'campaigns/list-campaigns', auth: 'user', uses: ['table', 'bulkQueue'] },
  { method: 'GET', path: '/api/campaigns/{id}', handler: 'campaigns/get-campaign', auth: 'user', uses: ['table', 'bulkQueue'] },
  // previewCleanup: a small campaign is purged in the call, its links' preview images with them.
  { method: 'DELETE', path: '/api/campaigns/{id}', handler: 'campaigns/delete-campaign', auth: 'user', uses: ['table', 'bulkQueue', 'previewCleanup'] },
  { method: 'POST', path: '/api/campaigns/{id}/links', handler: 'campaigns/queue-campaign-links', auth: 'user', uses: ['table', 'bulkQueue'] },
  { method: 'GET', path: '/api/campaigns/{id}/links', handler: 'campaigns/list-campaign-links', auth: 'user', uses: ['tableRead'] },
  { method: 'GET', path: '/api/campaigns/{id}/export', handler: 'campaigns/export-campaign', auth: 'user', uses: ['table', 'exports', 'bulkQueue'] },
  { method: 'GET', path: '/api/analytics', handler: 'analytics/get-analytics', auth: 'user', uses: ['tableRead', 'athena'] },
  { method: 'GET', path: '/api/analytics/visitors', handler: 'analytics/list-visitors', auth: 'user', uses: ['tableRead', 'athena'] },
  { method: 'GET', path: '/api/analytics/visitors/export', handler: 'analytics/export-visitors', auth: 'user', uses: ['tableRead', 'athena', 'exports'] },
  // Conversions (issue 27): a team's backend reports a lead or a sale of a click (API key or session).
  { method: 'POST', path: '/api/track/conversions', handler: 'conversions/track-conversion', auth: 'user', uses: ['table', 'conversionLog', 'clickToken', 'webhookQueue'] },
  // Branded domains (issue 25): every member lists them (links go on them); owners add, check, change and remove.
  { method: 'GET', path: '/api/domains', handler: 'domains/list-domains', auth: 'user', uses: ['tableRead', 'domains'] },
  { method: 'POST', path: '/api/domains', handler: 'domains/add-domain', auth: 'user', uses: ['table', 'domains', 'edgeDomains'] },
  { method: 'PATCH', path: '/api/domains/{host}', handler: 'domains/update-domain', auth: 'user', uses: ['table', 'domains'] },
  { method: 'DELETE', path: '/api/domains/{host}', handler: 'domains/remove-domain', auth: 'user', uses: ['table', 'domains', 'edgeDomains'] },
  { method: 'POST', path: '/api/domains/{host}/check', handler: 'domains/check-domain', auth: 'user', uses: ['table', 'domains', 'edgeDomains'] },
  // Webhooks (issue 26): every member reads the endpoints and their deliveries; owners change them.
  { method: 'GET', path: '/api/webhooks', handler: 'webhooks/list-webhooks', auth: 'user', uses: ['tableRead'] },
  { method: 'POST', path: '/api/webhooks', handler: 'webhooks/create-webhook', auth: 'user', uses: ['table'] },
  { method: 'PATCH', path: '/api/webhooks/{id}', handler: 'webhooks/update-webhook', auth: 'user', uses: ['table'] },
  { method: 'DELETE', path: '/api/webhooks/{id}', handler: 'webhooks/delete-webhook', auth: 'user', uses: ['table'] },
  { method: 'POST', path: '/api/webhooks/{id}/secret', handler: 'webhooks/rotate-webhook-secret', auth: 'user', uses: ['table'] },
  { method: 'GET', path: '/api/webhooks/{id}/deliveries', handler: 'webhooks/list-webhook-deliveries', auth: 'user', uses: ['tableRead'] },
  { method: 'POST', path: '/api/webhooks/{id}/deliveries/{deliveryId}/resend', handler: 'webhooks/resend-webhook-delivery', auth: 'user', uses: ['table', 'webhookQueue'] },
  { method: 'POST', path: '/api/webhooks/{id}/test', handler: 'webhooks/send-test-webhook', auth: 'user', uses: ['table', 'webhookQueue'] },
  // Tags (issue 26): every member lists, adds and renames them; owners delete. The list counts links
  // from the search index, whose first read for a team from before it backfills it (a write).
  { method: 'GET', path: '/api/tags', handler: 'tags/list-tags', auth: 'user', uses: ['table'] },
  { method: 'POST', path: '/api/tags', handler: 'tags/create-tag', auth: 'user', uses: ['table'] },
  { method: 'PATCH', path: '/api/tags/{id}', handler: 'tags/update-tag', auth: 'user', uses: ['table'] },
  { method: 'DELETE', path: '/api/tags/{id}', handler: 'tags/delete-tag', auth: 'user', uses: ['table'] },
  { method: 'GET', path: '/api/openapi.json', handler: 'get-openapi', auth: 'public', uses: [] },
];

/** Answers every API request no route matched (404 JSON). */
export const notFoundRoute = { handler: 'not-found' } as const;

/** The short-link resolver, behind CloudFront's default behaviour on the short domain. */
// clickToken: a link with conversion tracking passes each counted click's signed id on (issue 27).
export const redirectRoute = { handler: 'redirect/visit-short-link', uses: ['table', 'clickQueue', 'clickToken'] } as const;

/** Queue consumers: the local runtime polls these queues; CDK wires SQS event sources. */
export const workers = [
  // webhookQueue: counted clicks are announced (link.clicked, issue 26), for teams that subscribe.
  // conversionLog: conversions reported before their click was recorded get their line (and conversion.created) here.
  { queue: 'clicks', handler: 'workers/process-clicks', batchSize: 100, uses: ['table', 'clickLog', 'conversionLog', 'webhookQueue'] },
  // webhookQueue: a finished run is announced (campaign.completed, issue 26). previewCleanup: a campaign's
  // delete job deletes its links' preview images (issue 27).
  { queue: 'bulk', handler: 'workers/process-bulk-part', batchSize: 1, uses: ['table', 'bulkQueue', 'exports', 'webhookQueue', 'previewCleanup'] },
  // Webhooks (issue 26): fans events out, delivers, queues its retries, mails owners of an endpoint it disables.
  { queue: 'webhooks', handler: 'workers/process-webhooks', batchSize: 10, uses: ['table', 'webhookQueue', 'mail'] },
] as const;

/**
 * Scheduled jobs: CDK adds an EventBridge rule (rate of `everyMinutes`) per entry; the local
 * pollers process runs each on a timer (infra/local/pollers/run-schedule.ts).
 */
export const schedules = [
  { name: 'compact-click-log', handler: 'workers/compact-click-log', everyMinutes: 15, uses: ['clickLog'] },
  { name: 'check-domains', handler: 'workers/check-domains', everyMinutes: 15, uses: ['table', 'domains', 'edgeDomains'] },
  // A/B tests with automatic promotion (issue 27): one analytics statement per such link; a promotion is a link edit (link.updated).
  { name: 'promote-experiments', handler: 'workers/promote-experiments', everyMinutes: 60, uses: ['table', 'athena', 'webhookQueue', 'previewImages'] },
] as const;
