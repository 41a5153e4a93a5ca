import { SHARE_MSG, SHARE_PASSWORD_MAX, shareStatus, type ShareAccess, type SharedDashboard } from '@kisa/shared';
import type { ShareRecord } from '#data/shares/share-item.js';
import { findShareByTokenHash } from '#data/shares/shares-repo.js';
import { verifyPassword } from '#lib/crypto/password-hash.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { AppError, notFound } from '#lib/errors.js';
import { checkRateLimit, checkRateLimits } from '../rate-limits/check-rate-limit.js';
import { RATE_LIMITS } from '../rate-limits/limits.js';
import { checkShareAccess, issueShareAccess } from './share-access.js';
import { liveShareTarget } from './share-target.js';

/**
 * The share URL's token as a credential (the public share routes' authentication, bound into the
 * chain by handlers/share-handler.ts). Every request counts against its address's limit first, so
 * guessing tokens costs what reading does; the token is looked up by its hash (one GetItem). An
 * unknown token → 404, a revoked or expired share → 410; a share with a password also wants the
 * access token its unlock answered (`X-Share-Access`) wherever figures are read.
 */
export interface ShareGrant {
  share: ShareRecord;
  /** The request carried a valid access token, or the share has no password. */
  unlocked: boolean;
}

/** generateToken's shape: 32 bytes, base64url. Anything else is no token of ours and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function authenticateShare(
  token: string,
  access: string | undefined,
  ip: string,
  options: { needsAccess: boolean },
  now = Date.now(),
): Promise<ShareGrant> {
  await checkRateLimit(RATE_LIMITS.sharedViewsPerIp, ip, now);
  const share = TOKEN_SHAPE.test(token) ? await findShareByTokenHash(hashToken(token)) : null;
  if (!share) throw notFound(SHARE_MSG.dashboardNotFound);
  if (shareStatus(share, now) !== 'active') throw new AppError(410, SHARE_MSG.gone);
  const unlocked =
    share.passwordHash === undefined || (await checkShareAccess(access, { shareId: share.shareId, passwordHash: share.passwordHash }, Math.floor(now / 1000)));
  if (options.needsAccess && !unlocked) throw new AppError(401, SHARE_MSG.passwordRequired);
  return { share, unlocked };
}

/** GET /api/public/shares/{token}: what the page shows; the name only once unlocked (a password hides even that). */
export async function describeShare({ share, unlocked }: ShareGrant): Promise<SharedDashboard> {
  const target = await liveShareTarget(share, share.target);
  return {
    target: { kind: target.kind, name: unlocked ? target.name : '' },
    passwordRequired: share.passwordHash !== undefined,
    visitors: share.visitors,
    expiresAt: share.expiresAt ?? null,
  };
}

/**
 * POST /api/public/shares/{token}/unlock: the password checked like the link gate's — wrong ones
 * limited per address and share and per share from everywhere, counted before the check and taken
 * back when it was right — then a signed access token for SHARE_ACCESS_TTL_SECONDS.
 */
export async function unlockShare({ share }: ShareGrant, password: string, ip: string, now = Date.now()): Promise<ShareAccess> {
  const passwordHash = share.passwordHash ?? '';
  if (share.passwordHash !== undefined) {
    const attempt = await checkRateLimits(
      [
        { rule: RATE_LIMITS.shareUnlockFailuresPerShareAndIp, subject: `${share.shareId}#${ip}` },
        { rule: RATE_LIMITS.shareUnlockFailuresPerShare, subject: share.shareId },
      ],
      now,
    );
    if (!password || password.length > SHARE_PASSWORD_MAX || !(await verifyPassword(password, share.passwordHash)))
      throw new AppError(401, SHARE_MSG.wrongPassword);
    await attempt.refund();
  }
  const { access, expiresAt } = await issueShareAccess({ shareId: share.shareId, passwordHash }, Math.floor(now / 1000));
  return { access, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
