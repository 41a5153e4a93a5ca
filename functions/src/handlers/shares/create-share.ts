import { createShare } from '#core/shares/create-share.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(shareOperations.createShare, async ({ caller, body }) => ({ status: 201, body: await createShare(caller, body) }));
