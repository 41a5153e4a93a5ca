import { REPORT_MSG } from '@kisa/shared';
import { stopReports } from '#data/reports/report-subscriptions-repo.js';
import { badRequest } from '#lib/errors.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

/**
 * POST /api/reports/unsubscribe (RFC 8058 one-click, no sign-in): the signed token's subscription
 * gets no more reports. The same answer whether it still had them or not (a mail client may post
 * twice); a token that is not ours is a 400.
 */
export async function unsubscribeReports(token: string, now = new Date()): Promise<{ message: string }> {
  const named = await readUnsubscribeToken(token);
  if (!named) throw badRequest(REPORT_MSG.unsubscribeTokenInvalid);
  await stopReports(named.teamId, named.userId, now.toISOString(), named.nonce);
  return { message: REPORT_MSG.unsubscribed };
}
