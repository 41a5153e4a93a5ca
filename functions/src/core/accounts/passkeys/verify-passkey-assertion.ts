import type { PasskeyAuthenticationResponse, PasskeyRequestOptions } from '@kisa/shared';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { getPasskey, getPasskeyOwner, listPasskeys, recordPasskeyUse } from '#data/accounts/passkeys-repo.js';
import { logger } from '#lib/logger.js';
import { challengeOf, newChallenge, useChallenge } from './challenges.js';
import { relyingParty } from './relying-party.js';

/** A passkey step: password-less sign-in, or the second step after a password. */
export type AssertionPurpose = 'sign-in' | 'second-factor';

/**
 * Options for navigator.credentials.get() with a new single-use challenge (5 minutes) for
 * `purpose`. With `userId`, the challenge is bound to that account and, unless `allowCredentials`
 * is given, lists its passkeys.
 */
export async function passkeyAssertionOptions(input: {
  purpose: AssertionPurpose;
  userId?: string;
  allowCredentials?: { id: string; transports?: string[] }[];
  userVerification: 'required' | 'preferred';
}): Promise<{ options: PasskeyRequestOptions; challengeId: string }> {
  const allowCredentials =
    input.allowCredentials ?? (input.userId ? (await listPasskeys(input.userId)).map((p) => ({ id: p.credentialId, transports: p.transports })) : []);
  const challenge = await newChallenge(input.purpose, input.userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: Buffer.from(challenge, 'base64url'),
    allowCredentials,
    userVerification: input.userVerification,
  });
  return { options: options as PasskeyRequestOptions, challengeId: challenge };
}

/**
 * Checks a passkey's answer to a challenge from passkeyAssertionOptions and records the use.
 * The challenge is used up first, whatever the outcome. Passes only when: the challenge is live,
 * of `purpose` and is the one the browser signed; the credential is a current passkey of the
 * account the challenge (and `userId`, and the answer's user handle) name; the origin is the
 * app's and the relying party its host; the signature verifies; the counter grew (unless the
 * authenticator keeps none: 0 and 0); user verification when `requireUserVerification`.
 *
 * Helper D's second step calls it with purpose 'second-factor', the user whose password
 * checked out, and requireUserVerification false:
 *   verifyPasskeyAssertion({ challengeId, response, purpose: 'second-factor', userId, requireUserVerification: false })
 *
 * Answers whose passkey it was, or null (the caller answers its own refusal).
 */
export async function verifyPasskeyAssertion(input: {
  challengeId: string;
  response: PasskeyAuthenticationResponse;
  purpose: AssertionPurpose;
  userId?: string;
  requireUserVerification: boolean;
}): Promise<{ userId: string; credentialId: string } | null> {
  const refuse = (reason: string) => {
    logger.info('Passkey assertion refused', { reason, purpose: input.purpose });
    return null;
  };
  const issued = await useChallenge(input.challengeId, input.purpose);
  if (!issued) return refuse('challenge unknown, used, expired or of another purpose');
  if (challengeOf(input.response.response.clientDataJSON) !== issued.challenge) return refuse('signed another challenge');
  const credentialId = input.response.id;
  const owner = await getPasskeyOwner(credentialId);
  if (!owner) return refuse('unknown or removed credential');
  if ((issued.userId && issued.userId !== owner) || (input.userId && input.userId !== owner)) return refuse('credential of another account');
  const userHandle = input.response.response.userHandle;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== owner) return refuse('user handle of another account');
  const passkey = await getPasskey(owner, credentialId);
  if (!passkey) return refuse('credential removed');
  const { rpID, origin } = relyingParty();
  let newCounter: number;
  let backedUp: boolean;
  try {
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: issued.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: input.requireUserVerification,
    });
    if (!verification.verified) return refuse('not verified');
    newCounter = verification.authenticationInfo.newCounter;
    backedUp = verification.authenticationInfo.credentialBackedUp;
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
  // Conditional on the counter it was checked against: of two uses racing, one passes.
  if (!(await recordPasskeyUse(passkey, { counter: newCounter, usedAt: new Date().toISOString(), backedUp }))) return refuse('used meanwhile');
  return { userId: owner, credentialId };
}
