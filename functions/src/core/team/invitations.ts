import { MSG, type Invitation } from '@kisa/shared';
import type { InvitationRecord } from '#data/accounts/invitation-item.js';
import { getInvitation, peekInvitationToken } from '#data/accounts/invitations-repo.js';
import { hashToken, openWithToken } from '#lib/crypto/token-crypto.js';
import { notFound } from '#lib/errors.js';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function toInvitation(r: InvitationRecord): Invitation {
  return {
    id: r.invitationId,
    name: r.name,
    email: r.email,
    role: r.role,
    invitedAt: r.invitedAt,
    expiresAt: new Date(r.expiresAt * 1000).toISOString(),
    invitedBy: r.invitedBy,
  };
}

export interface OpenedInvitation {
  invitation: InvitationRecord;
  /** The password the owner chose, opened with the raw link token (null if it cannot be). */
  password: string | null;
}

/**
 * The live invitation a link token opens: its token item, then the invitation it names,
 * which must still be that one (not withdrawn or replaced by a newer one) and unexpired.
 * Anything else is the same 404, whatever the reason.
 */
export async function invitationOfToken(raw: string): Promise<OpenedInvitation> {
  const now = nowSeconds();
  const token = await peekInvitationToken(hashToken(raw), now);
  const invitation = token ? await getInvitation(token.teamId, token.email) : null;
  if (!token || !invitation || invitation.invitationId !== token.invitationId || invitation.expiresAt <= now) throw notFound(MSG.invitationNotFound);
  return { invitation, password: openWithToken(raw, token.sealedPassword) };
}
