import { passkeySignInOptions } from '#core/accounts/passkeys/passkey-sign-in.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.passkeySignInOptions, async ({ body }) => ({ body: await passkeySignInOptions(body) }));
