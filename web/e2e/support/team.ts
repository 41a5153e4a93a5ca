/**
 * A second person on a test owner's team, for the screens members see read-only.
 */
import { apiAs } from './api';
import { mailLink, runtimeUrls } from './browser';

/** Adds a member to the owner's team through the API and accepts the invitation from its mail (no browser). */
export async function addTeamMember(ownerToken: string, name: string, email: string, password: string): Promise<void> {
  const invitedAt = Date.now();
  await apiAs(ownerToken, 'POST', '/api/team/members', { name, email, password });
  const inviteToken = new URL(await mailLink(email, '/invite/', invitedAt)).pathname.split('/').pop()!;
  const accepted = await fetch(runtimeUrls().at(`/api/invitations/${inviteToken}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'accept' }),
  });
  if (!accepted.ok) throw new Error(`expected ${email} to accept the invitation, got ${accepted.status} ${await accepted.text()}`);
}
