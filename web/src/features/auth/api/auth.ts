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
};
