import { deleteLinkGroup, forEachCampaignLinkPage, getLinksByIds, LINKS_PER_DELETE, type StoredCampaignLink } from '#data/links/index.js';
import { isPartCommitted } from '#data/campaigns/read-part-state.js';
import { deleteCampaignItems } from '#data/campaigns/campaigns-repo.js';
import { removeSearchEntries } from '#data/search/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { dropPreviewImages } from '../links/preview-cleanup.js';
import { linkIdsOfPart } from './bulk-links.js';
import type { LinksPart } from './bulk-messages.js';

/**
 * Deleting bulk links (docs/DATA-MODEL.md "Campaigns and bulk"): a whole campaign's (the
 * `delete` job, or a small campaign's delete within the API call) and one part's that arrived
 * for a campaign gone meanwhile. Links go 48 to a transaction with their aliases and search
 * entries, a few transactions in flight, the counted ones taken off the team's `links` counter
 * in the same transaction, so the counter stays exact whatever the interleaving.
 */

/** Delete transactions in flight at once. */
const DELETE_CONCURRENCY = 6;

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
        deleted += await deleteLinks(teamId, links, (l) => (l.bulkPart ? committed.get(l.bulkPart) === true : true));
      },
      { pageSize: 1_000 },
    );
    if (found === 0) break;
    if (pass > 50) throw new Error(`Campaign ${campaignId} still has links after ${pass} passes`);
  }
  await deleteCampaignItems(campaignId);
  return deleted;
}

/**
 * Removes what a part wrote into a campaign that is gone (deleted while the part was
 * queued or being written). Links of a part that was counted (`counted`: the caller knows,
 * write-bulk-part.ts) are uncounted from the team. The search entries this delivery added to
 * `searchShards` go too: the campaign's purge may have deleted the links before they were added.
 */
export async function removePartLinks(part: LinksPart, { counted, searchShards }: { counted: boolean; searchShards: ReadonlySet<number> }): Promise<void> {
  const ids = linkIdsOfPart(part);
  const found = (await getLinksByIds(ids)).filter((l) => l.campaignId === part.campaignId);
  if (found.length > 0) await deleteLinks(part.teamId, found, () => counted);
  // Entries of links that are gone; a link found above but kept (edited meanwhile) keeps its entry.
  const left = new Set((await getLinksByIds(ids)).map((l) => l.linkId));
  for (const shard of searchShards)
    await removeSearchEntries(
      part.teamId,
      shard,
      ids.filter((id) => !left.has(id)),
    );
}

/**
 * Deletes links 48 to a transaction, a few in flight, then the preview images of those
 * this call deleted (after their delete; a failure only logged: links/preview-cleanup.ts);
 * answers how many links this call deleted.
 */
async function deleteLinks(teamId: string, links: readonly StoredCampaignLink[], counted: (link: StoredCampaignLink) => boolean): Promise<number> {
  const groups: StoredCampaignLink[][] = [];
  for (let i = 0; i < links.length; i += LINKS_PER_DELETE) groups.push(links.slice(i, i + LINKS_PER_DELETE));
  const deleted = await mapConcurrent(groups, DELETE_CONCURRENCY, (group) =>
    deleteLinkGroup(
      teamId,
      group.map((l) => ({
        linkId: l.linkId,
        shortUrl: l.shortUrl,
        searchShard: l.searchShard,
        aliasFolded: l.aliasFolded,
        ...(l.domain ? { domain: l.domain } : {}),
        ...(l.previewImage ? { previewImage: l.previewImage } : {}),
        counted: counted(l),
      })),
    ),
  );
  await dropPreviewImages(deleted.flat().map((l) => l.previewImage));
  return deleted.reduce((n, group) => n + group.length, 0);
}
