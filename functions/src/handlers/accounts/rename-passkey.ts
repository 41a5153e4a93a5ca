import { renameMyPasskey } from '#core/accounts/passkeys/manage-passkeys.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.renamePasskey, async ({ caller, body, params }) => ({
  body: await renameMyPasskey(caller, params.id ?? '', body.name),
}));
