import { planLimits, type CountedLimit, type RequestQuota } from '@kisa/shared';
import { REQUEST_COUNTER_RULE_PREFIX } from '#data/rate-limits/rate-limit-item.js';
import { countRateLimitHit } from '#data/rate-limits/rate-limits-repo.js';
import { logger } from '#lib/logger.js';
import { within } from '#lib/timing/within.js';
import type { Caller } from '../accounts/caller.js';
import { hashSubject } from './check-rate-limit.js';

/** One limit a request was counted against (shared's CountedLimit: the chain's headers or 429 read it). */
export type RequestCount = CountedLimit;

/**
 * The counters' rule ids (part of their keys, docs/DATA-MODEL.md "rate-limit counter"): distinct
 * from limits.ts's per-action rules, which count other things.
 */
export const REQUEST_RULES = {
  key: `${REQUEST_COUNTER_RULE_PREFIX}key`,
  user: `${REQUEST_COUNTER_RULE_PREFIX}user`,
  team: `${REQUEST_COUNTER_RULE_PREFIX}team`,
} as const;

/**
 * Counts one signed-in API request against its caller's plan (shared PLANS): per credential —
 * the API key it came with, or for a session its user — and per team. One UpdateItem per limit,
 * both at once; the caller decides from the answers (hits over quota → 429). A counter that
 * cannot be written — refused, or not answered within REQUEST_COUNT_WAIT_MS — is logged and
 * answered as unknown (hits null): the request goes on, since a limit is a guard against runaway
 * clients, never a reason to fail or hold up a good request.
 */
export async function countRequest(caller: Caller, now = Date.now()): Promise<RequestCount[]> {
  const plan = planLimits(caller.plan);
  return Promise.all([
    caller.apiKeyId ? countOne('key', caller.apiKeyId, plan.perCredential, now) : countOne('user', caller.id, plan.perCredential, now),
    countOne('team', caller.teamId, plan.perTeam, now),
  ]);
}

/** The counter item of one limit's subject in the window holding `now` (ms): what countRequest writes. */
export function requestCounter(name: RequestCount['name'], subject: string, windowSeconds: number, now = Date.now()) {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return { rule: REQUEST_RULES[name], subject: hashSubject(subject), windowStart, windowEnd: windowStart + windowSeconds };
}

/** How long a request waits for its counters: a slow table must not slow every signed-in request down with it. */
export const REQUEST_COUNT_WAIT_MS = 500;

async function countOne(name: RequestCount['name'], subject: string, { quota, windowSeconds }: RequestQuota, now: number): Promise<RequestCount> {
  const counter = requestCounter(name, subject, windowSeconds, now);
  const resetSeconds = counter.windowEnd - now / 1000;
  try {
    const hits = await within(
      countRateLimitHit(counter.rule, counter.subject, counter.windowStart, counter.windowEnd + 60),
      REQUEST_COUNT_WAIT_MS,
      'request counter',
    );
    return { name, quota, windowSeconds, hits, resetSeconds };
  } catch (error) {
    logger.warn('Could not count a request against its limit: let through', { error: error as Error, limit: name });
    return { name, quota, windowSeconds, hits: null, resetSeconds };
  }
}
