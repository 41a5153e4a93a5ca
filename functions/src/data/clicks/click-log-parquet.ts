import { CLICK_LOG_COLUMNS, ROLLUP_COLUMNS, TEAM_LAYOUT_COLUMNS, type ClickRecord } from '@kisa/shared';
import { parquetWriteBuffer, type BasicType } from 'hyparquet-writer';

/**
 * The compacted click log's file formats (layout: shared/src/click-log.ts):
 * - the legacy compacted file: the columns of CLICK_LOG_COLUMNS in their order (strings as
 *   nullable UTF8, booleans as BOOLEAN), read by the Glue table `clicks_compact`;
 * - the team layout: the same columns plus `bucket` (INT32, the click's quarter hour since the
 *   epoch), so range filters never parse `time` (Glue table `clicks_by_team`), in
 *   TEAM_LAYOUT_COLUMNS order (`bucket` after `isBot`, columns added since after it);
 * Files written before a column existed (`domain`, with branded domains) lack it: readers match by name and
 * take it as null.
 * - the rollups: ROLLUP_COLUMNS (Glue table `click_rollups`).
 */

const PARQUET_TYPE: Record<(typeof CLICK_LOG_COLUMNS)[number][1] | (typeof ROLLUP_COLUMNS)[number][1], BasicType> = {
  string: 'STRING',
  boolean: 'BOOLEAN',
  int: 'INT32',
  bigint: 'INT64',
};

export const PARQUET_CONTENT_TYPE = 'application/vnd.apache.parquet';

// Row groups of 100k rows: large enough for column pruning to pay, small enough to stream.
const ROW_GROUP = 100_000;

export function encodeClickLogParquet(rows: readonly ClickRecord[]): Uint8Array {
  const buffer = parquetWriteBuffer({
    columnData: CLICK_LOG_COLUMNS.map(([name, type]) => ({
      name,
      type: PARQUET_TYPE[type],
      // Lines written before a column existed lack it: null, as the JSON readers see it.
      data: rows.map((r) => r[name] ?? null),
    })),
    rowGroupSize: ROW_GROUP,
  });
  return new Uint8Array(buffer);
}

/** A row of the team layout: a click and its quarter hour. */
export type TeamLayoutRow = ClickRecord & { bucket: number };

export function encodeTeamLayoutParquet(rows: readonly TeamLayoutRow[]): Uint8Array {
  const buffer = parquetWriteBuffer({
    columnData: TEAM_LAYOUT_COLUMNS.map(([name, type]) => ({ name, type: PARQUET_TYPE[type], data: rows.map((r) => r[name] ?? null) })),
    rowGroupSize: ROW_GROUP,
  });
  return new Uint8Array(buffer);
}

export interface RollupRow {
  teamId: string;
  dim: string;
  value: string | null;
  bucket: number;
  total: number;
  uniq: number;
  bots: number;
}

export function encodeRollupParquet(rows: readonly RollupRow[]): Uint8Array {
  const buffer = parquetWriteBuffer({
    columnData: ROLLUP_COLUMNS.map(([name, type]) => ({
      name,
      type: PARQUET_TYPE[type],
      data: rows.map((r) => (type === 'bigint' ? BigInt(r[name] as number) : r[name])),
    })),
    rowGroupSize: ROW_GROUP,
  });
  return new Uint8Array(buffer);
}
