import { IMPORT_MSG, IMPORT_SOURCE_INFO } from '@kisa/shared';
import { getImportObject } from '#data/imports/import-files.js';
import { useImportToken } from '#data/imports/imports-repo.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import type { SourceContext } from './import-source.js';
import { adapterOf } from './sources/index.js';
import { SourceError, sourceHttp } from './source-http.js';

const hostOf = (url: string | null) => (url && URL.canParse(url) ? new URL(url).host : null);

/**
 * The least time between two requests to the source, evenly paced within both its windows:
 * Bitly's 1,000 an hour is one every 3.6 s. Those are the limits of the service's own API; another
 * server (a self-hosted Kutt, an enterprise endpoint) sets its own, which its 429s tell.
 */
export function paceOf(job: Pick<ImportJobRecord, 'source' | 'apiUrl'>): number {
  const info = IMPORT_SOURCE_INFO[job.source];
  const limit = info.rateLimit;
  if (!limit || (job.apiUrl && hostOf(job.apiUrl) !== hostOf(info.apiUrl))) return 0;
  return Math.ceil(Math.max(60_000 / limit.perMinute, limit.perHour ? 3_600_000 / limit.perHour : 0));
}

/** How long the next step waits before it asks the source again (a step's client paces only its own requests). */
export const nextStepDelaySeconds = (job: Pick<ImportJobRecord, 'source' | 'apiUrl'>): number => Math.floor(paceOf(job) / 1000);

/**
 * What an adapter gets for one step of a job: the API base, the token, a client paced to the
 * source's rate limits (the run is one step at a time, so that is the job's pace), and for a
 * file its text. Adapters whose auth is not a Bearer token say how in `authHeaders`.
 */
export async function sourceContextOf(job: ImportJobRecord): Promise<SourceContext> {
  const info = IMPORT_SOURCE_INFO[job.source];
  const adapter = adapterOf(job.source);
  const token = job.source === 'file' ? '' : await useImportToken(job.importId);
  // Gone only when the preview waited longer than the token is kept (or the import ended meanwhile).
  if (token === null) throw new SourceError('auth', IMPORT_MSG.tokenExpired);
  const authHeaders = adapter.authHeaders ? adapter.authHeaders(token) : token ? { authorization: `Bearer ${token}` } : {};
  const minIntervalMs = paceOf(job);
  const file = job.fileKey ? ((await getImportObject(job.fileKey)) ?? '') : undefined;
  return {
    apiUrl: job.apiUrl ?? info.apiUrl ?? '',
    token,
    http: sourceHttp({ authHeaders, minIntervalMs }),
    ...(file !== undefined ? { file } : {}),
  };
}
