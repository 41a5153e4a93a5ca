import { memberPasswordSchema, MSG } from '@kisa/shared';
import { currentSession } from '#domain/accounts/sessions.js';
import { setMemberPassword } from '#domain/team/set-member-password.js';
import { readCredential } from '#lib/auth/credential.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, params, caller, headers, cookies }) => {
    await setMemberPassword(
      caller,
      parseId('record', params.id, MSG.memberNotFound),
      parseInput(memberPasswordSchema, body).password,
      // An owner setting their own password stays signed in here (and only here).
      currentSession(readCredential(headers, cookies)),
    );
    return { body: { message: MSG.memberPasswordSet } };
  },
  { auth: 'user' },
);
