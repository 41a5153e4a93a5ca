import { describe, expect, it } from 'vitest';
import { checkAnswer } from '#openapi/answer-check.js';
import { verifiedSession } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';

// Every JSON answer the API suites receive through `call` is validated against the OpenAPI
// document (test-support/api.ts → openapi/answer-check.ts). These make sure that check runs
// on real answers and would fail a wrong one, so the suites cannot pass without it.

describe('API answers against the OpenAPI document', () => {
  it('validates the answers of real requests, successes and failures, by operation and status', async () => {
    expect((await call('GET', '/api/openapi.json')).checked).toBe('GET /api/openapi.json 200');
    expect((await call('GET', '/api/me')).checked).toBe('GET /api/me 401');
    const session = await verifiedSession('contract');
    const me = await call('GET', '/api/me', { headers: session.auth });
    expect(me.status).toBe(200);
    expect(me.checked).toBe('GET /api/me 200');
    const link = await call('POST', '/api/links', {
      headers: session.auth,
      json: { longUrl: 'https://example.com/contract', shortUrl: `c${Date.now().toString(36)}` },
    });
    expect(link.checked).toBe('POST /api/links 201');
    expect((await call('GET', `/api/links/${link.body.id}`, { headers: session.auth })).checked).toBe('GET /api/links/{id} 200');
  });

  it('fails a real answer changed to a wrong shape: a field leaked, one missing, one of the wrong type', async () => {
    const session = await verifiedSession('contract-wrong');
    const me = await call('GET', '/api/me', { headers: session.auth });
    const check = (body: unknown) => () => checkAnswer({ method: 'GET', path: '/api/me', status: 200, contentType: me.headers.get('content-type'), body });
    expect(check(me.body)()).toEqual({ checked: 'GET /api/me 200' });
    expect(check({ ...me.body, passwordHash: 'x' })).toThrow(/GET \/api\/me \(GET \/api\/me\) answered 200[^]*passwordHash/);
    const { invitations: _, ...withoutInvitations } = me.body;
    expect(check(withoutInvitations)).toThrow(/invitations/);
    expect(check({ ...me.body, verified: 'yes' })).toThrow(/verified/);
  });

  it('skips answers that are not JSON: the short-link redirect', async () => {
    const answer = await call('GET', '/no-such-code-here');
    expect(answer.checked).toBeUndefined();
  });
});
