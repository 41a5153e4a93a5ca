import { adminUserPatchSchema, MSG } from '@kisa/shared';
import { updateUser } from '#domain/admin/update-user.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, params, caller }) => ({ body: await updateUser(caller, parseId('record', params.id, MSG.userNotFound), parseInput(adminUserPatchSchema, body)) }),
  { auth: 'admin' },
);
