import { messageSchema, sessionListSchema, sessionsEndedSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** The caller's sessions (signed-in devices), and an owner or admin ending a member's. */
export const sessionOperations = declareOperations({
  listMySessions: {
    method: 'GET',
    path: '/api/me/sessions',
    auth: 'user',
    scope: 'account:read',
    uses: ['tableRead'],
    capability: 'accounts',
    summary: "The caller's live sessions, newest first: device, browser and OS, truncated address, how it signed in, the current one marked",
    tags: ['auth'],
    responses: { 200: ['Sessions', sessionListSchema] },
  },
  endMyOtherSessions: {
    method: 'DELETE',
    path: '/api/me/sessions',
    auth: 'user',
    scope: 'account:write',
    uses: ['table', 'cognito:AdminUserGlobalSignOut'],
    capability: 'accounts',
    summary: "End every session of the caller's but the current one (their tokens stop working at once)",
    tags: ['auth'],
    responses: { 200: ['Sessions ended, and how many', sessionsEndedSchema] },
  },
  endMySession: {
    method: 'DELETE',
    path: '/api/me/sessions/{id}',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'accounts',
    summary: 'End one of your sessions (its token stops working at once); ending the current one also clears the session cookie',
    tags: ['auth'],
    responses: { 200: ['Session ended', messageSchema] },
    errors: { 404: 'No such session of yours' },
    setsCookie: true,
  },
  endMemberSessions: {
    method: 'DELETE',
    path: '/api/team/members/{id}/sessions',
    auth: 'user',
    scope: 'team:write',
    uses: ['table', 'cognito:AdminUserGlobalSignOut'],
    capability: 'accounts',
    summary: "End every session of a member of your team (owners and admins; an owner's only by an owner); their API keys stay",
    tags: ['team'],
    responses: { 200: ['Sessions ended, and how many', sessionsEndedSchema] },
    errors: { 403: 'Not an owner or admin of the team, or an admin ending an owner’s sessions', 404: 'No such member in your team' },
  },
});
