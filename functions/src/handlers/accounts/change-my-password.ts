import { MSG, passwordChangeSchema } from '@kisa/shared';
import { changePassword } from '#domain/accounts/change-password.js';
import { currentSession } from '#domain/accounts/sessions.js';
import { readCredential } from '#lib/auth/credential.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(
  async ({ body, caller, headers, cookies }) => {
    // The session that changed the password stays signed in (and only it).
    await changePassword(caller, parseInput(passwordChangeSchema, body), currentSession(readCredential(headers, cookies)));
    return { body: { message: MSG.passwordChanged } };
  },
  { auth: 'user' },
);
