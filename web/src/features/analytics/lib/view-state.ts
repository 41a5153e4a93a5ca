import {
  ANALYTICS_FILTERS,
  ANALYTICS_PAGE_SIZE,
  ANALYTICS_TAG_PARAM,
  MAX_FILTER_CHARS,
  TAG_FILTER_MAX,
  type AnalyticsFilter,
  type AnalyticsFilters,
  type AnalyticsQuery,
} from '@kisa/shared';
import { customRangeError, DEFAULT_PRESET, isRangePreset, presetRange, type DateRange, type RangePreset } from './range';

/**
 * What an analytics view shows, kept in the URL's search params so a view can be bookmarked
 * and shared: `range=<preset>` (relative: a bookmarked "Last 7 Days" stays the last 7 days)
 * or `from`/`to` for a custom range, plus one parameter per filter (`browser=Chrome`,
 * `country=TR`, …) and the tags (`tagId=<id>,<id>`, any of them, as the API takes
 * it), and the visitor log's page size (`visits=25`). The default view (last 7 days, no
 * filters, 5 visits a page) has no parameters.
 */
export type RangeChoice = { preset: RangePreset } | ({ preset: 'custom' } & DateRange);

export interface ViewState {
  range: RangeChoice;
  filters: AnalyticsFilters;
  /** Tag ids (any of them), sorted; empty: no tag filter. */
  tagIds: readonly string[];
  /** The visitor log's rows a page, when not the spec's 5 (VISITOR_PAGE_SIZES). */
  visitsPerPage?: number;
}

/** The visitor log's page sizes: the spec's 5 (the default), 25, 50 and 100 (the API's most). */
export const VISITOR_PAGE_SIZES: readonly number[] = [ANALYTICS_PAGE_SIZE, 25, 50, 100];
const VISITS_PARAM = 'visits';

export const DEFAULT_VIEW: ViewState = { range: { preset: DEFAULT_PRESET }, filters: {}, tagIds: [] };

/** Tag ids from the URL: repeated or comma-separated, each once, sorted; at most TAG_FILTER_MAX (the API's limit). */
function readTagIds(params: URLSearchParams): string[] {
  const ids = params
    .getAll(ANALYTICS_TAG_PARAM)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v && v.length <= MAX_FILTER_CHARS);
  return [...new Set(ids)].sort().slice(0, TAG_FILTER_MAX);
}

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
  const perPage = Number(params.get(VISITS_PARAM));
  const sized = perPage !== ANALYTICS_PAGE_SIZE && VISITOR_PAGE_SIZES.includes(perPage) ? { visitsPerPage: perPage } : {};
  return { range, filters, tagIds: readTagIds(params), ...sized };
}

export function writeViewState({ range, filters, tagIds, visitsPerPage }: ViewState): URLSearchParams {
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
  if (tagIds.length) params.set(ANALYTICS_TAG_PARAM, [...tagIds].sort().join(','));
  if (visitsPerPage && visitsPerPage !== ANALYTICS_PAGE_SIZE) params.set(VISITS_PARAM, String(visitsPerPage));
  return params;
}

/** The days a view covers, `today` being the viewer's date. */
export function rangeOf(range: RangeChoice, today: string): DateRange {
  return range.preset === 'custom' ? { from: range.from, to: range.to } : presetRange(range.preset, today);
}

/** The API query of a view; `fixed` filters (a link's insight page) win over the URL's. */
export function queryOf(state: ViewState, tz: string, today: string, fixed: AnalyticsFilters = {}): AnalyticsQuery {
  return { ...rangeOf(state.range, today), tz, filters: { ...state.filters, ...fixed }, ...(state.tagIds.length ? { tagIds: [...state.tagIds] } : {}) };
}

export function withFilter(state: ViewState, filter: AnalyticsFilter, value: string): ViewState {
  return { ...state, filters: { ...state.filters, [filter]: value } };
}

export function withoutFilter(state: ViewState, filter: AnalyticsFilter): ViewState {
  const filters = { ...state.filters };
  delete filters[filter];
  return { ...state, filters };
}

/** The view with these tags as its tag filter (each once, sorted; at most TAG_FILTER_MAX). */
export function withTags(state: ViewState, tagIds: readonly string[]): ViewState {
  return { ...state, tagIds: [...new Set(tagIds)].sort().slice(0, TAG_FILTER_MAX) };
}

/** The view with one more tag in its filter (nothing changes at the limit). */
export function withTag(state: ViewState, tagId: string): ViewState {
  if (state.tagIds.includes(tagId) || state.tagIds.length >= TAG_FILTER_MAX) return state;
  return withTags(state, [...state.tagIds, tagId]);
}

export function withoutTag(state: ViewState, tagId: string): ViewState {
  return withTags(
    state,
    state.tagIds.filter((id) => id !== tagId),
  );
}
