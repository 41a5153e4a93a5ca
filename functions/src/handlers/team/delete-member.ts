import { MSG } from '@kisa/shared';
import { removeMember } from '../../domain/team/remove-member.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(
  async ({ params, caller }) => {
    await removeMember(caller, params.id);
    return { body: { message: MSG.memberRemoved } };
  },
  { auth: 'user' },
);
