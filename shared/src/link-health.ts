import * as z from 'zod';
import { checkTarget } from './link-rules.js';
import { MSG } from './messages.js';
import { instant, storedUrl } from './response-parts.js';
import { normalizeUrl } from './urls.js';

/**
 * Destination health: every active link's destinations are fetched on a schedule (busy links
 * more often), and a link is `ok`, `warning` (its certificate expires within
 * CERT_EXPIRY_WARNING_DAYS) or `broken` (a destination answers an error, loops, has no DNS, a
 * failed TLS handshake, no answer, or a parked domain). docs/ARCHITECTURE.md "Destination health".
 */
export const LINK_HEALTH_STATES = ['ok', 'warning', 'broken'] as const;
export type LinkHealthState = (typeof LINK_HEALTH_STATES)[number];

/** What a failed check found, as a code (the text beside it names the URL and the detail). */
export const HEALTH_ERROR_CODES = [
  'http-status',
  'dns',
  'tls',
  'timeout',
  'redirect-loop',
  'too-many-redirects',
  'refused',
  'connection',
  'parked',
  'cert-expiring',
] as const;
export type HealthErrorCode = (typeof HEALTH_ERROR_CODES)[number];

/** A certificate expiring within this many days makes the link a `warning`. */
export const CERT_EXPIRY_WARNING_DAYS = 14;
/** Failed checks in a row before a link is `broken` (one failure is re-checked at the next pass, not reported). */
export const HEALTH_FAILURES_TO_BREAK = 2;
export { HEALTH_MSG, HEALTH_NOTIFY_MAX } from './link-health-messages.js';
import { HEALTH_MSG, HEALTH_NOTIFY_MAX } from './link-health-messages.js';

export const healthErrorSchema = z.strictObject({
  code: z.enum(HEALTH_ERROR_CODES),
  message: z.string().describe('What the check met, in English: the status, the DNS or TLS failure, the loop'),
  url: storedUrl.describe('The destination that failed'),
});

/** A link's health as the API answers it (absent on Link: not checked yet). */
export const linkHealthSchema = z.strictObject({
  state: z.enum(LINK_HEALTH_STATES),
  since: instant.describe('When it entered this state'),
  checkedAt: instant.nullable().describe('The last check; null when only the state change is on record'),
  error: healthErrorSchema.nullable(),
  fallbackActive: z.boolean().describe('Visitors are sent to the fallback URL (the link’s or the team’s) until the destination recovers'),
});

/** A row of the team's Link health list (broken first, then warnings; healthy links are not listed). */
export const linkHealthRowSchema = z.strictObject({
  linkId: z.string(),
  shortUrl: z.string(),
  title: z.string(),
  longUrl: storedUrl,
  health: linkHealthSchema,
});

export const linkHealthListSchema = z.strictObject({
  items: z.array(linkHealthRowSchema).describe('Broken links first (longest broken first), then warnings'),
});

/** GET/PUT /api/link-health/settings: the team's default fallback and who besides its owners is told. */
export const linkHealthSettingsSchema = z.strictObject({
  fallbackUrl: storedUrl.nullable().describe('Where visitors of a broken link go when the link has no fallback URL of its own; null: none'),
  notify: z.array(z.string()).describe('Members (user ids) told of incidents by mail, beside the team’s owners'),
});

/** A fallback URL as a PATCH or the settings take it: checked like a target; null, '' or spaces clear it. */
export const fallbackUrlInput = z
  .string({ error: MSG.urlInvalid })
  .nullable()
  .transform((v) => (v === null || !v.trim() ? null : normalizeUrl(v.trim())))
  .superRefine((v, ctx) => {
    const message = typeof v === 'string' ? checkTarget(v) : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const linkHealthSettingsPatchSchema = z.object({
  fallbackUrl: fallbackUrlInput,
  notify: z.array(z.string().max(100), { error: HEALTH_MSG.notifyInvalid }).max(HEALTH_NOTIFY_MAX, HEALTH_MSG.notifyInvalid),
});

export type LinkHealth = z.infer<typeof linkHealthSchema>;
export type LinkHealthRow = z.infer<typeof linkHealthRowSchema>;
export type LinkHealthList = z.infer<typeof linkHealthListSchema>;
export type LinkHealthSettings = z.infer<typeof linkHealthSettingsSchema>;
export type HealthError = z.infer<typeof healthErrorSchema>;

/** The data of a `link.broken` / `link.recovered` webhook event: the link and its health now. */
export const linkHealthEventSchema = z.strictObject({
  linkId: z.string(),
  shortUrl: z.string(),
  shortLink: z.string().describe('The short link as visitors open it'),
  title: z.string(),
  longUrl: storedUrl,
  health: linkHealthSchema,
});
export type LinkHealthEvent = z.infer<typeof linkHealthEventSchema>;
