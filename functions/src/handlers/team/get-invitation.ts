import { MSG } from '@kisa/shared';
import { getInvitationDetails } from '#core/team/get-invitation.js';
import { teamOperations } from '@kisa/shared/api/operations/team';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(teamOperations.getInvitation, async ({ params }) => ({
  body: await getInvitationDetails(parseId('token', params.ref, MSG.invitationNotFound)),
}));
