import { IMPORT_SOURCE_INFO } from '@kisa/shared';
import { getImportObject } from '#data/imports/import-files.js';
import type { ImportJobRecord } from '#data/imports/import-job-item.js';
import type { SourceContext } from './import-source.js';
import { adapterOf } from './sources/index.js';
import { sourceHttp } from './source-http.js';

/**
 * What an adapter gets for one step of a job: the API base, the token, a client paced to the
 * source's rate limits (the run is one step at a time, so that is the job's pace), and for a
 * file its text. Adapters whose auth is not a Bearer token say how in `authHeaders`.
 */
export async function sourceContextOf(job: ImportJobRecord): Promise<SourceContext> {
  const info = IMPORT_SOURCE_INFO[job.source];
  const adapter = adapterOf(job.source);
  const token = job.token ?? '';
  const authHeaders = adapter.authHeaders ? adapter.authHeaders(token) : token ? { authorization: `Bearer ${token}` } : {};
  // Evenly paced within both windows: Bitly's 1,000 an hour is one request every 3.6 s.
  const limit = info.rateLimit;
  const minIntervalMs = limit ? Math.ceil(Math.max(60_000 / limit.perMinute, limit.perHour ? 3_600_000 / limit.perHour : 0)) : 0;
  const file = job.fileKey ? ((await getImportObject(job.fileKey)) ?? '') : undefined;
  return {
    apiUrl: job.apiUrl ?? info.apiUrl ?? '',
    token,
    http: sourceHttp({ authHeaders, minIntervalMs }),
    ...(file !== undefined ? { file } : {}),
  };
}
