import { updateProfile } from '#core/accounts/update-profile.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.updateMe, async ({ body, caller }) => {
  return { body: { message: await updateProfile(caller, body) } };
});
