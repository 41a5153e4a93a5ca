import { PutObjectCommand } from '@aws-sdk/client-s3';
import { clickLogDayPrefix, CONVERSION_LOG_COLUMNS, CONVERSION_LOG_PREFIX, partitionOf, type ConversionRecord } from '@kisa/shared';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * The conversion log (issue 27) beside the click log, in its bucket: one JSON line per
 * conversion, one object each, under its click's UTC day — `conversions/dt=YYYY-MM-DD/<id>.json`.
 * The key is the conversion's id, so writing it again (a replay finishing an interrupted report)
 * rewrites the same line, never adds one. Read by Athena (Glue table `conversions`) and the
 * DuckDB engine. Conversions come a fraction as often as clicks; no compaction (docs/DATA-MODEL.md).
 */

export const conversionLogKey = (conversion: Pick<ConversionRecord, 'id' | 'clickTime'>): string =>
  `${clickLogDayPrefix(CONVERSION_LOG_PREFIX, partitionOf(conversion.clickTime))}${conversion.id}.json`;

/** Writes one conversion's line (its columns only, in the log's order). */
export async function putConversion(conversion: ConversionRecord): Promise<string> {
  const key = conversionLogKey(conversion);
  const line = Object.fromEntries(CONVERSION_LOG_COLUMNS.map(([name]) => [name, conversion[name] ?? null]));
  await s3().send(new PutObjectCommand({ Bucket: config.clickLog().bucket, Key: key, Body: `${JSON.stringify(line)}\n`, ContentType: 'application/x-ndjson' }));
  return key;
}
