import { isId, MSG } from '@kisa/shared';
import { answerInvitation } from '#core/team/answer-invitation.js';
import { readCredential } from '#lib/auth/credential.js';
import { notFound } from '#lib/errors.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';

// `ref`: the mailed link's token, or the id of an invitation to the signed-in caller's address.
export const handler = apiOperation(teamOperations.answerInvitation, async ({ params, body, headers, cookies }) => {
  const ref = params.ref;
  if (!isId('token', ref) && !isId('record', ref)) throw notFound(MSG.invitationNotFound);
  return { body: await answerInvitation(ref, body, readCredential(headers, cookies)) };
});
