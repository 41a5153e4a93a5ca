import { MSG } from '@kisa/shared';
import { removeMyPasskey } from '#core/accounts/passkeys/manage-passkeys.js';
import { sessionSignedInAt } from '#core/accounts/passkeys/recent-sign-in.js';
import { readCredential } from '#lib/auth/credential.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.removePasskey, async ({ caller, params, headers, cookies }) => {
  await removeMyPasskey(caller, params.id ?? '', sessionSignedInAt(readCredential(headers, cookies)));
  return { body: { message: MSG.passkeyRemoved } };
});
