import { revokeShare } from '#core/shares/revoke-share.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(shareOperations.revokeShare, async ({ caller, params }) => ({ body: await revokeShare(caller, params.id) }));
