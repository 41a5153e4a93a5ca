import { describe, expect, it } from 'vitest';
import { runSchedule } from './run-schedule.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('runSchedule', () => {
  it('runs first after firstRunMs, then every everyMs, never two at once, and through failures', async () => {
    const abort = new AbortController();
    const starts: number[] = [];
    let running = 0;
    let overlapped = false;
    const events: unknown[] = [];
    const t0 = Date.now();
    const done = runSchedule({
      name: 'tick',
      handlerName: 'workers/tick',
      everyMs: 40,
      firstRunMs: 100,
      signal: abort.signal,
      onError: () => {},
      handler: async (event) => {
        events.push(event);
        starts.push(Date.now() - t0);
        overlapped ||= running > 0;
        running++;
        await sleep(60); // longer than everyMs: the next run waits for this one
        running--;
        if (starts.length === 2) throw new Error('boom');
      },
    });
    await sleep(450);
    abort.abort();
    await done;

    expect(starts[0]).toBeGreaterThanOrEqual(95);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(55);
    expect(events[0]).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} });
  });

  it('ends on abort without running, and waits for a run in progress', async () => {
    const abort = new AbortController();
    let runs = 0;
    abort.abort();
    await runSchedule({ name: 'x', handlerName: 'x', everyMs: 10, firstRunMs: 0, signal: abort.signal, handler: () => void runs++ });
    expect(runs).toBe(0);

    const second = new AbortController();
    let finished = false;
    const done = runSchedule({
      name: 'y',
      handlerName: 'y',
      everyMs: 10,
      firstRunMs: 0,
      signal: second.signal,
      handler: async () => {
        second.abort();
        await sleep(50);
        finished = true;
      },
    });
    await done;
    expect(finished).toBe(true);
  });
});
