import { describe, expect, it } from 'vitest';
import { nextReport, periodHolding, sendAfterOf } from './report-periods.js';

describe('report periods', () => {
  it('a week is Monday to Sunday in the member’s time zone', () => {
    // Sunday 22:30 UTC is already Monday in Istanbul (UTC+3): the next week there.
    const at = new Date('2026-11-29T22:30:00Z');
    expect(periodHolding('weekly', 'UTC', at)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodHolding('weekly', 'Europe/Istanbul', at)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('a month is the calendar month, February and leap years included', () => {
    expect(periodHolding('monthly', 'UTC', new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodHolding('monthly', 'UTC', new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodHolding('monthly', 'America/Los_Angeles', new Date('2027-01-01T03:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('is due at 06:00 local time the day after it ends, across a DST change', () => {
    expect(sendAfterOf({ from: '2026-11-23', to: '2026-11-29' }, 'Europe/Istanbul')).toBe('2026-11-30T03:00:00.000Z');
    // Berlin leaves summer time on 2026-10-25: the day after the week is on winter time (UTC+1).
    expect(sendAfterOf({ from: '2026-10-19', to: '2026-10-25' }, 'Europe/Berlin')).toBe('2026-10-26T05:00:00.000Z');
    expect(nextReport('monthly', 'UTC', new Date('2026-11-05T00:00:00Z'))).toEqual({
      period: { from: '2026-11-01', to: '2026-11-30' },
      periodKey: 'monthly:2026-11-01',
      sendAfter: '2026-12-01T06:00:00.000Z',
    });
  });
});
