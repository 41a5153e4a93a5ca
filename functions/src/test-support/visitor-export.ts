import type { VisitorExportJob } from '@kisa/shared';
import { expect } from 'vitest';
import { runtime } from './api.js';
import { until } from './until.js';

/**
 * The visitor export's file for `query` (the part after `?`), however the runtime answers it:
 * inline (200) when small, else (202) its background job followed until done and its file fetched
 * (the test runtime sends exports past VISITOR_EXPORT_SYNC_MAX_ROWS through the job).
 */
export async function exportedVisitors(query: string, headers: Record<string, string>): Promise<Response> {
  const { appUrl } = runtime();
  const answer = await fetch(`${appUrl}/api/analytics/visitors/export?${query}`, { headers });
  if (answer.status !== 202) return answer;
  const job = (await answer.json()) as VisitorExportJob;
  const ended = await until(
    `visitor export job ${job.id} done`,
    async () => (await (await fetch(`${appUrl}/api/analytics/visitors/exports/${job.id}`, { headers })).json()) as VisitorExportJob,
    (j) => j.status === 'done' || j.status === 'failed',
    120_000,
  );
  expect(ended, 'the visitor export job ends done with a URL').toMatchObject({ status: 'done', url: expect.any(String) });
  return fetch(ended.url!);
}
