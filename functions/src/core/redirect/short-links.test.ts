import { describe, expect, it, vi } from 'vitest';
import type { AliasSnapshot } from '#data/links/get-alias.js';
import { UA } from '#test-support/user-agents.js';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.example.com/';
});

const { compile, decideVisit, endOfDayUtc } = await import('./short-links.js');

const alias = (over: Partial<AliasSnapshot> = {}): AliasSnapshot => ({
  code: 'abc',
  linkId: 'L1',
  teamId: 'T1',
  longUrl: 'https://example.com/long',
  redirects: {},
  utm: {},
  expiry: {},
  clickLimitReached: false,
  ...over,
});

describe('decideVisit', () => {
  it('answers notFound for no link, and the long URL (UTM merged) for everyone without platform targets', () => {
    expect(decideVisit(null, UA.desktop)).toEqual({ kind: 'notFound' });
    const link = compile(alias({ utm: { source: 's' } }));
    expect(link.byPlatform).toBe(false);
    for (const ua of [UA.desktop, UA.iphone, UA.android])
      expect(decideVisit(link, ua)).toEqual({ kind: 'go', location: 'https://example.com/long?utm_source=s' });
  });

  it('sends each platform to its target where set, else to the long URL', () => {
    const link = compile(alias({ redirects: { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/x', web: 'https://example.com/web' } }));
    expect(decideVisit(link, UA.iphone)).toEqual({ kind: 'go', location: 'https://apps.apple.com/x' });
    expect(decideVisit(link, UA.ipad)).toEqual({ kind: 'go', location: 'https://apps.apple.com/x' });
    expect(decideVisit(link, UA.android)).toEqual({ kind: 'go', location: 'https://play.google.com/x' });
    expect(decideVisit(link, UA.desktop)).toEqual({ kind: 'go', location: 'https://example.com/web' });
    const onlyIos = compile(alias({ redirects: { ios: 'https://apps.apple.com/x' } }));
    expect(decideVisit(onlyIos, UA.android)).toEqual({ kind: 'go', location: 'https://example.com/long' });
    expect(decideVisit(onlyIos, UA.desktop)).toEqual({ kind: 'go', location: 'https://example.com/long' });
  });

  it('gives mobile visitors the deeplink page (falling back to their target) and desktop visitors a redirect', () => {
    const link = compile(alias({ redirects: { deeplink: 'myapp://item/1', android: 'https://play.google.com/x' } }));
    expect(decideVisit(link, UA.android)).toEqual({ kind: 'deeplink', deeplink: 'myapp://item/1', location: 'https://play.google.com/x' });
    expect(decideVisit(link, UA.iphone)).toEqual({ kind: 'deeplink', deeplink: 'myapp://item/1', location: 'https://example.com/long' });
    expect(decideVisit(link, UA.desktop)).toEqual({ kind: 'go', location: 'https://example.com/long' });
  });

  it('sends password-protected links to the gate unless unlocked', () => {
    const link = compile(alias({ code: 'a b', passwordHash: 'scrypt$…' }));
    expect(decideVisit(link, UA.desktop)).toEqual({ kind: 'gate', location: 'https://app.example.com/loginurl/a%20b' });
    expect(decideVisit(link, UA.desktop, { unlocked: true })).toEqual({ kind: 'go', location: 'https://example.com/long' });
  });

  it('expires at the end of the expiry day (UTC) or when the click limit is reached, to the expiration URL or the expired screen', () => {
    const dated = compile(alias({ expiry: { date: '2030-01-31' } }));
    const end = Date.parse('2030-02-01T00:00:00Z');
    expect(decideVisit(dated, UA.desktop, { now: end - 1 }).kind).toBe('go');
    expect(decideVisit(dated, UA.desktop, { now: end })).toEqual({ kind: 'expired', location: 'https://app.example.com/expired' });
    const withUrl = compile(alias({ expiry: { date: '2020-01-01', url: 'https://example.com/over' }, passwordHash: 'x' }));
    expect(decideVisit(withUrl, UA.desktop)).toEqual({ kind: 'expired', location: 'https://example.com/over' });
    const limited = compile(alias({ expiry: { maxClicks: 3 }, clickLimitReached: true }));
    expect(decideVisit(limited, UA.desktop)).toEqual({ kind: 'expired', location: 'https://app.example.com/expired' });
    expect(compile(alias({ expiry: { maxClicks: 3 } })).maxClicks).toBe(3);
  });

  it('reads expiry dates strictly', () => {
    expect(endOfDayUtc('2024-02-29')).toBe(Date.parse('2024-03-01T00:00:00Z'));
    expect(endOfDayUtc('tomorrow')).toBeUndefined();
  });
});

describe("a link's tags on the click", () => {
  it("compiles the snapshot's tag ids once, sorted, and every click event carries that array; none for an untagged link", async () => {
    const { clickEventOf, redirectRequestOf } = await import('../clicks/redirect-request.js');
    const [a, b] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];
    const link = compile(alias({ tagIds: [b, a, b] }));
    expect(link.tagIds).toEqual([a, b]);
    const request = redirectRequestOf({ ip: '203.0.113.1', userAgent: UA.desktop, referrer: '' });
    const [first, second] = [clickEventOf(link, request), clickEventOf(link, request)];
    expect(first.tagIds).toEqual([a, b]);
    // The compiled link's own array: nothing is copied per click.
    expect(first.tagIds).toBe(link.tagIds);
    expect(second.tagIds).toBe(link.tagIds);
    for (const untagged of [alias(), alias({ tagIds: [] })]) {
      const plain = compile(untagged);
      expect(plain).not.toHaveProperty('tagIds');
      expect(clickEventOf(plain, request)).not.toHaveProperty('tagIds');
    }
  });
});

describe('the rule or variant that sent a visitor, on the click', () => {
  it("records the deciding rule or split variant, through a flagged link's warning too; nothing for the link's own targets", async () => {
    const { clickEventOf, redirectRequestOf } = await import('../clicks/redirect-request.js');
    const request = redirectRequestOf({ ip: '203.0.113.1', userAgent: UA.desktop, referrer: '' });
    const rules = [{ id: 'rulede', countries: ['DE'], destination: 'https://de.example/' }];
    const split = {
      variants: [
        { id: 'varone', weight: 1, destination: 'https://one.example/' },
        { id: 'vartwo', weight: 1, destination: 'https://two.example/' },
      ],
    };
    const link = compile(alias({ rules, split }));
    const byRule = decideVisit(link, UA.desktop, { context: { country: 'DE', visitorId: request.visitorId } });
    expect(byRule).toMatchObject({ kind: 'go', ruleId: 'rulede' });
    expect(clickEventOf(link, request, byRule.kind === 'go' ? byRule : {})).toMatchObject({ ruleId: 'rulede' });
    const bySplit = decideVisit(link, UA.desktop, { context: { country: 'TR', visitorId: request.visitorId } });
    expect(bySplit.kind === 'go' && ['varone', 'vartwo'].includes(bySplit.variantId!)).toBe(true);
    const event = clickEventOf(link, request, bySplit.kind === 'go' ? bySplit : {});
    expect(event.variantId).toBe(bySplit.kind === 'go' ? bySplit.variantId : 'none');
    expect(event).not.toHaveProperty('ruleId');
    const warned = decideVisit(compile(alias({ rules, moderation: 'flagged' })), UA.desktop, { context: { country: 'DE' } });
    expect(warned).toMatchObject({ kind: 'warning', counted: true, ruleId: 'rulede' });
    const plain = decideVisit(compile(alias()), UA.desktop);
    const untouched = clickEventOf(compile(alias()), request, plain.kind === 'go' ? plain : {});
    expect(untouched).not.toHaveProperty('ruleId');
    expect(untouched).not.toHaveProperty('variantId');
  });
});

describe('the fallback of a broken destination', () => {
  it('sends visits of a broken destination (as compiled: UTM merged) to the fallback, marks the click, and leaves the others be', async () => {
    const { clickEventOf, redirectRequestOf } = await import('../clicks/redirect-request.js');
    const request = redirectRequestOf({ ip: '203.0.113.1', userAgent: UA.desktop, referrer: '' });
    const fallback = { url: 'https://örnek.com.tr/yakında', broken: ['https://example.com/long'] };
    const link = compile(alias({ utm: { source: 's' }, redirects: { ios: 'https://apps.apple.com/x' }, fallback }));
    const desktop = decideVisit(link, UA.desktop);
    expect(desktop).toEqual({ kind: 'go', location: 'https://xn--rnek-4qa.com.tr/yak%C4%B1nda', fallback: true });
    expect(clickEventOf(link, request, desktop.kind === 'go' ? desktop : {})).toMatchObject({ fallback: true });
    // The iPhone target answers: its visitors go there.
    expect(decideVisit(link, UA.iphone)).toEqual({ kind: 'go', location: 'https://apps.apple.com/x?utm_source=s' });
    // Behind a password the gate comes first; an expired link stays expired.
    expect(decideVisit(compile(alias({ fallback, passwordHash: 'x' })), UA.desktop)).toMatchObject({ kind: 'gate' });
    expect(decideVisit(compile(alias({ fallback, clickLimitReached: true, expiry: { maxClicks: 1 } })), UA.desktop)).toMatchObject({ kind: 'expired' });
    const plain = decideVisit(compile(alias()), UA.desktop);
    expect(clickEventOf(compile(alias()), request, plain.kind === 'go' ? plain : {})).not.toHaveProperty('fallback');
  });
});
