import { addDays, analyticsSearchParams, todayIn, type AnalyticsFilters, type AnalyticsQuery } from '@kisa/shared';

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

/** `/api/analytics?…` of a query; with `tail` for the visitor log and its export. */
export function analyticsPath(query: AnalyticsQuery, tail: '' | '/visitors' | '/visitors/export' = '', extra: Record<string, string> = {}): string {
  const params = analyticsSearchParams(query);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `/api/analytics${tail}?${params}`;
}

/** The query for the last `days` days with `filters`, in the browser's time zone. */
export function lastDaysQuery(days: number, filters: AnalyticsFilters = {}, tz = browserTimeZone(), now = Date.now()): AnalyticsQuery {
  return { ...lastDays(days, tz, now), tz, filters };
}
