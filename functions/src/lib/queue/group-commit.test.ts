import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A send that records its items and settles when the test says so. */
function harness(options: { maxBytes?: number; maxInFlight?: number } = {}) {
  const sends: { items: string[]; resolve: () => void; reject: (e: Error) => void }[] = [];
  const deferred: (() => void)[] = [];
  const queue = new GroupCommit((items) => new Promise<void>((resolve, reject) => sends.push({ items, resolve, reject })), {
    maxBytes: options.maxBytes ?? 1000,
    maxInFlight: options.maxInFlight ?? 1,
    defer: (fn) => deferred.push(fn),
  });
  /** Ends the current "I/O phase": runs the deferred flush. */
  const tick = () => deferred.splice(0).forEach((fn) => fn());
  return { queue, sends, tick };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((r) => setImmediate(r));
  return state;
};

describe('GroupCommit', () => {
  it('sends everything added in one turn as ONE send, and resolves each caller with it', async () => {
    const { queue, sends, tick } = harness();
    const waits = ['a', 'b', 'c'].map((item) => queue.add(item));
    expect(sends).toHaveLength(0);
    tick();
    expect(sends.map((s) => s.items)).toEqual([['a', 'b', 'c']]);
    expect(await settled(waits[0]!)).toBe('pending');
    sends[0]!.resolve();
    expect(await Promise.all(waits.map(settled))).toEqual(['resolved', 'resolved', 'resolved']);
  });

  it('gathers items added while a send is in flight into the next send; each caller waits only for its own', async () => {
    const { queue, sends, tick } = harness({ maxInFlight: 1 });
    const first = queue.add('a');
    tick();
    const later = [queue.add('b'), queue.add('c')];
    tick(); // still one send in flight: b and c wait, together
    expect(sends.map((s) => s.items)).toEqual([['a']]);
    sends[0]!.resolve();
    expect(await settled(first)).toBe('resolved');
    expect(sends.map((s) => s.items)).toEqual([['a'], ['b', 'c']]);
    expect(await settled(later[0]!)).toBe('pending');
    sends[1]!.resolve();
    expect(await Promise.all(later.map(settled))).toEqual(['resolved', 'resolved']);
  });

  it('keeps up to maxInFlight sends going at once', () => {
    const { queue, sends, tick } = harness({ maxInFlight: 2 });
    void queue.add('a');
    tick();
    void queue.add('b');
    tick();
    void queue.add('c');
    tick();
    expect(sends.map((s) => s.items)).toEqual([['a'], ['b']]);
    expect(queue.pending).toBe(1);
  });

  it('splits a group before it would exceed maxBytes (item bytes + 1 each, UTF-8)', () => {
    const { queue, sends, tick } = harness({ maxBytes: 10, maxInFlight: 5 });
    for (const item of ['aaaa', 'bbbb', 'cccc', 'ç']) void queue.add(item); // 5 + 5 | 5 + 3
    tick();
    expect(sends.map((s) => s.items)).toEqual([
      ['aaaa', 'bbbb'],
      ['cccc', 'ç'],
    ]);
  });

  it('fails only the callers whose send failed', async () => {
    const { queue, sends, tick } = harness({ maxInFlight: 2 });
    const a = queue.add('a');
    tick();
    const b = queue.add('b');
    tick();
    sends[0]!.reject(new Error('throttled'));
    sends[1]!.resolve();
    await expect(a).rejects.toThrow('throttled');
    expect(await settled(b)).toBe('resolved');
  });

  it('flushes at the end of the I/O phase by default (setImmediate)', async () => {
    const seen: string[][] = [];
    const queue = new GroupCommit(async (items) => void seen.push(items), { maxBytes: 1000, maxInFlight: 1 });
    await Promise.all([queue.add('x'), queue.add('y')]);
    expect(seen).toEqual([['x', 'y']]);
  });
});
