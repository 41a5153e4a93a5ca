import { memberPasswordSchema, MSG } from '@kisa/shared';
import { setMemberPassword } from '../../domain/team/set-member-password.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseId, parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, params, caller }) => {
    await setMemberPassword(caller, parseId('record', params.id, MSG.memberNotFound), parseInput(memberPasswordSchema, body).password);
    return { body: { message: MSG.memberPasswordSet } };
  },
  { auth: 'user' },
);
