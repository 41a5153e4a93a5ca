import { describe, expect, it } from 'vitest';
import type { Link } from '@kisa/shared';
import { linkBadges } from './link-badges';

const base = { password: { enabled: false }, expiry: {}, totalClicks: 0, split: null, rules: [] } as unknown as Link;
const keys = (link: Partial<Link>, now?: number) => linkBadges({ ...base, ...link }, now).map((b) => b.key);
const NOON = Date.parse('2026-11-28T12:00:00Z');

describe('linkBadges', () => {
  it('says nothing of a plain link', () => {
    expect(keys({})).toEqual([]);
  });
  it('marks password, expired (by date after its last day, or by its click limit), A/B and targeted links', () => {
    expect(keys({ password: { enabled: true } })).toEqual(['password']);
    expect(keys({ expiry: { date: '2026-11-28' } }, NOON), 'its last day is still live').toEqual([]);
    expect(keys({ expiry: { date: '2026-11-27' } }, NOON)).toEqual(['expired']);
    expect(keys({ expiry: { maxClicks: 5 }, totalClicks: 5 })).toEqual(['expired']);
    expect(keys({ expiry: { maxClicks: 5 }, totalClicks: 4 })).toEqual([]);
    expect(keys({ split: { variants: [{}, {}] } as unknown as Link['split'] })).toEqual(['split']);
    expect(keys({ rules: [{}] as unknown as Link['rules'] })).toEqual(['rules']);
  });
  it('marks a broken destination first, and a certificate about to expire', () => {
    const broken = {
      state: 'broken',
      since: '2026-11-27T10:00:00.000Z',
      checkedAt: null,
      error: { code: 'http-status', message: 'HTTP 500', url: 'https://example.com/' },
      fallbackActive: true,
    } as const;
    const [badge] = linkBadges({ ...base, password: { enabled: true }, health: broken });
    expect(badge).toEqual({ key: 'broken', label: 'Broken', title: 'Destination broken since 2026-11-27: HTTP 500 (visitors go to the fallback URL)' });
    expect(keys({ health: { ...broken, state: 'warning', fallbackActive: false } })).toEqual(['cert']);
    expect(keys({ health: { ...broken, state: 'ok', error: null, fallbackActive: false } })).toEqual([]);
  });
});
