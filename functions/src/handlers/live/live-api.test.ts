import type { Link, LiveClick } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { newOwnLink } from '#test-support/click-worker.js';

// Integration: GET /api/live/clicks through the local gateway — sign-in, the team's watch mark,
// a first connection's cursor, the clicks since a cursor (published here as the click worker
// does), team isolation, the link and campaign filters, and Last-Event-ID values no answer gives.

Object.assign(process.env, runtime().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
let live: typeof import('#data/live/live-repo.js');
let owner: Session;
let stranger: Session;
let link: Link;
let strangerLink: Link;

beforeAll(async () => {
  live = await import('#data/live/live-repo.js');
  [owner, stranger] = await Promise.all([verifiedSession('live-api', 'Aylin Işık 🚀'), verifiedSession('live-api-other', 'مريم')]);
  [link, strangerLink] = await Promise.all([
    newOwnLink(owner, 'la', { longUrl: 'https://örnek.example/canlı' }),
    newOwnLink(stranger, 'ls', { longUrl: 'https://example.com/s' }),
  ]);
});

const clickOf = (l: Link, over: Partial<LiveClick> = {}): LiveClick => ({
  id: randomUUID(),
  time: new Date().toISOString(),
  visitType: 'New Visitor',
  countryCode: 'TR',
  countryName: 'Türkiye',
  city: 'Şanlıurfa',
  platform: 'mobile',
  os: 'Android',
  browser: 'Chrome',
  referrer: 'bücher.example',
  source: 'qr',
  linkId: l.id,
  shortUrl: l.shortUrl,
  domain: null,
  campaignId: null,
  bot: false,
  ...over,
});

/** Publishes as the click worker does, written `agoMs` ago (past the endpoint's settling time). */
const publish = (teamId: string, clicks: LiveClick[], agoMs = 3_000) =>
  live.putLiveClicks(new Map([[teamId, clicks]]), Date.now() - agoMs, Date.now() + 600_000);

interface Sse {
  retry?: string;
  id?: string;
  event?: string;
  data?: string;
}
/** The events of a text/event-stream body. */
const eventsOf = (body: string): Sse[] =>
  body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)])));

async function connect(session: Session, lastEventId?: string, query = '') {
  const res = await call<string>('GET', `/api/live/clicks${query}`, {
    headers: { ...session.auth, ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) },
  });
  expect(res.status, res.body).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const [event, ...rest] = eventsOf(res.body);
  expect(rest, 'one event an answer').toEqual([]);
  return event!;
}
const clicksIn = (event: Sse) => (JSON.parse(event.data!) as { clicks: LiveClick[] }).clicks;

describe('GET /api/live/clicks', () => {
  it('refuses a caller who is not signed in', async () => {
    expect((await call('GET', '/api/live/clicks')).status).toBe(401);
  });

  it('answers a first connection at once with its cursor, and marks the team as watched', async () => {
    const before = Date.now();
    const ready = await connect(owner);
    expect(ready).toMatchObject({ retry: '250', event: 'ready', data: '{}' });
    expect(Number(ready.id)).toBeGreaterThanOrEqual(before - 1_000);
    const until = (await live.watchedUntil([owner.user.teamId, randomUUID()])).get(owner.user.teamId)!;
    expect(until, 'watched for a minute').toBeGreaterThan(Date.now() + 50_000);
  });

  it("answers the clicks since the cursor, only the team's own, and resumes from the id it gave", async () => {
    const cursor = String(Date.now() - 10_000);
    const mine = [clickOf(link), clickOf(link, { bot: true, visitType: 'Returning Visitor', city: null })];
    await Promise.all([publish(owner.user.teamId, mine), publish(stranger.user.teamId, [clickOf(strangerLink)])]);
    const first = await connect(owner, cursor);
    expect(first.event).toBe('clicks');
    expect(clicksIn(first)).toEqual(mine);
    expect(Number(first.id)).toBeGreaterThan(Number(cursor));

    const later = clickOf(link, { city: 'القاهرة', countryCode: 'EG' });
    // Published now, as the worker does (after the first answer's cursor): the connection holds until it has settled.
    await publish(owner.user.teamId, [later], 0);
    const next = await connect(owner, first.id);
    expect(clicksIn(next), 'only what came after the first answer').toEqual([later]);

    const theirs = await connect(stranger, cursor);
    expect(clicksIn(theirs).map((c) => c.linkId)).toEqual([strangerLink.id]);
  });

  it("filters to one link, and answers 404 for another team's link or campaign", async () => {
    const other = await newOwnLink(owner, 'lf', { longUrl: 'https://example.com/f' });
    const cursor = String(Date.now() - 10_000);
    const wanted = clickOf(other);
    await publish(owner.user.teamId, [clickOf(link), wanted]);
    expect(clicksIn(await connect(owner, cursor, `?linkId=${other.id}`))).toEqual([wanted]);
    for (const query of [`?linkId=${strangerLink.id}`, `?campaignId=${randomUUID()}`]) {
      const res = await call('GET', `/api/live/clicks${query}`, { headers: owner.auth });
      expect(res.status, query).toBe(404);
    }
  });

  it('starts afresh (a new cursor, at once) from a Last-Event-ID no answer gives', async () => {
    // Header values travel as bytes: Arabic digits and 'İ' as their UTF-8 bytes, as a browser would send them.
    const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
    for (const garbage of ['', 'abc', '-5', '1e12', utf8('١٢٣'), utf8('İ🙂'), String(Date.now() + 3_600_000), '9'.repeat(40)]) {
      const event = await connect(owner, garbage);
      expect(event.event, JSON.stringify(garbage)).toBe('ready');
    }
  });
});
