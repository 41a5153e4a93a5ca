import { MSG } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';

/**
 * Password-less sign-in with a passkey: options from the API (no e-mail: a discoverable passkey
 * chooses the account), the browser's prompt (@simplewebauthn/browser, loaded only now), and the
 * answer to the API, which signs in (the session cookie) and answers the user.
 */
export async function signInWithPasskey() {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new Error(MSG.passkeyBrowserUnsupported);
  const { options, challengeId } = await apiCall('POST', '/api/auth/passkey/options', { body: {} });
  let response: unknown;
  try {
    response = await webauthn.startAuthentication({ optionsJSON: options as never });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new Error(name === 'NotAllowedError' || name === 'AbortError' ? MSG.passkeyCancelled : MSG.passkeySignInFailed);
  }
  return apiCall('POST', '/api/auth/passkey', { body: { challengeId, response: response as never } });
}
