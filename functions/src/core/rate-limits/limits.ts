/**
 * Every rate limit of the API, in one place (docs/ARCHITECTURE.md, "Accounts and sessions"). Each is a
 * fixed window counted in DynamoDB (`check-rate-limit.ts`), so it holds across Lambda
 * instances. The numbers are far above what a person does by hand and far below what a
 * script needs: tests use these very values, with a burst of requests.
 *
 * `per` says what the subject is: a client address (`ip`, IPv6 counted per /64; the one
 * kind `RATE_LIMIT_EXEMPT_IPS` can exempt), an e-mail address (whether or not it has an
 * account, so a 429 says nothing about that), a link, a link and an address together, or a
 * signed-in user (`user`, by id), or a team (`team`, by id: every key and member of it together).
 */
export interface RateLimitRule {
  /** Part of the counter's key: never reuse one for another rule. */
  id: string;
  /** Hits allowed per window; the next one answers 429. */
  limit: number;
  windowSeconds: number;
  per: 'ip' | 'email' | 'link' | 'link+ip' | 'user' | 'team';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Wrong passwords for one e-mail (a right one is not counted): then even the right one waits. */
  signInFailuresPerEmail: { id: 'signin-email', limit: 10, windowSeconds: 15 * MINUTE, per: 'email' },
  /** Wrong passwords from one address, across e-mails (credential stuffing). */
  signInFailuresPerIp: { id: 'signin-ip', limit: 50, windowSeconds: 15 * MINUTE, per: 'ip' },
  /** Sign-ups from one address: each mails someone. */
  signUpsPerIp: { id: 'signup-ip', limit: 5, windowSeconds: HOUR, per: 'ip' },
  /** Sign-ups naming one e-mail (a new account's or an existing one's: either way a mail goes there). */
  signUpsPerEmail: { id: 'signup-email', limit: 3, windowSeconds: HOUR, per: 'email' },
  /** Password-reset requests for one e-mail: each mails it. */
  recoversPerEmail: { id: 'recover-email', limit: 3, windowSeconds: HOUR, per: 'email' },
  recoversPerIp: { id: 'recover-ip', limit: 20, windowSeconds: HOUR, per: 'ip' },
  /** Verification-mail resends for one e-mail. */
  resendsPerEmail: { id: 'resend-email', limit: 3, windowSeconds: HOUR, per: 'email' },
  resendsPerIp: { id: 'resend-ip', limit: 20, windowSeconds: HOUR, per: 'ip' },
  /** Wrong password-gate passwords of one address on one link. */
  unlockFailuresPerLinkAndIp: { id: 'unlock-link-ip', limit: 5, windowSeconds: 5 * MINUTE, per: 'link+ip' },
  /** Wrong password-gate passwords on one link from all addresses together (a guess spread over many addresses). */
  unlockFailuresPerLink: { id: 'unlock-link', limit: 100, windowSeconds: 15 * MINUTE, per: 'link' },
  /** Shared-dashboard requests from one address (each may start an analytics query): far above a person reading one. */
  sharedViewsPerIp: { id: 'share-view-ip', limit: 300, windowSeconds: 5 * MINUTE, per: 'ip' },
  /** Wrong shared-dashboard passwords of one address on one share (`{shareId}#{address}`, counted like a link's). */
  shareUnlockFailuresPerShareAndIp: { id: 'share-unlock-ip', limit: 5, windowSeconds: 5 * MINUTE, per: 'link+ip' },
  /** Wrong shared-dashboard passwords on one share from all addresses together. */
  shareUnlockFailuresPerShare: { id: 'share-unlock', limit: 100, windowSeconds: 15 * MINUTE, per: 'link' },
  /** Team invitations and member e-mail changes one owner sends: each mails an address of the owner's choosing. */
  invitationsPerOwner: { id: 'invite-user', limit: 100, windowSeconds: HOUR, per: 'user' },
  /** Abuse reports from one address: each opens or bumps a moderation case admins read. */
  reportsPerIp: { id: 'report-ip', limit: 10, windowSeconds: HOUR, per: 'ip' },
  /**
   * Conversions one caller reports (every API key and session of one user together; replays and
   * refused reports count too): each writes an item, a log object and maybe a webhook event. A
   * runaway script stops here before it uses up its team's share.
   */
  conversionsPerUser: { id: 'conversion-user', limit: 200, windowSeconds: MINUTE, per: 'user' },
  /** Conversions a whole team reports, all its keys and members together (3,000 a minute was no limit: 300 in 13 s all passed). */
  conversionsPerTeam: { id: 'conversion-team', limit: 600, windowSeconds: MINUTE, per: 'team' },
} as const satisfies Record<string, RateLimitRule>;
