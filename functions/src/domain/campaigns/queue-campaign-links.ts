import { BULK_REJECTED_SHOWN, MSG, normalizeBulkUrl, tagNameKey, type BulkLinksInput, type BulkQueued } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { markDoneIfComplete } from '#data/campaigns/campaign-parts-repo.js';
import { addQueuedLinks, removeQueuedLinks } from '#data/campaigns/campaigns-repo.js';
import { badRequest, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { splitIntoParts } from './bulk-messages.js';
import { getTeamCampaign } from './campaign-access.js';
import { screenUrls } from '../moderation/screen-urls.js';
import { linkDomainOf } from '../links/link-domain.js';
import { isShortLinkTarget } from '../links/short-link-targets.js';
import { resolveTagNames } from '../tags/resolve-tag-names.js';

/**
 * Queues a request of up to 10,000 links for the bulk worker. Each longUrl is normalised like the web
 * app's file parser (`www.` and bare domains get https://) and must then be an http(s)
 * URL not on Kisa's own short domain; refused ones are counted and listed (by index), never silently lost. The valid
 * links are added to the campaign's `total` first, then sent as parts (SQS messages of at most
 * 1,000 links, each < 256 KB); parts that could not be sent are taken back off `total`.
 */
export async function queueCampaignLinks(caller: Caller, campaignId: string | undefined, input: BulkLinksInput): Promise<BulkQueued> {
  const campaign = await getTeamCampaign(caller, campaignId);
  const domain = await linkDomainOf(caller, input.domain);
  const valid: { longUrl: string; title?: string; flags?: string[]; tagIds?: string[] }[] = [];
  const validIndex: number[] = [];
  const rejected: BulkQueued['rejected'] = [];
  let invalid = 0;
  // Tags by name (issue 26): the team's in any case, the others made tags (before anything is queued).
  const tagIds = await resolveTagNames(caller.teamId, input.links.flatMap((link) => link.tags ?? []));
  input.links.forEach((link, index) => {
    const longUrl = normalizeBulkUrl(link.longUrl);
    if (!longUrl || isShortLinkTarget(longUrl)) {
      invalid++;
      if (rejected.length < BULK_REJECTED_SHOWN) rejected.push({ index, longUrl: link.longUrl.slice(0, 200) });
      return;
    }
    const tags = [...new Set((link.tags ?? []).map((name) => tagIds.get(tagNameKey(name))!))];
    valid.push({ longUrl, ...(link.title ? { title: link.title } : {}), ...(tags.length ? { tagIds: tags } : {}) });
    validIndex.push(index);
  });
  // Abuse (issue 22): a blocked target is refused like an invalid one (listed with reason 'blocked');
  // a suspicious one is queued with its flags, written flagged and put in the moderation queue.
  const screened = await screenUrls(valid.map((l) => l.longUrl));
  let blocked = 0;
  let flagged = 0;
  const kept: typeof valid = [];
  screened.forEach((screening, i) => {
    const link = valid[i]!;
    if (screening.blocked) {
      blocked++;
      invalid++;
      if (rejected.length < BULK_REJECTED_SHOWN) rejected.push({ index: validIndex[i]!, longUrl: link.longUrl.slice(0, 200), reason: 'blocked' });
      return;
    }
    if (screening.flags.length) flagged++;
    kept.push(screening.flags.length ? { ...link, flags: screening.flags } : link);
  });
  valid.splice(0, valid.length, ...kept);
  rejected.sort((a, b) => a.index - b.index);
  if (valid.length === 0) throw badRequest(blocked > 0 ? MSG.targetBlocked : MSG.bulkNoUrls);

  const bodies = splitIntoParts(
    { campaignId: campaign.campaignId, teamId: caller.teamId, creator: { id: caller.id, name: caller.name }, batchId: randomUUID(), createdAt: new Date().toISOString(), ...(domain ? { domain } : {}) },
    valid,
  );
  const counted = await addQueuedLinks(campaign.campaignId, caller.teamId, valid.length);
  if (!counted) throw notFound(MSG.campaignNotFound);
  const { unsent, error } = await sendBulkMessages(bodies);
  if (error !== undefined) {
    // Take back what never reached the queue; what did is written and counted as usual.
    const links = unsent.reduce((n, i) => n + (JSON.parse(bodies[i]!) as { links: unknown[] }).links.length, 0);
    await removeQueuedLinks(campaign.campaignId, links);
    await markDoneIfComplete(campaign.campaignId);
    throw error;
  }
  return { queued: valid.length, invalid, blocked, flagged, rejected, processed: counted.processed, total: counted.total };
}
