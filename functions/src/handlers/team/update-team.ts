import { updateTeam } from '#core/team/update-team-settings.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.updateTeam, async ({ caller, body }) => ({ body: await updateTeam(caller, body) }));
