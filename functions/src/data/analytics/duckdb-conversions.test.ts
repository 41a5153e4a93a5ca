import { DuckDBInstance } from '@duckdb/node-api';
import { CONVERSION_LOG_COLUMNS } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// A local DuckDB copy made before conversion lines carried their click's dimensions (issue 27):
// its `conversions` table (with `cbucket`) is dropped and every conversion object forgotten, so
// the next sync loads them again in the new shape; the clicks' records stay.

describe('the DuckDB conversions table', () => {
  it('is rebuilt, and its objects loaded again, when its columns are not the log\'s', async () => {
    // (The module reads the runtime's configuration when first imported.)
    Object.assign(process.env, runtime().env);
    const { ensureConversionsTable } = await import('./duckdb-conversions.js');
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE TABLE conversions ("id" VARCHAR, "clickId" VARCHAR, "clickTime" VARCHAR, cbucket INTEGER, src VARCHAR)`);
    await connection.run(`INSERT INTO conversions VALUES ('v1', 'c1', '2026-05-01T00:00:00.000Z', 1, 'conversions/dt=2026-05-01/v1.json')`);
    await connection.run('CREATE TABLE log_objects (key VARCHAR PRIMARY KEY, version VARCHAR)');
    await connection.run(`INSERT INTO log_objects VALUES ('conversions/dt=2026-05-01/v1.json', '1/2'), ('clicks/dt=2026-05-01/a.json.gz', '1/2')`);

    await ensureConversionsTable(connection);
    const columns = (await connection.runAndReadAll(`SELECT column_name FROM information_schema.columns WHERE table_name = 'conversions' ORDER BY ordinal_position`)).getRowObjectsJS().map((r) => r.column_name);
    expect(columns).toEqual([...CONVERSION_LOG_COLUMNS.map(([name]) => name), 'bucket', 'src']);
    expect((await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM conversions')).getRowObjectsJS()[0]!.n).toBe(0);
    expect((await connection.runAndReadAll('SELECT key FROM log_objects')).getRowObjectsJS().map((r) => r.key)).toEqual(['clicks/dt=2026-05-01/a.json.gz']);

    // Already in shape: left as it is.
    await connection.run(`INSERT INTO conversions ("id", bucket, src) VALUES ('v2', 1, 'k')`);
    await ensureConversionsTable(connection);
    expect((await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM conversions')).getRowObjectsJS()[0]!.n).toBe(1);
    connection.closeSync();
  });
});
