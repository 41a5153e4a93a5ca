import { CLICK_LOG_COLUMNS, type ClickRecord } from '@kisa/shared';
import { parquetWriteBuffer, type BasicType } from 'hyparquet-writer';

/**
 * The compacted click log's file format: one Parquet file, the columns of CLICK_LOG_COLUMNS
 * in their order (strings as nullable UTF8, booleans as BOOLEAN), so the Glue table
 * `clicks_compact` and DuckDB read the same columns as from the raw NDJSON.
 */

const PARQUET_TYPE: Record<(typeof CLICK_LOG_COLUMNS)[number][1], BasicType> = { string: 'STRING', boolean: 'BOOLEAN' };

export const PARQUET_CONTENT_TYPE = 'application/vnd.apache.parquet';

export function encodeClickLogParquet(rows: readonly ClickRecord[]): Uint8Array {
  const buffer = parquetWriteBuffer({
    columnData: CLICK_LOG_COLUMNS.map(([name, type]) => ({
      name,
      type: PARQUET_TYPE[type],
      // Lines written before a column existed lack it: null, as the JSON readers see it.
      data: rows.map((r) => r[name] ?? null),
    })),
    // Row groups of 100k rows: large enough for column pruning to pay, small enough to stream.
    rowGroupSize: 100_000,
  });
  return new Uint8Array(buffer);
}
