import { adminUserPatchSchema } from '@kisa/shared';
import { updateUser } from '../../domain/admin/update-user.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, params, caller }) => ({ body: await updateUser(caller, params.id, parseInput(adminUserPatchSchema, body)) }),
  { auth: 'admin' },
);
