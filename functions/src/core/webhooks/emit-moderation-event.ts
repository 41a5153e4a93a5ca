import { shortLinkUrl, type ModerationFlagged, type ModerationLogEntry } from '@kisa/shared';
import { config } from '#lib/config.js';
import { emitWebhookEvent } from './emit-webhook-event.js';

/**
 * Moderation events (what the moderation queue sees): platform-wide, fanned out to the endpoints
 * platform admins subscribed (process-webhook-message.ts `platformEndpoints`), never to a team's.
 * Emitted after the write, like every event; a refused send is logged and counted, never the
 * caller's failure.
 */

/** What moderation.flagged says of a link. */
export interface FlaggedLink {
  linkId: string;
  teamId: string;
  shortUrl: string;
  longUrl: string;
  domain?: string;
}

export function emitLinkFlagged(link: FlaggedLink, why: Pick<ModerationFlagged, 'reason' | 'flags' | 'report'>, at: string): Promise<void> {
  const data: ModerationFlagged = {
    linkId: link.linkId,
    teamId: link.teamId,
    shortLink: shortLinkUrl(config.links().shortUrlBase, link.shortUrl, link.domain),
    longUrl: link.longUrl,
    reason: why.reason,
    ...(why.flags?.length ? { flags: why.flags } : {}),
    ...(why.report ? { report: why.report } : {}),
    at,
  };
  return emitWebhookEvent('', 'moderation.flagged', data, { linkId: link.linkId, scope: 'platform' });
}

export const emitModerationActioned = (entry: ModerationLogEntry): Promise<void> => emitWebhookEvent('', 'moderation.actioned', entry, { scope: 'platform' });
