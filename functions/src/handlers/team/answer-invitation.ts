import { invitationAnswerSchema, isId, MSG } from '@kisa/shared';
import { answerInvitation } from '#domain/team/answer-invitation.js';
import { readCredential } from '#lib/auth/credential.js';
import { notFound } from '#lib/errors.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

// `ref`: the mailed link's token, or the id of an invitation to the signed-in caller's address.
export const handler = apiHandler(
  async ({ params, body, headers, cookies }) => {
    const ref = params.ref;
    if (!isId('token', ref) && !isId('record', ref)) throw notFound(MSG.invitationNotFound);
    return { body: await answerInvitation(ref, parseInput(invitationAnswerSchema, body), readCredential(headers, cookies)) };
  },
  { auth: 'public' },
);
