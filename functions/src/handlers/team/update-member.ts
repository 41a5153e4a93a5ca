import { memberPatchSchema, MSG } from '@kisa/shared';
import { updateMember } from '#domain/team/update-member.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, params, caller }) => ({ body: await updateMember(caller, parseId('record', params.id, MSG.memberNotFound), parseInput(memberPatchSchema, body)) }),
  { auth: 'user' },
);
