import { describe, expect, it } from 'vitest';
import { clientIp, viewerIp } from './client-ip.js';

// The AWS shape: CloudFront sets CloudFront-Viewer-Address from the connection (overwriting any
// the client sent) and passes the client's X-Forwarded-For on with its own address appended;
// API Gateway / the Function URL append theirs and report CloudFront's as sourceIp.
const CLOUDFRONT_EDGE = '130.176.1.1';

describe('clientIp', () => {
  it('is the viewer CloudFront names; an X-Forwarded-For the visitor sent changes nothing', () => {
    const honest = { 'cloudfront-viewer-address': '203.0.113.7:50123', 'x-forwarded-for': `203.0.113.7, ${CLOUDFRONT_EDGE}` };
    const forged = { 'cloudfront-viewer-address': '203.0.113.7:50123', 'x-forwarded-for': `198.51.100.66, 203.0.113.7, ${CLOUDFRONT_EDGE}` };
    expect(clientIp(honest, CLOUDFRONT_EDGE)).toBe('203.0.113.7');
    expect(clientIp(forged, CLOUDFRONT_EDGE)).toBe('203.0.113.7');
    expect(clientIp({ ...forged, 'x-forwarded-for': '198.51.100.66' }, CLOUDFRONT_EDGE)).toBe('203.0.113.7');
    expect(clientIp({ 'cloudfront-viewer-address': '2001:db8::7:443', 'x-forwarded-for': '198.51.100.66' }, CLOUDFRONT_EDGE)).toBe('2001:db8::7');
  });

  it('falls back to the address API Gateway saw, never to X-Forwarded-For', () => {
    expect(clientIp({ 'x-forwarded-for': '198.51.100.66' }, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientIp({ 'x-forwarded-for': '198.51.100.66' }, undefined)).toBe('');
  });

  it('reads the IP of an ip:port viewer address, IPv6 included', () => {
    expect(viewerIp('203.0.113.7:443')).toBe('203.0.113.7');
    expect(viewerIp('2001:db8::1:443')).toBe('2001:db8::1');
    expect(viewerIp(undefined)).toBeUndefined();
  });
});
