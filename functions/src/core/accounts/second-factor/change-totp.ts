import { type RecoveryCodes, SECOND_FACTOR_MSG, type SecondFactorStatus } from '@kisa/shared';
import { getSecondFactorItems, removeTotp, replaceRecoveryCodes } from '#data/accounts/second-factor-repo.js';
import { getUser } from '#data/accounts/users-repo.js';
import type { Credential } from '#lib/auth/credential.js';
import { AppError } from '#lib/errors.js';
import type { Caller } from '../caller.js';
import { newRecoveryCodes } from './recovery-codes.js';
import { requireRecentSignIn } from './recent-sign-in.js';

/** Turns the authenticator app off (its recovery codes go too). Needs a recent sign-in; 409 when none is on. */
export async function disableTotp(caller: Pick<Caller, 'id'>, credential: Credential | null): Promise<void> {
  requireRecentSignIn(credential);
  if (!(await removeTotp(caller.id))) throw new AppError(409, SECOND_FACTOR_MSG.totpNotOn);
}

/** A new set of recovery codes (the old set stops working), shown once. Needs a recent sign-in and an authenticator app. */
export async function regenerateRecoveryCodes(caller: Pick<Caller, 'id'>, credential: Credential | null, now = new Date()): Promise<Required<RecoveryCodes>> {
  requireRecentSignIn(credential);
  const { codes, hashes } = newRecoveryCodes();
  if (!(await replaceRecoveryCodes(caller.id, hashes, now))) throw new AppError(409, SECOND_FACTOR_MSG.totpNotOn);
  return { recoveryCodes: codes };
}

/** What the Security page shows: whether an app is set up, recovery codes left, passkeys (the profile's count). */
export async function secondFactorStatus(caller: Pick<Caller, 'id'>): Promise<SecondFactorStatus> {
  const [items, profile] = await Promise.all([getSecondFactorItems(caller.id), getUser(caller.id)]);
  return { ...items, passkeys: profile?.secondFactors?.passkeys ?? 0 };
}
