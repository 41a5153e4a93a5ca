import { getCallersTeam } from '#domain/team/get-team.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller }) => ({ body: await getCallersTeam(caller) }), { auth: 'user' });
