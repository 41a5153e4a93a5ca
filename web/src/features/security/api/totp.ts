import useSWR from 'swr';
import { apiCall, apiGet, apiKey, withShownOnce } from '@/lib/api-calls';

/** Settings → Security → Authenticator app: its state, setting it up, recovery codes, turning it off. */

export const SECOND_FACTORS_KEY = apiKey('/api/me/second-factor');

export function useSecondFactors() {
  return useSWR(SECOND_FACTORS_KEY, (url: typeof SECOND_FACTORS_KEY) => apiGet(url));
}

export const totpApi = {
  start: () => apiCall('POST', '/api/me/second-factor/totp', {}),
  confirm: async (code: string) => withShownOnce(await apiCall('POST', '/api/me/second-factor/totp/confirm', { body: { code } }), 'recoveryCodes'),
  newRecoveryCodes: async () => withShownOnce(await apiCall('POST', '/api/me/second-factor/recovery-codes', {}), 'recoveryCodes'),
  turnOff: () => apiCall('DELETE', '/api/me/second-factor/totp', {}),
  /** Signs in afresh (a new session, its cookie set): the password, then the second step when the account has one. */
  signInAgain: (email: string, password: string) => apiCall('POST', '/api/auth/signin', { body: { email, password } }),
  secondStep: (challenge: string, code: string) =>
    apiCall('POST', '/api/auth/signin/second-factor', { body: /^\d{6}$/.test(code) ? { challenge, code } : { challenge, recoveryCode: code } }),
};
