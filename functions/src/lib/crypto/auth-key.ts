import { createHmac } from 'node:crypto';
import { config } from '../config.js';
import { secretKeyLoader } from './secret-key.js';

/**
 * The account key (config `authKey`), read once per process, and the keys derived from it for one
 * purpose each — so a key that signs session tokens never also seals a second factor's secret.
 */
const loader = secretKeyLoader('auth-key', () => config.authKey());

export type AuthKeyPurpose = 'session-token' | 'second-factor' | 'sign-in-challenge' | 'sso-secret' | 'passkey-decoy' | 'report-unsubscribe' | 'share-access';

const derived = new Map<AuthKeyPurpose, Promise<Buffer>>();

export function authSubkey(purpose: AuthKeyPurpose): Promise<Buffer> {
  let key = derived.get(purpose);
  if (!key) {
    key = loader.get().then((root) => createHmac('sha256', root).update(`kisa/${purpose}/v1`).digest());
    key.catch(() => derived.delete(purpose));
    derived.set(purpose, key);
  }
  return key;
}

/** Forgets the keys (tests). */
export function resetAuthKey(): void {
  loader.reset();
  derived.clear();
}
