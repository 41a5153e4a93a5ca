import { listMyPasskeys } from '#core/accounts/passkeys/manage-passkeys.js';
import { passkeyOperations } from '@kisa/shared/api/operations/passkeys';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(passkeyOperations.listPasskeys, async ({ caller }) => ({ body: await listMyPasskeys(caller) }));
