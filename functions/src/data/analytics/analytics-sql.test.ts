import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { CLICK_LOG_COLUMNS, type ClickRecord } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bucketOf,
  countStatement,
  rankingsStatement,
  rollupRowsStatement,
  seriesStatement,
  totalsStatement,
  visitorsStatement,
  type ClickScope,
  type Dialect,
  type Statement,
} from './analytics-sql.js';
import { rowsOf, toLiteral } from './athena-values.js';

// The Athena statements, checked two ways without AWS: their text and parameters, and
// their results when run through DuckDB (where the dialects agree; Trino's two time
// functions are stood in for by macros) against the DuckDB statements over the same clicks.

const athena: Dialect = { kind: 'athena', database: 'kisa_analytics', rawTable: 'clicks', compactTable: 'clicks_compact' };
const duck: Dialect = { kind: 'duckdb', rollup: false };
const duckRollup: Dialect = { kind: 'duckdb', rollup: true };
const scope: ClickScope = {
  teamId: "team-1'; DROP TABLE clicks; --",
  start: '2026-05-02T21:00:00.000Z',
  end: '2026-05-09T21:00:00.000Z',
  filters: { country: 'TR', referrer: '(none)' },
};

describe('the Athena statements (text)', () => {
  it('carry every value as a parameter, in the order of their placeholders', () => {
    const s = seriesStatement(athena, scope);
    expect(s.sql).not.toContain('DROP TABLE');
    expect(s.sql).not.toContain("'TR'");
    expect(s.sql.split('?').length - 1).toBe(s.params.length);
    // raw and compacted partitions (dt, dt, team) twice, then team, the range in quarter hours, country
    expect(s.params).toEqual(['2026-05-02', '2026-05-09', scope.teamId, '2026-05-02', '2026-05-09', scope.teamId, scope.teamId, bucketOf(scope.start), bucketOf(scope.end), 'TR']);
    expect(bucketOf(scope.end) - bucketOf(scope.start)).toBe(7 * 96);
    expect(s.sql).toContain('"referrer" IS NULL');
    expect(s.sql).toContain('FROM "kisa_analytics"."clicks" WHERE dt BETWEEN ? AND ?');
    expect(s.sql).toContain('FROM "kisa_analytics"."clicks_compact" WHERE dt BETWEEN ? AND ?');
    expect(s.sql).toContain('row_number() OVER (PARTITION BY "id"');
  });

  it('quote string parameters as Athena literals', () => {
    expect(toLiteral("it's")).toBe("'it''s'");
    expect(toLiteral(5)).toBe('5');
    expect(toLiteral(true)).toBe('TRUE');
    expect(() => toLiteral(Number.NaN)).toThrow();
  });

  it('read result pages back typed, skipping the header row of the first page', () => {
    const resultSet = {
      ResultSetMetadata: { ColumnInfo: [{ Name: 'dim', Type: 'varchar' }, { Name: 'total', Type: 'bigint' }, { Name: 'unique', Type: 'boolean' }] },
      Rows: [{ Data: [{ VarCharValue: 'dim' }, { VarCharValue: 'total' }, { VarCharValue: 'unique' }] }, { Data: [{ VarCharValue: 'browser' }, { VarCharValue: '12' }, { VarCharValue: 'true' }] }, { Data: [{}, { VarCharValue: '3' }, { VarCharValue: 'false' }] }],
    };
    expect(rowsOf(resultSet as never, true)).toEqual([{ dim: 'browser', total: 12, unique: true }, { dim: null, total: 3, unique: false }]);
    expect(rowsOf(resultSet as never, false)).toHaveLength(3);
  });
});

describe('the Athena statements run through DuckDB', () => {
  let db: DuckDBConnection;
  const run = async (s: Statement) => (await db.runAndReadAll(s.sql, s.params as DuckDBValue[])).getRowObjectsJS();
  const team = 'team-1';
  const clicks: ClickRecord[] = [];

  beforeAll(async () => {
    db = await (await DuckDBInstance.create(':memory:')).connect();
    const columns = CLICK_LOG_COLUMNS.map(([n, t]) => `"${n}" ${t === 'string' ? 'VARCHAR' : 'BOOLEAN'}`).join(', ');
    await db.run('CREATE SCHEMA kisa_analytics');
    await db.run(`CREATE TABLE kisa_analytics.clicks (${columns}, dt VARCHAR)`);
    await db.run(`CREATE TABLE kisa_analytics.clicks_compact (${columns}, dt VARCHAR)`);
    await db.run(`CREATE TABLE clicks (${columns}, bucket INTEGER, src VARCHAR)`);
    await db.run('CREATE MACRO from_iso8601_timestamp(s) AS CAST(s AS TIMESTAMP)');
    await db.run('CREATE MACRO to_unixtime(t) AS epoch(t)');
    const browsers = ['Chrome', 'Safari', null];
    for (let i = 0; i < 400; i++) {
      clicks.push({
        id: `c${i}`,
        time: new Date(Date.parse('2026-04-25T00:00:00Z') + i * 3_700_000).toISOString(),
        shortUrl: `s${i % 5}`,
        linkId: `l${i % 5}`,
        teamId: i % 9 === 0 ? 'team-2' : team,
        campaignId: i % 4 === 0 ? 'camp' : null,
        visitorId: `v${i % 13}`,
        unique: i % 3 === 0,
        ip: '203.0.113.1',
        browser: browsers[i % 3]!,
        os: i % 2 ? 'iOS' : 'Windows',
        device: i % 5 ? 'desktop' : 'mobile',
        referrer: i % 7 ? null : 't.co',
        countryCode: i % 6 ? 'TR' : 'DE',
        countryName: i % 6 ? 'Türkiye' : 'Germany',
        city: i % 6 ? 'Istanbul' : null,
        source: i % 10 ? 'link' : 'qr',
        isBot: i % 17 === 0,
      });
    }
    const values = (c: ClickRecord) => CLICK_LOG_COLUMNS.map(([n]) => c[n]) as DuckDBValue[];
    const placeholders = CLICK_LOG_COLUMNS.map(() => '?').join(', ');
    await db.run(`CREATE TABLE rollup ("teamId" VARCHAR, day INTEGER, dim VARCHAR, value VARCHAR, total BIGINT, uniq BIGINT)`);
    for (const [i, c] of clicks.entries()) {
      await db.run(`INSERT INTO clicks VALUES (${placeholders}, CAST(floor(epoch_ms(CAST(? AS TIMESTAMP)) / 900000) AS INTEGER), 'k')`, [...values(c), c.time]);
      // Athena's side: every click in a raw or a compacted partition, some in both (a compaction
      // interrupted before it deleted its sources), and one raw line repeated.
      const tables = i % 4 === 0 ? ['clicks', 'clicks_compact'] : [i % 2 ? 'clicks' : 'clicks_compact'];
      if (i === 5) tables.push('clicks');
      for (const t of tables) await db.run(`INSERT INTO kisa_analytics.${t} VALUES (${placeholders}, ?)`, [...values(c), c.time.slice(0, 10)]);
    }
    // The rollup as the engine keeps it: added in several loads, one of them taken back out.
    await db.run(`CREATE TEMP TABLE part1 AS SELECT * FROM clicks WHERE "id" < 'c2'`);
    await db.run(`CREATE TEMP TABLE part2 AS SELECT * FROM clicks WHERE "id" >= 'c2'`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part1', 1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', 1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', -1)}`);
    await db.run(`INSERT INTO rollup ${rollupRowsStatement('part2', 1)}`);
  });

  const sameScope: ClickScope = { teamId: 'team-1', start: '2026-04-27T21:00:00.000Z', end: '2026-05-06T21:00:00.000Z', filters: {} };
  const filtered: ClickScope = { ...sameScope, filters: { country: 'TR', referrer: '(none)', campaignId: 'camp' } };
  const sortRows = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? Number(v) : v))).sort();

  for (const [name, s] of [['unfiltered', sameScope], ['filtered', filtered]] as const) {
    it(`${name}: series, totals, rankings, visitors and count agree with the DuckDB statements`, async () => {
      const pairs: [Statement, Statement][] = [
        [seriesStatement(athena, s), seriesStatement(duck, s)],
        [totalsStatement(athena, s, '2026-04-18T21:00:00.000Z'), totalsStatement(duck, s, '2026-04-18T21:00:00.000Z')],
        [rankingsStatement(athena, s, 3), rankingsStatement(duck, s, 3)],
        [visitorsStatement(athena, s, { offset: 2, limit: 5 }), visitorsStatement(duck, s, { offset: 2, limit: 5 })],
        [visitorsStatement(athena, s), visitorsStatement(duck, s)],
        [countStatement(athena, s), countStatement(duck, s)],
      ];
      if (name === 'unfiltered') {
        // The rollup ranks unfiltered scopes (whole UTC days + raw edges): the same figures.
        pairs.push([rankingsStatement(athena, s, 3), rankingsStatement(duckRollup, s, 3)], [rankingsStatement(athena, s, 50), rankingsStatement(duckRollup, s, 50)]);
        expect(rankingsStatement(duckRollup, s, 3).sql).toContain('FROM rollup');
      } else expect(rankingsStatement(duckRollup, s, 3).sql).not.toContain('rollup');
      for (const [a, d] of pairs) {
        const [ra, rd] = [await run(a), await run(d)];
        expect(rd.length).toBeGreaterThan(0);
        expect(sortRows(ra)).toEqual(sortRows(rd));
      }
      // The reference: non-bot clicks of the team in range, with the filters.
      const expected = clicks.filter(
        (c) => c.teamId === s.teamId && !c.isBot && c.time >= s.start && c.time < s.end && (!s.filters.country || (c.countryCode === 'TR' && c.referrer === null && c.campaignId === 'camp')),
      ).length;
      expect(Number((await run(countStatement(athena, s)))[0]!.total)).toBe(expected);
    });
  }
});
