import { MSG } from '@kisa/shared';
import { countCampaignLinks, forEachCampaignLinkPage, getLinksByIds, LINKS_PER_DELETE, LINKS_PER_TRANSACTION, writeLinkGroup, deleteLinkGroup, type BulkLinkRecord } from '#data/links/index.js';
import { commitPart, deleteCampaignItems, getCampaign, isPartCommitted, markDoneIfComplete, markError, saveClickSnapshot } from '#data/campaigns/campaigns-repo.js';
import { addBulkSearchEntries, openSearchShard, placeSearchEntries, removeSearchEntries } from '#data/search/index.js';
import { logger } from '#lib/logger.js';
import { buildStoredExport } from './export-campaign.js';
import { linkIdsOfPart, linksOfPart, newBulkCode } from './bulk-links.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { partIdOf, type BulkMessage, type LinksPart } from './bulk-messages.js';

/**
 * The bulk worker's operations (docs/DATA-MODEL.md "Campaigns", "Bulk parts"):
 *
 * - a `links` part: write its links (transactions of 50 links, a few in flight, naming the
 *   team's open shard, read once per part; after each, one update adds the group's search
 *   entries to that shard, and a group that fills it moves the part on to the next), then count it once (marker + campaign progress + team counter in one transaction), then mark the
 *   campaign done when every queued link is written. Redelivery is harmless at every step:
 *   link ids are deterministic and written only if absent, the marker is written only if
 *   absent.
 * - a `delete` job: remove a campaign's links and the campaign (purgeCampaign);
 * - a `recount` job: refresh a big campaign's clicks snapshot;
 * - an `export` job: build a big campaign's export file.
 */

export { parseBulkMessage } from './bulk-messages.js';

/** Transactions of one part in flight at once. */
export const BULK_WRITE_CONCURRENCY = 6;
/** Collisions with existing codes are retried with fresh codes this many times per link. */
const MAX_CODE_ATTEMPTS = 20;

export async function processBulkMessage(message: BulkMessage): Promise<void> {
  if (message.kind === 'links') await processLinksPart(message);
  else if (message.kind === 'delete') await purgeCampaign(message.campaignId, message.teamId);
  else if (message.kind === 'recount') await recountCampaign(message.campaignId);
  else await buildStoredExport(message.campaignId, message.format);
}

/** Counts a campaign's links and clicks into its snapshot (skipped while a run is writing). */
export async function recountCampaign(campaignId: string): Promise<void> {
  const campaign = await getCampaign(campaignId);
  if (!campaign || campaign.deletedAt || campaign.processed < campaign.total) return;
  const counted = await countCampaignLinks(campaignId);
  await saveClickSnapshot(campaignId, { ...counted, processedAtRead: campaign.processed });
}

/** The last delivery of `message` failed (it is going to the dead-letter queue). */
export async function bulkMessageFailedForGood(message: BulkMessage): Promise<void> {
  if (message.kind === 'links') await markError(message.campaignId, MSG.processingError);
}

export async function processLinksPart(part: LinksPart): Promise<'committed' | 'already' | 'gone'> {
  const partId = partIdOf(part);
  const campaign = await getCampaign(part.campaignId);
  if (!campaign || campaign.deletedAt || campaign.teamId !== part.teamId) {
    await removePartLinks(part);
    return 'gone';
  }
  if (await isPartCommitted(part.campaignId, partId)) {
    await markDoneIfComplete(part.campaignId);
    return 'already';
  }
  const links = linksOfPart(part);
  const shards = await writeLinks(links);
  // Flagged links join the moderation queue: an upsert per link, so a redelivery writes the same cases.
  await openFlaggedCases(links);
  const outcome = await commitPart(part.campaignId, part.teamId, partId, part.links.length);
  if (outcome === 'gone') await removePartLinks(part, shards);
  else await markDoneIfComplete(part.campaignId);
  return outcome;
}

/**
 * Writes every link (or finds it already written), retrying taken codes with fresh ones,
 * and adds each to the team's search index. Answers the search shards it added entries to.
 */
export async function writeLinks(links: BulkLinkRecord[]): Promise<Set<number>> {
  if (links.length === 0) return new Set();
  const groups: BulkLinkRecord[][] = [];
  for (let i = 0; i < links.length; i += LINKS_PER_TRANSACTION) groups.push(links.slice(i, i + LINKS_PER_TRANSACTION));
  // The team's open shard is read once per part; a group that fills it moves the part on.
  const open = { shard: await openSearchShard(links[0]!.teamId) };
  const shards = await inParallel(groups, BULK_WRITE_CONCURRENCY, (group) => writeGroup(group, open));
  return new Set(shards.flat());
}

async function writeGroup(group: BulkLinkRecord[], open: { shard: number }): Promise<number[]> {
  if (group.length === 0) return [];
  const teamId = group[0]!.teamId;
  const shard = open.shard;
  const written: BulkLinkRecord[] = [];
  const existing: string[] = [];
  let pending = group;
  for (let attempt = 1; pending.length > 0; attempt++) {
    const outcome = await writeLinkGroup(pending, shard);
    if (outcome === 'ok') {
      written.push(...pending);
      break;
    }
    if (attempt >= MAX_CODE_ATTEMPTS) throw new Error(`Could not write ${pending.length} bulk links after ${attempt} attempts`);
    const next: BulkLinkRecord[] = [];
    pending.forEach((link, i) => {
      if (outcome[i] === 'exists') existing.push(link.linkId); // written by an earlier delivery of this part
      else next.push(outcome[i] === 'codeTaken' ? { ...link, shortUrl: newBulkCode() } : link);
    });
    if (outcome.includes('codeTaken')) logger.info('Bulk code collision, retrying with fresh codes', { links: outcome.filter((o) => o === 'codeTaken').length });
    pending = next;
  }
  const next = await addBulkSearchEntries(teamId, shard, written, { fresh: true });
  if (next > open.shard) open.shard = next;
  if (existing.length === 0) return [shard];
  // An earlier delivery wrote these (with other codes, maybe into another shard) and may have
  // stopped before adding their entries: add them as stored, in the shard each link names.
  const stored = await getLinksByIds(existing);
  const byShard = new Map<number, typeof stored>();
  for (const link of stored) {
    if (link.searchShard === undefined) continue;
    byShard.set(link.searchShard, [...(byShard.get(link.searchShard) ?? []), link]);
  }
  for (const [s, links] of byShard) await addBulkSearchEntries(teamId, s, links, { fresh: false });
  const unplaced = stored.filter((l) => l.searchShard === undefined).map((l) => ({ ...l, searchShard: undefined }));
  await placeSearchEntries(teamId, unplaced);
  return [shard, ...byShard.keys()];
}

/**
 * Removes what a part wrote into a campaign that is gone (deleted while the part was
 * queued or being written). Links of a part that was counted are uncounted from the team.
 * The search entries this delivery added to `searchShards` go too: the campaign's purge may
 * have deleted the links before they were added.
 */
async function removePartLinks(part: LinksPart, searchShards: ReadonlySet<number> = new Set()): Promise<void> {
  const ids = linkIdsOfPart(part);
  const found = (await getLinksByIds(ids)).filter((l) => l.campaignId === part.campaignId);
  if (found.length > 0) {
    const counted = await isPartCommitted(part.campaignId, partIdOf(part));
    const groups: (typeof found)[] = [];
    for (let i = 0; i < found.length; i += LINKS_PER_DELETE) groups.push(found.slice(i, i + LINKS_PER_DELETE));
    await inParallel(groups, BULK_WRITE_CONCURRENCY, (g) =>
      deleteLinkGroup(part.teamId, g.map((l) => ({ linkId: l.linkId, shortUrl: l.shortUrl, counted, searchShard: l.searchShard, aliasFolded: l.aliasFolded }))),
    );
  }
  // Entries of links that are gone; a link found above but kept (edited meanwhile) keeps its entry.
  const left = new Set((await getLinksByIds(ids)).map((l) => l.linkId));
  for (const shard of searchShards) await removeSearchEntries(part.teamId, shard, ids.filter((id) => !left.has(id)));
}

/**
 * Deletes a campaign's links (with their aliases, uncounting the counted ones from the
 * team in the same transactions), then its part markers and the campaign item. The
 * campaign must already be marked deleted (markDeleting), so no part can count into it
 * any more. Repeats until a pass finds no link (GSI2 may lag behind the table in AWS).
 * Safe to run twice or concurrently: every delete is conditional.
 */
export async function purgeCampaign(campaignId: string, teamId: string): Promise<number> {
  const committed = new Map<string, boolean>();
  let deleted = 0;
  for (let pass = 0; ; pass++) {
    let found = 0;
    await forEachCampaignLinkPage(
      campaignId,
      async (links) => {
        found += links.length;
        for (const part of new Set(links.map((l) => l.bulkPart).filter((p): p is string => !!p))) {
          if (!committed.has(part)) committed.set(part, await isPartCommitted(campaignId, part));
        }
        const groups: (typeof links)[] = [];
        for (let i = 0; i < links.length; i += LINKS_PER_DELETE) groups.push(links.slice(i, i + LINKS_PER_DELETE));
        const counts = await inParallel(groups, BULK_WRITE_CONCURRENCY, (g) =>
          deleteLinkGroup(
            teamId,
            g.map((l) => ({ linkId: l.linkId, shortUrl: l.shortUrl, searchShard: l.searchShard, aliasFolded: l.aliasFolded, counted: l.bulkPart ? committed.get(l.bulkPart) === true : true })),
          ),
        );
        deleted += counts.reduce((a, b) => a + b, 0);
      },
      { pageSize: 1_000 },
    );
    if (found === 0) break;
    if (pass > 50) throw new Error(`Campaign ${campaignId} still has links after ${pass} passes`);
  }
  await deleteCampaignItems(campaignId);
  return deleted;
}

/** Runs `fn` over `items` with at most `concurrency` calls in flight; answers the results in order. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}
