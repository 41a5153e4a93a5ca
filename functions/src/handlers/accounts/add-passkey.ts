import { registerPasskey } from '#core/accounts/passkeys/register-passkey.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.addPasskey, async ({ caller, body }) => ({ body: await registerPasskey(caller, body) }));
