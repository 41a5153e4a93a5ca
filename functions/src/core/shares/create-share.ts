import { randomUUID } from 'node:crypto';
import { paths, SHARE_MSG, type CreatedShare, type NewShare } from '@kisa/shared';
import type { ShareRecord } from '#data/shares/share-item.js';
import { createShare as putShare } from '#data/shares/shares-repo.js';
import { config } from '#lib/config.js';
import { hashPassword } from '#lib/crypto/password-hash.js';
import { generateToken, hashToken } from '#lib/crypto/token-crypto.js';
import { AppError, badRequest, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { resolveShareTarget } from './share-target.js';
import { toShare } from './share-view.js';

/**
 * POST /api/shares: a member shares one of the team's links, campaigns or tags. The URL's token is
 * 32 random bytes (256 bits), answered once; the table keeps its SHA-256 only (a fast hash is
 * enough for a value nobody can guess). The password, if any, is kept as link passwords are (scrypt).
 * Sharing the visitor log (IPs, places, devices of each visit) takes the right to export it.
 */
export async function createShare(caller: Caller, input: NewShare, now = Date.now()): Promise<CreatedShare> {
  if (input.visitors && !caller.scopes?.includes('visitors:export')) throw new AppError(403, SHARE_MSG.visitorsNotAllowed);
  const expiresAt = input.expiresAt ? Date.parse(input.expiresAt) : undefined;
  if (expiresAt !== undefined && expiresAt <= now) throw badRequest(SHARE_MSG.expiryInvalid);
  const target = await resolveShareTarget(caller, input.target);
  const token = generateToken();
  const record: ShareRecord = {
    teamId: caller.teamId,
    shareId: randomUUID(),
    tokenHash: hashToken(token),
    target: { kind: target.kind, id: target.id },
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    visitors: input.visitors === true,
    ...(expiresAt !== undefined ? { expiresAt: new Date(expiresAt).toISOString() } : {}),
    createdAt: new Date(now).toISOString(),
    createdBy: { id: caller.id, name: caller.name },
  };
  if ((await putShare(record)) === 'limit') throw conflict(SHARE_MSG.limit);
  return { ...toShare(record, target.name, now), token, url: `${config.app().appUrl}${paths.sharedDashboard(token)}` };
}
