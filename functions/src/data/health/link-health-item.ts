import { HEALTH_ERROR_CODES, LINK_HEALTH_STATES, type TableIndexName } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';

/**
 * Destination health's items and attributes (docs/DATA-MODEL.md "Destination health"):
 * - on each alias item (the redirect's snapshot), GSI1 keys `HEALTHDUE#{shard}` / `{dueAt}#{linkId}`
 *   (when its next check is due: the periodic check reads them in order) and `health`, the last
 *   check's outcome; while the link is broken and has a fallback, `fallback` (what the redirect
 *   sends its visitors to, in the one read it makes anyway);
 * - on the link item, `health` as of the last change of state (the Link's answer, the dashboard);
 * - `HEALTH#{teamId}` / `LINK#{linkId}`: a row of the team's Link health list, while the link is not ok;
 * - `HEALTH#{teamId}` / `SETTINGS`: the team's default fallback URL and who besides owners is told.
 */

/** GSI1 on alias items (alias items hold no other GSI1 keys: their GSI2 is the target host's). */
export const HEALTH_DUE_INDEX = 'GSI1' satisfies TableIndexName;
/**
 * Due entries are spread over this many GSI1 partitions by link id, so a bulk run writing
 * thousands of links a second stays under one index partition's write rate (1,000 WCU/s).
 */
export const HEALTH_SHARDS = 16;

/** A link's shard: a small hash of its id. */
export function healthShardOf(linkId: string): number {
  let hash = 0;
  for (let i = 0; i < linkId.length; i++) hash = (hash * 31 + linkId.charCodeAt(i)) >>> 0;
  return hash % HEALTH_SHARDS;
}

export const healthDuePartition = (shard: number) => `HEALTHDUE#${shard}`;

/** The alias item's due keys: its next check at `dueAt` (ISO). */
export const healthDueIndexKey = (linkId: string, dueAt: string) => ({ GSI1PK: healthDuePartition(healthShardOf(linkId)), GSI1SK: `${dueAt}#${linkId}` });

export const healthRowKey = (teamId: string, linkId: string): Key => ({ PK: `HEALTH#${teamId}`, SK: `LINK#${linkId}` });
export const healthRowsPartition = (teamId: string) => `HEALTH#${teamId}`;
export const healthSettingsKey = (teamId: string): Key => ({ PK: `HEALTH#${teamId}`, SK: 'SETTINGS' });

const healthError = z.object({ code: z.enum(HEALTH_ERROR_CODES), message: z.string(), url: z.string() });

/** The fallback the redirect applies while broken: where to, and which destinations (as stored) it stands in for. */
export const healthFallbackSchema = z.object({ url: z.string(), broken: z.array(z.string()) });
export type HealthFallback = z.infer<typeof healthFallbackSchema>;

/** `health` on the alias item (every check) and on the link item (each change of state). */
export const storedHealthSchema = z.object({
  state: z.enum(LINK_HEALTH_STATES),
  since: z.string(),
  checkedAt: z.string().nullable().default(null),
  error: healthError.nullable().default(null),
  /** Failed checks in a row (a link breaks at HEALTH_FAILURES_TO_BREAK). */
  failures: z.number().default(0),
  /** The link's total clicks at the check: the next check's tier is the clicks since. */
  clicks: z.number().optional(),
  /** While broken: the destinations (as stored) that failed, which a fallback stands in for. */
  broken: z.array(z.string()).optional(),
  /** While broken: the team's default fallback when the link broke (a link's own `fallbackUrl` comes first). */
  teamFallback: z.string().optional(),
});
export type StoredHealth = z.infer<typeof storedHealthSchema>;

/**
 * What the redirect applies for a link in `health` with its own `fallbackUrl`: while broken, its
 * visits to a failed destination go to the link's fallback, else the team's; none otherwise.
 * The worker writes it on a change of state, an edit's rewrite of the alias item writes it again.
 */
export function fallbackOf(health: StoredHealth | undefined, fallbackUrl: string | undefined): HealthFallback | undefined {
  if (health?.state !== 'broken' || !health.broken?.length) return undefined;
  const url = fallbackUrl ?? health.teamFallback;
  return url ? { url, broken: health.broken } : undefined;
}

/** A notification owed after a change of state (cleared once the mail and webhook are out). */
export const pendingNoticeSchema = z.enum(['broken', 'recovered']).optional();

export const healthRowSchema = z.object({
  teamId: z.string(),
  linkId: z.string(),
  shortUrl: z.string(),
  title: z.string().default(''),
  longUrl: z.string(),
  health: storedHealthSchema,
});
export type HealthRow = z.infer<typeof healthRowSchema>;

export const healthSettingsSchema = z.object({
  fallbackUrl: z.string().nullable().default(null),
  notify: z.array(z.string()).default([]),
});
export type HealthSettingsRecord = z.infer<typeof healthSettingsSchema>;
