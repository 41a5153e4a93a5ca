import type { Passkey } from '@kisa/shared';
import type { PasskeyRecord } from '#data/accounts/passkey-item.js';

/** The API's Passkey of a stored one (never its public key or counter). */
export const toPasskey = (p: PasskeyRecord): Passkey => ({
  id: p.credentialId,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
  backedUp: p.backedUp,
  transports: p.transports,
});
