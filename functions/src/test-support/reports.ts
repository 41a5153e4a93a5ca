import type { User } from '@kisa/shared';
import { call, runtime } from './api.js';

/** What the report suites share: the unsubscribe link a member's report mail carries, made as the worker makes it. */

/** The path of the caller's unsubscribe link (`/api/reports/unsubscribe?token=…`) in their current team, for a subscription they saved. */
export async function reportUnsubscribePath(auth: Record<string, string>): Promise<string> {
  const me = await call<User>('GET', '/api/me', { headers: auth });
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  const { getReportSubscription } = await import('#data/reports/report-subscriptions-repo.js');
  const { unsubscribeToken } = await import('#core/reports/unsubscribe-token.js');
  const sub = await getReportSubscription(me.body.teamId, me.body.id, { consistent: true });
  if (!sub) throw new Error(`Expected a report subscription of ${me.body.email} in team ${me.body.teamId}, found none`);
  return `/api/reports/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(me.body.teamId, me.body.id, sub.nonce))}`;
}

/** RFC 8058's one-click POST body, as a mail client sends it. */
export const ONE_CLICK = { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } } as const;
