import { type RecoveryCodes, SECOND_FACTOR_MSG, type TotpCodeInput } from '@kisa/shared';
import { activateTotp, getTotpFactor } from '#data/accounts/second-factor-repo.js';
import { AppError } from '#lib/errors.js';
import type { Caller } from '../caller.js';
import { newRecoveryCodes } from './recovery-codes.js';
import { openSecret } from './account-keys.js';
import { matchingStep } from './totp.js';

/**
 * Turns the pending authenticator app on with a code it shows (proof the app holds the secret),
 * and answers the first recovery codes — only here: the table keeps their hashes. The code's
 * step counts as used, so the same code cannot then sign in.
 */
export async function confirmTotp(caller: Pick<Caller, 'id'>, input: TotpCodeInput, now = new Date()): Promise<Required<RecoveryCodes>> {
  const factor = await getTotpFactor(caller.id);
  if (factor?.state === 'active') throw new AppError(409, SECOND_FACTOR_MSG.totpAlreadyOn);
  if (!factor) throw new AppError(409, SECOND_FACTOR_MSG.noPendingTotp);
  const secret = await openSecret(caller.id, factor.sealedSecret);
  if (secret === null) throw new Error(`The pending authenticator secret of ${caller.id} does not open under the account key`);
  const step = matchingStep(secret, input.code, now.getTime());
  if (step === null) throw new AppError(400, SECOND_FACTOR_MSG.wrongCode);
  const { codes, hashes } = newRecoveryCodes();
  // Refused when another start replaced the secret meanwhile: the code was for the old one.
  if (!(await activateTotp(caller.id, factor.sealedSecret, step, hashes, now))) throw new AppError(409, SECOND_FACTOR_MSG.noPendingTotp);
  return { recoveryCodes: codes };
}
