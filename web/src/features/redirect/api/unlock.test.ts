import { describe, expect, it, vi } from 'vitest';
import { DEEPLINK_FALLBACK_MS, follow, gateDomain, unlockBody } from './unlock';

function fakeWindow(hidden = false) {
  const timers: (() => void)[] = [];
  const location = { href: '', assign: vi.fn(), replace: vi.fn() };
  const win = { location, document: { hidden }, setTimeout: vi.fn((fn: () => void, ms: number) => (timers.push(fn), ms)) };
  return { win: win as unknown as Parameters<typeof follow>[1], location, timers, setTimeout: win.setTimeout };
}

describe('follow', () => {
  it('goes straight to the destination without a deeplink', () => {
    const { win, location } = fakeWindow();
    follow({ location: 'https://example.com/x' }, win);
    expect(location.assign).toHaveBeenCalledWith('https://example.com/x');
  });

  it('tries the deeplink, then falls back to the destination after 1.5 s if the page is still visible', () => {
    const { win, location, timers, setTimeout } = fakeWindow(false);
    follow({ location: 'https://example.com/x', deeplink: 'app://item/1' }, win);
    expect(location.href).toBe('app://item/1');
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), DEEPLINK_FALLBACK_MS);
    timers.forEach((t) => t());
    expect(location.replace).toHaveBeenCalledWith('https://example.com/x');
  });

  it('stays put when the app took over (page hidden)', () => {
    const { win, location, timers } = fakeWindow(true);
    follow({ location: 'https://example.com/x', deeplink: 'app://item/1' }, win);
    timers.forEach((t) => t());
    expect(location.replace).not.toHaveBeenCalled();
  });
});

describe('the gate on a branded domain', () => {
  it("reads the domain from the gate's query, next to the QR marker", () => {
    expect(gateDomain('?domain=go.acme.com')).toBe('go.acme.com');
    expect(gateDomain('?qr&domain=go.acme.com')).toBe('go.acme.com');
    expect(gateDomain('?domain=go.acme.com&qr')).toBe('go.acme.com');
    expect(gateDomain('?domain=')).toBeNull();
    expect(gateDomain('?qr')).toBeNull();
    expect(gateDomain('')).toBeNull();
  });

  it('names the domain and the QR marker in the unlock only when there is one', () => {
    expect(unlockBody('spring', 'pw')).toEqual({ shortUrl: 'spring', password: 'pw' });
    expect(unlockBody('spring', 'pw', { viaQr: true })).toEqual({ shortUrl: 'spring', password: 'pw', source: 'qr' });
    expect(unlockBody('spring', 'pw', { domain: 'go.acme.com' })).toEqual({ shortUrl: 'spring', password: 'pw', domain: 'go.acme.com' });
    expect(unlockBody('spring', 'pw', { viaQr: true, domain: null })).toEqual({ shortUrl: 'spring', password: 'pw', source: 'qr' });
  });
});
