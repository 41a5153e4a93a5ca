import { claimFirstVisit, firstVisitHolders } from '#data/clicks/clicks-repo.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import type { EnrichedClick } from './enrich-click.js';

const CLAIM_CONCURRENCY = 32;

/**
 * The ids of the events that are their visitor's first click on their link. Per (link, visitor)
 * pair in the batch, the marker is read first (most visitors come back: a read is a fifth of a
 * write's price); a pair with a live marker is decided by its holder, the rest are claimed by
 * their earliest event (the conditional put decides). When the marker is held, the holder — if
 * it is in this batch — is the unique one, so a redelivery answers alike.
 */
export async function uniqueEvents(records: readonly EnrichedClick[]): Promise<Set<string>> {
  const pairs = new Map<string, { first: EnrichedClick; ids: Set<string> }>();
  for (const r of records) {
    const key = `${r.linkId}\n${r.visitorId}`;
    const pair = pairs.get(key);
    if (!pair) pairs.set(key, { first: r, ids: new Set([r.id]) });
    else {
      pair.ids.add(r.id);
      if (r.time < pair.first.time || (r.time === pair.first.time && r.id < pair.first.id)) pair.first = r;
    }
  }
  const unique = new Set<string>();
  const held = await firstVisitHolders([...pairs.values()].map(({ first }) => ({ linkId: first.linkId, visitorId: first.visitorId })));
  const unheld: { first: EnrichedClick; ids: Set<string> }[] = [];
  for (const [key, pair] of pairs) {
    const holder = held.get(key);
    if (holder === undefined) unheld.push(pair);
    else if (pair.ids.has(holder)) unique.add(holder);
  }
  await mapConcurrent(unheld, CLAIM_CONCURRENCY, async ({ first, ids }) => {
    const holder = await claimFirstVisit(first.linkId, first.visitorId, first.id, first.time);
    if (holder !== null && ids.has(holder)) unique.add(holder);
  });
  return unique;
}
