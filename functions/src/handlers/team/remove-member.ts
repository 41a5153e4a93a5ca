import { MSG } from '@kisa/shared';
import { removeMember } from '#core/team/remove-member.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(teamOperations.removeMember, async ({ params, caller }) => {
  const outcome = await removeMember(caller, parseId('record', params.id, MSG.memberNotFound));
  return { body: { message: outcome === 'withdrawn' ? MSG.invitationCancelled : MSG.memberRemoved } };
});
