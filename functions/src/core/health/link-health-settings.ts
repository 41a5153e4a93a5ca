import { HEALTH_MSG, type LinkHealthSettings } from '@kisa/shared';
import { listTeamMemberships } from '#data/accounts/teams-repo.js';
import { getHealthSettings, putHealthSettings } from '#data/health/link-health-repo.js';
import { badRequest } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { refuseShortLinkTargets } from '../links/short-link-targets.js';

/** GET /api/link-health/settings: members who left the team since are left out. */
export async function getLinkHealthSettings(caller: TeamCaller): Promise<LinkHealthSettings> {
  const [settings, members] = await Promise.all([getHealthSettings(caller.teamId), listTeamMemberships(caller.teamId)]);
  const ids = new Set(members.map((m) => m.userId));
  return { fallbackUrl: settings.fallbackUrl, notify: settings.notify.filter((id) => ids.has(id)) };
}

/**
 * PUT /api/link-health/settings: the team's default fallback (checked as a target is: never a
 * Kisa short link) and the members told besides its owners (each a member of the team). A link
 * broken already keeps the default it broke with until it recovers.
 */
export async function updateLinkHealthSettings(caller: TeamCaller, input: { fallbackUrl: string | null; notify: string[] }): Promise<LinkHealthSettings> {
  await refuseShortLinkTargets([input.fallbackUrl]);
  const members = new Set((await listTeamMemberships(caller.teamId)).map((m) => m.userId));
  const notify = [...new Set(input.notify)];
  if (notify.some((id) => !members.has(id))) throw badRequest(HEALTH_MSG.notifyInvalid);
  const settings = { fallbackUrl: input.fallbackUrl, notify };
  await putHealthSettings(caller.teamId, settings);
  return settings;
}
