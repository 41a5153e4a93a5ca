import type { LiveClick } from '@kisa/shared';
import { createTranslator } from '@kisa/shared/i18n';
import { en } from '@kisa/shared/i18n/catalogs/en';
import { tr } from '@kisa/shared/i18n/catalogs/tr';
import { describe, expect, it } from 'vitest';
import { arrivalsText, mergeClicks, placeText } from './live-list';

const tEn = createTranslator('en', en);
const tTr = createTranslator('tr', tr);

const click = (id: string, time: string, over: Partial<LiveClick> = {}): LiveClick => ({
  id,
  time,
  visitType: 'New Visitor',
  countryCode: 'TR',
  countryName: 'Türkiye',
  city: 'İzmir',
  platform: 'mobile',
  os: 'iOS',
  browser: 'Safari',
  referrer: null,
  source: 'link',
  linkId: 'l1',
  shortUrl: 'kampanya',
  domain: null,
  campaignId: null,
  bot: false,
  ...over,
});

describe('the live list', () => {
  it('puts new clicks first, newest first, keeps one per id and at most `max`', () => {
    const a = click('a', '2026-05-01T10:00:00.000Z');
    const b = click('b', '2026-05-01T10:00:01.000Z');
    const c = click('c', '2026-05-01T10:00:02.000Z');
    const shown = mergeClicks([], [a, b], 10);
    expect(shown.map((x) => x.id)).toEqual(['b', 'a']);
    expect(mergeClicks(shown, [b, c, c], 10).map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(mergeClicks(shown, [c], 2).map((x) => x.id)).toEqual(['c', 'b']);
    expect(mergeClicks(shown, [a], 10), 'nothing new: the same list').toBe(shown);
  });

  it('announces counts, not rows, in English and Turkish', () => {
    expect(arrivalsText(tEn, 1, 0)).toBe('1 new click');
    expect(arrivalsText(tEn, 1234, 0)).toBe('1,234 new clicks');
    expect(arrivalsText(tEn, 3, 1)).toBe('3 new clicks, 1 by a bot');
    expect(arrivalsText(tEn, 2, 2)).toBe('2 new clicks, all bots');
    expect(arrivalsText(tEn, 1, 1)).toBe('1 new click, a bot');
    expect(arrivalsText(tTr, 1234, 0)).toBe('1.234 yeni tıklama');
    expect(arrivalsText(tTr, 3, 2)).toBe('3 yeni tıklama, 2 tanesi bot');
  });

  it('names the place from what is known', () => {
    expect(placeText(tEn, { city: 'القاهرة', countryName: 'Egypt', countryCode: 'EG' })).toBe('القاهرة, Egypt');
    expect(placeText(tEn, { city: null, countryName: null, countryCode: 'DE' })).toBe('DE');
    expect(placeText(tEn, { city: null, countryName: null, countryCode: null })).toBe('Unknown');
    expect(placeText(tTr, { city: null, countryName: null, countryCode: null })).toBe('Bilinmiyor');
  });
});
