import { currentSession } from '#core/accounts/sessions.js';
import { switchTeam } from '#core/team/my-teams.js';
import { readCredential } from '#lib/auth/credential.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(teamOperations.switchTeam, async ({ caller, body, headers, cookies }) => ({
  body: await switchTeam(caller, body.teamId, currentSession(readCredential(headers, cookies))),
}));
