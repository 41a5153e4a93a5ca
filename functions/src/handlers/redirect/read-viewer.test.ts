import { describe, expect, it } from 'vitest';
import { clickEventOf, redirectRequestOf } from '#core/clicks/redirect-request.js';
import { viewerIp } from '#lib/http/client-ip.js';
import { visitorCookie } from '#lib/http/visitor-cookie.js';
import { readViewer } from './read-viewer.js';

/** The headers → redirect request path both short-link handlers take. */
const requestOf = (...args: Parameters<typeof readViewer>) => redirectRequestOf(readViewer(...args));

describe('redirectRequestOf', () => {
  it('uses the kid cookie as the visitor id (cookies array or raw header)', () => {
    expect(requestOf({}, ['a=1', 'kid=abcdefgh12345678'], '1.2.3.4')).toMatchObject({ visitorId: 'abcdefgh12345678', isNew: false });
    expect(requestOf({ cookie: 'x=1; kid=abcdefgh12345678' }, undefined, '1.2.3.4')).toMatchObject({ visitorId: 'abcdefgh12345678', isNew: false });
  });

  it('without a (well-formed) cookie, hashes IP + user agent: stable, and new', () => {
    const a = requestOf({ 'user-agent': 'UA' }, undefined, '1.2.3.4');
    expect(a.isNew).toBe(true);
    expect(a.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(requestOf({ 'user-agent': 'UA' }, ['kid=<script>'], '1.2.3.4').visitorId).toBe(a.visitorId);
    expect(requestOf({ 'user-agent': 'UA2' }, undefined, '1.2.3.4').visitorId).not.toBe(a.visitorId);
  });

  it('prefers CloudFront viewer address, country and city', () => {
    const v = requestOf(
      { 'cloudfront-viewer-address': '2001:db8::1:443', 'cloudfront-viewer-country': 'TR', 'cloudfront-viewer-city': 'Istanbul', referer: 'https://t.co/x' },
      undefined,
      '10.0.0.1',
    );
    expect(v).toMatchObject({ ip: '2001:db8::1', country: 'TR', city: 'Istanbul', referrer: 'https://t.co/x' });
    expect(viewerIp('198.51.100.7:1234')).toBe('198.51.100.7');
    expect(requestOf({}, undefined, '10.0.0.1').ip).toBe('10.0.0.1');
  });

  it('builds the raw click event and the one-year cookie', () => {
    const v = requestOf({ 'user-agent': 'UA' }, ['kid=abcdefgh12345678'], '1.2.3.4');
    const e = clickEventOf({ code: 'c', linkId: 'L', teamId: 'T', maxClicks: 9 }, v, {}, new Date('2026-01-01T00:00:00Z'));
    expect(e).toEqual({
      id: expect.any(String),
      time: '2026-01-01T00:00:00.000Z',
      code: 'c',
      linkId: 'L',
      teamId: 'T',
      visitorId: 'abcdefgh12345678',
      ip: '1.2.3.4',
      userAgent: 'UA',
      referrer: '',
      maxClicks: 9,
    });
    expect(visitorCookie('abc', false)).toBe('kid=abc; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(visitorCookie('abc', true)).toBe('kid=abc; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure');
  });
});
