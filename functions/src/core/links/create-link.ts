import { displayHost, MSG, TAG_MSG, type CreateLinkInput, type Link } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { createLink as putLink, type NewLink } from '#data/links/index.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { linkDomainOf } from './link-domain.js';
import { refuseShortLinkTargets } from './short-link-targets.js';
import { newShortCode, type ShortCodeSource } from './short-code.js';
import { toLink } from './to-link.js';
import { teamTagRefs } from '../tags/team-tags.js';
import { withLinkEvent } from '../webhooks/emit-webhook-event.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { screenLinkUrls } from '../moderation/screen-urls.js';

/** Generated codes a create tries before giving up: each taken one is a 1-in-2⁴¹ event, so a run of them means something else is wrong. */
export const GENERATED_CODE_TRIES = 5;

/**
 * Creates a link for the caller's team. The alias claim is part of the write, so a taken
 * alias (even one taken a moment ago by a concurrent request) answers 409; the alias is the
 * domain's (the team's default domain unless the input names one). Without an alias the link
 * gets a generated code (`newCode`: newShortCode, or a test's sequence), claimed by the same
 * conditional write, and a taken one is retried with a fresh code. Without a title the link
 * is named after its target's host as people read it (the web app usually sends the page title).
 */
export async function createLink(caller: Caller, input: CreateLinkInput, newCode: ShortCodeSource = newShortCode): Promise<Link> {
  await refuseShortLinkTargets([input.longUrl]);
  // A blocked target is refused (400); a suspicious one is created flagged.
  const flags = await screenLinkUrls([input.longUrl]);
  const domain = await linkDomainOf(caller, input.domain);
  const tagIds = input.tagIds ?? [];
  const tags = tagIds.length ? await teamTagRefs(caller.teamId) : new Map();
  if (tagIds.some((id) => !tags.has(id))) throw badRequest(TAG_MSG.unknownTag);
  const fields: Omit<NewLink, 'shortUrl'> = {
    linkId: randomUUID(),
    teamId: caller.teamId,
    longUrl: input.longUrl,
    title: input.title || displayHost(input.longUrl),
    createdAt: new Date().toISOString(),
    createdBy: { id: caller.id, name: caller.name },
    redirects: {},
    utm: {},
    expiry: {},
    ...(domain ? { domain } : {}),
    ...(tagIds.length ? { tagIds } : {}),
    ...(flags.length ? { moderation: 'flagged' as const, screeningFlags: flags } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    // A refused write wrote nothing (one transaction), so a retry keeps the link's id.
    const link: NewLink = { ...fields, shortUrl: input.shortUrl ?? newCode() };
    const outcome = await putLink(link);
    if (outcome === 'created') {
      await openFlaggedCases([link]);
      return withLinkEvent(caller.teamId, 'link.created', toLink({ ...link, totalClicks: 0, uniqueClicks: 0, version: 0 }, tags));
    }
    if (outcome === 'domainGone') throw badRequest(MSG.domainUnknown);
    if (outcome === 'tagGone') throw badRequest(TAG_MSG.unknownTag);
    if (input.shortUrl !== undefined) throw conflict(MSG.aliasTaken);
    if (attempt >= GENERATED_CODE_TRIES)
      throw new Error(`createLink: ${GENERATED_CODE_TRIES} generated codes in a row were taken on ${domain ?? 'the platform domain'}`);
  }
}
