import { listMembershipsOfUser } from '#data/accounts/memberships-repo.js';
import { getSsoConfigs } from '#data/sso/sso-config-repo.js';

/**
 * Whether a person must sign in through single sign-on: one of their teams enforces it and did
 * not name them among the owners who keep their password (break-glass). Password sign-in asks
 * once the password has checked out, so the answer says nothing to someone guessing.
 * Password reset stays open: a reset password still cannot sign in while this holds, and a
 * break-glass owner must be able to recover theirs.
 */
export async function passwordSignInRefusedBySso(userId: string, defaultTeamId?: string): Promise<boolean> {
  const teamIds = new Set((await listMembershipsOfUser(userId)).map((m) => m.teamId));
  if (defaultTeamId) teamIds.add(defaultTeamId);
  const configs = await getSsoConfigs([...teamIds]);
  return configs.some((c) => c.enforced && !c.breakGlassUserIds.includes(userId));
}
