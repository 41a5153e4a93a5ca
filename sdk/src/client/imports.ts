/**
 * Imports from other link services (Bitly, Rebrandly, Short.io, Dub, Kutt, Shlink, YOURLS or a
 * CSV/JSON file): create one (the API reads the source in the background), wait for its preview
 * (`ready`), start it, follow it to `done`, download the mapping file.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { dataOf } from './answers.js';
import { downloadExport, type DownloadedFile, type DownloadOptions } from './downloads.js';
import type { CreateImportInput, ImportJob, ImportStatus, KisaApi, StartImportInput } from './types.js';

/** Statuses an import never leaves. */
export const IMPORT_ENDED: readonly ImportStatus[] = ['done', 'failed', 'cancelled'];

export interface WaitForImportOptions {
  /** How often to ask. Default 1 s. */
  intervalMs?: number;
  /** Give up (throw) after this long. Default: wait as long as it takes. */
  timeoutMs?: number;
  /** Called with every read of the import while waiting (progress, `waitingUntil` while the source's rate limit holds it). */
  onProgress?: (job: ImportJob) => void;
  /** Stops waiting (the promise rejects with the signal's reason); the import itself goes on — cancel it with `cancel(id)`. */
  signal?: AbortSignal;
}

export function importsApi(api: KisaApi, plainFetch: typeof fetch) {
  const get = (id: string, signal?: AbortSignal): Promise<ImportJob> =>
    dataOf(api.GET('/api/imports/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) }));
  return {
    /** The team's imports, newest first (the last 50). */
    list: async (): Promise<ImportJob[]> => (await dataOf(api.GET('/api/imports'))).items,
    get: (id: string): Promise<ImportJob> => get(id),
    /** Starts reading the source (team owners); the token is used for this run only. Answers the import in status `fetching`. */
    create: (body: CreateImportInput): Promise<ImportJob> => dataOf(api.POST('/api/imports', { body })),
    /** Writes a previewed (`ready`) import: per source domain keep, move or skip; taken codes skipped or given new codes. */
    start: (id: string, body: StartImportInput = {}): Promise<ImportJob> => dataOf(api.POST('/api/imports/{id}/start', { params: { path: { id } }, body })),
    /** Stops an import; links written so far stay. */
    cancel: (id: string): Promise<ImportJob> => dataOf(api.POST('/api/imports/{id}/cancel', { params: { path: { id } } })),

    /**
     * Reads the import until its status is one of `statuses`, or it has ended otherwise (done,
     * failed, cancelled: it can reach no other status then): resolves with it either way, so
     * check its `status` (a failed one carries `error`).
     */
    async waitForImport(id: string, statuses: readonly ImportStatus[], options: WaitForImportOptions = {}): Promise<ImportJob> {
      const deadline = options.timeoutMs === undefined ? Infinity : Date.now() + options.timeoutMs;
      const { signal } = options;
      // An abort rejects with the signal's reason, whether it came while asking or between asks.
      const unlessAborted = (error: unknown): never => {
        signal?.throwIfAborted();
        throw error;
      };
      for (;;) {
        signal?.throwIfAborted();
        const job = await get(id, signal).catch(unlessAborted);
        options.onProgress?.(job);
        if (statuses.includes(job.status) || IMPORT_ENDED.includes(job.status)) return job;
        if (Date.now() > deadline)
          throw new Error(
            `Import ${id} was still ${job.status} (${job.progress.phase}, ${job.progress.percent}%) after ${Math.round(options.timeoutMs! / 1000)} s`,
          );
        await sleep(options.intervalMs ?? 1_000, undefined, signal ? { signal } : {}).catch(unlessAborted);
      }
    },

    /**
     * The mapping file (CSV: old short URL, new short URL, destination, status, reason), once
     * the links are written; a big one is fetched from the presigned address the API answers.
     */
    mapping: (id: string, options?: DownloadOptions): Promise<DownloadedFile> =>
      downloadExport(
        () => api.GET('/api/imports/{id}/mapping', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
        plainFetch,
        `import-${id}-mapping.csv`,
        options,
      ),
  };
}
