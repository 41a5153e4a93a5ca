import { MSG } from '@kisa/shared';
import { exportCampaign } from '../../domain/campaigns/export-campaign.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(async ({ params, query, caller }) => {
  const result = await exportCampaign(caller, params.id, query.format);
  if (result.kind === 'pending') return { status: 202, body: { message: MSG.exportPreparing } };
  if (result.kind === 'url') return { body: { url: result.url, filename: result.filename } };
  return { body: null, file: { filename: result.filename, contentType: result.contentType, data: result.data } };
}, { auth: 'user' });
