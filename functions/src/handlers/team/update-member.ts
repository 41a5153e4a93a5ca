import { MSG } from '@kisa/shared';
import { updateMember } from '#core/team/update-member.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(teamOperations.updateMember, async ({ body, params, caller }) => ({
  body: await updateMember(caller, parseId('record', params.id, MSG.memberNotFound), body),
}));
