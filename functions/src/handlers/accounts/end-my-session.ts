import { MSG } from '@kisa/shared';
import { endMySession } from '#core/accounts/my-sessions.js';
import { currentSession } from '#core/accounts/sessions.js';
import { readCredential } from '#lib/auth/credential.js';
import { config } from '#lib/config.js';
import { parseId } from '#lib/http/parse-input.js';
import { clearedSessionCookie } from '#lib/http/session-cookie.js';
import { sessionOperations } from '@kisa/shared/api/operations/sessions';
import { apiOperation } from '../api-handler.js';

// Ending the session this request came with signs this browser out too: its cookie goes.
export const handler = apiOperation(sessionOperations.endMySession, async ({ caller, params, headers, cookies }) => {
  const { wasCurrent } = await endMySession(caller, parseId('record', params.id, MSG.sessionNotFound), currentSession(readCredential(headers, cookies)));
  return { body: { message: MSG.sessionEnded }, ...(wasCurrent ? { cookies: [clearedSessionCookie(config.cookie().secure)] } : {}) };
});
