import { analyticsPath } from '@/lib/analytics-query';
import { apiCall } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/**
 * The Experiment tab's calls (A/B splits): ending a split by promoting a variant, and
 * the link's analytics for the results (its `variants` breakdown), keyed like every analytics
 * query so equal queries share one SWR entry.
 */
export const experimentApi = {
  /** POST /api/links/{id}/split/promote: the variant's destination becomes the target, the split goes; answers the link. */
  promote: (linkId: string, variantId: string) => apiCall('POST', '/api/links/{id}/split/promote', { path: { id: linkId }, body: { variantId } }),
};

/** The link's analytics from `from` to `to` (calendar days in `tz`); no request while `range` is null. */
export function useExperimentAnalytics(linkId: string, range: { from: string; to: string } | null, tz: string) {
  return useApi(range ? analyticsPath({ ...range, tz, filters: { linkId } }) : null, { keepPreviousData: true, shouldRetryOnError: false });
}
