import { fnv1a, SAFE_TEAM_ID, type ClickLogColumnType } from './click-log.js';

/*
 * Imported history: click counts another link service reported for a link before it came to
 * Kisa, written by an import's run and read by analytics next to the click log (never by the
 * visitor log). DAILY TOTALS and, where the source gives them, country and referrer counts per
 * day or over a period — no visitor ever stands behind a row.
 *
 * Layout: `imported-clicks/team={teamId}/{importId}-{page}.json`, JSON lines, one
 * ImportedClickRecord a line. A run writes each page under its own key, so a page written twice
 * replaces itself.
 */
export const IMPORTED_CLICKS_PREFIX = 'imported-clicks/';
/** The team partition under IMPORTED_CLICKS_PREFIX (`team=<teamId>/`). */
export const IMPORTED_CLICKS_TEAM_PARTITION = 'team';

/** The Glue table over IMPORTED_CLICKS_PREFIX (Athena), and the DuckDB engine's copy of it. */
export const IMPORTED_CLICKS_TABLE = 'imported_clicks';

/**
 * A team's partition value: its id (every id the app makes), or for any other string a hash
 * (`~` and 8 hex digits) — Athena reads the injected partition as a literal in the query's text,
 * so only these shapes reach it (as the conversion log's `team`); readers also filter on `teamId`.
 */
export const importedClicksTeamValue = (teamId: string): string => (SAFE_TEAM_ID.test(teamId) ? teamId : `~${fnv1a(teamId).toString(16).padStart(8, '0')}`);

/** The folder of one team's imported history: `imported-clicks/team=<teamId>/`. */
export const importedClicksTeamPrefix = (teamId: string): string =>
  `${IMPORTED_CLICKS_PREFIX}${IMPORTED_CLICKS_TEAM_PARTITION}=${importedClicksTeamValue(teamId)}/`;
/** The key of one page of an import's history rows. */
export const importedClicksKey = (teamId: string, importId: string, page: number | string): string =>
  `${importedClicksTeamPrefix(teamId)}${importId}-${page}.json`;

export type ImportedClickDimension = 'total' | 'country' | 'referrer';
export const IMPORTED_CLICK_DIMENSIONS: readonly ImportedClickDimension[] = ['total', 'country', 'referrer'];

/** One line of the imported history. */
export interface ImportedClickRecord {
  teamId: string;
  linkId: string;
  /** The link's short code (kept from the source). */
  shortUrl: string;
  /** The link's branded domain (ASCII host), null on the platform's short domain: as ClickRecord's. */
  domain: string | null;
  /** The link's tag ids as ClickRecord's `tagIds` (clickTagIdsValue), null for none. */
  tagIds: string | null;
  /** `YYYY-MM-DD` (UTC): the day of a daily row; the period's last day for a summary. */
  day: string;
  /** `YYYY-MM-DD`: equal to `day` for a daily row; the period's first day for a summary. */
  firstDay: string;
  dimension: ImportedClickDimension;
  /** Country code (upper case) or referrer host; null for `total` and for direct visits. */
  value: string | null;
  clicks: number;
  importId: string;
  /** The link's campaign, when the run puts the link in one (the `campaignId` filter); absent or null: none. */
  campaignId?: string | null;
}

/** The imported rows' columns in order, with their (Glue/Athena) types. */
export const IMPORTED_CLICK_COLUMNS = [
  ['teamId', 'string'],
  ['linkId', 'string'],
  ['shortUrl', 'string'],
  ['domain', 'string'],
  ['tagIds', 'string'],
  ['day', 'string'],
  ['firstDay', 'string'],
  ['dimension', 'string'],
  ['value', 'string'],
  ['clicks', 'bigint'],
  ['importId', 'string'],
  ['campaignId', 'string'],
] as const satisfies readonly (readonly [keyof ImportedClickRecord, ClickLogColumnType | 'bigint'])[];
type MissingImported = Exclude<keyof ImportedClickRecord, (typeof IMPORTED_CLICK_COLUMNS)[number][0]>;
const allImportedListed: MissingImported extends never ? true : MissingImported = true;
void allImportedListed;
