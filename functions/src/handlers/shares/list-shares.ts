import { listShares } from '#core/shares/list-shares.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(shareOperations.listShares, async ({ caller }) => ({ body: await listShares(caller) }));
