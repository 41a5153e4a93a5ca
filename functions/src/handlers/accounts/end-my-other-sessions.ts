import { MSG } from '@kisa/shared';
import { endMyOtherSessions } from '#core/accounts/my-sessions.js';
import { currentSession } from '#core/accounts/sessions.js';
import { readCredential } from '#lib/auth/credential.js';
import { sessionOperations } from '@kisa/shared/api/operations/sessions';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(sessionOperations.endMyOtherSessions, async ({ caller, headers, cookies }) => ({
  body: { message: MSG.sessionsEnded, ended: await endMyOtherSessions(caller, currentSession(readCredential(headers, cookies))) },
}));
