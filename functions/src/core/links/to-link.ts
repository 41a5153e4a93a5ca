import { SCREENING_FLAGS, shortLinkUrl, type Link, type ScreeningFlag } from '@kisa/shared';
import type { LinkRecord } from '#data/links/index.js';
import { config } from '#lib/config.js';
import type { TagRefs } from '../tags/team-tags.js';
import { previewAnswer } from './link-preview.js';
import { toLinkHealth } from '../health/health-view.js';

/**
 * The API's Link shape: never the password or its hash, only whether one is set; its tags
 * resolved from the team's (`tags`), ids of tags deleted since left out; the whole short URL
 * beside the alias, so no client has to know which domain it is on.
 */
export function toLink(record: LinkRecord, tags: TagRefs): Link {
  return {
    id: record.linkId,
    shortUrl: record.shortUrl,
    shortLink: shortLinkUrl(config.links().shortUrlBase, record.shortUrl, record.domain),
    longUrl: record.longUrl,
    title: record.title,
    domain: record.domain ?? null,
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    totalClicks: record.totalClicks,
    uniqueClicks: record.uniqueClicks,
    ...(record.campaignId ? { campaignId: record.campaignId } : {}),
    tags: (record.tagIds ?? []).flatMap((id) => tags.get(id) ?? []),
    redirects: { ...record.redirects },
    conversionTracking: record.conversionTracking === true,
    rules: record.rules ?? [],
    split: record.split ?? null,
    lastPromotion: record.lastPromotion ?? null,
    preview: previewAnswer(record.preview),
    indexable: record.indexable === true,
    password: { enabled: !!record.passwordHash },
    utm: { ...record.utm },
    expiry: { ...record.expiry },
    // Abuse: the owner sees why visitors get a warning page or a 410.
    ...(record.moderation ? { moderation: record.moderation } : {}),
    ...(record.moderation === 'flagged' && record.screeningFlags?.length ? { screeningFlags: record.screeningFlags.filter(isScreeningFlag) } : {}),
    fallbackUrl: record.fallbackUrl ?? null,
    health: record.health ? toLinkHealth(record.health, record.fallbackUrl) : null,
  };
}

const isScreeningFlag = (flag: string): flag is ScreeningFlag => (SCREENING_FLAGS as readonly string[]).includes(flag);
