import type { User } from '@kisa/shared';

/**
 * The signed-in caller: the profile behind the request's credential (authenticate-caller.ts),
 * and the API key's id when the credential was one (its requests are limited per key; a
 * session's per user), and what a refusal for a missing scope says when the team's policy withheld
 * the caller's scopes (`scopeRefusal`). Not part of the User the API answers.
 */
export type Caller = User & { apiKeyId?: string; scopeRefusal?: string };

/**
 * Whoever acts for a team where only the team matters: a member, or a scheduled job acting for the
 * team (the automatic promotion of an A/B test). Functions that check nothing but the
 * team take this, so a job needs no made-up user.
 */
export type TeamCaller = Pick<Caller, 'teamId'>;
