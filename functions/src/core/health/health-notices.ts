import { paths, shortLinkUrl, type LinkHealthEvent } from '@kisa/shared';
import { listTeamMembers } from '#data/accounts/teams-repo.js';
import { getHealthSettings } from '#data/health/link-health-repo.js';
import { fallbackOf, type StoredHealth } from '#data/health/link-health-item.js';
import { config } from '#lib/config.js';
import { linkBrokenMail } from '#mail/link-broken-mail.js';
import { sendMail } from '#mail/send-mail.js';
import type { Recipient } from '#mail/templates.js';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.js';
import { toLinkHealth } from './health-view.js';

/** The link a notice is about (its item's fields). */
export interface NoticeLink {
  linkId: string;
  teamId: string;
  shortUrl: string;
  title: string;
  longUrl: string;
  domain?: string;
  campaignId?: string;
  tagIds?: string[];
  fallbackUrl?: string;
}

/**
 * Tells of an incident's start (`broken`: one mail to the team's owners and the members its
 * settings name, and `link.broken`) or end (`recovered`: `link.recovered`). A mail SES refuses
 * throws, so the notice stays owed and the page comes back to it (a recipient mailed before the
 * refusal may get it twice); the webhook event is queued after the mails, never lost (see
 * emitWebhookEvent), so an endpoint hears of an incident once.
 */
export async function sendHealthNotice(kind: 'broken' | 'recovered', link: NoticeLink, health: StoredHealth): Promise<void> {
  const shortLink = shortLinkUrl(config.links().shortUrlBase, link.shortUrl, link.domain);
  if (kind === 'broken' && health.error) {
    const recipients = await recipientsOf(link.teamId);
    const fallback = fallbackOf(health, link.fallbackUrl);
    const healthPage = `${config.mail().appUrl}${paths.linkHealth}`;
    for (const to of recipients) {
      await sendMail(
        linkBrokenMail(to, {
          shortLink,
          title: link.title,
          error: health.error,
          since: health.since,
          healthPage,
          ...(fallback ? { fallbackUrl: fallback.url } : {}),
        }),
      );
    }
  }
  const data: LinkHealthEvent = {
    linkId: link.linkId,
    shortUrl: link.shortUrl,
    shortLink,
    title: link.title,
    longUrl: link.longUrl,
    health: toLinkHealth(health, link.fallbackUrl),
  };
  await emitWebhookEvent(link.teamId, kind === 'broken' ? 'link.broken' : 'link.recovered', data, {
    linkId: link.linkId,
    ...(link.campaignId ? { campaignId: link.campaignId } : {}),
    ...(link.tagIds?.length ? { tagIds: link.tagIds } : {}),
  });
}

/** The team's owners and the members its health settings name (still members), each once, each in their language. */
async function recipientsOf(teamId: string): Promise<Recipient[]> {
  const [members, settings] = await Promise.all([listTeamMembers(teamId), getHealthSettings(teamId)]);
  const chosen = new Set(settings.notify);
  return members
    .filter((m) => m.role === 'owner' || chosen.has(m.userId))
    .map((m) => ({ email: m.email, name: m.name, ...(m.locale ? { locale: m.locale } : {}) }));
}
