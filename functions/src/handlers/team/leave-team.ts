import { currentSession } from '#core/accounts/sessions.js';
import { leaveTeam } from '#core/team/leave-team.js';
import { readCredential } from '#lib/auth/credential.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.leaveTeam, async ({ caller, headers, cookies }) => ({
  body: await leaveTeam(caller, currentSession(readCredential(headers, cookies))),
}));
