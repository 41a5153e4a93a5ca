/**
 * A bulk run's progress on stderr: a bar (cli-progress) on a terminal; in a pipe or a CI log,
 * where a redrawn bar is noise, a plain line whenever the count moved, at most one every
 * `everyMs` (and always the last).
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(processed: number, total: number): void;
  stop(): void;
}

export function progressOn(stream: NodeJS.WriteStream, label: string, everyMs = 1_000): Progress {
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      { stream, format: `${label} [{bar}] {percentage}% | {value}/{total} links | {duration_formatted}`, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(processed, total) {
        if (!started) bar.start(Math.max(total, 1), 0);
        started = true;
        bar.setTotal(Math.max(total, 1));
        bar.update(processed);
      },
      stop: () => started && bar.stop(),
    };
  }
  let shown = '';
  let shownAt = 0;
  let pending = '';
  const write = (line: string) => {
    stream.write(`${line}\n`);
    shown = line;
    shownAt = Date.now();
    pending = '';
  };
  return {
    update(processed, total) {
      const line = `${label}: ${processed}/${total} links (${total ? Math.floor((processed / total) * 100) : 0}%)`;
      if (line === shown) return;
      if (Date.now() - shownAt >= everyMs || processed >= total) write(line);
      else pending = line;
    },
    stop: () => {
      if (pending) write(pending);
    },
  };
}
