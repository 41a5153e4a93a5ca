import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@kisa/shared';
import { readableText } from '@/lib/readable-text';
import { ImportProgress } from './import-progress';

const job: ImportJob = {
  id: 'imp1',
  source: 'bitly',
  sourceName: 'Bitly',
  apiUrl: null,
  status: 'fetching',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:01:00.000Z',
  createdBy: { id: 'u1', name: 'Ayşe' },
  history: true,
  conflicts: 'skip',
  progress: { phase: 'reading', read: 300, written: 0, skipped: 0, historyLinks: 0, percent: 0 },
  counts: { links: 300, importable: 0, tags: 0, codeTaken: 0, invalidCode: 0, invalidTarget: 0, blockedTarget: 0, duplicate: 0 },
  domains: [],
  report: null,
};
const progress = (j: ImportJob) => renderToStaticMarkup(<ImportProgress job={j} cancelling={false} onCancel={() => {}} />);

describe('a running import', () => {
  it('reads the source with an indeterminate bar while its total is unknown, in a live region', () => {
    const html = progress(job);
    expect(html).toMatch(/aria-live="polite"[^>]*>Reading links from Bitly… 300 read/);
    const bar = /<div[^>]*role="progressbar"[^>]*>/.exec(html)?.[0];
    expect(bar).toContain('aria-label="Import progress"');
    expect(bar).not.toContain('aria-valuenow');
    expect(readableText(html)).toContain('Cancel import');
  });

  it('writes with a percent on the bar, the counts so far, and the wait for the source’s rate limit', () => {
    const importing: ImportJob = {
      ...job,
      status: 'importing',
      waitingUntil: '2026-11-29T10:05:00.000Z',
      progress: { phase: 'history', read: 300, written: 290, skipped: 10, historyLinks: 120, percent: 70 },
    };
    const html = progress(importing);
    expect(/<div[^>]*role="progressbar"[^>]*>/.exec(html)?.[0]).toContain('aria-valuenow="70"');
    const text = readableText(html);
    expect(text).toContain('Reading click history from Bitly… 120 of 290 links');
    expect(text).toMatch(/Waiting for Bitly's rate limit until \d\d:\d\d/);
    expect(text).toContain('Written 290');
    expect(text).toContain('History read 120 links');
  });
});
