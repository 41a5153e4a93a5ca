import { reportLink } from '#core/moderation/report-link.js';
import { clientIp } from '#lib/http/client-ip.js';
import { moderationOperations } from '@kisa/shared/api/operations/moderation';
import { apiOperation } from '../api-handler.js';

/** POST /api/public/reports {link, reason, details?, contact?} → 201 {message}, or 200 {message, candidates} to choose from; rate-limited per address. */
export const handler = apiOperation(moderationOperations.reportLink, async ({ body, headers, sourceIp }) => {
  const answer = await reportLink(body, clientIp(headers, sourceIp));
  return { status: answer.candidates ? 200 : 201, body: answer };
});
