import { getLinksByIds, LINKS_PER_TRANSACTION, writeLinkGroup, type BulkLinkRecord, type StoredCampaignLink } from '#data/links/index.js';
import { claimBulkShards, fillBulkShards } from '#data/search/index.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { logger } from '#lib/logger.js';
import { newShortCode } from '../links/short-code.js';

/**
 * Writing a bulk part's links (docs/DATA-MODEL.md "Campaigns and bulk"): in groups of 50, one
 * transaction each, 6 in flight. The search module is entered once on each side of the writes:
 * the claim before them (a link item names its shard when it is written, so the room is claimed
 * first; the groups are packed there), the fill after them (an entry names a link that exists).
 */

/** Transactions of one part in flight at once. */
export const BULK_WRITE_CONCURRENCY = 6;
/** Collisions with existing codes are retried with fresh codes this many times per link. */
const MAX_CODE_ATTEMPTS = 20;

/** What writing one group found: the links this call wrote (codes as written), the ids already there, and the links left out for a taken code. */
interface GroupWritten {
  fresh: BulkLinkRecord[];
  existing: string[];
  taken: BulkLinkRecord[];
}

/** What writing links did: the search shards given entries, the links written now (codes as written), those found written before, and those left out. */
export interface LinksWritten {
  shards: Set<number>;
  fresh: BulkLinkRecord[];
  existing: StoredCampaignLink[];
  /** With `onCodeTaken: 'skip'`: the links whose code another link holds. */
  taken: BulkLinkRecord[];
}

/**
 * Writes every link (or finds it already written) and adds each to the team's search index. A
 * code another link holds is retried with a fresh one (`newCode`, a campaign's part) or the link
 * is left out (`skip`: an import keeping its source's codes).
 */
export async function writeBulkLinks(links: readonly BulkLinkRecord[], onCodeTaken: 'newCode' | 'skip' = 'newCode'): Promise<LinksWritten> {
  if (links.length === 0) return { shards: new Set(), fresh: [], existing: [], taken: [] };
  const teamId = links[0]!.teamId;
  const groups: BulkLinkRecord[][] = [];
  for (let i = 0; i < links.length; i += LINKS_PER_TRANSACTION) groups.push(links.slice(i, i + LINKS_PER_TRANSACTION));
  const claim = await claimBulkShards(teamId, groups);
  const written = await mapConcurrent(groups, BULK_WRITE_CONCURRENCY, (group, i) => writeGroup(group, claim.shards[i]!, onCodeTaken));
  // Links an earlier delivery wrote (with other codes, maybe into another shard): their entries as stored.
  const existing = written.flatMap((w) => w.existing);
  const stored = existing.length > 0 ? await getLinksByIds(existing) : [];
  // The groups' entries in their claimed shards (a group written with other codes or fewer links is packed again there).
  const fresh = written.map((w) => w.fresh);
  const shards = await fillBulkShards(teamId, claim, fresh, stored);
  return { shards, fresh: fresh.flat(), existing: stored, taken: written.flatMap((w) => w.taken) };
}

/** A campaign part's links: taken codes get fresh ones. Answers the search shards it added entries to. */
export async function writePartLinks(links: readonly BulkLinkRecord[]): Promise<Set<number>> {
  return (await writeBulkLinks(links)).shards;
}

/** One group's transaction, again with fresh codes for taken ones (or without them) until every link is written or found. */
async function writeGroup(group: BulkLinkRecord[], shard: number, onCodeTaken: 'newCode' | 'skip'): Promise<GroupWritten> {
  const fresh: BulkLinkRecord[] = [];
  const existing: string[] = [];
  const taken: BulkLinkRecord[] = [];
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
      if (outcome[i] === 'exists')
        existing.push(link.linkId); // written by an earlier delivery of this part
      else if (outcome[i] === 'codeTaken' && onCodeTaken === 'skip') taken.push(link);
      else next.push(outcome[i] === 'codeTaken' ? { ...link, shortUrl: newShortCode() } : link);
    });
    // A file's alias was checked free when queued; one taken since (another request, seconds
    // before) gets a random code like a collision rather than failing the whole part.
    if (outcome.includes('codeTaken'))
      logger.info('Bulk code collision, retrying with fresh codes', { links: outcome.filter((o) => o === 'codeTaken').length });
    pending = next;
  }
  return { fresh, existing, taken };
}
