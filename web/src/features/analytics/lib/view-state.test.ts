import { describe, expect, it } from 'vitest';
import { analyticsSearchParams } from '@kisa/shared';
import { DEFAULT_VIEW, queryOf, readViewState, withFilter, withoutFilter, writeViewState, type ViewState } from './view-state';

const read = (qs: string) => readViewState(new URLSearchParams(qs));

describe('analytics view state in the URL', () => {
  it('defaults to the last 7 days without filters, and writes that as no parameters', () => {
    expect(read('')).toEqual(DEFAULT_VIEW);
    expect(writeViewState(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads presets, custom ranges and filters', () => {
    expect(read('range=last-month')).toEqual({ range: { preset: 'last-month' }, filters: {} });
    expect(read('from=2025-05-01&to=2025-05-10&browser=Chrome&country=TR&referrer=(none)')).toEqual({
      range: { preset: 'custom', from: '2025-05-01', to: '2025-05-10' },
      filters: { browser: 'Chrome', country: 'TR', referrer: '(none)' },
    });
  });

  it('falls back to the default range for bad or unknown values, and drops unknown parameters', () => {
    expect(read('range=forever').range).toEqual({ preset: '7d' });
    expect(read('from=2025-05-10&to=2025-05-01').range).toEqual({ preset: '7d' });
    expect(read('from=2025-05-10').range).toEqual({ preset: '7d' });
    expect(read('from=2020-01-01&to=2025-05-01').range).toEqual({ preset: '7d' });
    expect(read('colour=red&browser=%20%20&os=' + 'x'.repeat(201)).filters).toEqual({});
  });

  it('round-trips every state through the URL', () => {
    const states: ViewState[] = [
      { range: { preset: 'today' }, filters: {} },
      { range: { preset: '7d' }, filters: { os: 'iOS', city: 'İstanbul' } },
      { range: { preset: 'custom', from: '2025-01-01', to: '2025-01-31' }, filters: { source: 'qr', device: 'mobile', campaignId: 'c 1' } },
      { range: { preset: '30d' }, filters: { domain: 'xn--ksa-jua.example', referrer: 't.co' } },
    ];
    for (const s of states) expect(readViewState(new URLSearchParams(writeViewState(s).toString()))).toEqual(s);
    expect(writeViewState(states[2]!).toString()).toBe('from=2025-01-01&to=2025-01-31&campaignId=c+1&device=mobile&source=qr');
  });

  it('adds and removes filters without touching the range', () => {
    const s = withFilter(read('range=30d&os=Android'), 'country', 'TR');
    expect(writeViewState(s).toString()).toBe('range=30d&os=Android&country=TR');
    expect(writeViewState(withoutFilter(s, 'os')).toString()).toBe('range=30d&country=TR');
  });

  it('turns a view into the API query; fixed filters win over the URL', () => {
    const q = queryOf(read('range=yesterday&browser=Firefox&linkId=other'), 'Europe/Istanbul', '2025-05-20', { linkId: 'L1' });
    expect(q).toEqual({ from: '2025-05-19', to: '2025-05-19', tz: 'Europe/Istanbul', filters: { browser: 'Firefox', linkId: 'L1' } });
    expect(analyticsSearchParams(q).toString()).toBe('from=2025-05-19&to=2025-05-19&tz=Europe%2FIstanbul&linkId=L1&browser=Firefox');
  });
});
