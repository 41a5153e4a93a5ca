/**
 * Shared dashboards: a link's, a campaign's or a tag's analytics, read by anyone holding an
 * unguessable URL (`/share/{token}`), optionally behind a password and until an expiry;
 * read-only, and without the visitor log unless the share allows it. docs/DATA-MODEL.md
 * "Shared dashboards" has the keys, docs/SECURITY.md what is exposed.
 */

/** What a share may show: one link's, one campaign's or one tag's clicks. */
export const SHARE_TARGET_KINDS = ['link', 'campaign', 'tag'] as const;
export type ShareTargetKind = (typeof SHARE_TARGET_KINDS)[number];

/** The header that carries a password-protected share's access token (POST …/unlock answers it). */
export const SHARE_ACCESS_HEADER = 'x-share-access';
/** The same access token as an HttpOnly cookie, scoped to the share's API path (the browser's way). */
export const SHARE_ACCESS_COOKIE = 'kisa_share';
/** How long an unlocked share stays open without its password again. */
export const SHARE_ACCESS_TTL_SECONDS = 3600;
/** A share's password, at most (the link password gate's bound). */
export const SHARE_PASSWORD_MAX = 1024;
/** Shares a team may hold, revoked ones included until they are cleared. */
export const SHARES_PER_TEAM_MAX = 1000;

export const SHARE_MSG = {
  dashboardNotFound: 'This shared dashboard does not exist.',
  gone: 'This shared dashboard is no longer available.',
  passwordRequired: 'This shared dashboard is protected by a password.',
  wrongPassword: 'Wrong password for this shared dashboard.',
  visitorsNotShared: 'The visitor log is not part of this shared dashboard.',
  visitorsNotAllowed: 'Sharing the visitor log needs the right to export it.',
  targetInvalid: 'Choose a link, a campaign or a tag to share.',
  passwordInvalid: `A share password has 1 to ${SHARE_PASSWORD_MAX} characters.`,
  expiryInvalid: 'The expiry must be a date and time in the future.',
  notFound: 'Share not found',
  limit: `A team can have at most ${SHARES_PER_TEAM_MAX} shared dashboards.`,
  revoked: 'Shared dashboard revoked',
} as const;

/** Whether a share still opens at `now`: neither revoked nor past its expiry. */
export function shareStatus(share: { revokedAt?: string | null; expiresAt?: string | null }, now = Date.now()): 'active' | 'expired' | 'revoked' {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && Date.parse(share.expiresAt) <= now) return 'expired';
  return 'active';
}
