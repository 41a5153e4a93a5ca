import { MSG, type SecondFactorChallenge } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';

/** Sign-in's second step (after the password, for a person with a second factor). */

export type SecondStep = SecondFactorChallenge['secondFactor'];

export const secondFactorApi = {
  withCode: (challenge: string, code: string) => apiCall('POST', '/api/auth/signin/second-factor', { body: { challenge, code } }),
  withRecoveryCode: (challenge: string, recoveryCode: string) => apiCall('POST', '/api/auth/signin/second-factor', { body: { challenge, recoveryCode } }),
  /** The browser's passkey prompt (@simplewebauthn/browser, loaded only now) for the options the password step answered. */
  async withPasskey(challenge: string, passkey: NonNullable<SecondStep['passkey']>) {
    const webauthn = await import('@simplewebauthn/browser');
    if (!webauthn.browserSupportsWebAuthn()) throw new Error(MSG.passkeyBrowserUnsupported);
    let response: unknown;
    try {
      response = await webauthn.startAuthentication({ optionsJSON: passkey.options as never });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      throw new Error(name === 'NotAllowedError' || name === 'AbortError' ? MSG.passkeyCancelled : MSG.passkeySignInFailed);
    }
    return apiCall('POST', '/api/auth/signin/second-factor', {
      body: { challenge, passkey: { challengeId: passkey.challengeId, response: response as never } },
    });
  },
};
