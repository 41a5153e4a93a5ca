import { getHealthSettings, putHealthRow } from '#data/health/link-health-repo.js';
import { fallbackOf } from '#data/health/link-health-item.js';
import { clearHealthNotice, recordHealthChange, recordHealthCheck, type DueLink, type HealthLinkFields } from '#data/links/index.js';
import { endOfDayUtc } from '../redirect/short-links.js';
import { sendHealthNotice } from './health-notices.js';
import { destinationsOf } from './link-destinations.js';
import { nextHealth, RECHECK_MS } from './next-health.js';
import type { ProbeResult } from './probe-destination.js';

/** An inactive link (disabled, expired, deleted) is looked at again after this long: it may come back. */
const INACTIVE_RECHECK_MS = 24 * 60 * 60_000;

export type LinkCheckOutcome = 'ok' | 'warning' | 'broken' | 'failing' | 'inactive' | 'noticed' | 'raced';

/** Whether visitors reach a link's destinations at all now: not disabled, not expired, not deleted. */
export function isActive(due: DueLink, link: HealthLinkFields | undefined, now: Date): link is HealthLinkFields {
  if (!link || due.snapshot.moderation === 'disabled' || due.snapshot.clickLimitReached) return false;
  const end = due.snapshot.expiry.date ? endOfDayUtc(due.snapshot.expiry.date) : undefined;
  return end === undefined || now.getTime() < end;
}

/** The destinations of a due link that the check fetches (none for an inactive link). */
export const destinationsToProbe = (due: DueLink, link: HealthLinkFields | undefined, now: Date): string[] =>
  isActive(due, link, now) ? destinationsOf(due.snapshot) : [];

/**
 * Records one due link's check from its destinations' `results`: a plain check moves its due time
 * (and keeps a non-ok link's row current); a change of state is one conditional transaction, and
 * an incident's start or end is told once (sendHealthNotice) before its due time moves on. A
 * notice still owed from an earlier try (`due.pending`) is sent first, without a new check.
 */
export async function recordLinkCheck(due: DueLink, link: HealthLinkFields | undefined, results: readonly ProbeResult[], now: Date): Promise<LinkCheckOutcome> {
  const linkId = due.snapshot.linkId;
  if (!isActive(due, link, now)) {
    await recordHealthCheck(due.key, linkId, undefined, new Date(now.getTime() + INACTIVE_RECHECK_MS).toISOString());
    return 'inactive';
  }
  const notice = { ...link, fallbackUrl: link.fallbackUrl };
  if (due.pending && due.health) {
    await sendHealthNotice(due.pending, notice, due.health);
    await clearHealthNotice(due.key, linkId, due.pending, new Date(now.getTime() + RECHECK_MS).toISOString());
    return 'noticed';
  }
  const next = nextHealth(due.health, results, link.totalClicks, now);
  const row = { teamId: link.teamId, linkId, shortUrl: link.shortUrl, title: link.title, longUrl: link.longUrl };
  if (!next.changed) {
    await recordHealthCheck(due.key, linkId, next.health, next.dueAt);
    if (next.health.state !== 'ok') await putHealthRow({ ...row, health: next.health });
    return next.health.failures > 0 && next.health.state !== 'broken' ? 'failing' : next.health.state;
  }
  // The team's default fallback as of the break (the link's own, when it has one, comes first).
  if (next.notice === 'broken' && !link.fallbackUrl) {
    const teamFallback = (await getHealthSettings(link.teamId)).fallbackUrl;
    if (teamFallback) next.health.teamFallback = teamFallback;
  }
  const fallback = fallbackOf(next.health, link.fallbackUrl);
  const written = await recordHealthChange({
    alias: due.key,
    from: due.health?.state,
    health: next.health,
    ...(fallback ? { fallback } : {}),
    ...(next.notice ? { pending: next.notice } : {}),
    dueAt: next.dueAt,
    row,
  });
  if (written === 'raced') return 'raced';
  if (next.notice) {
    await sendHealthNotice(next.notice, notice, next.health);
    await clearHealthNotice(due.key, linkId, next.notice, next.dueAt);
  }
  return next.health.state;
}
