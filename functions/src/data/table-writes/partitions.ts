/**
 * The table's partitions by name: the partition-key prefix of each (docs/DATA-MODEL.md). A
 * function's write declaration (functions/src/table-writes.ts) names these; CDK turns them into
 * `dynamodb:LeadingKeys` conditions (`PREFIX*`) and the local runtime's guard holds its writes to
 * them (write-guard.ts). Each prefix is the one its item module's key builder starts with
 * (functions/src/table-writes.test.ts checks them against the builders). Only base-table keys
 * count: IAM's LeadingKeys, like the guard, sees the item's PK, never an index's.
 */
export const PARTITIONS = {
  /** A user: profile, sessions, passkeys, second factors, memberships (`USER#…#TEAMS`), keys (`USER#…#KEYS`), tokens. */
  user: 'USER#',
  /** An e-mail address's claim (one account per address). */
  emailClaim: 'EMAIL#',
  /** A passkey's owner by credential id. */
  passkeyOwner: 'PASSKEY#',
  /** A passkey ceremony's challenge. */
  webauthnChallenge: 'WEBAUTHN#',
  /** A second-factor sign-in challenge. */
  signInChallenge: 'SIGNIN_CHALLENGE#',
  /** A one-time token (verification, recovery, invitation). */
  token: 'TOKEN#',
  /** A team: its item, members, invitations, tags, domains, endpoints, SSO, search shards, key and import lists. */
  team: 'TEAM#',
  /** Teams left without an owner. */
  orphanedTeams: 'TEAMS#ORPHANED',
  /** An API key by its hash. */
  apiKey: 'APIKEY#',
  /** Platform and user-count shards. */
  stats: 'STATS#',
  /** Rate-limit windows (sign-in, sign-up, unlock, request counters). */
  rateLimit: 'RATE#',
  /** A team's audit chain. */
  audit: 'AUDIT#',
  /** Idempotency-Key records. */
  idempotency: 'IDEMPOTENCY#',
  /** The analytics result cache. */
  analyticsCache: 'ANALYTICS_CACHE#',
  /** A link. */
  link: 'LINK#',
  /** A short code (alias), on the platform domain or a branded one. */
  alias: 'ALIAS#',
  /** The links by target host (blocklist sweeps). */
  targetHost: 'TARGETHOST#',
  /** A campaign, its parts and its bulk runs. */
  campaign: 'CAMPAIGN#',
  /** Click groups and click-batch markers (the click worker's counters). */
  clickGroup: 'CLICKS#',
  clickBatch: 'CLICKBATCH#',
  /** First-visit markers (uniques). */
  firstVisit: 'VISIT#',
  /** A click's attribution (conversions). */
  clickAttribution: 'CLICKATTR#',
  /** A conversion event (idempotent reporting). */
  conversionEvent: 'CONVEVENT#',
  /** A branded domain's claim by host. */
  domainClaim: 'DOMAIN#',
  /** A member's e-mail report subscription in a team. */
  reportSubscription: 'REPORTSUB#',
  /** The domain-check pass record. */
  domainCheckPass: 'DOMAINCHECK',
  /** Destination health: the pass record; a team's Link health rows and settings. */
  healthCheckPass: 'HEALTHCHECK',
  linkHealth: 'HEALTH#',
  /** An import job and its pages. */
  importJob: 'IMPORT#',
  /** A webhook endpoint's deliveries. */
  webhookDeliveries: 'WEBHOOK#',
  /** Blocklist entries. */
  blocklist: 'BLOCK#',
  /** Moderation cases and reports. */
  moderationCase: 'MODCASE#',
  /** The moderation log. */
  moderationLog: 'MODLOG',
  /** Disabled teams and users (moderation). */
  moderationDisabled: 'MODERATION#DISABLED',
  /** A shared dashboard by its token's hash (the team's own item of it is in `team`). */
  share: 'SHARE#',
  /** Single sign-on: a domain's claim, a login's state, a SAML assertion seen (replay). */
  ssoDomain: 'SSODOMAIN#',
  ssoState: 'SSOSTATE#',
  samlAssertion: 'SAMLASSERTION#',
  /** The live view: a team's watch mark and the clicks published for its viewers (short-lived). */
  live: 'LIVE#',
} as const;

export type Partition = keyof typeof PARTITIONS;

/** The prefixes of `partitions`, sorted (the order IAM statements and tests compare in). */
export const prefixesOf = (partitions: readonly Partition[]): string[] => [...new Set(partitions.map((p) => PARTITIONS[p]))].sort();
