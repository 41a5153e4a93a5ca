import { MSG } from '@kisa/shared';
import { exportCampaign } from '#core/campaigns/export-campaign.js';
import { campaignOperations } from '@kisa/shared/api/operations/campaigns';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(campaignOperations.exportCampaign, async ({ params, query, caller }) => {
  const result = await exportCampaign(caller, parseId('record', params.id, MSG.campaignNotFound), query.format);
  if (result.kind === 'pending') return { status: 202, body: { message: MSG.exportPreparing } };
  if (result.kind === 'url') return { body: { url: result.url, filename: result.filename } };
  return { body: null, file: { filename: result.filename, contentType: result.contentType, data: result.data } };
});
