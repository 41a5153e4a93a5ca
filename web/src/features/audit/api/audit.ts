import type { AuditFilters } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { downloadFile } from '@/lib/download';
import { useApi } from '@/lib/use-api';

/** Only the filters given (empty ones are not sent). */
const given = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;

/** One page of the team's audit log, newest first. */
export const useAuditPage = (filters: AuditFilters, cursor: string | undefined) =>
  useApi(apiKey('/api/audit', { query: { ...given(filters), ...(cursor ? { cursor } : {}) } }));

export const auditApi = {
  verify: () => apiCall('GET', '/api/audit/verify'),
  exportCsv: (filters: AuditFilters) => downloadFile(apiKey('/api/audit/export', { query: { ...given(filters), format: 'csv' } }), 'audit-log.csv'),
};
