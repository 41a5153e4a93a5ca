import { MSG } from '@kisa/shared';
import { endMemberSessions } from '#core/accounts/my-sessions.js';
import { parseId } from '#lib/http/parse-input.js';
import { sessionOperations } from '@kisa/shared/api/operations/sessions';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(sessionOperations.endMemberSessions, async ({ caller, params }) => ({
  body: { message: MSG.sessionsEnded, ended: await endMemberSessions(caller, parseId('record', params.id, MSG.memberNotFound)) },
}));
