import { describe, expect, it } from 'vitest';
import type { VisitorExportJob } from '@kisa/shared';
import { ApiError } from '@/lib/api-client';
import { exportVisitorsFile } from './visitor-export';

const query = { from: '2026-05-01', to: '2026-05-07', tz: 'Europe/Istanbul', filters: {} };
const job = (over: Partial<VisitorExportJob>): VisitorExportJob => ({
  id: '6f1c2b8e-0000-4000-8000-000000000001',
  status: 'queued',
  format: 'xlsx',
  filename: 'visitors-2026-05-01-to-2026-05-07.xlsx',
  rows: 0,
  total: 120_000,
  progress: 0,
  createdAt: '2026-05-08T10:00:00.000Z',
  ...over,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers `answers` in turn, noting each URL asked. */
function scripted(answers: Response[]): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const next = answers.shift();
      if (!next) throw new Error(`no answer left for ${String(input)}`);
      return next;
    }) as typeof fetch,
  };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the export to fail');
}

describe('exportVisitorsFile: a big export followed as a background job', () => {
  it('asks the export once, then follows its job, handing on its progress, and says why it failed', async () => {
    const { fetch, asked } = scripted([
      json(job({}), 202),
      json(job({ status: 'running', rows: 48_000, progress: 40 })),
      json(job({ status: 'failed', rows: 48_000, progress: 40, error: 'The export could not be finished. Please try again.' })),
    ]);
    const seen: number[] = [];
    const error = await failure(exportVisitorsFile(query, 'xlsx', (p) => seen.push(p.progress), fetch));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The export could not be finished. Please try again.');
    expect(seen).toEqual([0, 40, 40]);
    expect(asked.filter((u) => u.includes('/visitors/export?'))).toHaveLength(1);
    expect(asked.slice(1)).toEqual([
      '/api/analytics/visitors/exports/6f1c2b8e-0000-4000-8000-000000000001',
      '/api/analytics/visitors/exports/6f1c2b8e-0000-4000-8000-000000000001',
    ]);
  });

  it('a job gone meanwhile (404) fails with the API’s message', async () => {
    const { fetch } = scripted([json(job({}), 202), json({ errorMessage: 'Export not found (exports are kept 7 days)' }, 404)]);
    const error = await failure(exportVisitorsFile(query, 'csv', () => {}, fetch));
    expect([error.status, error.message]).toEqual([404, 'Export not found (exports are kept 7 days)']);
  });
});
