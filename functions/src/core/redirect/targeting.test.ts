import { targetingRulesSchema, type TargetingRule } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { compileRules, deviceOf, firstLanguage, matchingRule, osOf, type VisitFacts } from './targeting.js';
import { UA } from '#test-support/user-agents.js';

const rule = (id: string, conditions: Omit<TargetingRule, 'id' | 'destination'>): TargetingRule => ({
  id,
  destination: `https://example.com/${id}`,
  ...conditions,
});
const facts = (over: Partial<VisitFacts> = {}): VisitFacts => ({ userAgent: UA.desktop, query: '', now: Date.parse('2026-06-01T12:00:00Z'), ...over });
const match = (rules: TargetingRule[], over: Partial<VisitFacts> = {}) => matchingRule(compileRules(rules, {}), facts(over))?.id;

describe('targeting rules', () => {
  it('the first rule whose every condition holds wins; none: undefined', () => {
    const rules = [rule('trmobile', { countries: ['TR'], devices: ['mobile'] }), rule('tr', { countries: ['TR'] }), rule('de', { countries: ['DE'] })];
    expect(match(rules, { country: 'TR', userAgent: UA.iphone })).toBe('trmobile');
    expect(match(rules, { country: 'tr' })).toBe('tr');
    expect(match(rules, { country: 'DE' })).toBe('de');
    expect(match(rules, { country: 'US' })).toBeUndefined();
    expect(match(rules, {})).toBeUndefined();
    expect(compileRules([], {})).toBeUndefined();
  });

  it('language: the visitor’s first choice; `en` matches en-GB, `en-gb` only itself', () => {
    const rules = [rule('engb', { languages: ['en-gb'] }), rule('en', { languages: ['en'] }), rule('tr', { languages: ['tr'] })];
    expect(match(rules, { acceptLanguage: 'tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7' })).toBe('tr');
    expect(match(rules, { acceptLanguage: 'en-GB,en;q=0.9' })).toBe('engb');
    expect(match(rules, { acceptLanguage: 'en-US' })).toBe('en');
    expect(match(rules, { acceptLanguage: 'de;q=0.5, en;q=0.8' })).toBe('en');
    expect(match(rules, { acceptLanguage: '*' })).toBeUndefined();
    expect(firstLanguage('fr-CA;q=0.4, *;q=0.9, es')).toBe('es');
  });

  it('device and OS from the user agent', () => {
    expect([deviceOf(UA.iphone), deviceOf(UA.android), deviceOf(UA.desktop)]).toEqual(['mobile', 'mobile', 'desktop']);
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe('tablet');
    expect([osOf(UA.iphone), osOf(UA.android)]).toEqual(['ios', 'android']);
    expect(osOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0')).toBe('windows');
    expect(osOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe('macos');
    expect(osOf('Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0')).toBe('linux');
    const rules = [rule('android', { os: ['android'] }), rule('tablet', { devices: ['tablet'] })];
    expect(match(rules, { userAgent: UA.android })).toBe('android');
    expect(match(rules, { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('tablet');
  });

  it('query: the parameter present, or equal to a value (any of its values)', () => {
    const rules = [rule('vip', { query: { name: 'ref', value: 'vip' } }), rule('any', { query: { name: 'ref' } })];
    expect(match(rules, { query: 'a=1&ref=vip' })).toBe('vip');
    expect(match(rules, { query: 'ref=x&ref=vip' })).toBe('vip');
    expect(match(rules, { query: 'ref=' })).toBe('any');
    expect(match(rules, { query: 'REF=vip' })).toBeUndefined();
    expect(
      match([rule('tr', { query: { name: 'şehir', value: 'İstanbul' } })], { query: `${encodeURIComponent('şehir')}=${encodeURIComponent('İstanbul')}` }),
    ).toBe('tr');
  });

  it('time window: local times in its zone, from inclusive, to exclusive, across a DST change', () => {
    // Europe/Berlin leaves summer time on 2026-10-25 at 03:00 local (01:00 UTC).
    const rules = [rule('night', { window: { from: '2026-10-25T00:00', to: '2026-10-25T06:00', timeZone: 'Europe/Berlin' } })];
    expect(match(rules, { now: Date.parse('2026-10-24T22:00:00Z') })).toBe('night'); // 00:00 CEST
    expect(match(rules, { now: Date.parse('2026-10-24T21:59:59Z') })).toBeUndefined();
    expect(match(rules, { now: Date.parse('2026-10-25T04:59:59Z') })).toBe('night'); // 05:59:59 CET
    expect(match(rules, { now: Date.parse('2026-10-25T05:00:00Z') })).toBeUndefined(); // 06:00 CET
    const open = [rule('after', { window: { from: '2026-03-29T03:00', timeZone: 'Europe/Istanbul' } })];
    expect(match(open, { now: Date.parse('2026-03-29T00:00:00Z') })).toBe('after');
    expect(match(open, { now: Date.parse('2026-03-28T23:59:00Z') })).toBeUndefined();
  });

  it('destinations carry the link’s UTM values and are ASCII', () => {
    const [compiled] = compileRules([{ id: 'tr1', destination: 'https://türkiye.gov.tr/çay', countries: ['TR'] }], { source: 'news' })!;
    expect(compiled!.destination).toBe('https://xn--trkiye-3ya.gov.tr/%C3%A7ay?utm_source=news');
  });

  it('the schema refuses rules without a condition, bad codes and windows, and normalises the rest', () => {
    const first = (input: unknown) => targetingRulesSchema.safeParse(input).error?.issues[0]?.message;
    expect(first([{ destination: 'https://example.com' }])).toMatch(/at least one condition/);
    expect(first([{ destination: 'https://example.com', countries: ['TUR'] }])).toMatch(/two-letter/);
    // Two letters that name no country are refused as well (only assigned codes, XK included).
    expect(first([{ destination: 'https://example.com', countries: ['ZZ'] }])).toMatch(/two-letter/);
    expect(first([{ destination: 'https://example.com', countries: ['xk'] }])).toBeUndefined();
    expect(first([{ destination: 'https://example.com', window: { from: '2026-01-02T00:00', to: '2026-01-01T00:00', timeZone: 'UTC' } }])).toMatch(
      /time window/,
    );
    expect(first([{ destination: 'https://example.com', window: { from: '2026-01-02T00:00', timeZone: 'Mars/Olympus' } }])).toMatch(/time window/);
    expect(first([{ destination: 'javascript:alert(1)', os: ['ios'] }])).toBeDefined();
    expect(targetingRulesSchema.parse([{ destination: 'example.com/tr', countries: ['tr', 'TR'], languages: ['EN_gb'] }])).toEqual([
      { destination: 'https://example.com/tr', countries: ['TR'], languages: ['en-gb'] },
    ]);
  });
});
