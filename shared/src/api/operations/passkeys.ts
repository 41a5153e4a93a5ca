import { authResponseSchema, messageSchema } from '../../index.js';
import {
  addPasskeySchema,
  passkeyListSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeySchema,
  passkeySignInOptionsResponseSchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '../../passkey-schemas.js';
import { declareOperations } from '../operation.js';

/**
 * Passkeys (WebAuthn): one's own passkeys (add, list, rename, remove) and the password-less
 * sign-in with one. The relying party is the app's host (APP_URL); challenges are single-use
 * and live 5 minutes.
 */
export const passkeyOperations = declareOperations({
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/me/passkeys/options',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'accounts',
    summary:
      "Options for navigator.credentials.create(): a new single-use challenge (5 minutes), the caller's passkeys to exclude, resident key and user verification preferred",
    tags: ['auth'],
    responses: { 200: ['The creation options', passkeyRegistrationOptionsResponseSchema] },
  },
  addPasskey: {
    method: 'POST',
    path: '/api/me/passkeys',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'accounts',
    summary: "Add a passkey: the browser's answer to the creation options, verified (challenge, origin, relying party, signature), and a name for it",
    tags: ['auth'],
    body: addPasskeySchema,
    responses: { 201: ['Added', passkeySchema] },
    errors: {
      400: 'Invalid input, or the answer did not verify (wrong, used or expired challenge, origin or relying party)',
      409: 'This credential is already added (to this or another account), or the account has its 20 passkeys',
    },
    idempotent: true,
  },
  listPasskeys: {
    method: 'GET',
    path: '/api/me/passkeys',
    auth: 'user',
    scope: 'account:read',
    uses: ['tableRead'],
    capability: 'accounts',
    summary: "The caller's passkeys, oldest first",
    tags: ['auth'],
    responses: { 200: ['The passkeys', passkeyListSchema] },
  },
  renamePasskey: {
    method: 'PATCH',
    path: '/api/me/passkeys/{id}',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'accounts',
    summary: 'Rename one of the caller’s passkeys',
    tags: ['auth'],
    body: renamePasskeySchema,
    responses: { 200: ['Renamed', passkeySchema] },
    errors: { 400: 'Invalid input', 404: 'No such passkey of the caller' },
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/me/passkeys/{id}',
    auth: 'user',
    scope: 'account:write',
    uses: ['table'],
    capability: 'accounts',
    summary: 'Remove one of the caller’s passkeys; needs a session signed in within the last 15 minutes (not an API key)',
    tags: ['auth'],
    responses: { 200: ['Removed', messageSchema] },
    errors: { 403: 'The session was signed in more than 15 minutes ago, or the credential is an API key', 404: 'No such passkey of the caller' },
  },
  // authKey: a given e-mail without passkeys gets stand-in credential ids derived from the account key.
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/auth/passkey/options',
    auth: 'public',
    uses: ['table', 'authKey'],
    capability: 'accounts',
    summary:
      "Options for navigator.credentials.get() and the id of their single-use challenge (5 minutes). With an e-mail: that account's passkeys as allowCredentials — the same shape whether or not the account exists; without: none (a discoverable passkey chooses the account)",
    tags: ['auth'],
    body: passkeySignInOptionsSchema,
    responses: { 200: ['The request options', passkeySignInOptionsResponseSchema] },
    errors: { 400: 'Invalid input' },
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/auth/passkey',
    auth: 'public',
    uses: ['table', 'authKey'],
    capability: 'accounts',
    summary:
      "Sign in with a passkey: the browser's answer to the request options (challenge used once; origin, relying party, signature, user verification, a growing counter). Starts a Kisa session (amr hwk)",
    tags: ['auth'],
    body: passkeySignInSchema,
    responses: { 200: ['Signed in', authResponseSchema] },
    errors: {
      400: 'Invalid input',
      401: 'The passkey did not verify (unknown or removed credential, used or expired challenge, wrong origin, replayed counter)',
      403: 'E-mail not verified yet, or the account is disabled',
      429: 'Too many failed sign-ins from this address (Retry-After: seconds until the next try)',
    },
    setsCookie: true,
  },
});
