import type { AuditActor, AuditChanges, User } from '@kisa/shared';
import type { DeclaredOperation } from '@kisa/shared/api';
import type { AuditContext } from '#lib/audit/audit-context.js';
import type { Caller } from '../accounts/caller.js';
import { auditChanges } from './audit-changes.js';
import { appendEntryOrLog } from './append-entry.js';
import { recordSignIn } from './record-sign-in.js';
import { targetOf } from './audit-target.js';
import { truncateIp } from './truncate-ip.js';

/**
 * What the API chain hands the audit log about one answered request (the chain's AuditedRequest,
 * lib/http/middleware/audit-trail.ts; core never imports lib/http, so the shape is repeated here
 * and checked where the two meet, handlers/api-handler.ts).
 */
export interface AuditedCall {
  operation: DeclaredOperation;
  caller: Caller | undefined;
  params: Record<string, string | undefined>;
  body: unknown;
  status: number;
  answer: unknown;
  ip: string;
  userAgent: string;
  noted: AuditContext;
}

const USER_AGENT_MAX = 256;

const actorOf = (caller: Pick<Caller, 'id' | 'name' | 'apiKeyId'>): AuditActor =>
  caller.apiKeyId ? { kind: 'apiKey', id: caller.apiKeyId, name: caller.name } : { kind: 'user', id: caller.id, name: caller.name };

/** The user a public operation's answer signed in, if it answered one. */
function answeredUser(answer: unknown): User | undefined {
  const user = (answer as { user?: User } | undefined)?.user;
  return user && typeof user.teamId === 'string' && typeof user.id === 'string' ? user : undefined;
}

/**
 * Records one entry for the request in its team's chain: the caller's team (or the team domain
 * code noted, or the signed-in user's), the caller as actor (a user, or an API key by its id), the
 * operationId as action, the target from the path or the answer, the noted before/after changes or
 * else the body's fields, redacted. A sign-in is `signIn` with its method (`password`, or the route
 * that signed in); refused ones are recorded by sign-in itself, within its answer floor (recordFailedSignIn).
 */
async function record(call: AuditedCall): Promise<void> {
  const { operation, caller, noted } = call;
  const from = { ip: truncateIp(call.ip), userAgent: call.userAgent.slice(0, USER_AGENT_MAX) };
  const user = caller ?? answeredUser(call.answer);
  // A public route that answers a user signed them in (password, verification link, second factor, passkey): `signIn`, by how.
  if (!caller && user) return recordSignIn({ ...user, userId: user.id }, operation.operationId === 'signIn' ? 'password' : operation.operationId, call);
  const teamId = noted.teamId ?? user?.teamId;
  if (!teamId) return;
  const actor: AuditActor = user ? actorOf(user) : { kind: 'system', id: operation.operationId };
  const changes: AuditChanges = auditChanges(noted.changes, call.body);
  await appendEntryOrLog(
    teamId,
    {
      actor,
      action: operation.operationId,
      target: noted.target ?? targetOf(operation, call.params, call.answer, { teamId, userId: user?.id }),
      ...from,
      changes,
      status: call.status,
    },
    user?.plan,
  );
}

/** The audit log's recorder, bound into the API chain by handlers/api-handler.ts. */
export const auditRecorder = { record };
