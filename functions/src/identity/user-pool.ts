import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  type AdminInitiateAuthCommandOutput,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { badRequest } from '#lib/errors.js';
import { cognito } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * Cognito holds credentials; everything else about a user lives in DynamoDB. The
 * Cognito username is our user id (a uuid), so an e-mail change never touches Cognito's
 * key and the e-mail → id mapping stays ours (and unique under concurrency).
 * Works against real Cognito and cognito-local alike (only the endpoint differs).
 */

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export async function createIdentity(user: { userId: string; email: string; name: string; password: string }): Promise<void> {
  const { userPoolId } = config.userPool();
  await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.userId,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'name', Value: user.name },
      ],
      // Our own verification mail goes out instead of Cognito's invitation.
      MessageAction: 'SUPPRESS',
    }),
  );
  try {
    await setPassword(user.userId, user.password);
  } catch (error) {
    // No half-made identities: one without a password could never be used or cleaned up.
    await deleteIdentity(user.userId);
    throw error;
  }
}

export async function deleteIdentity(userId: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPool().userPoolId, Username: userId }));
}

/** Keeps Cognito's copy of the name and e-mail in step with the profile (informational only). */
export async function updateIdentityAttributes(userId: string, attributes: { name?: string; email?: string }): Promise<void> {
  const UserAttributes = Object.entries(attributes)
    .filter(([, v]) => v !== undefined)
    .map(([Name, Value]) => ({ Name, Value }));
  if (!UserAttributes.length) return;
  await cognito().send(new AdminUpdateUserAttributesCommand({ UserPoolId: config.userPool().userPoolId, Username: userId, UserAttributes }));
}

/**
 * Lets an identity sign in again. Kisa no longer disables identities in Cognito (a disabled
 * Cognito user is refused before its password is checked, so sign-in could not tell a
 * disabled account from a wrong password): the profile's `disabled` flag is the switch.
 * This undoes the Cognito flag of accounts disabled by an earlier version.
 */
export async function enableIdentity(userId: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: config.userPool().userPoolId, Username: userId }));
}

let globalSignOutUnsupported = false;

/**
 * Revokes all of the user's refresh tokens (AdminUserGlobalSignOut), so none can mint a new
 * access token (the verification link's sealed one included). The API's own session list
 * is what ends access tokens (core/accounts/sessions.ts). cognito-local does not implement
 * the call: the first refusal is remembered, so later calls cost nothing.
 */
export async function revokeRefreshTokens(userId: string): Promise<void> {
  if (globalSignOutUnsupported) return;
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPool().userPoolId, Username: userId }));
  } catch (error) {
    if (errorName(error) === 'UnsupportedOperationException' || /not\s+implemented|unsupported/i.test((error as Error).message ?? '')) {
      globalSignOutUnsupported = true;
      return;
    }
    throw error;
  }
}

/** Sets a permanent password (no forced change at next sign-in). */
export async function setPassword(userId: string, password: string): Promise<void> {
  try {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: config.userPool().userPoolId, Username: userId, Password: password, Permanent: true }));
  } catch (error) {
    // The pool's password policy is stricter than our form's rules: say what Cognito says.
    if (errorName(error) === 'InvalidPasswordException') throw badRequest((error as Error).message);
    throw error;
  }
}

/**
 * Password sign-in; null for any refusal (unknown user, wrong password, and Cognito's own
 * 'User is disabled.' for an account an earlier version disabled in Cognito, which need not
 * mean the password matched) so callers cannot tell them apart. Tokens prove the password;
 * whether the account may sign in is the profile's business (core/accounts/password-sign-in.ts).
 */
export async function signInWithPassword(userId: string, password: string): Promise<SessionTokens | null> {
  const { userPoolId, clientId } = config.userPool();
  let result: AdminInitiateAuthCommandOutput;
  try {
    result = await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: userId, PASSWORD: password },
      }),
    );
  } catch (error) {
    if (REFUSALS.has(errorName(error))) return null;
    throw error;
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken) return null;
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken };
}

/** A fresh access token from a refresh token; null when Cognito no longer honours it. */
export async function refreshAccessToken(refreshToken: string): Promise<string | null> {
  const { userPoolId, clientId } = config.userPool();
  try {
    const result = await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return result.AuthenticationResult?.AccessToken ?? null;
  } catch (error) {
    if (REFUSALS.has(errorName(error))) return null;
    throw error;
  }
}

/**
 * Cognito's ways of saying no. cognito-local answers a wrong password with
 * InvalidPasswordException where Cognito says NotAuthorizedException.
 */
const REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}
