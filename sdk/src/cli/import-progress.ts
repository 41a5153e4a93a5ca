/**
 * An import's progress on stderr: a bar (cli-progress, as the bulk command draws) with the phase
 * and what holds it; in a pipe or a CI log a plain line when it changed, at most one every
 * `everyMs` unless the phase or the wait changed (and always the last).
 */
import cliProgress from 'cli-progress';
import type { ImportJob } from '#client/types.js';
import type { Progress } from './progress.js';
import { progressLine } from './import-view.js';

export interface ImportProgress extends Pick<Progress, 'stop'> {
  update(job: ImportJob): void;
}

export function importProgressOn(stream: NodeJS.WriteStream, everyMs = 1_000): ImportProgress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream, format: '{phase} [{bar}] {percentage}% | {detail}', hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(job) {
        const payload = progressLine(job);
        if (!started) bar.start(100, job.progress.percent, payload);
        started = true;
        bar.update(job.progress.percent, payload);
      },
      stop: () => {
        if (started) bar.stop();
        started = false;
      },
    };
  }
  let shown = '';
  let shownKind = '';
  let shownAt = 0;
  let pending = '';
  const write = (line: string, kind: string) => {
    stream.write(`${line}\n`);
    [shown, shownKind, shownAt, pending] = [line, kind, Date.now(), ''];
  };
  return {
    update(job) {
      const { phase, detail } = progressLine(job);
      const line = `${phase}: ${detail} (${job.progress.percent}%)`;
      const kind = `${phase}${job.waitingUntil ?? ''}`;
      if (line === shown) return;
      if (kind !== shownKind || Date.now() - shownAt >= everyMs) write(line, kind);
      else pending = line;
    },
    stop: () => {
      if (pending) write(pending, shownKind);
    },
  };
}
