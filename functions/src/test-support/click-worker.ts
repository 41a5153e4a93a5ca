import type { Link } from '@kisa/shared';
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RawClickEvent } from '#data/clicks/click-event.js';
import type { Session } from './accounts.js';
import { call } from './api.js';
import { foldCountsNow } from './fold-counts.js';
import { UA } from './user-agents.js';

export { foldCountsNow };

/** What the click worker suites drive: a link of the owner's, its clicks as the redirect queues them, its counters. */

/** A new link of `owner`'s through the API (short code: `prefix` + random hex). */
export async function newOwnLink(owner: Session, prefix: string, json: { longUrl: string; title?: string }): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', { json: { ...json, shortUrl: `${prefix}${randomBytes(5).toString('hex')}` }, headers: owner.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/**
 * Clicks on the owner's links (the owner read when a click is made: suites sign in in beforeAll) stamped `ageMs` ago, a millisecond apart. A suite's clicks are
 * older than the first receipts other suites send meanwhile (clicked just now), so a checked
 * delivery's fence never reaches those.
 */
export function pastClicks(ownerOf: () => Session, ageMs: number, place: Pick<RawClickEvent, 'ip' | 'referrer' | 'country' | 'city'>) {
  let clock = Date.now() - ageMs;
  return (link: Link, visitorId: string, over: Partial<RawClickEvent> = {}): RawClickEvent => ({
    id: randomUUID(),
    time: new Date(clock++).toISOString(),
    code: link.shortUrl,
    linkId: link.id,
    teamId: ownerOf().user.teamId,
    visitorId,
    userAgent: UA.desktop,
    ...place,
    ...over,
  });
}

/** The link's counters as the API answers them, once the counts waiting to be folded are in. */
export async function linkCounts(owner: Session, link: Link) {
  await foldCountsNow();
  const res = await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth });
  return { totalClicks: res.body.totalClicks, uniqueClicks: res.body.uniqueClicks };
}
