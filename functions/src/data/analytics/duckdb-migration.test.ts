import { CLICK_LOG_COLUMNS, type ClickRecord, type User } from '@kisa/shared';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '#test-support/api.js';

// A DuckDB copy of the click log made before the log gained `domain` and `tagIds`: the engine adds the columns (null for the clicks it holds),
// rebuilds its rollup, and
// loads new lines beside them.

const teamId = `team-${randomUUID()}`;
const caller = { id: 'u1', name: 'Owner', email: 'o@example.com', role: 'user', teamId, teamRole: 'owner', plan: 'Enterprise', verified: true } satisfies User;
const dir = mkdtempSync(join(tmpdir(), 'kisa-duck-migration-'));
const DAY = '2026-02-10';

const click = (
  id: string,
  hour: number,
  domain?: string | null,
  tagIds?: string | null,
  choice: { ruleId?: string; variantId?: string } = {},
): ClickRecord => ({
  id,
  time: `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  shortUrl: 'c',
  linkId: 'l1',
  teamId,
  campaignId: null,
  visitorId: `v-${id}`,
  unique: true,
  ip: '203.0.113.1',
  browser: 'Chrome',
  os: 'Windows',
  device: 'desktop',
  referrer: null,
  countryCode: 'TR',
  countryName: 'Türkiye',
  city: null,
  source: 'link',
  isBot: false,
  ...(domain === undefined ? {} : { domain }),
  ...(tagIds === undefined ? {} : { tagIds }),
  ...choice,
});
const TAG = '0a0a0a0a-0000-4000-8000-00000000000a';

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const bucket = `kisa-clicks-migration-${randomUUID().slice(0, 8)}`;
  const path = join(dir, 'clicks.duckdb');
  Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT', ANALYTICS_DUCKDB_PATH: path, CLICK_LOG_BUCKET: bucket });
  const { s3 } = await import('#lib/clients.js');
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  const { putClickLogBatch } = await import('../clicks/click-log-store.js');
  const { rollupRowsStatement } = await import('./analytics-sql.js');

  // The old copy: its clicks table without `domain`, a rollup without `domain` rows, and the raw object it was loaded from.
  const old = [click('old-1', 3), click('old-2', 4)];
  // One team: one object.
  const [key] = (await putClickLogBatch(old, new Date(`${DAY}T00:00:00Z`))) as [string];
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const instance = await DuckDBInstance.create(path);
  const db = await instance.connect();
  const before = CLICK_LOG_COLUMNS.filter(([n]) => n !== 'domain' && n !== 'tagIds' && n !== 'ruleId' && n !== 'variantId' && n !== 'fallback');
  await db.run(`CREATE TABLE clicks (${before.map(([n, t]) => `"${n}" ${t === 'string' ? 'VARCHAR' : 'BOOLEAN'}`).join(', ')}, bucket INTEGER, src VARCHAR)`);
  for (const c of old) {
    await db.run(`INSERT INTO clicks VALUES (${before.map(() => '?').join(', ')}, CAST(floor(epoch_ms(CAST(? AS TIMESTAMP)) / 900000) AS INTEGER), ?)`, [
      ...before.map(([n]) => c[n] as string | boolean | null),
      c.time,
      key,
    ]);
  }
  await db.run('CREATE TABLE log_objects (key VARCHAR PRIMARY KEY, version VARCHAR)');
  await db.run('INSERT INTO log_objects VALUES (?, NULL)', [key]);
  await db.run(`CREATE TABLE rollup ("teamId" VARCHAR, day INTEGER, dim VARCHAR, value VARCHAR, total BIGINT, uniq BIGINT)`);
  await db.run(
    `INSERT INTO rollup SELECT * FROM (${rollupRowsStatement(`(SELECT *, CAST(NULL AS VARCHAR) AS "domain", CAST(NULL AS VARCHAR) AS "tagIds", CAST(NULL AS VARCHAR) AS "ruleId", CAST(NULL AS VARCHAR) AS "variantId" FROM clicks)`, 1)}) WHERE dim NOT IN ('domain', 'tag', 'rule', 'variant')`,
  );
  db.closeSync();
  instance.closeSync();

  // Clicks logged since, one on a branded domain, one on the platform's.
  await putClickLogBatch(
    [click('new-1', 5, 'go.acme.test', null, { ruleId: 'rulede' }), click('new-2', 6, null, TAG, { variantId: 'varone' })],
    new Date(`${DAY}T00:00:00Z`),
  );
});

describe('a DuckDB copy from before the domain, tagIds, ruleId and variantId columns', () => {
  it('reads its clicks as on the platform domain, beside new ones, in the rollup and the clicks alike', async () => {
    const { getAnalytics } = await import('#core/analytics/get-analytics.js');
    const { config } = await import('#lib/config.js');
    const platformHost = config.domains().platformHost;
    // A week around the day: its whole UTC day ranks from the rollup; a one-day local range from the clicks.
    for (const [from, to, tz] of [
      ['2026-02-07', '2026-02-13', 'UTC'],
      [DAY, DAY, 'Europe/Istanbul'],
    ] as const) {
      const got = await getAnalytics(caller, { from, to, tz, filters: {} });
      expect(got.totals.totalClicks, `${from}…${to}`).toBe(4);
      expect(
        got.domain.map(({ name, platform, count }) => ({ name, platform, count })),
        `${from}…${to}`,
      ).toEqual([
        { name: platformHost, platform: true, count: 3 },
        { name: 'go.acme.test', platform: false, count: 1 },
      ]);
    }
    const onPlatform = await getAnalytics(caller, { from: '2026-02-07', to: '2026-02-13', tz: 'UTC', filters: { domain: platformHost } });
    expect(onPlatform.totals.totalClicks).toBe(3);
    // Tags: the copy also predates `tagIds`; its clicks are untagged, the new tagged one ranks and filters.
    const { readClickPanels } = await import('./click-analytics-repo.js');
    for (const [start, end] of [
      ['2026-02-07T00:00:00.000Z', '2026-02-14T00:00:00.000Z'],
      ['2026-02-09T21:00:00.000Z', '2026-02-10T21:00:00.000Z'],
    ] as const) {
      const panels = await readClickPanels({ teamId, start, end, filters: {} }, '2026-01-31T00:00:00.000Z');
      expect(
        panels.rankings.filter((r) => r.dimension === 'tag'),
        start,
      ).toEqual([{ dimension: 'tag', value: TAG, total: 1, unique: 1 }]);
      // Rules and variants: the copy predates them too; the new clicks rank by theirs, the old by none.
      expect(
        panels.rankings.filter((r) => r.dimension === 'rule' || r.dimension === 'variant').sort((a, b) => a.dimension.localeCompare(b.dimension)),
        start,
      ).toEqual([
        { dimension: 'rule', value: 'rulede', total: 1, unique: 1 },
        { dimension: 'variant', value: 'varone', total: 1, unique: 1 },
      ]);
    }
    const tagged = await getAnalytics(caller, { from: '2026-02-07', to: '2026-02-13', tz: 'UTC', filters: {}, tagIds: [TAG] });
    expect(tagged.totals.totalClicks).toBe(1);
  });
});
