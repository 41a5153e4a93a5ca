import { MSG } from '@kisa/shared';
import { removeMember } from '../../domain/team/remove-member.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params, caller }) => {
    await removeMember(caller, parseId('record', params.id, MSG.memberNotFound));
    return { body: { message: MSG.memberRemoved } };
  },
  { auth: 'user' },
);
