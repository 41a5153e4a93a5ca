import { PLAN_ENTERPRISE } from './constants.js';

/** A fixed-window request limit: `quota` requests per `windowSeconds`; the next one answers 429. */
export interface RequestQuota {
  quota: number;
  windowSeconds: number;
}

/**
 * One limit a request was counted against: what the rate-limits domain answers
 * (functions/src/core/rate-limits/count-request.ts) and the chain turns into the RateLimit
 * headers or a 429 (functions/src/lib/http/middleware/request-limits.ts).
 */
export interface CountedLimit extends RequestQuota {
  /** The policy's name in the headers: `key` (an API key), `user` (a browser session's user), `team`. */
  name: 'key' | 'user' | 'team';
  /** This window's requests, this one included; null when the counter could not be written (the request passes). */
  hits: number | null;
  /** Seconds (fractional) until the window ends, when `hits` starts again from 0. */
  resetSeconds: number;
}

/**
 * What a plan allows. Every signed-in API request (session or API key) counts against both:
 * `perCredential` (each API key by itself; a browser session by its user, all their sessions
 * together) and `perTeam` (every key and member of the team together).
 */
export interface PlanLimits {
  perCredential: RequestQuota;
  perTeam: RequestQuota;
  /** How long the team's audit log keeps an entry (its `ttl`): security reviews ask for a year. */
  auditRetentionDays: number;
}

/** An account an admin has slowed down (a runaway integration) without disabling it. */
export const PLAN_RESTRICTED = 'Restricted';

/**
 * Every plan and its limits, in one place: a new plan is a new entry here (and the admin can then
 * put users on it, PATCH /api/admin/users/{id} `{plan}`). A user's plan is on their profile; a
 * request is held to its caller's plan, the team's counter included.
 *
 * Enterprise: a person in the web app sends a few requests per screen (the busiest screen, a
 * campaign's progress, polls about once a second), well under 100 a minute, and even a team of
 * dozens working at once stays far below 3,000. A script creating links one call at a time at 10 a
 * second still passes (thousands at once go through the bulk endpoint, one request per 10,000
 * links); a runaway loop (hundreds of parallel calls, or a retry loop without a pause) is stopped
 * within seconds, before it costs the team's share of the table's writes and Lambda's concurrency.
 * The heaviest test, the bad-input property test, sends about 320 requests per user and 360 per
 * team over its whole run, so no machine is fast enough for it to meet these in one minute.
 *
 * Restricted: a trickle — enough for a person to look around the web app slowly, not for a script.
 */
export const PLANS = {
  [PLAN_ENTERPRISE]: {
    perCredential: { quota: 600, windowSeconds: 60 },
    perTeam: { quota: 3000, windowSeconds: 60 },
    auditRetentionDays: 365,
  },
  [PLAN_RESTRICTED]: {
    perCredential: { quota: 20, windowSeconds: 60 },
    perTeam: { quota: 30, windowSeconds: 60 },
    auditRetentionDays: 90,
  },
} as const satisfies Record<string, PlanLimits>;

export type PlanName = keyof typeof PLANS;

/** The plans an admin may choose, the default first. */
export const PLAN_NAMES = Object.keys(PLANS) as [PlanName, ...PlanName[]];

/** The default plan: every new account's (create-user.ts). */
export const DEFAULT_PLAN: PlanName = PLAN_ENTERPRISE;

/** A plan's limits; a name the table does not know (an item from before a plan was renamed) gets the default's. */
export function planLimits(plan: string): PlanLimits {
  return Object.hasOwn(PLANS, plan) ? PLANS[plan as PlanName] : PLANS[DEFAULT_PLAN];
}
