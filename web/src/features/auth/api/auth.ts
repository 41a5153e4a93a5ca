import type { AuthResponse, MessageResponse, ResetCheckResponse, SigninInput, SignupInput, VerifyResponse } from '@kisa/shared';
import { api } from '../../../lib/api-client';

const enc = encodeURIComponent;

export const authApi = {
  signin: (body: SigninInput) => api.post<AuthResponse>('/api/auth/signin', body),
  signup: (body: SignupInput) => api.post<MessageResponse>('/api/auth/signup', body),
  resendVerification: (email: string) => api.post<MessageResponse>('/api/auth/resend-verification', { email }),
  recover: (email: string) => api.post<MessageResponse>('/api/auth/recover', { email }),
  verify: (token: string) => api.get<VerifyResponse>(`/api/auth/verify/${enc(token)}`),
  checkReset: (token: string) => api.get<ResetCheckResponse>(`/api/auth/reset/${enc(token)}`),
  reset: (token: string, password: string) => api.post<MessageResponse>(`/api/auth/reset/${enc(token)}`, { password }),
};
