import { MSG, type Passkey } from '@kisa/shared';
import { listPasskeys, removePasskey, renamePasskey } from '#data/accounts/passkeys-repo.js';
import { AppError } from '#lib/errors.js';
import type { Caller } from '../caller.js';
import { signedInRecently } from './recent-sign-in.js';
import { toPasskey } from './to-passkey.js';

/** One's own passkeys: list, rename, remove. Another person's passkey answers 404, like none. */

export async function listMyPasskeys(caller: Caller): Promise<{ passkeys: Passkey[] }> {
  const passkeys = await listPasskeys(caller.id);
  passkeys.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.credentialId.localeCompare(b.credentialId));
  return { passkeys: passkeys.map(toPasskey) };
}

export async function renameMyPasskey(caller: Caller, credentialId: string, name: string): Promise<Passkey> {
  const renamed = await renamePasskey(caller.id, credentialId, name);
  if (!renamed) throw new AppError(404, MSG.passkeyNotFound);
  return toPasskey(renamed);
}

/** `signedInAt`: when the calling session signed in (recent-sign-in.ts; null for an API key). */
export async function removeMyPasskey(caller: Caller, credentialId: string, signedInAt: number | null): Promise<void> {
  if (!signedInRecently(signedInAt)) throw new AppError(403, MSG.passkeyNeedsRecentSignIn);
  if (!(await removePasskey(caller.id, credentialId))) throw new AppError(404, MSG.passkeyNotFound);
}
