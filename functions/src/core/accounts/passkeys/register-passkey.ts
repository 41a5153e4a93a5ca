import { MSG, type AddPasskeyInput, type Passkey, PASSKEYS_PER_USER_MAX, type PasskeyCreationOptions } from '@kisa/shared';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { addPasskey, listPasskeys } from '#data/accounts/passkeys-repo.js';
import { AppError } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { Caller } from '../caller.js';
import { challengeOf, newChallenge, useChallenge } from './challenges.js';
import { RP_NAME, relyingParty } from './relying-party.js';
import { toPasskey } from './to-passkey.js';

/**
 * Adding a passkey: creation options with a new challenge bound to the caller, then the
 * browser's answer verified against that challenge (used once), the app's origin and host.
 * The WebAuthn user id is our user id, so a discoverable passkey hands it back at sign-in.
 */
export async function passkeyRegistrationOptions(caller: Caller): Promise<{ options: PasskeyCreationOptions }> {
  const existing = await listPasskeys(caller.id);
  if (existing.length >= PASSKEYS_PER_USER_MAX) throw new AppError(409, MSG.passkeyLimit);
  const challenge = await newChallenge('register', caller.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userID: new TextEncoder().encode(caller.id),
    userName: caller.email,
    userDisplayName: caller.name,
    // As bytes: the library base64url-encodes them, so the options carry the stored challenge itself.
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { options: options as PasskeyCreationOptions };
}

export async function registerPasskey(caller: Caller, input: AddPasskeyInput): Promise<Passkey> {
  const refused = new AppError(400, MSG.passkeyNotVerified);
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const issued = challenge ? await useChallenge(challenge, 'register') : null;
  // A challenge issued to someone else is refused like an unknown one (and is used up: it was stolen or replayed).
  if (!issued || issued.userId !== caller.id) throw refused;
  const { rpID, origin } = relyingParty();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: issued.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    logger.info('Passkey registration refused', { reason: error instanceof Error ? error.message : String(error) });
    throw refused;
  }
  if (!verification.verified) throw refused;
  const info = verification.registrationInfo;
  const now = new Date().toISOString();
  const record = {
    credentialId: info.credential.id,
    userId: caller.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: (input.response.response.transports ?? []).slice(0, 10),
    name: input.name,
    createdAt: now,
    lastUsedAt: null,
    backedUp: info.credentialBackedUp,
    ...(info.aaguid && info.aaguid !== '00000000-0000-0000-0000-000000000000' ? { aaguid: info.aaguid } : {}),
  };
  const outcome = await addPasskey(record);
  if (outcome === 'taken') throw new AppError(409, MSG.passkeyAlreadyAdded);
  if (outcome === 'noUser') throw refused;
  return toPasskey(record);
}
