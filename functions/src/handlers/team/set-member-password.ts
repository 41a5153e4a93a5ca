import { MSG } from '@kisa/shared';
import { currentSession } from '#core/accounts/sessions.js';
import { setMemberPassword } from '#core/team/set-member-password.js';
import { readCredential } from '#lib/auth/credential.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(teamOperations.setMemberPassword, async ({ body, params, caller, headers, cookies }) => {
  await setMemberPassword(
    caller,
    parseId('record', params.id, MSG.memberNotFound),
    body.password,
    // An owner setting their own password stays signed in here (and only here).
    currentSession(readCredential(headers, cookies)),
  );
  return { body: { message: MSG.memberPasswordSet } };
});
