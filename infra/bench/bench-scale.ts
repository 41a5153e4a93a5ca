/**
 * `npm run bench:scale` — the scale budget: one team holding 100,000 links.
 *
 * 1. starts the local runtime (quiet, free ports) on a data dir: a fresh temp one, or
 *    BENCH_DATA_DIR, which is kept and reused — when it holds this bench's seed (`bench-scale.json`:
 *    the user, the campaign, the link count, the HEAD it was seeded at) the seed is skipped;
 * 2. seeds (unless reused): a verified user made admin (`npm run make-admin`), one campaign, and
 *    BENCH_LINKS links through the product's bulk path (POST /api/campaigns/{id}/links in calls of
 *    10,000, polled until done). Links look like a shop's: varied titles of a few words (a common
 *    material word in 1 link of 12, a rare word in 1 of 1,000, sale suffixes) and destinations
 *    like https://shop.example.com/p/<n>-<slug>?utm_source=…, blog posts and bare `www.` deals;
 * 3. exports the campaign as CSV (over 20,000 links: built by the bulk worker) and counts, in the
 *    file, the exact number of matches of each search (title, alias or destination contains q,
 *    case-insensitive);
 * 4. times, warm (2 calls first), BENCH_CALLS (20) calls each — fewer when a row has spent
 *    BENCH_ROW_SECONDS (30) and made 3 — of: searches by part of a title (common and rare word),
 *    of an alias, of a destination and with no match (first page + count), /api/stats, the first
 *    page of /api/links, of the campaign's links and of /api/campaigns, and the admin's users page
 *    and platform stats;
 * 5. checks every answer: 200, each search's count equals the real number of matches and its
 *    page holds only matching links, the counts equal BENCH_LINKS, the admin pages answer, and the
 *    export has every link.
 *
 * Prints a table: p50, p90 and max per row with the budget (search < 300 ms, stats < 50 ms,
 * lists < 100 ms) and PASS/FAIL against it. Exits non-zero on a failed check only: a missed
 * budget is printed, not fatal. Method and figures: docs/BENCHMARKS.md.
 * Knobs: BENCH_LINKS (100000), BENCH_CALLS (20), BENCH_ROW_SECONDS (30), BENCH_DATA_DIR (keep
 * and reuse the data; reseed with BENCH_RESEED=1), BENCH_TMPDIR (where a temp data dir goes).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import Papa from 'papaparse';
import type { Campaign, Link, Paged, Stats, TagList } from '@kisa/shared';
import { teamKey } from '@kisa/functions/src/data/keys';
import { searchShardKey } from '@kisa/functions/src/data/search/search-shard-item';
import { findFreeBasePort } from '../local/ports.js';
import { startRuntime, type Runtime } from '../local/runtime.js';
import { tableClient } from './bench-table.js';
import { api, bulkCreate, exportCampaignCsv, printErrors, signIn, signUp } from './bench-api.js';
import { loadAverages, log, machineLine, median } from './bench-output.js';
import { BUDGET, KEPT_DIR, LINKS, SEED_FILE } from './scale/config.js';
import { MATERIALS, RARE_TAG, RARE_WORD, SEASONS, linkOf } from './scale/links.js';
import { type Row, ms, printTable, timeRow } from './scale/timing.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
process.env.KISA_POLLER_CONCURRENCY ??= '4';

interface Seed {
  email: string;
  teamId: string;
  campaignId: string;
  links: number;
  head: string;
  seededAt: string;
  bulkSeconds: number;
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const dataDir = KEPT_DIR ?? mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'kisa-bench-scale-'));
  if (KEPT_DIR) mkdirSync(KEPT_DIR, { recursive: true });
  const seedFile = join(dataDir, SEED_FILE);
  const head = git('rev-parse', '--short', 'HEAD');
  let runtime: Runtime | undefined;
  try {
    log(machineLine());
    log(
      `HEAD ${head}${git('status', '--porcelain', '--untracked-files=no') ? ' (working tree has uncommitted changes)' : ''}; data dir ${dataDir}${KEPT_DIR ? ' (kept)' : ''}`,
    );
    runtime = await startRuntime({ port: await findFreeBasePort(), dataDir, quiet: true });

    let seed = existsSync(seedFile) && process.env.BENCH_RESEED !== '1' ? (JSON.parse(readFileSync(seedFile, 'utf8')) as Seed) : undefined;
    if (seed && seed.links !== LINKS) throw new Error(`${seedFile} holds ${seed.links} links, not BENCH_LINKS=${LINKS}: use another BENCH_DATA_DIR`);
    if (seed) {
      log(
        `reusing the seed of ${seed.seededAt} (HEAD ${seed.head}, bulk ${seed.bulkSeconds} s)${seed.head === head ? '' : ` — seeded at another HEAD: if the data model changed since, reseed (BENCH_RESEED=1 or a new BENCH_DATA_DIR)`}`,
      );
      await signIn(runtime, seed.email);
    } else {
      if (existsSync(seedFile)) throw new Error(`BENCH_RESEED=1 needs an empty BENCH_DATA_DIR (${dataDir} holds an earlier seed)`);
      seed = await seedTeam(runtime, head);
      if (KEPT_DIR) writeFileSync(seedFile, `${JSON.stringify(seed, null, 2)}\n`);
    }
    const { campaignId } = seed;
    log(await searchIndexShape(runtime, seed.teamId));

    // The export is a check of its own (it keeps working at this size) and the list of every
    // link (code, target, title) the expected matches are counted in. A Query of all 100,000
    // from DynamoDB Local took 390 s: its GSI paging slows down deep into a partition.
    const exportStarted = Date.now();
    const exportRow: Row = { name: 'campaign export (CSV), once', path: `/api/campaigns/${campaignId}/export?format=csv`, times: [], problems: [], note: '' };
    let all: string[] | undefined; // each link as search sees it: title, code, target, lower-cased
    let tagged: string[][] | undefined; // each link's tag names, from the export's Tags column
    try {
      const exported = await exportCampaignCsv(runtime, campaignId);
      exportRow.note = `${exported.rows} rows, ${exported.how}`;
      if (exported.rows !== LINKS) exportRow.problems.push(`${exported.rows} rows, expected ${LINKS}`);
      const records = Papa.parse<string[]>(exported.text.trim(), { skipEmptyLines: true }).data.slice(1);
      all = records.map(([shortUrl = '', longUrl = '', title = '']) =>
        [title, shortUrl.slice(shortUrl.lastIndexOf('/') + 1), longUrl].join('\u001f').toLowerCase(),
      );
      tagged = records.map((r) => (r[4] ? r[4].split(', ') : []));
    } catch (error) {
      exportRow.problems.push((error as Error).message);
    }
    exportRow.times.push(Date.now() - exportStarted);
    log(`export: ${exportRow.problems.join('; ') || exportRow.note} in ${ms(exportRow.times[0]!)}${all ? '' : ' — search counts are not checked'}`);

    const first = await api<Paged<Link>>(runtime, 'GET', '/api/links?page=1&limit=10');
    const alias = first.body.items[3]?.shortUrl ?? first.body.items[0]!.shortUrl;
    // One product page's path, e.g. `p/70000-` (1 match; `p/170000-` does not contain it).
    let product = Math.floor(LINKS * 0.7);
    while (!linkOf(product).longUrl.includes('/p/')) product++;
    const destination = `p/${product}-`;
    const searches: [string, string][] = [
      ['search: title, common word', MATERIALS[0]!.toLowerCase()],
      ['search: title, rare word', RARE_WORD.toUpperCase()],
      ['search: part of an alias', alias.slice(1, 5)],
      ['search: part of a destination', destination],
      ['search: no match', 'zzzz-none'],
    ];

    const rows: Row[] = [];
    for (const [name, q] of searches) {
      const needle = q.toLowerCase();
      const expected = all?.filter((text) => text.includes(needle)).length;
      rows.push(
        await timeRow(runtime, `${name} (q=${q})`, `/api/links?q=${encodeURIComponent(q)}&page=1&limit=10`, BUDGET.search, (body) => {
          const page = body as Paged<Link>;
          const problems: string[] = [];
          if (expected !== undefined && page.total !== expected) problems.push(`count ${page.total}, expected ${expected}`);
          if (page.items.length !== Math.min(10, page.total)) problems.push(`${page.items.length} links on the first page of ${page.total}`);
          const wrong = page.items.filter((l) => ![l.title, l.shortUrl, l.longUrl].join('\u001f').toLowerCase().includes(needle));
          if (wrong.length) problems.push(`${wrong.length} links on the page do not match`);
          return { note: `${page.total} matches`, problems };
        }),
      );
    }
    // Tags: the list by a common and a rare tag, by a tag and text, and every tag's count.
    const tagList = await api<TagList>(runtime, 'GET', '/api/tags');
    const tagId = (name: string) => tagList.body.items.find((t) => t.name === name)?.id ?? 'missing';
    const withTag = (name: string) => tagged?.filter((names) => names.includes(name)).length;
    const byTag: [string, string, string | undefined, number | undefined][] = [
      ['list by tag, common', SEASONS[0], undefined, withTag(SEASONS[0])],
      ['list by tag, rare', RARE_TAG, undefined, withTag(RARE_TAG)],
      [
        'list by tag and text',
        SEASONS[1],
        MATERIALS[0]!.toLowerCase(),
        tagged && all ? tagged.filter((names, i) => names.includes(SEASONS[1]) && all![i]!.includes(MATERIALS[0]!.toLowerCase())).length : undefined,
      ],
    ];
    for (const [name, tag, q, expected] of byTag) {
      const path = `/api/links?tagId=${tagId(tag)}${q ? `&q=${encodeURIComponent(q)}` : ''}&page=1&limit=10`;
      rows.push(
        await timeRow(runtime, `${name} (${tag}${q ? ` + q=${q}` : ''})`, path, BUDGET.search, (body) => {
          const page = body as Paged<Link>;
          const problems: string[] = [];
          if (expected !== undefined && page.total !== expected) problems.push(`count ${page.total}, expected ${expected}`);
          if (page.items.some((l) => !l.tags.some((t) => t.name === tag))) problems.push('links on the page without the tag');
          return { note: `${page.total} matches`, problems };
        }),
      );
    }
    rows.push(
      await timeRow(runtime, 'tags with their link counts', '/api/tags', BUDGET.search, (b) => {
        const items = (b as TagList).items;
        const problems = items
          .filter((t) => withTag(t.name) !== undefined && t.links !== withTag(t.name))
          .map((t) => `${t.name}: ${t.links}, expected ${withTag(t.name)}`);
        return { note: items.map((t) => `${t.name} ${t.links}`).join(', '), problems };
      }),
    );
    const counted = (what: string, total: (body: unknown) => number) => (body: unknown) => {
      const n = total(body);
      return { note: `${what} ${n}`, problems: n === LINKS ? [] : [`${what} ${n}, expected ${LINKS}`] };
    };
    rows.push(
      await timeRow(
        runtime,
        'dashboard cards',
        '/api/stats',
        BUDGET.stats,
        counted('links', (b) => (b as Stats).links),
      ),
    );
    rows.push(
      await timeRow(
        runtime,
        'links, first page',
        '/api/links?page=1&limit=10',
        BUDGET.list,
        counted('total', (b) => (b as Paged<Link>).total),
      ),
    );
    rows.push(
      await timeRow(
        runtime,
        "campaign's links, first page",
        `/api/campaigns/${campaignId}/links?page=1&limit=10`,
        BUDGET.list,
        counted('total', (b) => (b as Paged<Link>).total),
      ),
    );
    rows.push(
      await timeRow(runtime, 'campaigns list', '/api/campaigns', BUDGET.list, (b) => {
        const mine = (b as Campaign[]).find((c) => c.id === campaignId);
        return {
          note: `${(b as Campaign[]).length} campaign(s), ${mine?.totalLinks} links`,
          problems: mine?.totalLinks === LINKS ? [] : [`the campaign shows ${mine?.totalLinks} links, expected ${LINKS}`],
        };
      }),
    );
    rows.push(
      await timeRow(runtime, 'admin: users, first page', '/api/admin/users?page=1&limit=10', undefined, (b) => {
        const page = b as Paged<{ email: string }>;
        return { note: `${page.total} user(s)`, problems: page.items.some((u) => u.email === seed!.email) ? [] : [`the bench user is not on the page`] };
      }),
    );
    rows.push(await timeRow(runtime, 'admin: platform stats', '/api/admin/stats', undefined, () => ({ note: 'answers', problems: [] })));

    rows.push(exportRow);

    log('');
    printTable(rows);
    log('');
    const failed = rows.filter((r) => r.problems.length);
    const missed = rows.filter((r) => r.budgetMs !== undefined && median(r.times) >= r.budgetMs);
    log(
      `budgets: ${rows.length - missed.length} of ${rows.length} rows within (or without) a budget; missed: ${missed.map((r) => r.name).join(', ') || 'none'}`,
    );
    log(`checks: ${failed.length ? `FAILED in ${failed.map((r) => r.name).join(', ')}` : 'all passed'}`);
    log(`load at the end: ${loadAverages()}`);
    return failed.length ? 1 : 0;
  } finally {
    if (runtime) printErrors(join(dataDir, 'logs'));
    await runtime?.stop();
    if (KEPT_DIR) log(`data kept in ${dataDir} (BENCH_DATA_DIR=${dataDir} reuses it)`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The team's search index as stored (straight from DynamoDB Local): shards, how many are
 * sealed, the sealed blobs' bytes against the text they hold, and the entries left in maps.
 */
async function searchIndexShape(runtime: Runtime, teamId: string): Promise<string> {
  const env = runtime.env;
  const db = tableClient(runtime);
  const team = await db.send(new GetCommand({ TableName: env.TABLE_NAME, Key: teamKey(teamId), ProjectionExpression: 'searchShard' }));
  const open = team.Item?.searchShard as number | undefined;
  if (open === undefined) return 'search index: none yet';
  let sealed = 0;
  let blobBytes = 0;
  let textBytes = 0;
  let mapEntries = 0;
  let mapInSealed = 0;
  let groups = 0;
  let largestMapItem = 0;
  for (let n = 0; n <= open; n++) {
    const { Item } = await db.send(new GetCommand({ TableName: env.TABLE_NAME, Key: searchShardKey(teamId, n) }));
    if (!Item) continue;
    // Bulk groups' packed values (keys `*…`, binary) and one key per link.
    const all = Object.entries((Item.entries as Record<string, string | Uint8Array> | undefined) ?? {});
    const entries = all.filter(([key]) => !key.startsWith('*'));
    groups += all.length - entries.length;
    mapEntries += entries.length;
    if (Item.sealed instanceof Uint8Array) {
      sealed++;
      blobBytes += Item.sealed.byteLength;
      textBytes += inflateRawSync(Item.sealed).byteLength;
      mapInSealed += entries.length;
    } else {
      largestMapItem = Math.max(
        largestMapItem,
        all.reduce((sum, [id, entry]) => sum + id.length + (typeof entry === 'string' ? entry.length : entry.byteLength), 0),
      );
    }
  }
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  return (
    `search index: ${open + 1} shards, ${sealed} sealed (${kb(blobBytes)} of blobs holding ${kb(textBytes)} of records, ${(textBytes / Math.max(1, blobBytes)).toFixed(1)}×); ` +
    `${mapEntries} single entries in maps (${mapInSealed} in sealed shards' overlays), ${groups} packed bulk groups in maps; largest unsealed map ${kb(largestMapItem)}`
  );
}

/** The verified admin user, the campaign and its LINKS links, made through the API. */
async function seedTeam(runtime: Runtime, head: string): Promise<Seed> {
  const email = `bench-scale-${Date.now().toString(36)}@example.com`;
  const teamId = await signUp(runtime, 'scale', email);
  // The admin role is read at sign-in: grant it, then sign in again.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', join(REPO, 'functions/scripts/make-admin.ts'), email], {
    env: { ...process.env, ...runtime.env },
    cwd: REPO,
  });
  await signIn(runtime, email);

  const created = await api<Campaign>(runtime, 'POST', '/api/campaigns', { name: `Scale ${LINKS}` });
  if (created.status !== 201) throw new Error(`create campaign answered ${created.status}: ${JSON.stringify(created.body)}`);
  const links = Array.from({ length: LINKS }, (_, i) => linkOf(i));
  const { elapsedMs } = await bulkCreate(runtime, created.body.id, links, 20 * 60_000);
  log(`seeded: ${LINKS} links in one campaign through the bulk path in ${(elapsedMs / 1000).toFixed(1)} s (${Math.round(LINKS / (elapsedMs / 1000))} links/s)`);
  return { email, teamId, campaignId: created.body.id, links: LINKS, head, seededAt: new Date().toISOString(), bulkSeconds: Math.round(elapsedMs / 100) / 10 };
}

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
