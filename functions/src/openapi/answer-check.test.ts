import { describe, expect, it } from 'vitest';
import { checkAnswer, routeOf } from './answer-check.js';

const JSON_TYPE = 'application/json; charset=utf-8';

// Small, settled shapes (the dashboard counters, the admin tiles): the check is the same for every operation.
const stats = { links: 3, uniqueClicks: 1, totalClicks: 2 };
const getStats = (status: number, body: unknown, path = '/api/stats?x=1') => checkAnswer({ method: 'GET', path, status, contentType: JSON_TYPE, body });

describe('checkAnswer (API answers against the OpenAPI document)', () => {
  it('matches a request to its route as the gateway does: literal segments before {param}', () => {
    expect(routeOf('GET', '/api/links/availability?alias=x')?.path).toBe('/api/links/availability');
    expect(routeOf('GET', '/api/links/abc')?.path).toBe('/api/links/{id}');
    expect(routeOf('GET', '/api/admin/moderation/log')?.path).toBe('/api/admin/moderation/log');
    expect(routeOf('DELETE', '/api/keys')?.path).toBe('/api/keys');
    expect(routeOf('PUT', '/api/links/abc')).toBeUndefined();
  });

  it("validates a documented operation's JSON answer against the schema for its status", () => {
    expect(getStats(200, stats)).toEqual({ checked: 'GET /api/stats 200' });
    const admin = { users: 2, clicks: 5, revenue: [{ currency: 'TRY', amount: 149_900 }] };
    expect(checkAnswer({ method: 'GET', path: '/api/admin/stats', status: 200, contentType: 'application/json', body: admin })).toEqual({ checked: 'GET /api/admin/stats 200' });
    // Failures answer the Error schema, the chain's own statuses included.
    expect(checkAnswer({ method: 'GET', path: '/api/links/abc', status: 404, contentType: JSON_TYPE, body: { errorMessage: 'Link not found' } })).toEqual({ checked: 'GET /api/links/{id} 404' });
    expect(getStats(401, { errorMessage: 'Unauthorized' })).toEqual({ checked: 'GET /api/stats 401' });
  });

  it('fails a wrong shape, naming the route, the status and the first issues', () => {
    const { links: _, ...missing } = stats;
    expect(() => getStats(200, { ...missing, passwordHash: 'x' })).toThrow(/GET \/api\/stats \(GET \/api\/stats\?x=1\) answered 200[^]*links[^]*passwordHash/);
    expect(() => getStats(200, { ...stats, totalClicks: -1 })).toThrow(/totalClicks/);
    expect(() => getStats(200, { ...stats, uniqueClicks: '1' })).toThrow(/uniqueClicks/);
    expect(() => getStats(401, { message: 'Unauthorized' })).toThrow(/answered 401[^]*errorMessage/);
    expect(() => getStats(200, [stats])).toThrow(/answered 200/);
  });

  it('fails a status the document does not list for the operation', () => {
    expect(() => getStats(201, stats)).toThrow(/answered 201, a status the OpenAPI document does not list/);
    expect(() => getStats(415, { errorMessage: 'x' })).toThrow(/GET \/api\/stats .*415/);
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
