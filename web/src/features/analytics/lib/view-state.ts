import { ANALYTICS_FILTERS, MAX_FILTER_CHARS, type AnalyticsFilter, type AnalyticsFilters, type AnalyticsQuery } from '@kisa/shared';
import { customRangeError, DEFAULT_PRESET, isRangePreset, presetRange, type DateRange, type RangePreset } from './range';

/**
 * What an analytics view shows, kept in the URL's search params so a view can be bookmarked
 * and shared: `range=<preset>` (relative: a bookmarked "Last 7 Days" stays the last 7 days)
 * or `from`/`to` for a custom range, plus one parameter per filter (`browser=Chrome`,
 * `country=TR`, …). The default view (last 7 days, no filters) has no parameters.
 */
export type RangeChoice = { preset: RangePreset } | ({ preset: 'custom' } & DateRange);

export interface ViewState {
  range: RangeChoice;
  filters: AnalyticsFilters;
}

export const DEFAULT_VIEW: ViewState = { range: { preset: DEFAULT_PRESET }, filters: {} };

export function readViewState(params: URLSearchParams): ViewState {
  const preset = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  let range: RangeChoice = { preset: DEFAULT_PRESET };
  if (isRangePreset(preset)) range = { preset };
  else if ((from || to) && customRangeError(from, to) === null) range = { preset: 'custom', from, to };

  const filters: AnalyticsFilters = {};
  for (const f of ANALYTICS_FILTERS) {
    const v = params.get(f)?.trim();
    if (v && v.length <= MAX_FILTER_CHARS) filters[f] = v;
  }
  return { range, filters };
}

export function writeViewState({ range, filters }: ViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (range.preset === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  } else if (range.preset !== DEFAULT_PRESET) {
    params.set('range', range.preset);
  }
  for (const f of ANALYTICS_FILTERS) {
    const v = filters[f];
    if (v) params.set(f, v);
  }
  return params;
}

/** The days a view covers, `today` being the viewer's date. */
export function rangeOf(range: RangeChoice, today: string): DateRange {
  return range.preset === 'custom' ? { from: range.from, to: range.to } : presetRange(range.preset, today);
}

/** The API query of a view; `fixed` filters (a link's insight page) win over the URL's. */
export function queryOf(state: ViewState, tz: string, today: string, fixed: AnalyticsFilters = {}): AnalyticsQuery {
  return { ...rangeOf(state.range, today), tz, filters: { ...state.filters, ...fixed } };
}

export function withFilter(state: ViewState, filter: AnalyticsFilter, value: string): ViewState {
  return { ...state, filters: { ...state.filters, [filter]: value } };
}

export function withoutFilter(state: ViewState, filter: AnalyticsFilter): ViewState {
  const filters = { ...state.filters };
  delete filters[filter];
  return { ...state, filters };
}
