import { reportSchema } from '@kisa/shared';
import { reportLink } from '#domain/moderation/report-link.js';
import { clientIp } from '#lib/http/client-ip.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

/** POST /api/public/reports {link, reason, details?, contact?} → 201 {message}, or 200 {message, candidates} to choose from; rate-limited per address. */
export const handler = apiHandler(
  async ({ body, headers, sourceIp }) => {
    const answer = await reportLink(parseInput(reportSchema, body), clientIp(headers, sourceIp));
    return { status: answer.candidates ? 200 : 201, body: answer };
  },
  { auth: 'public' },
);
