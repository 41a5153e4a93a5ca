import type { ClickDay, ClickHistory, SourceContext, SourceLink } from '../import-source.js';
import { SourceError } from '../source-http.js';

/**
 * A Dub link's daily clicks: GET /analytics?event=clicks&groupBy=timeseries&linkId=…&timezone=UTC
 * over ranges of at most 181 days — Dub answers a longer range by month, 3 to 181 days by day and
 * up to 2 days by hour (lib/analytics/utils/get-start-end-dates.ts); every bucket is added to its
 * UTC day. `interval=all` would answer by month, so it is not used.
 *
 * Dub's Free plan has no analytics API: its key is answered 429 for ever (a limit of 0 a second),
 * which the run would wait out without end. So the workspace's plan is asked once per key
 * (GET /links/info of the link, then GET /workspaces/{its workspaceId}) and a Free workspace gets no history.
 * A 403 on analytics (a key without analytics.read, a range beyond the plan's) also means no history.
 */

const DAY = 86_400_000;
/** Days per request: Dub answers daily up to a difference of 180 days between start and end. */
const SPAN_DAYS = 181;
/** Dub refuses a start before it existed (DUB_FOUNDING_DATE). */
const FOUNDED = Date.parse('2022-09-22T00:00:00.000Z');

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The plan of the workspace behind each key (one process reads one import at a time; a few keys at most). */
const plans = new Map<string, Promise<string | null>>();

async function askPlan(ctx: SourceContext, link: SourceLink): Promise<string | null> {
  try {
    const info = (await ctx.http.json(`${ctx.apiUrl}/links/info`, { query: { linkId: link.sourceId } })) as {
      workspaceId?: unknown;
      projectId?: unknown;
    } | null;
    const id = typeof info?.workspaceId === 'string' ? info.workspaceId : typeof info?.projectId === 'string' ? `ws_${info.projectId}` : null;
    if (!id) return null;
    const workspace = (await ctx.http.json(`${ctx.apiUrl}/workspaces/${encodeURIComponent(id)}`)) as { plan?: unknown } | null;
    return typeof workspace?.plan === 'string' ? workspace.plan.toLowerCase() : null;
  } catch (error) {
    // A key that may not read its workspace, a link deleted meanwhile: the plan stays unknown and analytics are simply asked.
    if (error instanceof SourceError && (error.kind === 'notFound' || (error.kind === 'auth' && error.status === 403))) return null;
    throw error;
  }
}

function planOf(ctx: SourceContext, link: SourceLink): Promise<string | null> {
  const key = `${ctx.apiUrl}\n${ctx.token}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = askPlan(ctx, link);
    plans.set(key, plan);
    // A failure (a 429, say) is not kept: the next step asks again.
    plan.catch(() => plans.delete(key));
  }
  return plan;
}

export async function dubHistory(ctx: SourceContext, link: SourceLink): Promise<ClickHistory> {
  // No clicks at Dub: nothing to ask (analytics are limited per second).
  if (link.clicks === 0) return { days: [] };
  if ((await planOf(ctx, link)) === 'free') return { days: [] };
  const created = link.createdAt ? Date.parse(link.createdAt) : Number.NaN;
  const today = Date.parse(dayOf(Date.now()));
  const counts = new Map<string, number>();
  for (let start = Math.max(FOUNDED, Date.parse(dayOf(Number.isNaN(created) ? FOUNDED : created))); start <= today; start += SPAN_DAYS * DAY) {
    const end = Math.min(today, start + (SPAN_DAYS - 1) * DAY);
    let series: unknown;
    try {
      series = await ctx.http.json(`${ctx.apiUrl}/analytics`, {
        query: { event: 'clicks', groupBy: 'timeseries', linkId: link.sourceId, start: dayOf(start), end: dayOf(end), timezone: 'UTC' },
      });
    } catch (error) {
      if (error instanceof SourceError && (error.kind === 'notFound' || (error.kind === 'auth' && error.status === 403))) break;
      throw error;
    }
    if (!Array.isArray(series)) throw new SourceError('garbled', 'Dub answered a timeseries that is not a list');
    for (const bucket of series as { start?: unknown; clicks?: unknown }[]) {
      const at = typeof bucket?.start === 'string' ? Date.parse(bucket.start) : Number.NaN;
      const n = bucket?.clicks;
      if (Number.isNaN(at) || typeof n !== 'number' || !Number.isInteger(n) || n <= 0) continue;
      counts.set(dayOf(at), (counts.get(dayOf(at)) ?? 0) + n);
    }
  }
  const days: ClickDay[] = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, clicks]) => ({ day, clicks }));
  return { days };
}
