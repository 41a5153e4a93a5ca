import { MSG } from '@kisa/shared';
import { handOverTeam } from '#core/admin/orphaned-teams.js';
import { adminOperations } from '@kisa/shared/api/operations/admin';
import { parseId } from '#lib/http/parse-input.js';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(adminOperations.handOverTeam, async ({ params, body }) => ({
  body: await handOverTeam(parseId('record', params.id, MSG.teamNotFound), body.email),
}));
