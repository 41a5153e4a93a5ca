import { paths, SESSION_COOKIE, SSO_ERROR_PARAM } from '@kisa/shared';
import { expect } from 'vitest';
import { runtime, type ApiAnswer } from '../api.js';

/** What a single sign-on browser step answered (OIDC callback, SAML finish): signed in, or sent to the sign-in page with a reason. */

/** The session token of the cookie an answer set, if any. */
export function sessionTokenOf(answer: ApiAnswer): string | undefined {
  const cookie = answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) || undefined;
}

/** The refusal the sign-in page is sent with (SSO_ERROR_PARAM of the redirect), or null. */
export function refusalOf(answer: ApiAnswer): string | null {
  const location = answer.headers.get('location');
  return location ? new URL(location).searchParams.get(SSO_ERROR_PARAM) : null;
}

/** Expects the browser sent into the app with a session cookie; answers its token. */
export function expectSignedIn(answer: ApiAnswer): string {
  expect({ status: answer.status, location: answer.headers.get('location'), refusal: refusalOf(answer) }).toEqual({
    status: 303,
    location: `${runtime().appUrl}${paths.dashboard}`,
    refusal: null,
  });
  const token = sessionTokenOf(answer);
  if (!token) throw new Error(`expected a session cookie, got: ${answer.cookies.join(' | ') || 'none'}`);
  return token;
}

/** Expects the browser sent to the sign-in page with `message`, and no session cookie. */
export function expectRefused(answer: ApiAnswer, message: string): void {
  expect({ status: answer.status, path: new URL(answer.headers.get('location') ?? 'http://none/').pathname, refusal: refusalOf(answer) }).toEqual({
    status: 303,
    path: paths.signin,
    refusal: message,
  });
  expect(sessionTokenOf(answer), 'no session cookie on a refusal').toBeUndefined();
}
