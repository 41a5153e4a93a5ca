import {
  createMemberSchema,
  invitationAnswerSchema,
  invitationDetailsSchema,
  invitationSchema,
  memberPasswordSchema,
  memberPatchSchema,
  messageSchema,
  teamSchema,
  updatedMemberSchema,
} from '../../index.js';
import { declareOperations } from '../operation.js';

/** The caller's team, its members and invitations. */
export const teamOperations = declareOperations({
  getTeam: {
    method: 'GET',
    path: '/api/team',
    auth: 'user',
    uses: ['tableRead'],
    capability: 'team',
    summary: "The caller's team, its members (owners first) and — for owners — its pending invitations",
    tags: ['team'],
    responses: { 200: ['The team', teamSchema] },
  },
  // Creating a member invites: the account is made when the invitation is accepted.
  createMember: {
    method: 'POST',
    path: '/api/team/members',
    auth: 'user',
    uses: ['table', 'mail'],
    capability: 'team',
    summary:
      "'Create New Member' (owners only): invites the address — mails a single-use link valid 7 days; nothing else exists until its holder accepts. A new address then becomes an account in the team with the password given here; an existing account joins after signing in. The same answer for every address outside the team (whether or not it has an account); an address already a member of this team is a 409 and no mail; inviting an address again replaces its pending invitation. At most 100 invitations and e-mail changes per owner and hour",
    tags: ['team'],
    body: createMemberSchema,
    idempotent: true,
    responses: { 201: ['Invitation sent', invitationSchema] },
    errors: {
      400: 'Invalid input',
      403: 'Not an owner of the team',
      409: 'The address is already a member of this team',
      429: 'Too many invitations from this owner (Retry-After: seconds until the next try)',
    },
  },
  updateMember: {
    method: 'PATCH',
    path: '/api/team/members/{id}',
    auth: 'user',
    uses: ['table', 'mail', 'cognito:AdminUpdateUserAttributes'],
    capability: 'team',
    summary:
      "Change a member's name or role at once, and e-mail once the new address's holder follows the link mailed there (`pendingEmail`); the same answer for every address (owners only)",
    tags: ['team'],
    body: memberPatchSchema,
    responses: { 200: ['Member updated', updatedMemberSchema] },
    errors: {
      400: 'Invalid input',
      403: 'Not an owner of the team',
      404: 'No such member in your team',
      409: 'The last owner would be demoted',
      429: 'Too many invitations and e-mail changes from this owner',
    },
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/team/members/{id}',
    auth: 'user',
    uses: ['table', 'cognito:AdminDeleteUser'],
    capability: 'team',
    summary: 'Remove a member (their links stay with the team), or withdraw a pending invitation by its id (its link stops working); owners only',
    tags: ['team'],
    responses: { 200: ['Member removed, or invitation withdrawn', messageSchema] },
    errors: { 403: 'Not an owner of the team', 404: 'No such member in your team', 409: 'The last owner cannot be removed' },
  },
  setMemberPassword: {
    method: 'PUT',
    path: '/api/team/members/{id}/password',
    auth: 'user',
    uses: ['table', 'cognito:AdminSetUserPassword', 'cognito:AdminUserGlobalSignOut'],
    capability: 'team',
    summary:
      "Set the password of a member who accepted (owners only; an invitation's id is no member: 404); ends the member's sessions and revokes their API keys, as a password reset does (an owner setting their own keeps the calling session)",
    tags: ['team'],
    body: memberPasswordSchema,
    responses: { 200: ['Password set', messageSchema] },
    errors: { 400: 'Invalid input', 403: 'Not an owner of the team', 404: 'No such member in your team' },
  },
  // Invitation links (public: the token is the credential; a signed-in invitee may use an invitation's id).
  getInvitation: {
    method: 'GET',
    path: '/api/invitations/{ref}',
    auth: 'public',
    uses: ['tableRead'],
    capability: 'team',
    summary:
      "What an invitation link offers (`ref`: the link's token; does not use it): team, inviter, and whether the address already has an account — told only to the link's holder, the address's mailbox",
    tags: ['team'],
    responses: { 200: ['The invitation', invitationDetailsSchema] },
    errors: { 404: 'Invalid, used, withdrawn, replaced or expired link' },
  },
  answerInvitation: {
    method: 'POST',
    path: '/api/invitations/{ref}',
    auth: 'public',
    uses: ['table', 'userPool', 'cognito:AdminCreateUser', 'cognito:AdminSetUserPassword', 'cognito:AdminDeleteUser'],
    capability: 'team',
    summary:
      "Accept or decline an invitation. `ref`: the link's token, or — signed in — the id of an invitation to your own address (GET /api/me). Accepting for a new address creates the account (verified, the owner's chosen password, no session); an existing account must be signed in and send `leaveCurrentTeam: true` (its old team keeps its links; a last owner whose team has other members is refused). Single use",
    tags: ['team'],
    body: invitationAnswerSchema,
    responses: { 200: ['Accepted or declined', messageSchema] },
    errors: {
      400: 'Invalid input',
      401: 'The address has an account: sign in to accept (or, with an id, not signed in)',
      403: 'Signed in as another account',
      404: 'Invalid, used, withdrawn, replaced or expired invitation',
      409: '`leaveCurrentTeam` missing, or the last owner of a team with other members',
    },
  },
});
