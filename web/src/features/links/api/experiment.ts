import useSWR from 'swr';
import type { Analytics, Link } from '@kisa/shared';
import { analyticsPath } from '../../../lib/analytics-query';
import { api } from '../../../lib/api-client';
import { linkKeys } from './links';

/**
 * The Experiment tab's calls (issue 27, A/B splits): ending a split by promoting a variant, and
 * the link's analytics for the results (its `variants` breakdown), keyed like every analytics
 * query so equal queries share one SWR entry.
 */
export const experimentApi = {
  /** POST /api/links/{id}/split/promote: the variant's destination becomes the target, the split goes; answers the link. */
  promote: (linkId: string, variantId: string) => api.post<Link>(`${linkKeys.one(linkId)}/split/promote`, { variantId }),
};

/** The link's analytics from `from` to `to` (calendar days in `tz`); no request while `range` is null. */
export function useExperimentAnalytics(linkId: string, range: { from: string; to: string } | null, tz: string) {
  return useSWR<Analytics>(range ? analyticsPath({ ...range, tz, filters: { linkId } }) : null, { keepPreviousData: true, shouldRetryOnError: false });
}
