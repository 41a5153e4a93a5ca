import type { AnalyticsQuery, VisitorExportJob } from '@kisa/shared';
import { analyticsPath } from '@/lib/analytics-query';
import { apiKey } from '@/lib/api-calls';
import { downloadFile } from '@/lib/download';

/** How often a background export's status is asked. */
export const EXPORT_POLL_MS = 1_500;

/** A background export's progress as the log shows it; null: none running. */
export type ExportProgress = Pick<VisitorExportJob, 'progress' | 'rows' | 'total'>;

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The visitor log as a file. A small one is the answer itself (or a presigned URL); a big one is
 * built by a background job (202 with the job): its status is asked every EXPORT_POLL_MS, each
 * answer's progress handed to `onProgress`, until the file is ready (then downloaded) or the job
 * failed (thrown with its reason). The export is never asked again: that would start another job.
 */
export function exportVisitorsFile(
  query: AnalyticsQuery,
  format: 'xlsx' | 'csv',
  onProgress: (progress: ExportProgress) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const followed: typeof fetch = async (input, init) => {
    const res = await fetchImpl(input, init);
    if (res.status !== 202) return res;
    let job = (await res.json()) as VisitorExportJob;
    for (;;) {
      onProgress(job);
      if (job.status === 'done') return json({ url: job.url, filename: job.filename }, 200);
      if (job.status === 'failed') return json({ errorMessage: job.error }, 500);
      await new Promise((r) => setTimeout(r, EXPORT_POLL_MS));
      const next = await fetchImpl(apiKey('/api/analytics/visitors/exports/{id}', { path: { id: job.id } }), { credentials: 'include' });
      if (!next.ok) return next;
      job = (await next.json()) as VisitorExportJob;
    }
  };
  return downloadFile(analyticsPath(query, '/visitors/export', { format }), `visitors-${query.from}_${query.to}.${format}`, followed);
}
