import { describe, expect, it } from 'vitest';
import { NONE_VALUE } from '@kisa/shared';
import { shareLabel, showDomains, tagChipLabel, valueLabel } from './labels';

describe('the Share column', () => {
  it("names whose clicks a share is of: the view's on /analytics, the link's on its insight page", () => {
    expect(shareLabel(false)).toBe('Share of clicks');
    expect(shareLabel(true)).toBe("Share of link's clicks");
  });
});

describe('ranking value labels', () => {
  it("names the unknown value 'Direct' for referrers and 'Unknown' elsewhere", () => {
    expect(valueLabel('referrer', NONE_VALUE)).toBe('Direct');
    expect(valueLabel('browser', NONE_VALUE)).toBe('Unknown');
    expect(valueLabel('country', NONE_VALUE)).toBe('Unknown');
  });
  it('reads sources and device types as words, and leaves names alone', () => {
    expect(valueLabel('source', 'qr')).toBe('QR code');
    expect(valueLabel('source', 'link')).toBe('Link');
    expect(valueLabel('device', 'mobile')).toBe('Mobile');
    expect(valueLabel('browser', 'Mobile Safari')).toBe('Mobile Safari');
  });
  it('shows domains as people read them, the platform one by its host too', () => {
    expect(valueLabel('domain', 'go.acme.test')).toBe('go.acme.test');
    expect(valueLabel('domain', 'xn--ksa-jua.test')).toBe('kısa.test');
    expect(valueLabel('domain', NONE_VALUE)).toBe('Platform domain');
  });
});

describe('the Domains panel', () => {
  const none = { conversions: 0, convertingClicks: 0, revenue: [] };
  const platform = { name: 'kisa.test', platform: true, count: 9, ...none };
  const branded = { name: 'go.acme.test', platform: false, count: 2, ...none };
  it('shows once a click came through a branded domain, or a domain filter is on', () => {
    expect(showDomains([platform, branded], undefined)).toBe(true);
    expect(showDomains([branded], undefined)).toBe(true);
    expect(showDomains([platform], 'kisa.test')).toBe(true);
  });
  it('stays hidden when every click was on the platform domain (or there were none)', () => {
    expect(showDomains([platform], undefined)).toBe(false);
    expect(showDomains([], undefined)).toBe(false);
  });
});

describe('tag chips', () => {
  const spring = { id: 't1', name: 'spring', color: 'green' } as const;
  it('name a tag as the team names it now, else as the answer did, else as deleted', () => {
    expect(tagChipLabel('t1', [{ ...spring, name: 'spring 2026' }], [spring])).toBe('spring 2026');
    expect(tagChipLabel('t1', undefined, [spring])).toBe('spring');
    expect(tagChipLabel('t2', [spring], [spring])).toBe('Deleted tag');
    expect(tagChipLabel('t2', undefined, undefined)).toBe('Tag');
  });
});
