import { SECOND_FACTOR_MSG, type TotpEnrolment } from '@kisa/shared';
import { putPendingTotp } from '#data/accounts/second-factor-repo.js';
import { AppError } from '#lib/errors.js';
import type { Caller } from '../caller.js';
import { sealSecret } from './account-keys.js';
import { newTotpSecret } from './totp.js';

/**
 * Begins setting up an authenticator app: a new secret, kept sealed and pending (a new start
 * replaces a pending one) until a code from the app confirms it (confirm-totp.ts). 409 while one is active.
 */
export async function enrolTotp(caller: Pick<Caller, 'id' | 'email'>, now = new Date()): Promise<TotpEnrolment> {
  const enrolment = newTotpSecret(caller.email);
  const put = await putPendingTotp({ userId: caller.id, sealedSecret: await sealSecret(caller.id, enrolment.secret), createdAt: now.toISOString() });
  if (!put) throw new AppError(409, SECOND_FACTOR_MSG.totpAlreadyOn);
  return enrolment;
}
