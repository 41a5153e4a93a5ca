import type { LinkHealthSettings } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/**
 * The Link health screen's calls: the team's links that are not ok (every member), its settings
 * (every member reads them; owners and admins save them, others are answered 403) and its members,
 * the people the settings may name.
 */
export const HEALTH_KEY = apiKey('/api/link-health');
export const HEALTH_SETTINGS_KEY = apiKey('/api/link-health/settings');

export const useLinkHealth = () => useApi(HEALTH_KEY, { refreshInterval: 60_000 });
export const useLinkHealthSettings = () => useApi(HEALTH_SETTINGS_KEY);
export const useTeamMembers = (on: boolean) => useApi(on ? apiKey('/api/team') : null);

export const saveLinkHealthSettings = (settings: LinkHealthSettings) => apiCall('PUT', '/api/link-health/settings', { body: settings });
