import type { SsoSettingsInput } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The team's single sign-on settings (owners): GET, PUT, DELETE /api/team/sso and a domain's DNS check. */
export const SSO_SETTINGS_KEY = apiKey('/api/team/sso');

export function useSsoSettings(enabled = true) {
  return useApi(enabled ? SSO_SETTINGS_KEY : null);
}

export const ssoApi = {
  save: (settings: SsoSettingsInput) => apiCall('PUT', '/api/team/sso', { body: settings }),
  remove: () => apiCall('DELETE', '/api/team/sso'),
  verifyDomain: (domain: string) => apiCall('POST', '/api/team/sso/domains/{domain}/verify', { path: { domain } }),
};
