import type { Link } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { checkAnswer, routeOf } from './answer-check.js';

const JSON_TYPE = 'application/json; charset=utf-8';

const link: Link = {
  id: '0b7f3c52-6f1e-4a44-9d2c-2d8f0b1c9a10',
  shortUrl: 'abcde',
  longUrl: 'https://example.com/',
  title: 'example.com',
  createdAt: '2026-01-02T03:04:05.678Z',
  createdBy: { id: 'u1', name: 'Ada' },
  totalClicks: 0,
  uniqueClicks: 0,
  redirects: {},
  password: { enabled: false },
  utm: {},
  expiry: {},
};

const getLink = (status: number, body: unknown, contentType: string | null = JSON_TYPE) =>
  checkAnswer({ method: 'GET', path: `/api/links/${link.id}?x=1`, status, contentType, body });

describe('checkAnswer (API answers against the OpenAPI document)', () => {
  it('matches a request to its route as the gateway does: literal segments before {param}', () => {
    expect(routeOf('GET', '/api/links/availability?alias=x')?.path).toBe('/api/links/availability');
    expect(routeOf('GET', '/api/links/abc')?.path).toBe('/api/links/{id}');
    expect(routeOf('GET', '/api/admin/moderation/log')?.path).toBe('/api/admin/moderation/log');
    expect(routeOf('DELETE', '/api/keys')?.path).toBe('/api/keys');
    expect(routeOf('PUT', '/api/links/abc')).toBeUndefined();
  });

  it("validates a documented operation's JSON answer against the schema for its status", () => {
    expect(getLink(200, link)).toEqual({ checked: 'GET /api/links/{id} 200' });
    expect(getLink(200, { ...link, moderation: 'flagged', campaignId: 'c1' })).toEqual({ checked: 'GET /api/links/{id} 200' });
    // Failures answer the Error schema, the chain's own statuses included.
    expect(getLink(404, { errorMessage: 'Link not found' })).toEqual({ checked: 'GET /api/links/{id} 404' });
    expect(getLink(401, { errorMessage: 'Unauthorized' })).toEqual({ checked: 'GET /api/links/{id} 401' });
  });

  it('fails a wrong shape, naming the route, the status and the first issues', () => {
    const { shortUrl: _, ...missing } = link;
    expect(() => getLink(200, { ...missing, passwordHash: 'x' })).toThrow(/GET \/api\/links\/\{id\} \(GET \/api\/links\/[\w-]+\?x=1\) answered 200[^]*shortUrl[^]*passwordHash/);
    expect(() => getLink(200, { ...link, totalClicks: -1 })).toThrow(/totalClicks/);
    expect(() => getLink(200, { ...link, createdAt: 'yesterday' })).toThrow(/createdAt/);
    expect(() => getLink(404, { message: 'Link not found' })).toThrow(/answered 404[^]*errorMessage/);
    expect(() => getLink(200, [link])).toThrow(/answered 200/);
  });

  it('fails a status the document does not list for the operation', () => {
    expect(() => getLink(201, link)).toThrow(/answered 201, a status the OpenAPI document does not list/);
    expect(() => checkAnswer({ method: 'GET', path: '/api/stats', status: 415, contentType: JSON_TYPE, body: { errorMessage: 'x' } })).toThrow(/GET \/api\/stats .*415/);
  });

  it('checks the JSON answer of a file download (a big export) and skips the file itself', () => {
    const path = '/api/campaigns/c1/export?format=csv';
    expect(checkAnswer({ method: 'GET', path, status: 200, contentType: JSON_TYPE, body: { url: 'https://bucket.example/x.csv?sig=1', filename: 'x.csv' } })).toEqual({ checked: 'GET /api/campaigns/{id}/export 200' });
    expect(() => checkAnswer({ method: 'GET', path, status: 200, contentType: JSON_TYPE, body: { url: 'not a url', filename: 'x.csv' } })).toThrow(/url/);
    expect(checkAnswer({ method: 'GET', path, status: 200, contentType: 'text/csv; charset=utf-8', body: 'Short URL,Long URL' })).toEqual({ skipped: expect.stringMatching(/not JSON/) });
  });

  it('skips what is no documented JSON answer: other paths, unmatched routes, redirects', () => {
    expect(checkAnswer({ method: 'GET', path: '/abcde', status: 302, contentType: null, body: '' })).toEqual({ skipped: expect.stringMatching(/no API path/) });
    expect(checkAnswer({ method: 'GET', path: '/api/nope', status: 404, contentType: JSON_TYPE, body: { errorMessage: 'Not found' } })).toEqual({ skipped: expect.stringMatching(/matches no route/) });
  });
});
