import { describe, expect, it } from 'vitest';
import { fakeStream } from '#test-support/fake-stream.js';
import { importJob } from '#test-support/import-job.js';
import { importProgressOn } from './import-progress.js';

const writing = (written: number, percent: number, waitingUntil?: string) =>
  importJob({
    status: 'importing',
    progress: { phase: 'links', read: 200, written, skipped: 0, historyLinks: 0, percent },
    ...(waitingUntil ? { waitingUntil } : {}),
  });

describe('import progress', () => {
  it('prints plain lines off a terminal: a new phase or wait at once, other changes at most once per interval, and the last', () => {
    const { stream, written } = fakeStream(false, 160);
    const progress = importProgressOn(stream, 60_000);
    progress.update(importJob({ progress: { phase: 'reading', read: 100, written: 0, skipped: 0, historyLinks: 0, percent: 0 } }));
    progress.update(writing(10, 2));
    progress.update(writing(50, 12)); // within the interval: held back
    progress.update(writing(50, 12, '2026-11-29T10:05:30.000Z')); // the source holds the run: said at once
    progress.update(writing(120, 30));
    progress.stop();
    expect(written).toEqual([
      'Reading CSV or JSON file: 100 links read (0%)\n',
      'Writing links: 10/200 links (2%)\n',
      "Writing links: 50/200 links — waiting for the source's rate limit until 10:05:30 UTC (12%)\n",
      'Writing links: 120/200 links (30%)\n',
    ]);
  });

  it('draws a bar with the phase on a terminal', () => {
    const { stream, written } = fakeStream(true, 160);
    const progress = importProgressOn(stream);
    progress.update(writing(100, 50));
    progress.update(importJob({ status: 'importing', progress: { phase: 'history', read: 200, written: 200, skipped: 0, historyLinks: 40, percent: 60 } }));
    progress.stop();
    expect(written.join('')).toMatch(/Reading click history \[[█░]+\] 60% \| 40 links/);
  });
});
