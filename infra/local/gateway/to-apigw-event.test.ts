import { describe, expect, it } from 'vitest';
import { apiGatewayTime, isTextContentType, parseQuery, toApiGatewayEvent, type EdgeOptions, type RawRequest } from './to-apigw-event.js';
import { parseTrustedProxies } from './trusted-proxies.js';

const base: RawRequest = {
  method: 'GET',
  url: '/',
  headers: { host: 'localhost:3000' },
  httpVersion: '1.1',
  remoteAddress: '::ffff:127.0.0.1',
  body: undefined,
};
const NOW = Date.UTC(2025, 10, 21, 11, 46, 5, 123);

describe('toApiGatewayEvent', () => {
  it('builds a payload 2.0 event with route, path parameters, query and request context', () => {
    const event = toApiGatewayEvent(
      {
        ...base,
        url: '/api/auth/verify/abc%20def?next=%2Fhome&a=1&a=2&plus=x+y',
        headers: { host: 'localhost:3000', 'user-agent': 'Mozilla/5.0', 'x-custom': 'v' },
      },
      { routeKey: 'GET /api/auth/verify/{token}', pathParameters: { token: 'abc def' } },
      'req-1',
      NOW,
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/auth/verify/{token}',
      rawPath: '/api/auth/verify/abc%20def',
      rawQueryString: 'next=%2Fhome&a=1&a=2&plus=x+y',
      queryStringParameters: { next: '/home', a: '1,2', plus: 'x y' },
      pathParameters: { token: 'abc def' },
      isBase64Encoded: false,
      headers: {
        host: 'localhost:3000',
        'user-agent': 'Mozilla/5.0',
        'x-custom': 'v',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '3000',
      },
      requestContext: {
        accountId: '123456789012',
        domainName: 'localhost',
        http: { method: 'GET', path: '/api/auth/verify/abc%20def', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'Mozilla/5.0' },
        requestId: 'req-1',
        routeKey: 'GET /api/auth/verify/{token}',
        stage: '$default',
        time: '21/Nov/2025:11:46:05 +0000',
        timeEpoch: NOW,
      },
    });
    expect(event.body).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });

  it('moves cookies out of the headers into the cookies array', () => {
    const event = toApiGatewayEvent({ ...base, headers: { host: 'h', cookie: 'token=abc; visitor=v1;theme=dark' } }, { routeKey: '$default' }, 'r', NOW);
    expect(event.cookies).toEqual(['token=abc', 'visitor=v1', 'theme=dark']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('sets CloudFront-Viewer-Address from the socket, as CloudFront does, replacing any the client sent', () => {
    const forged = toApiGatewayEvent(
      { ...base, remotePort: 51234, headers: { host: 'h', 'cloudfront-viewer-address': '203.0.113.7:443', 'cloudfront-viewer-country': 'TR' } },
      { routeKey: '$default' },
      'r',
      NOW,
    );
    expect(forged.headers['cloudfront-viewer-address']).toBe('127.0.0.1:51234');
    expect(forged.headers['cloudfront-viewer-country']).toBe('TR'); // geo passes locally (analytics only)
    const v6 = toApiGatewayEvent(
      { ...base, remoteAddress: '2001:db8::9', remotePort: 40000, headers: { host: 'h', 'cloudfront-viewer-address': '[::1]:1' } },
      { routeKey: '$default' },
      'r',
      NOW,
    );
    expect(v6.headers['cloudfront-viewer-address']).toBe('2001:db8::9:40000');
  });

  it('adds the origin secret header as the app distribution does, replacing a forged one; none without a secret (the redirect)', () => {
    const forged = { ...base, headers: { host: 'h', 'x-origin-verify': 'guess' } };
    expect(toApiGatewayEvent(forged, { routeKey: 'GET /api/me' }, 'r', NOW, { originSecret: 'the-secret' }).headers['x-origin-verify']).toBe('the-secret');
    expect(toApiGatewayEvent(forged, { routeKey: '$default' }, 'r', NOW).headers).not.toHaveProperty('x-origin-verify');
  });

  it('joins repeated headers with commas and appends the source IP to x-forwarded-for', () => {
    const event = toApiGatewayEvent(
      { ...base, headers: { host: 'h', 'x-multi': ['a', 'b'], 'x-forwarded-for': '203.0.113.9' } },
      { routeKey: '$default' },
      'r',
      NOW,
    );
    expect(event.headers['x-multi']).toBe('a,b');
    expect(event.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
  });

  describe('behind a reverse proxy (TRUSTED_PROXIES)', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.1, fd00::/8');
    /** The viewer address the handlers read, for a request from `peer` with this X-Forwarded-For. */
    const viewer = (peer: string, xff: string | string[] | undefined, edge: EdgeOptions = { trustedProxies: trusted }) => {
      const headers = { host: 'h', ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) };
      const event = toApiGatewayEvent({ ...base, remoteAddress: peer, remotePort: 50000, headers }, { routeKey: '$default' }, 'r', NOW, edge);
      expect(event.requestContext.http.sourceIp, 'sourceIp stays the connection peer').toBe(peer.replace(/^::ffff:/, ''));
      return event.headers['cloudfront-viewer-address'];
    };

    it('takes the visitor from X-Forwarded-For when the peer is a trusted proxy (IPv4, IPv4-mapped and IPv6 peers)', () => {
      expect(viewer('10.1.2.3', '203.0.113.7')).toBe('203.0.113.7:0');
      expect(viewer('::ffff:10.1.2.3', '203.0.113.7')).toBe('203.0.113.7:0');
      expect(viewer('::ffff:192.0.2.1', '2001:db8::7')).toBe('2001:db8::7:0');
      expect(viewer('fd00::1', '198.51.100.4')).toBe('198.51.100.4:0');
      // An IPv4-mapped entry is the IPv4 visitor (one visitor, however a proxy writes it).
      expect(viewer('10.1.2.3', '::ffff:203.0.113.7')).toBe('203.0.113.7:0');
      // No header: the proxy itself.
      expect(viewer('10.1.2.3', undefined)).toBe('10.1.2.3:50000');
    });

    it('walks a chain from the right, skipping trusted hops; entries left of the first untrusted one are the client’s and ignored', () => {
      expect(viewer('10.0.0.1', '203.0.113.7, 10.0.0.9, 192.0.2.1')).toBe('203.0.113.7:0');
      expect(viewer('10.0.0.1', '198.51.100.66, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7:0'); // forged left entry
      expect(viewer('10.0.0.1', ['198.51.100.66', '203.0.113.7,fd00::2'])).toBe('203.0.113.7:0'); // repeated headers
      // Every hop trusted (a client inside the proxies' network): the farthest one.
      expect(viewer('10.0.0.1', '10.9.9.9, 10.0.0.9')).toBe('10.9.9.9:0');
    });

    it('ignores X-Forwarded-For from an untrusted peer, or when no proxy is trusted (the default)', () => {
      expect(viewer('203.0.113.50', '198.51.100.66')).toBe('203.0.113.50:50000');
      expect(viewer('::ffff:127.0.0.1', '198.51.100.66')).toBe('127.0.0.1:50000');
      expect(viewer('2001:db8::9', '198.51.100.66')).toBe('2001:db8::9:50000');
      expect(viewer('10.1.2.3', '198.51.100.66', {})).toBe('10.1.2.3:50000');
      expect(viewer('10.1.2.3', '198.51.100.66', { trustedProxies: parseTrustedProxies('') })).toBe('10.1.2.3:50000');
    });

    it('never takes an entry that is not an address: the walk stops at the last trusted hop', () => {
      expect(viewer('10.0.0.1', 'garbage')).toBe('10.0.0.1:50000');
      expect(viewer('10.0.0.1', '')).toBe('10.0.0.1:50000');
      expect(viewer('10.0.0.1', '203.0.113.7, unknown')).toBe('10.0.0.1:50000');
      expect(viewer('10.0.0.1', '203.0.113.7:4431, 10.0.0.9')).toBe('10.0.0.9:0');
      expect(viewer('10.0.0.1', '198.51.100.66, [2001:db8::1], 10.0.0.9')).toBe('10.0.0.9:0');
      // Garbage further left than the visitor is never looked at.
      expect(viewer('10.0.0.1', 'x, <script>, 203.0.113.7')).toBe('203.0.113.7:0');
    });
  });

  it('passes text bodies as strings and everything else base64-encoded', () => {
    const json = toApiGatewayEvent(
      { ...base, method: 'POST', headers: { host: 'h', 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from('{"a":"ü"}') },
      { routeKey: 'POST /x' },
      'r',
      NOW,
    );
    expect(json.body).toBe('{"a":"ü"}');
    expect(json.isBase64Encoded).toBe(false);

    const bytes = Buffer.from([0, 1, 2, 255]);
    const binary = toApiGatewayEvent(
      { ...base, method: 'POST', headers: { host: 'h', 'content-type': 'application/octet-stream' }, body: bytes },
      { routeKey: 'POST /x' },
      'r',
      NOW,
    );
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body!, 'base64')).toEqual(bytes);
  });

  it('omits queryStringParameters and pathParameters when there are none', () => {
    const event = toApiGatewayEvent({ ...base, url: '/abc' }, { routeKey: '$default' }, 'r', NOW);
    expect(event.rawQueryString).toBe('');
    expect('queryStringParameters' in event).toBe(false);
    expect('pathParameters' in event).toBe(false);
  });
});

describe('helpers', () => {
  it('recognises the content types API Gateway treats as text', () => {
    for (const t of ['text/plain', 'application/json', 'application/problem+json', 'application/x-www-form-urlencoded', 'application/xml']) {
      expect(isTextContentType(t), t).toBe(true);
    }
    for (const t of [undefined, 'image/png', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
      expect(isTextContentType(t), String(t)).toBe(false);
    }
  });

  it('decodes query strings and tolerates malformed escapes', () => {
    expect(parseQuery('a=%E2%9C%93&b&c=%zz')).toEqual({ a: '✓', b: '', c: '%zz' });
  });

  it('formats time like API Gateway', () => {
    expect(apiGatewayTime(Date.UTC(2020, 2, 9, 7, 3, 58))).toBe('09/Mar/2020:07:03:58 +0000');
  });
});
