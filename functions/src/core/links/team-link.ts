import { isId, MSG } from '@kisa/shared';
import { findLinkRecord, type LinkRecord } from '#data/links/index.js';
import { notFound } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';

/**
 * The caller's team's link, or 404. Another team's link answers exactly like a missing
 * one (never 403), so ids reveal nothing. An id that cannot exist (the shared id rule; an
 * analytics filter reaches here unparsed) is not looked up.
 */
export async function getTeamLink(caller: TeamCaller, linkId: string | undefined): Promise<LinkRecord> {
  const link = isId('record', linkId) ? await findLinkRecord(linkId) : null;
  if (!link || link.teamId !== caller.teamId) throw notFound(MSG.linkNotFound);
  return link;
}
