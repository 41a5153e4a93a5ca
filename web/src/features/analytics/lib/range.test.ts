import { describe, expect, it } from 'vitest';
import { MSG } from '@kisa/shared';
import { customRangeError, presetRange, RANGE_PRESETS } from './range';

describe('range presets', () => {
  it('lists the spec presets in order', () => {
    expect(RANGE_PRESETS.map((p) => p.label)).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month']);
  });

  it('turns each preset into calendar days counted from today', () => {
    const today = '2025-05-20';
    expect(presetRange('today', today)).toEqual({ from: '2025-05-20', to: '2025-05-20' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2025-05-19', to: '2025-05-19' });
    expect(presetRange('7d', today)).toEqual({ from: '2025-05-14', to: '2025-05-20' });
    expect(presetRange('30d', today)).toEqual({ from: '2025-04-21', to: '2025-05-20' });
    expect(presetRange('this-month', today)).toEqual({ from: '2025-05-01', to: '2025-05-20' });
    expect(presetRange('last-month', today)).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });

  it('handles month and year edges', () => {
    expect(presetRange('this-month', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(presetRange('yesterday', '2025-03-01')).toEqual({ from: '2025-02-28', to: '2025-02-28' });
    expect(presetRange('last-month', '2025-03-31')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(presetRange('last-month', '2024-03-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last-month', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('7d', '2025-01-03')).toEqual({ from: '2024-12-28', to: '2025-01-03' });
  });

  it('checks a custom range with the API messages', () => {
    expect(customRangeError('2025-05-01', '2025-05-20')).toBeNull();
    expect(customRangeError('2025-05-20', '2025-05-20')).toBeNull();
    expect(customRangeError('2025-05-21', '2025-05-20')).toBe(MSG.analyticsRangeOrder);
    expect(customRangeError('2024-01-01', '2025-05-20')).toBe(MSG.analyticsRangeTooLong);
    expect(customRangeError('', '2025-05-20')).toBe(MSG.analyticsDateInvalid);
    expect(customRangeError('2025-02-30', '2025-03-01')).toBe(MSG.analyticsDateInvalid);
  });
});
