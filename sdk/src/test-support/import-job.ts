/** An import as the API answers it, for scripted stand-in answers: reading a two-link file unless told otherwise. */
import type { ImportJob } from '#client/types.js';

export function importJob(over: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 'imp-1',
    source: 'file',
    sourceName: 'CSV or JSON file',
    apiUrl: null,
    status: 'fetching',
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    createdBy: { id: 'u1', name: 'Ayşe Yılmaz' },
    history: true,
    conflicts: 'skip',
    progress: { phase: 'reading', read: 0, written: 0, skipped: 0, historyLinks: 0, percent: 0 },
    counts: { links: 2, importable: 2, tags: 0, codeTaken: 0, invalidCode: 0, invalidTarget: 0, blockedTarget: 0, duplicate: 0 },
    domains: [],
    report: null,
    ...over,
  };
}
