import { MSG } from '@kisa/shared';
import { changePassword } from '#core/accounts/change-password.js';
import { currentSession } from '#core/accounts/sessions.js';
import { readCredential } from '#lib/auth/credential.js';
import { accountOperations } from '@kisa/shared/api/operations/accounts';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(accountOperations.changeMyPassword, async ({ body, caller, headers, cookies }) => {
  // The session that changed the password stays signed in (and only it).
  await changePassword(caller, body, currentSession(readCredential(headers, cookies)));
  return { body: { message: MSG.passwordChanged } };
});
