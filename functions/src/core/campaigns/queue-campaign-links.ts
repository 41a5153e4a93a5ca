import { BULK_REJECTED_SHOWN, checkAlias, foldAlias, MSG, normalizeBulkUrl, tagNameKey, type BulkLinksInput, type BulkQueued } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { sendBulkMessages } from '#data/campaigns/bulk-queue.js';
import { markDoneIfComplete } from '#data/campaigns/commit-part.js';
import { takenAliases } from '#data/links/index.js';
import { addQueuedLinks, removeQueuedLinks } from '#data/campaigns/campaigns-repo.js';
import { badRequest, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { splitIntoParts, type LinksPart } from './bulk-messages.js';
import { getTeamCampaign } from './campaign-access.js';
import { screenUrls } from '../moderation/screen-urls.js';
import { linkDomainOf } from '../links/link-domain.js';
import { withRuleIds } from '../links/rule-ids.js';
import { shortLinkTest } from '../links/short-link-targets.js';
import { resolveTagNames } from '../tags/resolve-tag-names.js';

/**
 * Queues a request of up to 10,000 links for the bulk worker. Each longUrl is normalised like the web
 * app's file parser (`www.` and bare domains get https://) and must then be an http(s)
 * URL not on Kisa's own short domain (nor may its targeting rules' destinations be); refused ones are
 * counted and listed (by index), never silently lost. The valid
 * links are added to the campaign's `total` first, then sent as parts (SQS messages of at most
 * 1,000 links, each < 256 KB); parts that could not be sent are taken back off `total`.
 */
export async function queueCampaignLinks(caller: Caller, campaignId: string | undefined, input: BulkLinksInput): Promise<BulkQueued> {
  const campaign = await getTeamCampaign(caller, campaignId);
  const domain = await linkDomainOf(caller, input.domain);
  const valid: LinksPart['links'] = [];
  const validIndex: number[] = [];
  const rejected: BulkQueued['rejected'] = [];
  let invalid = 0;
  const refuse = (entry: BulkQueued['rejected'][number]) => {
    invalid++;
    if (rejected.length < BULK_REJECTED_SHOWN)
      rejected.push({ ...entry, longUrl: entry.longUrl.slice(0, 200), ...(entry.destination ? { destination: entry.destination.slice(0, 200) } : {}) });
  };
  // Tags by name: the team's in any case, the others made tags (before anything is queued).
  const tagIds = await resolveTagNames(
    caller.teamId,
    input.links.flatMap((link) => link.tags ?? []),
  );
  const longUrls = input.links.map((link) => normalizeBulkUrl(link.longUrl));
  // Aliases (a file's alias column): the single-link rule, once a request (case-folded, as aliases
  // are keyed), and not taken on the domain — one batch read for the request's aliases.
  const aliasProblem = await aliasProblems(
    input.links.map((link) => link.shortUrl),
    domain,
  );
  // One read of the branded hosts among every URL of the request, not one per link.
  const isShortLinkTarget = await shortLinkTest(
    [...longUrls, ...input.links.flatMap((link) => (link.rules ?? []).map((rule) => rule.destination))].filter((url): url is string => !!url),
  );
  input.links.forEach((link, index) => {
    const longUrl = longUrls[index];
    if (!longUrl) return refuse({ index, longUrl: link.longUrl });
    if (isShortLinkTarget(longUrl)) return refuse({ index, longUrl: link.longUrl, reason: 'shortLink' });
    // Targeting rules: a destination on Kisa's own short domain refuses its link, as it
    // refuses a link edit; dropping only the rule would send those visitors somewhere unasked.
    const shortRule = link.rules?.find((rule) => isShortLinkTarget(rule.destination));
    if (shortRule) return refuse({ index, longUrl, destination: shortRule.destination, reason: 'shortLink' });
    const badAlias = aliasProblem[index];
    if (badAlias) return refuse({ index, longUrl, reason: 'alias', alias: link.shortUrl!.slice(0, 200), message: badAlias });
    const tags = [...new Set((link.tags ?? []).map((name) => tagIds.get(tagNameKey(name))!))];
    // Ids now, not in the worker: a redelivered part writes the same rules.
    const rules = link.rules?.length ? withRuleIds(link.rules) : [];
    valid.push({
      longUrl,
      ...(link.shortUrl ? { shortUrl: link.shortUrl } : {}),
      ...(link.title ? { title: link.title } : {}),
      ...(tags.length ? { tagIds: tags } : {}),
      ...(rules.length ? { rules } : {}),
    });
    validIndex.push(index);
  });
  // Abuse: a blocked target or rule destination refuses its link like an invalid one (listed
  // with reason 'blocked'); a suspicious one is queued with its flags, written flagged and put in the
  // moderation queue. One screening call for every URL of the request.
  const urlsOf = (link: (typeof valid)[number]) => [link.longUrl, ...(link.rules ?? []).map((rule) => rule.destination)];
  const screened = await screenUrls(valid.flatMap(urlsOf));
  let blocked = 0;
  let flagged = 0;
  let at = 0;
  const kept: typeof valid = [];
  valid.forEach((link, i) => {
    const urls = urlsOf(link);
    const screenings = screened.slice(at, (at += urls.length));
    const refusedBy = screenings.findIndex((screening) => screening.blocked);
    if (refusedBy >= 0) {
      blocked++;
      return refuse({ index: validIndex[i]!, longUrl: link.longUrl, reason: 'blocked', ...(refusedBy > 0 ? { destination: urls[refusedBy]! } : {}) });
    }
    const flags = [...new Set(screenings.flatMap((screening) => (screening.blocked ? [] : screening.flags)))];
    if (flags.length) flagged++;
    kept.push(flags.length ? { ...link, flags } : link);
  });
  valid.splice(0, valid.length, ...kept);
  rejected.sort((a, b) => a.index - b.index);
  if (valid.length === 0) throw badRequest(blocked > 0 ? MSG.targetBlocked : MSG.bulkNoUrls);

  const bodies = splitIntoParts(
    {
      campaignId: campaign.campaignId,
      teamId: caller.teamId,
      creator: { id: caller.id, name: caller.name },
      batchId: randomUUID(),
      createdAt: new Date().toISOString(),
      ...(domain ? { domain } : {}),
    },
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

/**
 * Why each link's alias refuses it (undefined: none asked, or fine): the single-link rule's
 * message, repeated earlier in the request (case-folded), or taken on the domain.
 */
async function aliasProblems(aliases: readonly (string | undefined)[], domain: string | undefined): Promise<(string | undefined)[]> {
  const seen = new Set<string>();
  const problems = aliases.map((alias) => {
    if (!alias) return undefined;
    const rule = checkAlias(alias);
    if (rule) return rule;
    const key = foldAlias(alias);
    if (seen.has(key)) return MSG.bulkAliasRepeated;
    seen.add(key);
    return undefined;
  });
  const asked = aliases.filter((alias, i): alias is string => !!alias && !problems[i]);
  const taken = asked.length ? await takenAliases(asked, domain) : new Set<string>();
  return problems.map((problem, i) => problem ?? (aliases[i] && taken.has(aliases[i]!) ? MSG.aliasTaken : undefined));
}
