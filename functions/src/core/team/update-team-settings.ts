import { MSG, type TeamSettings, type TeamSettingsPatch } from '@kisa/shared';
import { updateTeamSettings } from '#data/accounts/teams-repo.js';
import { notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';

/**
 * An owner or admin renames the current team or changes its policy. The policy counts from each
 * member's next request (every request reads the team item with the membership).
 */
export async function updateTeam(caller: Caller, patch: TeamSettingsPatch): Promise<TeamSettings> {
  requireScope(caller, 'team:write');
  const team = await updateTeamSettings(caller.teamId, patch);
  if (!team) throw notFound(MSG.teamNotFound);
  return { name: team.name, viewersExportVisitors: team.viewersExportVisitors, secondFactorRequired: team.secondFactorRequired };
}
