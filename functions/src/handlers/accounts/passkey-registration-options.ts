import { passkeyRegistrationOptions } from '#core/accounts/passkeys/register-passkey.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.passkeyRegistrationOptions, async ({ caller }) => ({ body: await passkeyRegistrationOptions(caller) }));
