/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
import type { Invitation, Member, Team, TeamRole } from '@kisa/shared';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import type { Session } from './accounts.js';
import { call, runtime, tokenFromLinks, uniqueEmail } from './api.js';

/** Team helpers for API tests: members join by invitation, through the mail outbox. */

export const MEMBER_PASSWORD = 'member passw0rd';
export const INVITATION_SUBJECT = 'You are invited to a team on Kisa';

/** Invites `email` to the owner's team (as `role`: the API's default, member, unless given) and answers the invitation and its mailed link token. */
export async function invite(
  owner: Session,
  name: string,
  email: string,
  password = MEMBER_PASSWORD,
  role?: TeamRole,
): Promise<{ invitation: Invitation; token: string }> {
  const before = Date.now();
  const res = await call('POST', '/api/team/members', { headers: owner.auth, json: { name, email, password, ...(role ? { role } : {}) } });
  if (res.status !== 201) throw new Error(`expected the invitation of ${email} to answer 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return { invitation: res.body, token: await invitationToken(email, before) };
}

/** The token of the newest invitation link mailed to `email` at or after `after`. */
export async function invitationToken(email: string, after: number): Promise<string> {
  const mail = await waitForMail(runtime().sesUrl, { to: email, subjectIncludes: INVITATION_SUBJECT, after });
  return tokenFromLinks(mail.links, 'invite');
}

/**
 * A member as the spec's 'Create New Member' makes one: invited (as `role`, member unless given), the invitation
 * accepted through the mailed link (a new address becomes an account with `password`), and
 * the member row as the owner's team lists it.
 */
export async function addMember(
  owner: Session,
  name: string,
  email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-')),
  password = MEMBER_PASSWORD,
  role?: TeamRole,
): Promise<Member> {
  const { token } = await invite(owner, name, email, password, role);
  const accepted = await call('POST', `/api/invitations/${token}`, { json: { action: 'accept' } });
  if (accepted.status !== 200)
    throw new Error(`expected accepting the invitation of ${email} to answer 200, got ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const team = await call<Team>('GET', '/api/team', { headers: owner.auth });
  if (team.status !== 200) throw new Error(`expected the owner's team to answer 200 after ${email} accepted, got ${team.status} ${JSON.stringify(team.body)}`);
  const member = team.body.members.find((m) => m.email === email.toLowerCase());
  if (!member) throw new Error(`expected ${email} among the members after accepting, got ${JSON.stringify(team.body.members)}`);
  return member;
}
