import type { DeclaredOperation } from '@kisa/shared/api';
import { type AuditContext, runInAuditContext } from '../../audit/audit-context.js';
import { logger } from '../../logger.js';
import { clientIp } from '../client-ip.js';
import type { ApiEvent, HttpResponse } from '../types.js';

/**
 * The audit log's step of the chain: after an operation that changed something answered 2xx, one
 * entry is recorded for the caller's team (core/audit/audit-trail.ts decides the team, actor,
 * target and changes, and writes it). lib may not read the table, so the recorder is injected
 * like the idempotency store (handlers/api-handler.ts). The step sits inside the Idempotency-Key
 * step: a replayed answer changed nothing and records nothing.
 *
 * Recording never fails the request: the change has happened, so a lost entry is logged (with
 * the whole entry, by the recorder) and the answer goes out.
 */

/** What the chain hands the recorder about one answered request. */
export interface AuditedRequest<C> {
  operation: DeclaredOperation;
  /** The signed-in caller; undefined on public routes. */
  caller: C | undefined;
  params: Record<string, string | undefined>;
  /** The JSON body as sent (the recorder redacts it). */
  body: unknown;
  status: number;
  /** The JSON answer, when the answer was JSON. */
  answer: unknown;
  /** The client's address as the chain sees it (the recorder truncates it). */
  ip: string;
  userAgent: string;
  /** What domain code noted while the operation ran (lib/audit/audit-context.ts). */
  noted: AuditContext;
}

export interface AuditTrail<C> {
  record(request: AuditedRequest<C>): Promise<void>;
}

/** Reads whose answers are recorded: exports of personal data (the visitor log) and of the audit log itself. */
const AUDITED_READS = new Set(['exportVisitors', 'exportAudit']);
/** Public operations that act for an account's team: sign-in, invitation answers. */
const AUDITED_PUBLIC = new Set(['signIn', 'answerInvitation']);

/**
 * Whether the operation runs in an audit context: every signed-in operation that writes the table
 * (not a GET), the exports above, and every public one — recorded when it is one of the above,
 * its answer signs someone in (it answers a `user`: a second factor's step, say) or its code
 * noted a team (an SSO callback records its own sign-in with the context's origin).
 */
export const isAudited = (operation: Pick<DeclaredOperation, 'operationId' | 'method' | 'auth' | 'uses'>): boolean =>
  AUDITED_READS.has(operation.operationId) || operation.auth === 'public' || (operation.method !== 'GET' && operation.uses.includes('table'));

const answersUser = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && typeof (answer as { user?: { teamId?: unknown } }).user?.teamId === 'string';

export async function auditTrail<C>(
  trail: AuditTrail<C> | undefined,
  operation: DeclaredOperation,
  event: ApiEvent,
  run: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  if (!trail || !isAudited(operation)) return run();
  const noted: AuditContext = {
    origin: { ip: clientIp(event.headers ?? {}, event.requestContext?.http?.sourceIp), userAgent: event.headers?.['user-agent'] ?? '' },
  };
  const request = (status: number, answer: unknown): AuditedRequest<C> => ({
    operation,
    caller: event.caller as C | undefined,
    params: event.pathParameters ?? {},
    body: event.jsonBody,
    status,
    answer,
    ip: noted.origin?.ip ?? '',
    userAgent: noted.origin?.userAgent ?? '',
    noted,
  });
  // A refused sign-in is recorded by core within the refusal's answer floor (core/audit/record-sign-in.ts).
  const response = await runInAuditContext(noted, run);
  const status = response.statusCode ?? 200;
  if (status < 200 || status >= 300) return response;
  const answer = readJson(response);
  if (operation.auth === 'public' && !AUDITED_PUBLIC.has(operation.operationId) && !answersUser(answer) && !noted.teamId) return response;
  await record(trail, request(status, answer));
  return response;
}

async function record<C>(trail: AuditTrail<C>, request: AuditedRequest<C>): Promise<void> {
  try {
    await trail.record(request);
  } catch (error) {
    logger.error('Audit entry not recorded', { operationId: request.operation.operationId, error });
  }
}

function readJson(response: HttpResponse): unknown {
  if (typeof response.body !== 'string' || response.isBase64Encoded || response.body.length > 1_000_000) return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}
