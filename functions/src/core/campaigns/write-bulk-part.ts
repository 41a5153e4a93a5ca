import { commitPart } from '#data/campaigns/commit-part.js';
import { readPartState } from '#data/campaigns/read-part-state.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { linksOfPart } from './bulk-links.js';
import { partIdOf, type LinksPart } from './bulk-messages.js';
import { announceCampaignCompleted } from './campaign-completed.js';
import { removePartLinks } from './purge-campaign.js';
import { writePartLinks } from './write-part-links.js';

/**
 * The bulk worker's part writer (docs/DATA-MODEL.md "Campaigns and bulk"), one pass in order:
 *
 * 1. one read of the campaign and the part's marker (read-part-state.ts): the campaign is live
 *    (there, not deleted, the part's team's) or gone; the part counted before or not;
 * 2. a live part not yet counted writes its links (write-part-links.ts: 50 to a transaction, 6
 *    in flight, the search index claimed once before them and filled once after them — a link
 *    item names its shard when it is written, so the room is claimed first, and an entry names a
 *    link that exists, so the entries follow the links), then opens its flagged links'
 *    moderation cases;
 * 3. one commit of a live part (commit-part.ts): marker + campaign progress + team counter in
 *    one transaction ('already', no transaction, when the marker was read), then the campaign's
 *    `done` if every queued link is written;
 * 4. a gone part (at the read or at the commit) removes what it wrote; a run this part finished
 *    is announced.
 *
 * Each file is entered once on each path: the read, the writing, the commit and the removal are
 * one call each, and the already-counted path goes through the same commit call as the others.
 * Redelivery is harmless at every step: link ids are deterministic and written only if absent,
 * entries are map keys set again, the marker is written only if absent.
 */
export async function writeBulkPart(part: LinksPart): Promise<'committed' | 'already' | 'gone'> {
  const { campaignId, teamId } = part;
  const partId = partIdOf(part);
  const { campaign, committed } = await readPartState(campaignId, partId);
  const live = !!campaign && !campaign.deletedAt && campaign.teamId === teamId;
  let shards = new Set<number>();
  if (live && !committed) {
    const links = linksOfPart(part);
    shards = await writePartLinks(links);
    // An upsert per flagged link, so a redelivery writes the same cases.
    await openFlaggedCases(links);
  }
  const { outcome, completed } = live
    ? await commitPart({ campaignId, teamId, partId, links: part.links.length, domain: part.domain, counted: committed, done: campaign.status === 'done' })
    : { outcome: 'gone' as const, completed: false };
  // Whether the gone part was counted, without reading its marker again. Gone at the read: as read
  // there, for no part can be counted into a deleted or missing campaign any more (the count's
  // transaction conditions on the campaign existing without `deletedAt`; another team's campaign
  // is gone to every delivery at its read, so none counts). Gone at the commit: not counted, for
  // the transaction is all or nothing and a present marker answers 'already' before 'gone'.
  if (outcome === 'gone') await removePartLinks(part, { counted: !live && committed, searchShards: shards });
  if (completed) await announceCampaignCompleted(campaignId);
  return outcome;
}
