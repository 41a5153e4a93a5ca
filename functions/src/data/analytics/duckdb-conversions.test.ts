import { DuckDBInstance } from '@duckdb/node-api';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { attributionOf, CONVERSION_LOG_COLUMNS, type ConversionRecord, type User } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// A local DuckDB copy made before conversion lines carried their click's dimensions:
// its `conversions` table (with `cbucket`) is dropped and every conversion object forgotten, so
// the next sync loads them again in the new shape; the clicks' records stay.

describe('the DuckDB conversions table', () => {
  it("is rebuilt, and its objects loaded again, when its columns are not the log's", async () => {
    // (The module reads the runtime's configuration when first imported.)
    Object.assign(process.env, runtime().env);
    const { ensureConversionsTable } = await import('./duckdb-conversions.js');
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    await connection.run(`CREATE TABLE conversions ("id" VARCHAR, "clickId" VARCHAR, "clickTime" VARCHAR, cbucket INTEGER, src VARCHAR)`);
    await connection.run(`INSERT INTO conversions VALUES ('v1', 'c1', '2026-05-01T00:00:00.000Z', 1, 'conversions/dt=2026-05-01/v1.json')`);
    await connection.run('CREATE TABLE log_objects (key VARCHAR PRIMARY KEY, version VARCHAR)');
    await connection.run(`INSERT INTO log_objects VALUES ('conversions/dt=2026-05-01/v1.json', '1/2'), ('clicks/dt=2026-05-01/a.json.gz', '1/2')`);

    await ensureConversionsTable(connection);
    const columns = (
      await connection.runAndReadAll(`SELECT column_name FROM information_schema.columns WHERE table_name = 'conversions' ORDER BY ordinal_position`)
    )
      .getRowObjectsJS()
      .map((r) => r.column_name);
    expect(columns).toEqual([...CONVERSION_LOG_COLUMNS.map(([name]) => name), 'bucket', 'src']);
    expect((await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM conversions')).getRowObjectsJS()[0]!.n).toBe(0);
    expect((await connection.runAndReadAll('SELECT key FROM log_objects')).getRowObjectsJS().map((r) => r.key)).toEqual(['clicks/dt=2026-05-01/a.json.gz']);

    // Already in shape: left as it is.
    await connection.run(`INSERT INTO conversions ("id", bucket, src) VALUES ('v2', 1, 'k')`);
    await ensureConversionsTable(connection);
    expect((await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM conversions')).getRowObjectsJS()[0]!.n).toBe(1);
    connection.closeSync();
  });

  it('answers conversions from incoming objects and compacted gzip files alike, once each, through compactions and a replayed line', async () => {
    // A bucket and an in-memory engine of its own: compaction below must not touch the log other tests read.
    const bucket = `kisa-conversions-${randomUUID().slice(0, 8)}`;
    Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT', ANALYTICS_DUCKDB_PATH: ':memory:', CLICK_LOG_BUCKET: bucket });
    const { s3 } = await import('#lib/clients.js');
    await s3().send(new CreateBucketCommand({ Bucket: bucket }));
    const { putIncomingConversion } = await import('#data/conversions/conversion-log-store.js');
    const { compactConversionLog } = await import('#core/conversions/compact-conversion-log.js');
    const { getAnalytics } = await import('#core/analytics/get-analytics.js');
    const { SYNC_INTERVAL_MS } = await import('./duckdb-engine.js');

    const teamId = `team-${randomUUID()}`;
    const caller = {
      id: 'u1',
      name: 'Owner',
      email: 'o@example.com',
      role: 'user',
      teamId,
      teamRole: 'owner',
      plan: 'Enterprise',
      verified: true,
    } satisfies User;
    const line = (id: string, amountMinor: number): ConversionRecord => ({
      id,
      clickId: `click-${id}`,
      linkId: 'l1',
      teamId,
      eventId: `e-${id}`,
      type: 'sale',
      amountMinor,
      currency: 'EUR',
      time: '2026-04-02T10:05:00.000Z',
      clickTime: '2026-04-02T10:00:00.000Z',
      ...attributionOf({ device: 'mobile', countryCode: 'TR', isBot: false }),
    });
    const [x, y] = [line('x', 1_000), line('y', 250)];
    const reportedAt = Date.parse('2026-04-02T10:05:01.000Z');
    const seen = async () => {
      await new Promise((r) => setTimeout(r, SYNC_INTERVAL_MS + 100));
      const a = await getAnalytics(caller, { from: '2026-04-02', to: '2026-04-02', tz: 'UTC', filters: { country: 'TR' } });
      return { conversions: a.conversions.conversions, revenue: a.conversions.revenue };
    };
    const both = { conversions: 2, revenue: [{ currency: 'EUR', amount: 1_250 }] };
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

    await putIncomingConversion(x, reportedAt);
    await putIncomingConversion(y, reportedAt);
    expect(await seen(), 'incoming').toEqual(both);
    // Compacted into the team's day file (gzip), the incoming objects deleted: the same answer.
    expect(await compactConversionLog({ now: later(1), minAgeMs: 0, graceMs: 0 })).toMatchObject({ partitions: 1 });
    expect(await seen(), 'compacted').toEqual(both);
    // A replay rewrites x's incoming object; the next compaction finds the line in its file, writes
    // nothing and deletes the object — x stays counted, once.
    await putIncomingConversion(x, reportedAt);
    expect(await seen(), 'replayed').toEqual(both);
    expect(await compactConversionLog({ now: later(2), minAgeMs: 0, graceMs: 0 })).toMatchObject({ partitions: 0 });
    expect(await seen(), 'after the replay is compacted').toEqual(both);
  });
});
