import type { CreateAlertInput, UpdateAlertInput } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The team's alert rules: every member reads them; owners and admins change them. */
export const ALERTS_KEY = apiKey('/api/alerts');

export function useAlerts() {
  return useApi(ALERTS_KEY);
}

/** What a rule may watch and whom it may mail: the team's links (newest 100), tags, campaigns and members. */
export const useAlertLinks = (on: boolean) => useApi(on ? apiKey('/api/links', { query: { page: 1, limit: 100 } }) : null);
export const useAlertTags = (on: boolean) => useApi(on ? apiKey('/api/tags') : null);
export const useAlertCampaigns = (on: boolean) => useApi(on ? apiKey('/api/campaigns') : null);
export const useAlertMembers = (on: boolean) => useApi(on ? apiKey('/api/team') : null);

export const alertsApi = {
  create: (input: CreateAlertInput) => apiCall('POST', '/api/alerts', { body: input }),
  update: (id: string, patch: UpdateAlertInput) => apiCall('PATCH', '/api/alerts/{id}', { path: { id }, body: patch }),
  remove: (id: string) => apiCall('DELETE', '/api/alerts/{id}', { path: { id } }),
};
