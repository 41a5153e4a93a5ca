import { authResponseSchema, meSchema, messageSchema, passwordChangeSchema, profilePatchSchema, recoverSchema, resendVerificationSchema, resetCheckResponseSchema, resetSchema, signinSchema, signupSchema, verifyResponseSchema } from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** Accounts and sessions: sign-up, verification, sign-in and out, password reset, the caller. */
export const accountOperations: Record<string, OperationDoc> = {
  'POST /api/auth/signup': {
    summary: 'Create an account (own team, owner) and mail a verification link. The same answer (201, same message, at the same time) for an e-mail that already has an account, whose owner is mailed sign-in and reset links instead',
    tags: ['auth'],
    body: signupSchema,
    responses: { 201: ['Accepted: a verification mail, or for a taken e-mail a notice to its owner', messageSchema] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'POST /api/auth/resend-verification': {
    summary: 'Mail a new verification link (same answer whether or not the account exists)',
    tags: ['auth'],
    body: resendVerificationSchema,
    responses: { 200: ['Accepted', messageSchema] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'GET /api/auth/verify/{token}': {
    summary: "Verify the account; signs in when the link carries a session, the request is the app's own (a same-origin fetch, a navigation the user began, or no browser) and the browser holds no session of another user — otherwise verified, 'please sign in', no cookie (login CSRF, issue 22). The same link confirms a member's new e-mail address (409 to its holder if the address has an account meanwhile)",
    tags: ['auth'],
    responses: { 200: ['Verified', verifyResponseSchema] },
    errors: { 400: 'Invalid, used or expired link', 409: 'A confirmed new e-mail address already has an account' },
    setsCookie: true,
  },
  'POST /api/auth/signin': {
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
    body: signinSchema,
    responses: { 200: ['Signed in', authResponseSchema] },
    errors: { 400: 'Invalid input', 401: 'Wrong e-mail or password', 403: 'E-mail not verified yet', 429: 'Too many wrong passwords from this address or for this e-mail (Retry-After: seconds until the next try)' },
    setsCookie: true,
  },
  'POST /api/auth/signout': {
    summary: 'Sign out: ends the presented session (its token stops working everywhere) and clears the session cookie; 200 also for an invalid or missing token',
    tags: ['auth'],
    responses: { 200: ['Signed out', messageSchema] },
    setsCookie: true,
  },
  'POST /api/auth/recover': {
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    tags: ['auth'],
    body: recoverSchema,
    responses: { 200: ['Accepted', messageSchema] },
    errors: { 400: 'Invalid input', 429: 'Too many attempts from this address or for this e-mail (Retry-After: seconds until the next try)' },
  },
  'GET /api/auth/reset/{token}': {
    summary: 'Whether the reset form may be shown for this link (does not use it)',
    tags: ['auth'],
    responses: { 200: ['Answer', resetCheckResponseSchema] },
  },
  'POST /api/auth/reset/{token}': {
    summary: "Set a new password with a reset link (single use); ends all of the user's sessions",
    tags: ['auth'],
    body: resetSchema,
    responses: { 200: ['Password changed', messageSchema] },
    errors: { 400: 'Invalid input, or invalid, used or expired link' },
  },
  'GET /api/me': {
    summary: 'The signed-in user, with the live invitations of other teams addressed to their e-mail (to accept or decline)',
    tags: ['auth'],
    responses: { 200: ['The caller', meSchema] },
  },
  'PATCH /api/me': {
    summary: "Change one's own name (any member; the e-mail is an owner's change, confirmed by mail)",
    tags: ['auth'],
    body: profilePatchSchema,
    responses: { 200: ['Saved', messageSchema] },
    errors: { 400: 'Invalid input' },
  },
  'PUT /api/me/password': {
    summary: "Change one's own password, giving the current one. Every other session ends and the caller's API keys are revoked; the calling session stays. A wrong current password counts against sign-in's per-e-mail limit",
    tags: ['auth'],
    body: passwordChangeSchema,
    responses: { 200: ['Password changed', messageSchema] },
    errors: { 400: 'Invalid input, or the current password is wrong', 429: 'Too many wrong passwords for this e-mail (Retry-After: seconds until the next try)' },
  },
};
