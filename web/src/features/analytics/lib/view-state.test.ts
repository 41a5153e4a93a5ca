import { describe, expect, it } from 'vitest';
import { analyticsSearchParams } from '@kisa/shared';
import { DEFAULT_VIEW, queryOf, readViewState, withFilter, withoutFilter, withoutTag, withTag, withTags, writeViewState, type ViewState } from './view-state';

const read = (qs: string) => readViewState(new URLSearchParams(qs));
const [TAG_A, TAG_B] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];

describe('analytics view state in the URL', () => {
  it('defaults to the last 7 days without filters, and writes that as no parameters', () => {
    expect(read('')).toEqual(DEFAULT_VIEW);
    expect(writeViewState(DEFAULT_VIEW).toString()).toBe('');
  });

  it('reads presets, custom ranges and filters', () => {
    expect(read('range=last-month')).toEqual({ range: { preset: 'last-month' }, filters: {}, tagIds: [] });
    expect(read('from=2025-05-01&to=2025-05-10&browser=Chrome&country=TR&referrer=(none)')).toEqual({
      range: { preset: 'custom', from: '2025-05-01', to: '2025-05-10' },
      filters: { browser: 'Chrome', country: 'TR', referrer: '(none)' },
      tagIds: [],
    });
  });

  it('falls back to the default range for bad or unknown values, and drops unknown parameters', () => {
    expect(read('range=forever').range).toEqual({ preset: '7d' });
    expect(read('from=2025-05-10&to=2025-05-01').range).toEqual({ preset: '7d' });
    expect(read('from=2025-05-10').range).toEqual({ preset: '7d' });
    expect(read('from=2020-01-01&to=2025-05-01').range).toEqual({ preset: '7d' });
    expect(read(`colour=red&browser=%20%20&os=${'x'.repeat(201)}`).filters).toEqual({});
  });

  it('round-trips every state through the URL', () => {
    const states: ViewState[] = [
      { range: { preset: 'today' }, filters: {}, tagIds: [] },
      { range: { preset: '7d' }, filters: { os: 'iOS', city: 'İstanbul' }, tagIds: [] },
      { range: { preset: 'custom', from: '2025-01-01', to: '2025-01-31' }, filters: { source: 'qr', device: 'mobile', campaignId: 'c 1' }, tagIds: [] },
      { range: { preset: '30d' }, filters: { domain: 'xn--ksa-jua.example', referrer: 't.co' }, tagIds: [] },
      { range: { preset: '30d' }, filters: { country: 'TR' }, tagIds: [TAG_A, TAG_B] },
      { range: { preset: '7d' }, filters: {}, tagIds: [], visitsPerPage: 50 },
    ];
    for (const s of states) expect(readViewState(new URLSearchParams(writeViewState(s).toString()))).toEqual(s);
    expect(writeViewState(states[2]!).toString()).toBe('from=2025-01-01&to=2025-01-31&campaignId=c+1&device=mobile&source=qr');
  });

  it("keeps the visitor log's page size in the URL: 25, 50 or 100; the default 5 and anything else leave it out", () => {
    expect(read('visits=25').visitsPerPage).toBe(25);
    expect(read('visits=100').visitsPerPage).toBe(100);
    for (const other of ['visits=5', 'visits=7', 'visits=1000', 'visits=abc', '']) expect(read(other).visitsPerPage, other).toBeUndefined();
    expect(writeViewState({ ...DEFAULT_VIEW, visitsPerPage: 5 }).toString()).toBe('');
  });

  it('reads tags repeated or comma-separated, each once, sorted, at most 10, and writes them as one parameter', () => {
    expect(read(`tagId=${TAG_B}&tagId=${TAG_A},${TAG_B},%20`).tagIds).toEqual([TAG_A, TAG_B]);
    expect(read(`tagId=${Array.from({ length: 12 }, (_, i) => `t${String(i).padStart(2, '0')}`).join(',')}`).tagIds).toHaveLength(10);
    expect(writeViewState({ ...DEFAULT_VIEW, tagIds: [TAG_B, TAG_A] }).toString()).toBe(`tagId=${TAG_A}%2C${TAG_B}`);
    const tagged = withTag(withTag(DEFAULT_VIEW, TAG_B), TAG_A);
    expect(tagged.tagIds).toEqual([TAG_A, TAG_B]);
    expect(withTag(tagged, TAG_A)).toBe(tagged);
    expect(withoutTag(tagged, TAG_B).tagIds).toEqual([TAG_A]);
    const full = withTags(
      DEFAULT_VIEW,
      Array.from({ length: 10 }, (_, i) => `t${i}`),
    );
    expect(withTag(full, 'one-more')).toBe(full);
    // The API query carries them (the request's `tagId`, one parameter, sorted).
    const q = queryOf(tagged, 'UTC', '2025-05-20');
    expect(q.tagIds).toEqual([TAG_A, TAG_B]);
    expect(analyticsSearchParams(q).get('tagId')).toBe(`${TAG_A},${TAG_B}`);
    expect(queryOf(DEFAULT_VIEW, 'UTC', '2025-05-20')).not.toHaveProperty('tagIds');
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
