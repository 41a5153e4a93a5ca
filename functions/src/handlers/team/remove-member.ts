import { MSG } from '@kisa/shared';
import { removeMember } from '#domain/team/remove-member.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, caller }) => {
    const outcome = await removeMember(caller, parseId('record', params.id, MSG.memberNotFound));
    return { body: { message: outcome === 'withdrawn' ? MSG.invitationCancelled : MSG.memberRemoved } };
  },
  { auth: 'user' },
);
