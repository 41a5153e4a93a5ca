/**
 * Every SQL statement analytics runs, for both engines (one module per concern, re-exported
 * here). The panel queries are one text for both: they read a relation `c` with the click log's
 * columns plus `bucket` (the click's quarter-hour since the epoch: every time zone's day starts on
 * a quarter hour, so ranges are whole buckets, and quarter-hour counts become local days or hours
 * exactly, in TypeScript). Only the relation differs by engine:
 * - DuckDB (local): the native table `clicks`, one row per click id (deduplicated at load);
 * - Athena: the team layout's files of the asking team's buckets (`tb`, an injected
 *   partition, and `dt`) as the committed state says — generation files up to the watermark, a
 *   merged day's merged files (athena-relations.ts) — read as they are (compaction kept one row per
 *   click), plus the clicks no generation holds: raw objects named at or after the watermark and
 *   the legacy log, one row kept per click id among those.
 * A page's panels are one statement (panels-sql.ts): DuckDB's three panel statements side by side;
 * Athena's reads the rollups (series and totals per quarter hour, rankings per UTC day, the
 * range's partial edge days ranked from the team's files) in one pass per source.
 * DuckDB also keeps `rollup`, the human clicks counted per team, UTC day and value of each ranked
 * dimension as they are loaded, and ranks an unfiltered query from it (the whole UTC days; the
 * edges from `clicks`).
 * Values are always parameters (`?`), never spliced in; identifiers are fixed strings, and the
 * team bucket keys and days' merges Athena needs at planning are literals computed here, checked.
 *
 * - sql-parts.ts: types, columns, ranges, filters;
 * - athena-relations.ts: what Athena reads (the team's files, rollups, the unrolled rest);
 * - panel-sql.ts: series, totals, rankings, one statement each;
 * - panels-sql.ts: every panel in one statement;
 * - visitor-sql.ts: the visitor log, its count, and DuckDB's rollup rows;
 * - alert-series-sql.ts: an alert evaluation's figures of all a team's watched targets, one statement.
 */
export * from './sql-parts.js';
export * from './panel-sql.js';
export * from './panels-sql.js';
export * from './visitor-sql.js';
export * from './conversion-sql.js';
export * from './alert-series-sql.js';
