import { describe, expect, it } from 'vitest';
import { ATHENA_POLL, athenaPollDelays } from './athena-polling.js';

/** The instants (ms after the start) of the first `n` polls. */
function pollTimes(n: number): number[] {
  const times: number[] = [];
  let at = 0;
  const delays = athenaPollDelays();
  while (times.length < n) times.push((at += delays.next().value));
  return times;
}

/** How late the first poll at or after `end` comes. */
const lateness = (end: number) => pollTimes(100).find((t) => t >= end)! - end;

describe('athenaPollDelays', () => {
  it('waits for queueing and planning, then polls every 100 ms through the range where dashboard queries end', () => {
    expect(pollTimes(5)).toEqual([250, 350, 450, 550, 650]);
    for (let end = 300; end <= 2_000; end += 7) expect(lateness(end), `a query ending at ${end} ms`).toBeLessThanOrEqual(ATHENA_POLL.everyMs);
  });

  it('is on average under a third as late as the geometric schedule from the start for queries ending between 0.4 and 1.2 s', () => {
    const geometric = (end: number) => {
      let at = 0;
      for (let delay = 100; at < end; delay = Math.min(delay * 1.5, 1_000)) at += delay;
      return at - end;
    };
    const ends = Array.from({ length: 81 }, (_, i) => 400 + i * 10);
    const mean = (f: (end: number) => number) => ends.reduce((s, e) => s + f(e), 0) / ends.length;
    expect(mean(lateness)).toBeLessThan(mean(geometric) / 3);
  });

  it('backs off after 2 s, up to one poll a second, so a slow query polls little', () => {
    const times = pollTimes(40);
    const after = times.filter((t) => t > ATHENA_POLL.steadyUntilMs);
    const gaps = after.slice(1).map((t, i) => t - after[i]!);
    expect(gaps.every((g, i) => i === 0 || g >= gaps[i - 1]!)).toBe(true);
    expect(Math.max(...gaps)).toBe(ATHENA_POLL.maxMs);
    // A query of the 25 s timeout polls ~40 times, not 250.
    expect(times.filter((t) => t <= 25_000).length).toBeLessThan(45);
  });
});
