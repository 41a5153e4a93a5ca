import type { SigninInput, SignupInput } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';

export const authApi = {
  signin: (body: SigninInput) => apiCall('POST', '/api/auth/signin', { body }),
  signup: (body: SignupInput) => apiCall('POST', '/api/auth/signup', { body }),
  resendVerification: (email: string) => apiCall('POST', '/api/auth/resend-verification', { body: { email } }),
  recover: (email: string) => apiCall('POST', '/api/auth/recover', { body: { email } }),
  verify: (token: string) => apiCall('GET', '/api/auth/verify/{token}', { path: { token } }),
  checkReset: (token: string) => apiCall('GET', '/api/auth/reset/{token}', { path: { token } }),
  reset: (token: string, password: string) => apiCall('POST', '/api/auth/reset/{token}', { path: { token }, body: { password } }),
  /**
   * Whether the signed-in person's team withholds everything but their own account until they set
   * up a second factor (every role may otherwise read its team).
   */
  secondFactorRequired: async () => {
    const me = await apiCall('GET', '/api/me', {});
    return me.scopes !== undefined && !me.scopes.includes('team:read');
  },
};
