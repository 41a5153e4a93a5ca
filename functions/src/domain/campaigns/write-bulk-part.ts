import { getLinksByIds, LINKS_PER_TRANSACTION, writeLinkGroup, type BulkLinkRecord } from '#data/links/index.js';
import { commitPart, markDoneIfComplete, readPartState } from '#data/campaigns/campaign-parts-repo.js';
import { claimBulkShards, fillBulkShards, packBulkGroup } from '#data/search/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { logger } from '#lib/logger.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { linksOfPart, newBulkCode } from './bulk-links.js';
import { partIdOf, type LinksPart } from './bulk-messages.js';
import { announceCampaignCompleted } from './campaign-completed.js';
import { removePartLinks } from './purge-campaign.js';

/**
 * The bulk worker's part writer (docs/DATA-MODEL.md "Campaigns and bulk"), in one pass:
 *
 * 1. one read of the campaign and the part's marker: gone (deleted, or not the team's) →
 *    remove what the part wrote ('gone'); marker present → counted before ('already');
 * 2. the part's links (bulk-links.ts), in groups of 50, one transaction each, 6 in flight; the
 *    groups' search entries packed first, so the part claims their room in the team's open
 *    search shard once, before writing (a group's link items name the shard it got);
 * 3. one fill of the search index: the entries of the groups written, one update per shard
 *    (usually one per part), and those of links an earlier delivery wrote, read back;
 * 4. flagged links join the moderation queue;
 * 5. one commit: marker + campaign progress + team counter in one transaction, then the
 *    campaign's `done` if every queued link is written (commitPart).
 *
 * So the walk enters campaign-parts-repo twice (the read, the commit) and the search module
 * twice (the claim, the fill): a link item names its shard when it is written, so room is
 * claimed before the links; entries name links that exist, so they are added after them.
 *
 * Redelivery is harmless at every step: link ids are deterministic and written only if absent,
 * entries are map keys set again, the marker is written only if absent.
 */

/** Transactions of one part in flight at once. */
export const BULK_WRITE_CONCURRENCY = 6;
/** Collisions with existing codes are retried with fresh codes this many times per link. */
const MAX_CODE_ATTEMPTS = 20;

export async function writeBulkPart(part: LinksPart): Promise<'committed' | 'already' | 'gone'> {
  const partId = partIdOf(part);
  const { campaign, committed } = await readPartState(part.campaignId, partId);
  if (!campaign || campaign.deletedAt || campaign.teamId !== part.teamId) {
    await removePartLinks(part);
    return 'gone';
  }
  if (committed) {
    if (campaign.status !== 'done' && (await markDoneIfComplete(part.campaignId))) await announceCampaignCompleted(part.campaignId);
    return 'already';
  }
  const links = linksOfPart(part);
  const shards = await writeLinks(links);
  // An upsert per flagged link, so a redelivery writes the same cases.
  await openFlaggedCases(links);
  const { outcome, completed } = await commitPart(part.campaignId, part.teamId, partId, part.links.length, part.domain);
  if (outcome === 'gone') await removePartLinks(part, shards);
  else if (completed) await announceCampaignCompleted(part.campaignId);
  return outcome;
}

/** What writing one group found: the links this call wrote (codes as written) and the ids already there. */
interface GroupWritten {
  fresh: BulkLinkRecord[];
  existing: string[];
}

/**
 * Writes every link (or finds it already written), retrying taken codes with fresh ones, and
 * adds each to the team's search index. Answers the search shards it added entries to.
 */
export async function writeLinks(links: readonly BulkLinkRecord[]): Promise<Set<number>> {
  if (links.length === 0) return new Set();
  const teamId = links[0]!.teamId;
  const groups: BulkLinkRecord[][] = [];
  for (let i = 0; i < links.length; i += LINKS_PER_TRANSACTION) groups.push(links.slice(i, i + LINKS_PER_TRANSACTION));
  const entries = groups.map(packBulkGroup);
  const shards = await claimBulkShards(teamId, entries.map((e) => e.bytes));
  const written = await mapConcurrent(groups, BULK_WRITE_CONCURRENCY, (group, i) => writeGroup(group, shards[i]!));

  // The groups' entries in their claimed shards; a group that changed (fresh codes, links found written) is packed again.
  const claimed = written.flatMap(({ fresh }, i) => {
    if (fresh.length === 0) return [];
    const unchanged = fresh.length === groups[i]!.length && fresh.every((link, j) => link === groups[i]![j]);
    return [{ shard: shards[i]!, entries: unchanged ? entries[i]! : packBulkGroup(fresh) }];
  });
  // Links an earlier delivery wrote (with other codes, maybe into another shard): their entries as stored.
  const existing = written.flatMap((w) => w.existing);
  const stored = existing.length > 0 ? await getLinksByIds(existing) : [];
  return fillBulkShards(teamId, claimed, stored);
}

/** One group's transaction, again with fresh codes for taken ones until every link is written or found. */
async function writeGroup(group: BulkLinkRecord[], shard: number): Promise<GroupWritten> {
  const fresh: BulkLinkRecord[] = [];
  const existing: string[] = [];
  let pending = group;
  for (let attempt = 1; pending.length > 0; attempt++) {
    const outcome = await writeLinkGroup(pending, shard);
    if (outcome === 'ok') {
      fresh.push(...pending);
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
  return { fresh, existing };
}
