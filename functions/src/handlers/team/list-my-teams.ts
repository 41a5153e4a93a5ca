import { listMyTeams } from '#core/team/my-teams.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.listMyTeams, async ({ caller }) => ({ body: await listMyTeams(caller) }));
