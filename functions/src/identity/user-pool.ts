import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { badRequest } from '../lib/errors.js';
import { cognito } from '../lib/clients.js';
import { config } from '../lib/config.js';

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
 * Enables or disables sign-in. Disabling also revokes the user's refresh tokens, so no
 * new access token can be minted; the API refuses disabled profiles on every request.
 */
export async function setIdentityEnabled(userId: string, enabled: boolean): Promise<void> {
  const UserPoolId = config.userPool().userPoolId;
  if (enabled) {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId, Username: userId }));
    return;
  }
  await cognito().send(new AdminDisableUserCommand({ UserPoolId, Username: userId }));
  await revokeRefreshTokens(userId);
}

let globalSignOutUnsupported = false;

/**
 * Revokes all of the user's refresh tokens (AdminUserGlobalSignOut), so none can mint a new
 * access token (the verification link's sealed one included). The API's own session list
 * is what ends access tokens (domain/accounts/sessions.ts). cognito-local does not implement
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
    await cognito().send(
      new AdminSetUserPasswordCommand({ UserPoolId: config.userPool().userPoolId, Username: userId, Password: password, Permanent: true }),
    );
  } catch (error) {
    // The pool's password policy is stricter than our form's rules: say what Cognito says.
    if (errorName(error) === 'InvalidPasswordException') throw badRequest((error as Error).message);
    throw error;
  }
}

/**
 * Password sign-in; null for any refusal (unknown user, wrong password, and Cognito's own
 * 'User is disabled.', which need not mean the password matched) so callers cannot tell
 * them apart. Once Cognito has issued tokens the password is proven, and `enabled` says
 * whether the user is enabled — cognito-local issues them to disabled users too, so it is
 * read here (one extra call, only on success); the caller must not use a disabled user's tokens.
 */
export async function signInWithPassword(userId: string, password: string): Promise<(SessionTokens & { enabled: boolean }) | null> {
  const { userPoolId, clientId } = config.userPool();
  let result;
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
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, enabled: await isEnabled(userId) };
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

async function isEnabled(userId: string): Promise<boolean> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPool().userPoolId, Username: userId }));
  return user.Enabled !== false;
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
