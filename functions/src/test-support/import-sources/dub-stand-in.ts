import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonAnswer, type StandInFault, type StandInServer, startStandInServer, textAnswer } from './stand-in-server.js';

/**
 * A stand-in for Dub's API (api.dub.co) on loopback, built from its published reference
 * (https://dub.co/docs/api-reference: links, folders, workspaces, analytics, errors, rate
 * limits) and its source (github.com/dubinc/dub, apps/web):
 * - GET /links: `page` (≤ 1,000) and `pageSize` (≤ 100) or `startingAfter` (id order), newest
 *   first, archived ones only with showArchived=true, and only the links of `folderId` — none
 *   given: the links in no folder (lib/api/links/get-links-for-workspace.ts, validate-links-query-filters.ts);
 * - GET /links/info?linkId= (a link, its workspaceId), GET /folders (pageSize ≤ 50), GET /workspaces/{id} (its `plan`);
 * - GET /analytics?event=clicks&groupBy=timeseries: buckets by hour (≤ 2 days apart), day (≤ 180)
 *   or month (lib/analytics/utils/get-start-end-dates.ts), every bucket listed, zeros too;
 * - errors `{ error: { code, message, doc_url } }` (lib/api/errors.ts); a 429 carries
 *   Retry-After, X-RateLimit-Limit/-Remaining/-Reset — Retry-After and the reset as Upstash's
 *   reset, epoch milliseconds (lib/auth/rate-limit-request.ts), whatever the docs say; on the
 *   Free plan the analytics limit is 0 a second, so analytics always answer 429.
 */

export interface DubClick {
  at: number;
  clicks: number;
}

export interface DubStandInData {
  token: string;
  workspace: { id: string; slug: string; plan: string };
  /** Link bodies as Dub answers them (malformed ones too); `folderId` null: in no folder. */
  links: Record<string, unknown>[];
  folders: { id: string; name: string }[];
  /** Link id → its clicks. */
  clicks: Record<string, DubClick[]>;
}

export interface DubFault extends StandInFault {
  /** rateLimited: seconds until the window resets (default 7). */
  resetSeconds?: number;
}

export interface DubStandIn extends StandInServer<DubFault> {
  url: string;
  data: DubStandInData;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const send = jsonAnswer();

const fail = (res: ServerResponse, status: number, code: string, message: string, headers?: Record<string, string>) =>
  send(res, status, { error: { code, message, doc_url: `https://dub.co/docs/api-reference/errors#${code.replace('_', '-')}` } }, headers);

function rateLimited(res: ServerResponse, limit: number, seconds: number): number {
  const reset = String(Date.now() + seconds * 1000);
  return fail(res, 429, 'rate_limit_exceeded', 'Too many requests.', {
    'retry-after': reset,
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': reset,
  });
}

const startOfDay = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00.000Z`);

/** The timeseries Dub answers for [start, end] in UTC. */
export function dubTimeseries(clicks: DubClick[], start: string, end: string): { start: string; clicks: number }[] {
  const from = startOfDay(start);
  const to = startOfDay(end) + DAY;
  const days = Math.floor((to - 1 - from) / DAY);
  const step = days <= 2 ? 'hour' : days > 180 ? 'month' : 'day';
  const buckets: number[] = [];
  for (let t = from; t < to; ) {
    buckets.push(t);
    if (step === 'hour') t += HOUR;
    else if (step === 'day') t += DAY;
    else {
      const d = new Date(t);
      t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
  return buckets.map((b, i) => {
    const next = buckets[i + 1] ?? to;
    const n = clicks.filter((c) => c.at >= b && c.at < next).reduce((s, c) => s + c.clicks, 0);
    return { start: new Date(b).toISOString(), clicks: n, leads: 0, sales: 0, saleAmount: 0 };
  });
}

export async function startDubStandIn(data: DubStandInData): Promise<DubStandIn> {
  const links = (res: ServerResponse, q: URLSearchParams): number => {
    const pageSize = Number(q.get('pageSize') ?? '100');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return fail(res, 422, 'unprocessable_entity', 'pageSize: Max page size is 100.');
    const folder = q.get('folderId');
    const folderId = !folder || folder === 'unsorted' ? null : folder;
    const archived = q.get('showArchived') === 'true';
    const visible = data.links
      .filter((l) => (l.folderId ?? null) === folderId && (archived || l.archived !== true))
      .sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
    const after = q.get('startingAfter');
    const page = Number(q.get('page') ?? '1');
    if (after && q.get('page')) return fail(res, 422, 'unprocessable_entity', 'You cannot use both page and startingAfter/endingBefore at the same time.');
    if (after) {
      const byId = [...visible].sort((a, b) => String(b.id).localeCompare(String(a.id)));
      const i = byId.findIndex((l) => l.id === after);
      if (i < 0) return fail(res, 422, 'unprocessable_entity', 'Invalid cursor: the provided ID does not exist.');
      return send(res, 200, byId.slice(i + 1, i + 1 + pageSize));
    }
    if (!Number.isInteger(page) || page < 1) return fail(res, 422, 'unprocessable_entity', 'page: Page must be greater than 0.');
    if (page > 1000)
      return fail(res, 422, 'unprocessable_entity', 'Page is too big (cannot be more than 1000), recommend using cursor-based pagination instead.');
    return send(res, 200, visible.slice((page - 1) * pageSize, page * pageSize));
  };

  const analytics = (res: ServerResponse, q: URLSearchParams): number => {
    if (data.workspace.plan === 'free') return rateLimited(res, 0, 1);
    if (q.get('event') !== 'clicks' || q.get('groupBy') !== 'timeseries')
      return fail(res, 422, 'unprocessable_entity', 'This stand-in answers clicks by timeseries.');
    const start = q.get('start');
    const end = q.get('end');
    if (!start || !end || (q.get('timezone') ?? 'UTC') !== 'UTC') return fail(res, 422, 'unprocessable_entity', 'This stand-in answers start and end in UTC.');
    if (start < '2022-09-22') return fail(res, 422, 'unprocessable_entity', 'start: The start date cannot be earlier than Sep 22, 2022.');
    return send(res, 200, dubTimeseries(data.clicks[q.get('linkId') ?? ''] ?? [], start, end));
  };

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL, unauthorized: boolean): number => {
    const path = url.pathname;
    if (!req.headers.authorization) return fail(res, 401, 'unauthorized', 'Missing Authorization header.');
    if (unauthorized || req.headers.authorization !== `Bearer ${data.token}`) return fail(res, 401, 'unauthorized', 'Unauthorized: Invalid API key.');
    if (req.method !== 'GET') return fail(res, 405, 'bad_request', 'Method not allowed.');
    const q = url.searchParams;
    if (path === '/links') return links(res, q);
    if (path === '/links/info') {
      const link = data.links.find((l) => l.id === q.get('linkId'));
      return link ? send(res, 200, link) : fail(res, 404, 'not_found', 'Link not found.');
    }
    if (path === '/folders') {
      const size = Math.min(50, Number(q.get('pageSize') ?? '50'));
      const page = Number(q.get('page') ?? '1');
      return send(
        res,
        200,
        data.folders.slice((page - 1) * size, page * size).map((f) => ({ ...f, accessLevel: 'write', type: 'default' })),
      );
    }
    if (path === `/workspaces/${data.workspace.id}`) return send(res, 200, { ...data.workspace, name: 'Acme', domains: [] });
    if (path.startsWith('/workspaces/')) return fail(res, 404, 'not_found', 'Workspace not found.');
    if (path === '/analytics') return analytics(res, q);
    return fail(res, 404, 'not_found', 'The requested resource was not found.');
  };

  const server = await startStandInServer<DubFault>({
    garbage: (res) => textAnswer(res, 200, '<!DOCTYPE html><html><body><h1>Dub — This page could not be found.</h1></body></html>'),
    serverError: (res) => fail(res, 500, 'internal_server_error', 'An internal server error occurred. Please contact our support if the problem persists.'),
    rateLimited: (res, hit) => rateLimited(res, 600, hit.resetSeconds ?? 7),
    route: answer,
  });
  return Object.assign(server, { url: server.origin, data });
}
