import { getCallersTeam } from '#core/team/get-team.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.getTeam, async ({ caller }) => ({ body: await getCallersTeam(caller) }));
