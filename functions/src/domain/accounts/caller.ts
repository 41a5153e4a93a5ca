import type { User } from '@kisa/shared';

/** The signed-in caller: the profile behind the request's credential (authenticate-caller.ts). */
export type Caller = User;

/**
 * Whoever acts for a team where only the team matters: a member, or a scheduled job acting for the
 * team (the automatic promotion of an A/B test, issue 27). Functions that check nothing but the
 * team take this, so a job needs no made-up user.
 */
export type TeamCaller = Pick<Caller, 'teamId'>;
