import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayIn, type Analytics, type Link } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { UA } from '#test-support/user-agents.js';

/**
 * The promotion job judges a team's tests together: many auto-promoted links of two teams,
 * visited through the runtime's gateway, are judged with one analytics question per team (not
 * per link), each link's outcome the same as the per-link statement answers it. The job runs
 * in this process against the runtime's emulators, with a DuckDB copy of its own.
 */
Object.assign(process.env, runtime().env, {
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  ANALYTICS_DUCKDB_PATH: join(mkdtempSync(join(tmpdir(), 'kisa-promote-teams-')), 'jobs.duckdb'),
});
const { promoteExperiments } = await import('#core/links/promote-experiments.js');
const { splitOutcomes, teamSplitOutcomes } = await import('#core/analytics/split-outcomes.js');
const { cacheCounts } = await import('#data/analytics/cached-query.js');

const LINKS = { a: 8, b: 3 };
let teams: { session: Session; links: Link[] }[];

async function splitLink(session: Session, i: number): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', {
    headers: session.auth,
    json: { longUrl: `https://mağaza.example/${i}`, shortUrl: `pt${randomBytes(4).toString('hex')}` },
  });
  expect(created.status).toBe(201);
  const started = await call<Link>('PATCH', `/api/links/${created.body.id}`, {
    headers: session.auth,
    json: {
      split: {
        variants: [
          { name: 'Sakin', destination: `https://mağaza.example/${i}/calm`, weight: 1 },
          { name: 'Cesur 🔥', destination: `https://mağaza.example/${i}/bold`, weight: 1 },
        ],
        autoPromote: { confidence: 0.95, minVisitors: 30 },
      },
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body;
}

const clicksOf = async (session: Session) =>
  (await call<Analytics>('GET', `/api/analytics?from=${todayIn('UTC')}&to=${todayIn('UTC')}&tz=UTC`, { headers: session.auth })).body.totals?.totalClicks ?? 0;

beforeAll(async () => {
  const sessions = await Promise.all([verifiedSession('promote-teams-a', 'Çağrı Işık'), verifiedSession('promote-teams-b', 'ليلى 🌙')]);
  teams = [];
  for (const [session, count] of [
    [sessions[0], LINKS.a],
    [sessions[1], LINKS.b],
  ] as const) {
    const links: Link[] = [];
    for (let i = 0; i < count; i++) links.push(await splitLink(session, i));
    teams.push({ session, links });
  }
  // Link i of each team: i + 2 visitors, each with a cookie of its own.
  let visits = 0;
  for (const { links } of teams)
    for (const [i, link] of links.entries())
      for (let v = 0; v < i + 2; v++) {
        const res = await call('GET', `/${link.shortUrl}`, { headers: { cookie: `kid=pt${link.id.slice(0, 8)}${v}`, 'user-agent': UA.desktop } });
        expect(res.status).toBe(302);
        visits++;
      }
  const expected = teams.map(({ links }) => links.reduce((n, _, i) => n + i + 2, 0));
  expect(expected.reduce((a, b) => a + b)).toBe(visits);
  await until(
    'every visit in analytics',
    () => Promise.all(teams.map(({ session }) => clicksOf(session))),
    (got) => got.every((n, t) => n === expected[t]),
  );
});

describe('promote-experiments per team', () => {
  it("judges each team's links from one analytics question, each link as the per-link statement judges it", async () => {
    const now = new Date();
    for (const { session, links } of teams) {
      const records = links.map((l) => ({ teamId: session.user.teamId, linkId: l.id, createdAt: l.createdAt, split: l.split! }));
      const together = await teamSplitOutcomes(session.user.teamId, records, now);
      for (const [i, record] of records.entries()) {
        const alone = await splitOutcomes(record, now);
        expect(together.get(record.linkId), `link ${i}`).toEqual(alone);
        expect(
          alone.reduce((n, o) => n + o.visitors, 0),
          `link ${i}'s visitors`,
        ).toBe(i + 2);
      }
    }
    const before = cacheCounts();
    const summary = await promoteExperiments(now);
    const after = cacheCounts();
    const questions = after.hit + after.miss + after.shared + after.stale - (before.hit + before.miss + before.shared + before.stale);
    expect(questions, JSON.stringify(summary)).toBe(summary.teams);
    expect(summary.judged, 'every listed link judged').toBeGreaterThanOrEqual(LINKS.a + LINKS.b);
    expect(summary.teams, 'fewer questions than links').toBeLessThan(summary.judged);
    // Under 30 visitors a variant: none of these is promoted, as before.
    for (const { session, links } of teams)
      for (const link of links) {
        const now = await call<Link>('GET', `/api/links/${link.id}`, { headers: session.auth });
        expect(now.body.split?.variants.length, `${link.shortUrl} promoted on too small a sample`).toBe(2);
      }
  }, 120_000);

  it('refuses to judge a link of another team in a team\u2019s question', async () => {
    const [a, b] = teams as [(typeof teams)[0], (typeof teams)[0]];
    const foreign = { teamId: b.session.user.teamId, linkId: b.links[0]!.id, createdAt: b.links[0]!.createdAt, split: b.links[0]!.split! };
    await expect(teamSplitOutcomes(a.session.user.teamId, [foreign], new Date())).rejects.toThrow('a link of another team');
  });
});
