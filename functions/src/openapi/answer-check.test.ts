import { describe, expect, it } from 'vitest';
import { checkAnswer, routeOf, type Answered } from './answer-check.js';
import { documentValidator } from './document-validator.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json';

// A document of the routes' paths with small schemas of its own: the check's rules do not depend
// on what the API's answers look like this week (the served document is below and in
// document-validator.test.ts).
const problem = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: 'string', pattern: '^[a-z-]+$' },
    detail: { type: 'string' },
  },
  required: ['type', 'status', 'code'],
  additionalProperties: false,
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const fixture = documentValidator({
  components: {
    schemas: {
      Stats: {
        type: 'object',
        properties: { links: { type: 'integer', minimum: 0 }, updatedAt: { type: 'string', format: 'date-time' } },
        required: ['links'],
        additionalProperties: false,
      },
      Link: {
        type: 'object',
        properties: { id: { type: 'string' }, shortLink: { type: 'string', format: 'uri' }, stats: { $ref: '#/components/schemas/Stats' } },
        required: ['id', 'shortLink'],
        additionalProperties: false,
      },
      Problem: problem,
    },
  },
  paths: {
    '/api/stats': {
      get: {
        responses: {
          200: json({ $ref: '#/components/schemas/Stats' }),
          401: { content: { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
    },
    '/api/links/{id}': {
      get: { responses: { 200: json({ $ref: '#/components/schemas/Link' }), '4XX': { content: { [PROBLEM_TYPE]: { schema: problem } } } } },
    },
    '/api/campaigns/{id}/export': {
      get: {
        responses: {
          200: { content: { 'text/csv': {}, ...json({ type: 'object', properties: { url: { type: 'string', format: 'uri' } }, required: ['url'] }).content } },
          default: json({ type: 'object' }),
        },
      },
    },
  },
});

const check = (answer: Partial<Answered> & Pick<Answered, 'status' | 'body'>) =>
  checkAnswer({ method: 'GET', path: '/api/stats?x=1', contentType: JSON_TYPE, ...answer }, fixture);
const unauthorized = { type: '/api/problems#unauthorized', status: 401, code: 'unauthorized', detail: 'Please sign in' };

describe('checkAnswer (real answers against the OpenAPI document, with ajv)', () => {
  it('matches a request to its route as the gateway does: literal segments before {param}', () => {
    expect(routeOf('GET', '/api/links/availability?alias=x')?.path).toBe('/api/links/availability');
    expect(routeOf('GET', '/api/links/abc')?.path).toBe('/api/links/{id}');
    expect(routeOf('GET', '/api/admin/moderation/log')?.path).toBe('/api/admin/moderation/log');
    expect(routeOf('DELETE', '/api/keys')?.path).toBe('/api/keys');
    expect(routeOf('PUT', '/api/links/abc')).toBeUndefined();
  });

  it('validates a JSON answer against the schema its status and content type have, following $refs and formats', () => {
    expect(check({ status: 200, body: { links: 3, updatedAt: '2026-01-02T03:04:05Z' } })).toEqual({ checked: 'GET /api/stats 200' });
    expect(check({ status: 401, contentType: PROBLEM_TYPE, body: unauthorized })).toEqual({ checked: 'GET /api/stats 401' });
    const link = { id: 'l1', shortLink: 'https://kisa.example/abc', stats: { links: 1 } };
    expect(check({ path: '/api/links/l1', status: 200, body: link })).toEqual({ checked: 'GET /api/links/{id} 200' });
    // A status class (4XX) and `default` stand for the statuses they cover.
    expect(check({ path: '/api/links/l1', status: 404, contentType: `${PROBLEM_TYPE}; charset=utf-8`, body: { ...unauthorized, status: 404 } })).toEqual({
      checked: 'GET /api/links/{id} 404',
    });
    expect(check({ path: '/api/campaigns/c1/export', status: 503, body: {} })).toEqual({ checked: 'GET /api/campaigns/{id}/export 503' });
  });

  it('fails a wrong body, naming the operation, the status, the first issues and an excerpt of the body', () => {
    expect(() => check({ status: 200, body: { passwordHash: 'x' } })).toThrow(
      /^GET \/api\/stats \(GET \/api\/stats\?x=1\) answered 200, a body the OpenAPI document's schema for application\/json refuses:\n {2}- \(the body\): must have required property 'links'\n {2}- \(the body\): must NOT have additional properties \(passwordHash\)\n {2}body: \{"passwordHash":"x"\}$/,
    );
    expect(() => check({ status: 200, body: { links: -1 } })).toThrow(/\/links: must be >= 0/);
    expect(() => check({ status: 200, body: { links: '1' } })).toThrow(/\/links: must be integer/);
    expect(() => check({ status: 200, body: { links: 1, updatedAt: 'yesterday' } })).toThrow(/\/updatedAt: must match format "date-time"/);
    expect(() => check({ status: 200, body: [{ links: 1 }] })).toThrow(/answered 200[^]*must be object/);
    // Through a $ref, nested: the pointer names where.
    expect(() => check({ path: '/api/links/l1', status: 200, body: { id: 'l1', shortLink: 'abc', stats: { links: 1.5 } } })).toThrow(
      /\/shortLink: must match format "uri"[^]*\/stats\/links: must be integer/,
    );
    expect(() => check({ status: 401, contentType: PROBLEM_TYPE, body: { ...unauthorized, code: 'Not Signed In' } })).toThrow(
      /answered 401[^]*\/code: must match pattern/,
    );
  });

  it('shows the first five issues of many and counts the rest', () => {
    const schema = { type: 'object', properties: Object.fromEntries('abcdefg'.split('').map((k) => [k, { type: 'string' }])) };
    const many = documentValidator({ paths: { '/api/stats': { get: { responses: { 200: json(schema) } } } } });
    const body = Object.fromEntries('abcdefg'.split('').map((k) => [k, 1]));
    expect(() => checkAnswer({ method: 'GET', path: '/api/stats', status: 200, contentType: JSON_TYPE, body }, many)).toThrow(
      /( {2}- \/[a-e]: must be string\n){5} {2}… and 2 more\n {2}body:/,
    );
  });

  it('fails a status the document does not list for the operation, naming those it lists', () => {
    expect(() => check({ status: 201, body: { links: 1 } })).toThrow(
      /^GET \/api\/stats \(GET \/api\/stats\?x=1\) answered 201, a status the OpenAPI document does not list for it \(it lists 200, 401\)$/,
    );
    expect(() => check({ status: 415, contentType: PROBLEM_TYPE, body: unauthorized })).toThrow(/answered 415, a status/);
  });

  it('fails a content type the document does not list for the status: an error as plain JSON where it says problem details, or text', () => {
    expect(() => check({ status: 401, body: { errorMessage: 'Please sign in' } })).toThrow(
      /^GET \/api\/stats \(GET \/api\/stats\?x=1\) answered 401 with application\/json, where the OpenAPI document lists application\/problem\+json for 401\n {2}body: \{"errorMessage":"Please sign in"\}$/,
    );
    expect(() => check({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'ok' })).toThrow(
      /answered 200 with text\/plain, where the OpenAPI document lists application\/json for 200\n {2}body: ok/,
    );
  });

  it('fails an operation of the route table that the document lacks', () => {
    const empty = documentValidator({ paths: {} });
    expect(() => checkAnswer({ method: 'GET', path: '/api/stats', status: 200, contentType: JSON_TYPE, body: {} }, empty)).toThrow(
      /GET \/api\/stats .*: the OpenAPI document has no operation GET \/api\/stats/,
    );
  });

  it('checks the JSON answer of a file download (a big export) and skips the file itself', () => {
    const path = '/api/campaigns/c1/export?format=csv';
    expect(check({ path, status: 200, body: { url: 'https://bucket.example/x.csv?sig=1' } })).toEqual({ checked: 'GET /api/campaigns/{id}/export 200' });
    expect(() => check({ path, status: 200, body: { url: 'not a url' } })).toThrow(/\/url: must match format "uri"/);
    expect(check({ path, status: 200, contentType: 'text/csv; charset=utf-8', body: 'Short URL,Long URL' })).toEqual({
      skipped: 'text/csv is not JSON (a file the document lists for 200)',
    });
  });

  it('skips what is no documented answer: other paths, unmatched routes, an answer without a body', () => {
    expect(check({ path: '/abcde', status: 302, contentType: null, body: '' })).toEqual({ skipped: expect.stringMatching(/no API path/) });
    expect(check({ path: '/api/nope', status: 404, body: { errorMessage: 'Not found' } })).toEqual({ skipped: expect.stringMatching(/matches no route/) });
    expect(check({ status: 200, contentType: null, body: '' })).toEqual({ skipped: 'no content type' });
    // …but its status is still one the document must list.
    expect(() => check({ status: 204, contentType: null, body: '' })).toThrow(/answered 204, a status the OpenAPI document does not list/);
  });
});

describe('checkAnswer against the served document', () => {
  const served = (answer: Pick<Answered, 'method' | 'path' | 'status' | 'body'>) => checkAnswer({ contentType: JSON_TYPE, ...answer });

  it("validates real shapes of the API's answers and refuses wrong ones", () => {
    const stats = { links: 3, uniqueClicks: 1, totalClicks: 2 };
    expect(served({ method: 'GET', path: '/api/stats', status: 200, body: stats })).toEqual({ checked: 'GET /api/stats 200' });
    expect(() => served({ method: 'GET', path: '/api/stats', status: 200, body: { ...stats, totalClicks: -1 } })).toThrow(/\/totalClicks: must be >= 0/);
    const { links: _, ...missing } = stats;
    expect(() => served({ method: 'GET', path: '/api/stats', status: 200, body: { ...missing, passwordHash: 'x' } })).toThrow(
      /required property 'links'[^]*\(passwordHash\)/,
    );
    const admin = { users: 2, clicks: 5, revenue: [{ currency: 'TRY', amount: 149_900 }] };
    expect(served({ method: 'GET', path: '/api/admin/stats', status: 200, body: admin })).toEqual({ checked: 'GET /api/admin/stats 200' });
    const exportPath = '/api/campaigns/c1/export?format=csv';
    expect(served({ method: 'GET', path: exportPath, status: 200, body: { url: 'https://bucket.example/x.csv?sig=1', filename: 'x.csv' } })).toEqual({
      checked: 'GET /api/campaigns/{id}/export 200',
    });
    expect(() => served({ method: 'GET', path: exportPath, status: 200, body: { url: 'not a url', filename: 'x.csv' } })).toThrow(
      /\/url: must match format "uri"/,
    );
  });
});
