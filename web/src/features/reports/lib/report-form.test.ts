import { REPORT_MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { checkReportForm, inputOf, valuesOf } from './report-form';

describe('the reports form', () => {
  const base = { frequency: 'weekly' as const, scope: 'team' as const, campaignId: '', tagIds: [] };

  it('asks for the campaign or the tags a scope names, nothing when no report is chosen', () => {
    expect(checkReportForm({ ...base, scope: 'campaign' })).toEqual({ field: 'campaignId', message: REPORT_MSG.campaignRequired });
    expect(checkReportForm({ ...base, scope: 'tags' })).toEqual({ field: 'tagIds', message: REPORT_MSG.tagsRequired });
    expect(checkReportForm({ ...base, frequency: 'none', scope: 'tags' })).toBeNull();
    expect(checkReportForm({ ...base, scope: 'tags', tagIds: Array.from({ length: 11 }, (_, i) => `t${i}`) })?.field).toBe('tagIds');
  });

  it('sends the scope chosen and the time zone; round-trips a saved subscription', () => {
    expect(inputOf({ ...base, scope: 'campaign', campaignId: 'c1' }, 'Europe/Istanbul')).toEqual({
      frequency: 'weekly',
      scope: { kind: 'campaign', campaignId: 'c1' },
      tz: 'Europe/Istanbul',
    });
    expect(inputOf({ ...base, frequency: 'none', scope: 'tags', tagIds: ['a'] }, 'UTC').scope).toEqual({ kind: 'team' });
    expect(valuesOf({ frequency: 'monthly', scope: { kind: 'tags', tagIds: ['a', 'b'] }, tz: 'UTC', nextReport: null })).toEqual({
      frequency: 'monthly',
      scope: 'tags',
      campaignId: '',
      tagIds: ['a', 'b'],
    });
  });
});
