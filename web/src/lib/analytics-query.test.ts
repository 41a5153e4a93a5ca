import { describe, expect, it } from 'vitest';
import { analyticsPath, lastDays, lastDaysQuery } from './analytics-query';

describe('analytics queries', () => {
  // 2025-03-01 01:30 UTC is still 28 February in New York.
  const now = Date.parse('2025-03-01T01:30:00Z');

  it('counts the last days back from today in the time zone, today included', () => {
    expect(lastDays(7, 'Europe/Istanbul', now)).toEqual({ from: '2025-02-23', to: '2025-03-01' });
    expect(lastDays(7, 'America/New_York', now)).toEqual({ from: '2025-02-22', to: '2025-02-28' });
    expect(lastDays(1, 'UTC', now)).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it('builds the API path with the filters and extra parameters', () => {
    const q = lastDaysQuery(30, { campaignId: 'c1' }, 'Europe/Istanbul', now);
    expect(analyticsPath(q)).toBe('/api/analytics?from=2025-01-31&to=2025-03-01&tz=Europe%2FIstanbul&campaignId=c1');
    expect(analyticsPath(q, '/visitors', { page: '2', limit: '5' })).toBe(
      '/api/analytics/visitors?from=2025-01-31&to=2025-03-01&tz=Europe%2FIstanbul&campaignId=c1&page=2&limit=5',
    );
  });
});
