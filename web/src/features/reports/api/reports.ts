import type { PutReportSubscriptionInput } from '@kisa/shared';
import { REPORT_UNSUBSCRIBE_PATH } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

/** The caller's own e-mail report in their team. */
export const REPORT_SUBSCRIPTION_KEY = apiKey('/api/reports/subscription');

export const useReportSubscription = () => useApi(REPORT_SUBSCRIPTION_KEY);

export const reportsApi = {
  save: (input: PutReportSubscriptionInput) => apiCall('PUT', '/api/reports/subscription', { body: input }),
  /**
   * The mail's one-click unsubscribe, as a mail client posts it (RFC 8058: a form body, no
   * sign-in; the token is the proof). Throws an ApiError with the problem's message when refused.
   */
  async unsubscribe(token: string): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${REPORT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        credentials: 'omit',
      });
    } catch {
      throw new ApiError('The server could not be reached. Check your connection and try again.', 0);
    }
    const body = (await res.json().catch(() => ({}))) as { message?: string; detail?: string; code?: string };
    if (!res.ok) throw new ApiError(body.detail ?? body.message ?? `The server answered ${res.status}`, res.status, body.code);
    return body.message ?? '';
  },
};
