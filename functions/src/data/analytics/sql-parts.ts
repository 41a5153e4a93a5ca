import {
  CLICK_LOG_COLUMNS,
  CLICK_TAG_SEPARATOR,
  NONE_VALUE,
  type AnalyticsFilter,
  type AnalyticsFilters,
  type ClickLogColumn,
  type ClickLogState,
} from '@kisa/shared';
import type { MergeState } from '../clicks/click-log-files.js';

/** What every statement of analytics-sql.ts is made of: the types, the relation's columns, ranges and filters. */

export type Param = string | number | boolean;
export interface Statement {
  sql: string;
  params: Param[];
}

export type Dialect =
  | { kind: 'duckdb' /** Whether the `rollup` table is kept (the engine); statements then use it where they can. */; rollup: boolean }
  | {
      kind: 'athena';
      database: string;
      rawTable: string;
      compactTable: string;
      /** The team layout (`clicks_by_team`) and its rollups (`click_rollups`). */
      teamTable: string;
      rollupTable: string;
      /** The conversion log (default `conversions`, conversion-sql.ts). */
      conversionTable?: string;
      /** The conversion log's incoming objects (default `conversions_incoming`). */
      conversionIncomingTable?: string;
      /** The imported history (default IMPORTED_CLICKS_TABLE, imported-sql.ts). */
      importedTable?: string;
      /** The committed state the statement reads up to (the engine reads it per request); none: nothing committed. */
      state?: Pick<ClickLogState, 'watermark' | 'bigTeams'> & Pick<MergeState, 'merged'>;
    };
export type AthenaDialect = Extract<Dialect, { kind: 'athena' }>;

export const QUARTER_HOUR_MS = 900_000;
export const QUARTERS_PER_DAY = 96;
/** The quarter hour an instant falls in (ranges start and end on quarter hours). */
export const bucketOf = (iso: string): number => Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);

/** What a statement reads: one team's clicks in [start, end) (ISO instants) with filters. */
export interface ClickScope {
  teamId: string;
  /** ISO-8601 UTC instants, end exclusive. */
  start: string;
  end: string;
  filters: AnalyticsFilters;
  /** Only clicks that carried any of these tags (the `tagId` filter); absent or empty: no tag filter. */
  tagIds?: readonly string[];
  /**
   * The range as calendar days (the viewer's local days, `YYYY-MM-DD`, both included): what the
   * imported history's days are counted against (imported-sql.ts). Absent: the UTC days [start, end) spans.
   */
  days?: { from: string; to: string };
}

/** The rankings, in the order their grouping sets are listed. */
export const RANKING_DIMENSIONS = ['browser', 'os', 'device', 'country', 'city', 'referrer', 'source', 'link', 'domain', 'tag', 'rule', 'variant'] as const;
export type RankingDimension = (typeof RANKING_DIMENSIONS)[number];

/**
 * The ranking by tag. A click carries its link's tags as one value (`tagIds`: the ids
 * sorted and joined), so the one GROUPING SETS pass groups by that value — one row per
 * combination of tags, a handful per team — and `perTagValue` then turns each combination's row
 * into one row per tag before the rows are summed and ranked: a click counts once for each of
 * its tags, an untagged click (null) for none. Totals and uniques are sums, so splitting the
 * combinations' counts is exact. Rollups (both engines) hold such rows as they are (a
 * combination, or after a re-sum still a combination), so the same step reads them.
 */
export const TAG_DIMENSION = 'tag' satisfies RankingDimension;

/**
 * The rankings by targeting rule and split variant. Their null value (no rule, no
 * variant: the link's own targets decided) ranks as nothing, like an untagged click: the rollups
 * hold no row for it (rollup-rows.ts), and `perTagValue` drops it in both engines, so rollups and
 * clicks answer alike. A link's clicks not sent by a rule are its total less its rules'.
 */
export const CHOICE_DIMENSIONS = ['rule', 'variant'] as const satisfies readonly RankingDimension[];
/** Dimensions whose null value ranks as nothing (rollups hold no row for it). */
export const NULL_UNRANKED_DIMENSIONS: readonly RankingDimension[] = [TAG_DIMENSION, ...CHOICE_DIMENSIONS];

/**
 * The ranked dimension whose null value the Athena rollups (compaction's `click_rollups`) hold no
 * row for: `domain`, null on the platform's short domain. Rollup files written before the column
 * existed have no `domain` rows at all, and all their clicks were on the platform's domain; so a
 * day's platform-domain count is always its human clicks (the series rows) less its branded
 * domains' rows (panels-sql.ts), exact for old files and new.
 */
export const ROLLUP_DERIVED_DIMENSION = 'domain' satisfies RankingDimension;

const FILTER_COLUMN: Record<AnalyticsFilter, ClickLogColumn> = {
  linkId: 'linkId',
  campaignId: 'campaignId',
  browser: 'browser',
  os: 'os',
  device: 'device',
  country: 'countryCode',
  city: 'city',
  referrer: 'referrer',
  source: 'source',
  // Null on the platform's short domain (and in every line logged before branded domains).
  domain: 'domain',
  // What sent the visitor; null when the link's own targets did (and before targeting existed).
  ruleId: 'ruleId',
  variantId: 'variantId',
};

const DIMENSION_COLUMN: Partial<Record<RankingDimension, ClickLogColumn>> = { link: 'linkId', tag: 'tagIds', rule: 'ruleId', variant: 'variantId' };
/** A ranking's column: the column its filter selects on (`link` ranks by linkId, `tag` by the click's tag ids, `rule`/`variant` by their ids). */
export const dimensionColumn = (d: RankingDimension): ClickLogColumn => DIMENSION_COLUMN[d] ?? FILTER_COLUMN[d as AnalyticsFilter];

export const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;
/** A column of the click log (shared/src/click-log.ts), quoted: `unique` is a keyword in DuckDB. */
export const col = (name: ClickLogColumn): string => quote(name);
export const COLUMN_LIST = CLICK_LOG_COLUMNS.map(([name]) => col(name)).join(', ');
/** The ranked dimensions' columns, in RANKING_DIMENSIONS order. */
export const RANKING_COLUMNS = RANKING_DIMENSIONS.map((d) => col(dimensionColumn(d)));
/** Under `GROUP BY GROUPING SETS ((c1), …)`: which dimension a row ranks, and its value. */
export const RANKED_DIM = `CASE ${RANKING_DIMENSIONS.map((d, i) => `WHEN GROUPING(${RANKING_COLUMNS[i]}) = 0 THEN '${d}'`).join(' ')} END`;
export const RANKED_VALUE = `CASE ${RANKING_DIMENSIONS.map((_, i) => `WHEN GROUPING(${RANKING_COLUMNS[i]}) = 0 THEN ${RANKING_COLUMNS[i]}`).join(' ')} END`;

/** Collects parameters in order while a statement is written. */
export class Params {
  readonly values: Param[] = [];
  add(value: Param): string {
    this.values.push(value);
    return '?';
  }
}

/** Whether a scope filters (filters need the clicks; unfiltered panels can read rollups). */
export const isFiltered = (scope: ClickScope): boolean => Object.values(scope.filters).some((v) => v !== undefined) || (scope.tagIds?.length ?? 0) > 0;

/**
 * After `FROM <rows> AS <alias>`, where the rows have `dim` and `value`: each row once per value
 * it ranks, as `ranked_value` — a `tag` row's combination of tag ids split into its ids (a null
 * combination, untagged clicks, into none); a `rule` or `variant` row as its id (one id never holds
 * the separator), a null one (no rule, no variant) into none; any other row as it is
 * (its value, null included). `split`, `ARRAY[…]` and a lateral `CROSS JOIN UNNEST` read the same
 * in Trino and DuckDB.
 */
export const perTagValue = (alias: string): string =>
  `CROSS JOIN UNNEST(CASE WHEN ${alias}.dim IN (${NULL_UNRANKED_DIMENSIONS.map((d) => `'${d}'`).join(', ')}) THEN split(${alias}.value, '${CLICK_TAG_SEPARATOR}') ELSE ARRAY[${alias}.value] END) AS per_value(ranked_value)`;

/**
 * The tag filter (any of the ids): the click's joined ids, fenced with the separator, contain
 * `,<id>,`. Ids never hold the separator, so no id matches a part of another; a null (untagged)
 * click matches none. `strpos` and `||` are the same in both engines.
 */
export function tagTerm(tagIds: readonly string[], p: Params): string {
  const column = `('${CLICK_TAG_SEPARATOR}' || ${col('tagIds')} || '${CLICK_TAG_SEPARATOR}')`;
  return `(${tagIds.map((id) => `strpos(${column}, ${p.add(`${CLICK_TAG_SEPARATOR}${id}${CLICK_TAG_SEPARATOR}`)}) > 0`).join(' OR ')})`;
}

/** A range of quarter hours split into its whole UTC days and the partial edges around them. */
export function splitDays(start: number, end: number): { days: [number, number] | null; edges: [number, number][] } {
  const [firstDay, endDay] = [Math.ceil(start / QUARTERS_PER_DAY), Math.floor(end / QUARTERS_PER_DAY)];
  if (firstDay >= endDay) return { days: null, edges: start < end ? [[start, end]] : [] };
  return {
    days: [firstDay * QUARTERS_PER_DAY, endDay * QUARTERS_PER_DAY],
    edges: [
      [start, firstDay * QUARTERS_PER_DAY],
      [endDay * QUARTERS_PER_DAY, end],
    ].filter(([a, b]) => a! < b!) as [number, number][],
  };
}

/** `(bucket >= a AND bucket < b) OR …` over ranges (FALSE for none). */
export function bucketRanges(ranges: readonly [number, number][], p: Params): string {
  if (!ranges.length) return 'FALSE';
  return ranges.map(([a, b]) => `(bucket >= ${p.add(a)} AND bucket < ${p.add(b)})`).join(' OR ');
}

/** Team, time range and filters (AND). A NONE_VALUE filter selects the clicks where that value is unknown. */
export function where(scope: ClickScope, p: Params, options: { start?: string } = {}): string {
  const terms = [
    `${col('teamId')} = ${p.add(scope.teamId)}`,
    `bucket >= ${p.add(bucketOf(options.start ?? scope.start))}`,
    `bucket < ${p.add(bucketOf(scope.end))}`,
  ];
  for (const [name, value] of Object.entries(scope.filters) as [AnalyticsFilter, string | undefined][]) {
    if (value === undefined) continue;
    const column = col(FILTER_COLUMN[name]);
    terms.push(value === NONE_VALUE ? `${column} IS NULL` : `${column} = ${p.add(value)}`);
  }
  if (scope.tagIds?.length) terms.push(tagTerm(scope.tagIds, p));
  return terms.join(' AND ');
}
