import type { CreateImportInput, ImportJob, StartImportInput } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/** The team's imports (the last 50, newest first): the past imports list. */
export const IMPORTS_KEY = apiKey('/api/imports');
export const importKey = (id: string) => apiKey('/api/imports/{id}', { path: { id } });
/** The mapping file: a CSV, or `{url, filename}` for a big one (downloadFile follows either). */
export const mappingPath = (id: string) => apiKey('/api/imports/{id}/mapping', { path: { id } });

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 1_500;

/** The statuses in which the worker is still at it (the page polls). */
export const isRunning = (job: Pick<ImportJob, 'status'> | undefined): boolean => job?.status === 'fetching' || job?.status === 'importing';
/** The import has ended, one way or another: its report (or error) is final. */
export const isFinished = (job: Pick<ImportJob, 'status'>): boolean => job.status === 'done' || job.status === 'failed' || job.status === 'cancelled';

export function useImports() {
  return useApi(IMPORTS_KEY, { refreshInterval: (list) => (list?.items.some(isRunning) ? IMPORT_POLL_MS * 4 : 0) });
}

/** One import, read again every 1.5 s while it reads or writes (null id: none). */
export function useImport(id: string | null) {
  return useApi(id ? importKey(id) : null, { refreshInterval: (job) => (isRunning(job) ? IMPORT_POLL_MS : 0) });
}

export const importsApi = {
  /** Starts reading the source: 202 with the job (status fetching). */
  create: (input: CreateImportInput) => apiCall('POST', '/api/imports', { body: input }),
  /** Writes the previewed links with the domain and conflict choices. */
  start: (id: string, input: StartImportInput) => apiCall('POST', '/api/imports/{id}/start', { path: { id }, body: input }),
  /** Stops it; links written so far stay. */
  cancel: (id: string) => apiCall('POST', '/api/imports/{id}/cancel', { path: { id } }),
  /** Reads a kept domain's DNS records again. */
  checkDomain: (host: string) => apiCall('POST', '/api/domains/{host}/check', { path: { host } }),
};
