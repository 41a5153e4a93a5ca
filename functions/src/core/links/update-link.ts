import { MSG, TAG_MSG, type Link, type LinkPatch, type SplitPromotion } from '@kisa/shared';
import { updateLink as writeLink, type LinkExpiry, type LinkRecord } from '#data/links/index.js';
import { hashPassword } from '#lib/crypto/password-hash.js';
import { badRequest, conflict } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { linkDomainOf } from './link-domain.js';
import { newRuleId, withRuleIds } from './rule-ids.js';
import { refuseShortLinkTargets } from './short-link-targets.js';
import { getTeamLink } from './team-link.js';
import { previewOfPatch, withPreview } from './link-preview.js';
import { keepPreviewImageTakenDown } from '#data/previews/preview-images.js';
import { toLink } from './to-link.js';
import { teamTagRefs, type TagRefs } from '../tags/team-tags.js';
import { withLinkEvent } from '../webhooks/emit-webhook-event.js';
import { openFlaggedCases } from '../moderation/flagged-cases.js';
import { screenLinkUrls } from '../moderation/screen-urls.js';
import { noteChange } from '#lib/audit/audit-context.js';

/**
 * Applies a partial update to one of the team's links. Nested objects (redirects, utm,
 * expiry) merge key by key: a given value sets, null clears, a missing key stays.
 * Password: {enabled, password} sets a new one; {enabled: true} alone keeps the existing
 * one (400 if there is none); {enabled: false} clears it. A new alias is claimed and the
 * old one released in the same transaction (the old short URL stops resolving).
 * `lastPromotion`: how an A/B test ends (promote-variant.ts), written with the patch that ends it.
 * `afterWrite`: what follows a successful write (editLink: the preview image it let go of is deleted).
 */
export async function updateLink(
  caller: TeamCaller,
  linkId: string | undefined,
  patch: LinkPatch,
  lastPromotion?: SplitPromotion,
  afterWrite?: (before: LinkRecord, after: LinkRecord) => Promise<void>,
): Promise<Link> {
  // Only the URLs this patch sets: an older link keeps working when other fields are edited.
  const urls = [
    patch.longUrl,
    patch.redirects?.ios,
    patch.redirects?.android,
    patch.redirects?.web,
    patch.expiry?.url,
    patch.fallbackUrl,
    ...(patch.rules ?? []).map((r) => r.destination),
    ...(patch.split?.variants ?? []).map((v) => v.destination),
  ];
  // An http(s) deeplink would loop as well (the deeplink page sends the browser there); an app's scheme is never a short link.
  await refuseShortLinkTargets([...urls, patch.redirects?.deeplink]);
  // Abuse: every URL the patch sets is screened — blocked: 400; suspicious: the link is flagged.
  const flags = await screenLinkUrls(urls);
  // Hash once, outside the retry loop (scrypt is deliberately slow).
  const newHash = patch.password?.enabled && patch.password.password ? await hashPassword(patch.password.password) : undefined;
  // Moving to another domain: a verified domain of the team, or null for the platform's.
  const domain = patch.domain === undefined ? undefined : ((await linkDomainOf(caller, patch.domain)) ?? null);
  const tags = await teamTagRefs(caller.teamId);
  if (patch.tagIds?.some((id) => !tags.has(id))) throw badRequest(TAG_MSG.unknownTag);
  // Previews: an image must be one uploaded for this link, checked once here.
  const preview = await previewOfPatch(caller, linkId, patch.preview);
  for (let attempt = 0; attempt < 4; attempt++) {
    const current = await getTeamLink(caller, linkId);
    const patched = withPreview(
      withFlags(withSplit(withRules(withTags(withDomain(applyPatch(current, patch, newHash), domain), patch.tagIds, tags), patch.rules), patch.split), flags),
      preview,
      patch.indexable,
    );
    const next = lastPromotion ? { ...patched, lastPromotion } : patched;
    const outcome = await writeLink(current, next);
    if (outcome === 'updated') {
      // A link a moderator disabled keeps its image taken down, whatever image the edit names.
      if (next.moderation === 'disabled' && preview?.imageKey) await keepPreviewImageTakenDown(preview.imageKey);
      noteChange(current, next);
      if (flags.length) await openFlaggedCases([next]);
      if (afterWrite) await afterWrite(current, next);
      return withLinkEvent(caller.teamId, 'link.updated', toLink({ ...next, version: current.version + 1 }, tags));
    }
    if (outcome === 'aliasTaken') throw conflict(MSG.aliasTaken);
    if (outcome === 'domainGone') throw badRequest(MSG.domainUnknown);
    if (outcome === 'tagGone') throw badRequest(TAG_MSG.unknownTag);
    // 'changed': someone else edited it meanwhile; apply the patch to the fresh state.
  }
  throw new Error(`Link ${linkId} kept changing while being updated`);
}

export function applyPatch(current: LinkRecord, patch: LinkPatch, newHash: string | undefined): LinkRecord {
  const next: LinkRecord = {
    ...current,
    redirects: merge(current.redirects, patch.redirects),
    utm: merge(current.utm, patch.utm),
    expiry: merge<LinkExpiry>(current.expiry, patch.expiry),
  };
  if (patch.title !== undefined) next.title = patch.title;
  if (patch.shortUrl !== undefined) next.shortUrl = patch.shortUrl;
  if (patch.longUrl !== undefined) next.longUrl = patch.longUrl;
  // Destination health: where visitors go while a destination is broken (null clears it).
  if (patch.fallbackUrl !== undefined) {
    if (patch.fallbackUrl) next.fallbackUrl = patch.fallbackUrl;
    else delete next.fallbackUrl;
  }
  if (patch.conversionTracking !== undefined) {
    if (patch.conversionTracking) next.conversionTracking = true;
    else delete next.conversionTracking;
  }
  if (patch.password) {
    if (!patch.password.enabled) delete next.passwordHash;
    else if (newHash) next.passwordHash = newHash;
    else if (!current.passwordHash) throw badRequest(MSG.passwordRequired);
  }
  return next;
}

/** The link on `domain` (null: the platform's; undefined: where it is). */
function withDomain(next: LinkRecord, domain: string | null | undefined): LinkRecord {
  if (domain === undefined) return next;
  const { domain: _current, ...rest } = next;
  return domain === null ? rest : { ...rest, domain };
}

/** The link's tags: the patch's set, else its own less any tag deleted since (so an edit drops those ids). */
function withTags(next: LinkRecord, tagIds: readonly string[] | undefined, tags: TagRefs): LinkRecord {
  const { tagIds: current, ...rest } = next;
  const kept = tagIds ?? (current ?? []).filter((id) => tags.has(id));
  return kept.length ? { ...rest, tagIds: [...kept] } : rest;
}

/** The link's targeting rules: the patch's list, each keeping the id it came with (analytics name it) or given one. */
function withRules(next: LinkRecord, rules: LinkPatch['rules']): LinkRecord {
  if (rules === undefined) return next;
  const { rules: _current, ...rest } = next;
  return rules.length ? { ...rest, rules: withRuleIds(rules) } : rest;
}

/** The link's A/B split: the patch's variants, each keeping its id or given one, and its automatic promotion; null ends it. */
function withSplit(next: LinkRecord, split: LinkPatch['split']): LinkRecord {
  if (split === undefined) return next;
  const { split: _current, ...rest } = next;
  if (!split) return rest;
  const variants = split.variants.map((v) => ({ ...v, id: v.id ?? newRuleId() }));
  return { ...rest, split: { variants, ...(split.autoPromote ? { autoPromote: split.autoPromote } : {}) } };
}

/** A link whose edit screening flagged: flagged (a disabled link stays disabled), with every flag it has had. */
function withFlags(next: LinkRecord, flags: readonly string[]): LinkRecord {
  if (flags.length === 0) return next;
  return {
    ...next,
    moderation: next.moderation === 'disabled' ? 'disabled' : 'flagged',
    screeningFlags: [...new Set([...(next.screeningFlags ?? []), ...flags])],
  };
}

/** Key-by-key merge: a value sets, null clears, undefined keeps. */
function merge<T extends object>(current: T, patch: { [K in keyof T]?: T[K] | null } | undefined): T {
  if (!patch) return current;
  const out = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out as T;
}
