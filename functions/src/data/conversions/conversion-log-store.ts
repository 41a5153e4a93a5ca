import { CONVERSION_INCOMING_PREFIX, CONVERSION_LOG_COLUMNS, conversionDayPrefix, incomingConversionKey, type ConversionRecord } from '@kisa/shared';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { deleteClickLogObjects, getClickLogObject, listClickLogObjects, putClickLogObject, type ClickLogObject } from '#data/clicks/click-log-store.js';

/**
 * The conversion log beside the click log, in its bucket (layout: shared/src/conversions.ts).
 * A reported conversion is one incoming object under its team, named by when it was reported and
 * its id — both kept on the conversion's event item, so writing it again (a replay finishing an
 * interrupted report) rewrites the same object, never adds one. Compaction (core/conversions/compact-conversion-log.ts) moves incoming lines
 * into one gzip file per team and click day. Read by Athena (Glue tables `conversions_incoming`
 * and `conversions`) and the DuckDB engine, one line per conversion id. Listing, reading and
 * deleting go through the click log's store (the same bucket).
 */

const gzipAsync = promisify(gzip);

/** One conversion's line: its columns only, in the log's order. */
export const conversionLine = (conversion: ConversionRecord): string =>
  JSON.stringify(Object.fromEntries(CONVERSION_LOG_COLUMNS.map(([name]) => [name, conversion[name] ?? null])));

/** Writes one conversion's incoming object; answers its key. */
export async function putIncomingConversion(conversion: ConversionRecord, reportedMs: number): Promise<string> {
  const key = incomingConversionKey(conversion.teamId, reportedMs, conversion.id);
  await putClickLogObject(key, `${conversionLine(conversion)}\n`, 'application/x-ndjson');
  return key;
}

/** Every incoming conversion object, all teams (the prefix holds what the last compaction runs left: minutes of conversions). */
export const listIncomingConversions = (): Promise<ClickLogObject[]> => listClickLogObjects(CONVERSION_INCOMING_PREFIX);

/** A team's compacted files of one click day (each named by the clock of the compaction that wrote it). */
export const listCompactedConversions = (teamId: string, day: string): Promise<ClickLogObject[]> => listClickLogObjects(conversionDayPrefix(teamId, day));

/** The non-empty lines of a conversion-log object, as text (a `.gz` file is unzipped); parsing is the caller's. */
export async function readConversionLines(key: string): Promise<string[]> {
  return Buffer.from(await getClickLogObject(key))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim());
}

/** Writes a compacted file: the lines, gzip (the object itself is the .gz: no ContentEncoding). */
export async function putCompactedConversions(key: string, lines: readonly string[]): Promise<void> {
  await putClickLogObject(key, await gzipAsync(lines.map((line) => `${line}\n`).join('')), 'application/x-ndjson');
}

/** Deletes conversion-log objects (incoming or compacted), 1,000 per call. */
export const deleteConversionObjects = (keys: readonly string[]): Promise<void> => deleteClickLogObjects(keys);
