import { describe, expect, it } from 'vitest';
import { checkReportForm, MSG, REPORT_DETAILS_MAX } from '@kisa/shared';
import { prefilledLink, reportFieldOf } from './report-form';

const form = { link: 'abc', reason: 'spam', details: '', contact: '' };

describe('report form', () => {
  it('checks what the API checks, field by field, with its messages', () => {
    expect(checkReportForm(form)).toBeNull();
    expect(checkReportForm({ ...form, link: '  ' })).toBe(MSG.reportLinkRequired);
    expect(checkReportForm({ ...form, reason: '' })).toBe(MSG.reportReasonInvalid);
    expect(checkReportForm({ ...form, reason: 'boredom' })).toBe(MSG.reportReasonInvalid);
    expect(checkReportForm({ ...form, details: 'x'.repeat(REPORT_DETAILS_MAX + 1) })).toBe(MSG.reportDetailsTooLong);
    expect(checkReportForm({ ...form, details: 'two\nlines are fine' })).toBeNull();
    expect(checkReportForm({ ...form, contact: 'not-an-email' })).toBe(MSG.invalidEmail);
    expect(checkReportForm({ ...form, contact: ' me@example.com ' })).toBeNull();
  });

  it('marks the field a message is about (the API says "Link not found" of the link)', () => {
    expect(reportFieldOf(MSG.reportLinkRequired)).toBe('link');
    expect(reportFieldOf(MSG.linkNotFound)).toBe('link');
    expect(reportFieldOf(MSG.reportReasonInvalid)).toBe('reason');
    expect(reportFieldOf(MSG.reportDetailsInvalid)).toBe('details');
    expect(reportFieldOf(MSG.invalidEmail)).toBe('contact');
    expect(reportFieldOf(MSG.tooManyAttemptsIn(5))).toBeNull();
  });

  it('prefills the link from ?link= (the warning page) or ?code=', () => {
    expect(prefilledLink('?link=abc')).toBe('abc');
    expect(prefilledLink('?code=x%C3%A7')).toBe('xç');
    expect(prefilledLink('')).toBe('');
  });
});
