import { describeShare } from '#core/shares/open-share.js';
import { shareOperations } from '@kisa/shared/api/operations/shares';
import { shareOperation } from '../share-handler.js';

export const handler = shareOperation(shareOperations.getSharedDashboard, false, async (grant) => ({ body: await describeShare(grant) }));
