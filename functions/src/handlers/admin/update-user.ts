import { MSG } from '@kisa/shared';
import { updateUser } from '#core/admin/update-user.js';
import { adminOperations } from '@kisa/shared/api/operations/admin';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(adminOperations.updateUser, async ({ body, params, caller }) => ({
  body: await updateUser(caller, parseId('record', params.id, MSG.userNotFound), body),
}));
