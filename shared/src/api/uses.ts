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
 * (infra/lib/constructs/grants.ts), and functions/src/route-uses.test.ts checks it against the
 * AWS calls in the handler's bundle.
 *
 * - `table`: reads and writes the table (and its indexes); `tableRead`: GetItem, BatchGetItem
 *   and Query only.
 * - `userPool`: checks session tokens — the pool's ids, no IAM (JWTs are verified with the
 *   pool's public keys). `cognito:<Action>`: one Cognito admin call the code sends.
 * - `caller`: authenticates a caller (core/accounts/authenticate-caller.ts): reads the
 *   profile and the API key, and refreshes the key's lastUsedAt. Never listed by hand:
 *   signed-in operations get it from their `auth` (usesOf).
 * - `idempotency`: reads and writes the caller's Idempotency-Key records (partition
 *   `IDEMPOTENCY#…`). Never listed by hand: operations declared `idempotent` get it (usesOf).
 */
export type Use =
  | 'table'
  | 'tableRead'
  | 'userPool'
  | `cognito:${CognitoAction}`
  | 'caller'
  | 'idempotency'
  | 'mail'
  | 'clickQueue'
  | 'bulkQueue'
  | 'clickLog'
  | 'exports'
  // Link preview images under previews/ in their own bucket: presigned uploads, reading an uploaded one back.
  | 'previewImages'
  // Deletes link preview images under previews/ that no link shows any more (DeleteObject only): after
  // an edit replaced or removed one, or its link was deleted; and invalidates their edge copies.
  | 'previewCleanup'
  // Moderation: a disabled link's preview image re-tagged `disabled` (the bucket then refuses it to
  // CloudFront) or `linked` again (PutObjectTagging only), its edge copy invalidated.
  | 'previewTakedown'
  | 'athena'
  // Background visitor exports' job items (data/analytics/export-job-item.ts): their own partitions only.
  | 'exportJobs'
  // Branded domains: DNS_SERVERS, the CNAME target and the platform's hosts (no IAM).
  | 'domains'
  // Serves or stops serving a verified domain at the edge (lib/edge): in AWS a CloudFront
  // distribution tenant per host, created, enabled, disabled and deleted on the branded domains'
  // multi-tenant distribution only.
  | 'edgeDomains'
  // SendMessage to the webhook queue (events, delivery attempts).
  | 'webhookQueue'
  // SendMessage to the import queue (an import's steps, some with a delay: a source's rate limit).
  | 'importQueue'
  // SendMessage to the domain-check queue (the next page of a pass of due domains).
  | 'domainCheckQueue'
  // SendMessage to the alerts queue (a page of teams with alert rules, one team's evaluation).
  | 'alertQueue'
  // SendMessage to the report queue (a page of due e-mail reports, one member's report).
  | 'reportQueue'
  // SendMessage to the health-check queue (the next page of a pass of links due a destination check).
  | 'healthCheckQueue'
  // SendMessage to the compaction queue (one unit — raw team bucket — of a click-log generation).
  | 'compactionQueue'
  // Writes incoming objects of the conversion log (conversions-incoming/ in the click-log bucket).
  | 'conversionLog'
  // Reads the key that signs click ids (a Secrets Manager secret in AWS).
  | 'clickToken'
  // Reads the key that signs Kisa's own session tokens (single sign-on, passkeys, second factors) and
  // seals second-factor secrets (a Secrets Manager secret in AWS). Part of authenticating a caller.
  | 'authKey'
  // Seals webhook signing secrets under the stack's KMS key (kms:GenerateDataKey): where they are made and rotated.
  | 'webhookSeal'
  // Opens them (kms:Decrypt): the webhook worker alone, which signs every delivery (a test send's too).
  | 'webhookOpen';

/** What authenticating a signed-in caller takes: the pool's ids (token check), `caller`, and the key of Kisa's own session tokens. */
export const CALLER_USES = ['userPool', 'caller', 'authKey'] as const satisfies readonly Use[];

/**
 * Everything an operation's function needs: its own `uses`, plus the caller's authentication on
 * signed-in operations and the Idempotency-Key records on idempotent ones.
 */
export function usesOf(operation: { auth: 'public' | 'user' | 'admin'; uses: readonly Use[]; idempotent?: true }): Use[] {
  return [
    ...new Set<Use>([...(operation.auth === 'public' ? [] : CALLER_USES), ...(operation.idempotent ? (['idempotency'] as const) : []), ...operation.uses]),
  ];
}
