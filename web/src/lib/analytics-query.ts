import { addDays, analyticsSearchParams, todayIn, type AnalyticsFilters, type AnalyticsQuery } from '@kisa/shared';
import { apiUrl, type ApiAnswer, type ApiPath, type ApiUrl } from './api-calls';

/**
 * Building `GET /api/analytics` queries: ranges are calendar days in the viewer's time zone
 * (the API reads them in the same zone). Used by analytics and by the small trend charts
 * of the dashboard and the campaign screen, so equal queries share one SWR cache entry.
 */

/** The browser's IANA time zone; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The last `days` calendar days in `tz`, today included. */
export function lastDays(days: number, tz: string, now = Date.now()): { from: string; to: string } {
  const to = todayIn(tz, now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The analytics operations by their path's tail (each one the API declares). */
const ANALYTICS_PATHS = {
  '': '/api/analytics',
  '/visitors': '/api/analytics/visitors',
  '/visitors/export': '/api/analytics/visitors/export',
} as const satisfies Record<string, ApiPath<'GET'>>;
type AnalyticsTail = keyof typeof ANALYTICS_PATHS;

/** `/api/analytics?…` of a query; with `tail` for the visitor log and its export. */
export function analyticsPath<T extends AnalyticsTail = ''>(
  query: AnalyticsQuery,
  tail: T = '' as T,
  extra: Record<string, string> = {},
): ApiUrl<ApiAnswer<'GET', (typeof ANALYTICS_PATHS)[T]>> {
  const params = analyticsSearchParams(query);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return apiUrl(ANALYTICS_PATHS[tail], { query: Object.fromEntries(params) }) as ApiUrl<ApiAnswer<'GET', (typeof ANALYTICS_PATHS)[T]>>;
}

/** The query for the last `days` days with `filters`, in the browser's time zone. */
export function lastDaysQuery(days: number, filters: AnalyticsFilters = {}, tz = browserTimeZone(), now = Date.now()): AnalyticsQuery {
  return { ...lastDays(days, tz, now), tz, filters };
}
