import { MSG } from '@kisa/shared';
import { getInvitationDetails } from '#domain/team/get-invitation.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ params }) => ({ body: await getInvitationDetails(parseId('token', params.ref, MSG.invitationNotFound)) }),
  { auth: 'public' },
);
