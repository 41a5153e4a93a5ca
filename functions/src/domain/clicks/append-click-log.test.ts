import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { clickEventsOf } = await import('./append-click-log.js');
const { clickLogKey } = await import('../../data/click-log-store.js');

describe('click log', () => {
  it('takes one event, an array of events, or {events: [...]} per message', () => {
    expect(clickEventsOf({ code: 'a' })).toEqual([{ code: 'a' }]);
    expect(clickEventsOf([{ code: 'a' }, { code: 'b' }])).toEqual([{ code: 'a' }, { code: 'b' }]);
    expect(clickEventsOf({ events: [{ code: 'a' }] })).toEqual([{ code: 'a' }]);
  });

  it('calls anything else malformed', () => {
    for (const body of [null, 'x', 1, [1], [{ ok: 1 }, 'x'], { events: ['x'] }]) expect(clickEventsOf(body), JSON.stringify(body)).toBeNull();
  });

  it('partitions objects by UTC date, Hive style', () => {
    expect(clickLogKey(new Date('2026-03-04T23:59:59Z'), 'id1')).toBe('clicks/dt=2026-03-04/id1.json.gz');
  });
});
