import { testOperation } from '#test-support/operations.js';
import { MAX_JSON_BODY_BYTES, MSG, type User } from '@kisa/shared';
import { REDIRECT_ANSWER } from '@kisa/shared/api';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chain's one exception for a form another site posts (a SAML identity provider's answer):
// an operation declared `formBody` + `crossSiteForm` takes it; every other operation still refuses
// forms (415) and foreign origins (403).

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.APP_URL = 'https://app.kisa.test/';
  process.env.APP_ORIGINS = 'http://127.0.0.1:3000';
  process.env.ORIGIN_SECRET = 'origin-secret-of-the-test';
});

const { logger } = await import('#lib/logger.js');
const { createApiHandler } = await import('../api-handler.js');
const apiHandler = createApiHandler<User>(
  async () => null,
  async () => [],
);

const context = { awsRequestId: 'aws-1', functionName: 'test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const FORM = 'application/x-www-form-urlencoded';
/** What a browser sends when an identity provider's page auto-submits its form to us. */
const fromIdp = { origin: 'https://idp.example', 'sec-fetch-site': 'cross-site' };

const post = (headers: Record<string, string>, body?: string) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    headers: { ...headers, 'x-origin-verify': 'origin-secret-of-the-test' },
    requestContext: { requestId: 'r1', http: { method: 'POST' } },
    isBase64Encoded: false,
    ...(body === undefined ? {} : { body }),
  }) as never;

const formFields = z.object({ SAMLResponse: z.string(), RelayState: z.string().optional() });
const acs = testOperation('public', { body: formFields, formBody: true, crossSiteForm: true, responses: { 303: ['To the app', REDIRECT_ANSWER] } });
const ordinary = testOperation('public', { body: z.looseObject({}) });
const echo = async ({ body }: { body: unknown }) => ({ body: { body } });

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('an operation declared formBody + crossSiteForm', () => {
  it('takes an urlencoded form from another site, fields decoded (Turkish, Arabic, emoji)', async () => {
    const h = apiHandler(acs, echo);
    const relay = 'İstanbul ılık — مرحبا 🎉';
    const res = await h(
      post({ 'content-type': `${FORM}; charset=UTF-8`, ...fromIdp }, new URLSearchParams({ SAMLResponse: 'PHNhbWw+', RelayState: relay }).toString()),
      context,
    );
    expect(res.statusCode).toBe(303);
    expect(JSON.parse(res.body!)).toEqual({ body: { SAMLResponse: 'PHNhbWw+', RelayState: relay } });
  });

  it('decodes a base64-encoded form body as the gateway sends it', async () => {
    const h = apiHandler(acs, echo);
    const res = await h(
      { ...(post({ 'content-type': FORM, ...fromIdp }, Buffer.from('SAMLResponse=abc%2B%2F').toString('base64')) as object), isBase64Encoded: true } as never,
      context,
    );
    expect(JSON.parse(res.body!)).toEqual({ body: { SAMLResponse: 'abc+/' } });
  });

  it('answers a redirect with Location, no body and no JSON content type', async () => {
    const h = apiHandler(acs, async () => ({ body: undefined, redirect: 'https://app.kisa.test/signin?x=1', cookies: ['a=1'] }));
    const res = await h(post({ 'content-type': FORM, ...fromIdp }, 'SAMLResponse=x'), context);
    expect(res.statusCode).toBe(303);
    expect(res.headers).toMatchObject({ location: 'https://app.kisa.test/signin?x=1', 'cache-control': 'no-store' });
    expect(res.headers?.['content-type']).toBeUndefined();
    expect(res.body).toBe('');
    expect(res.cookies).toEqual(['a=1']);
  });

  it('refuses JSON and text/plain (415), a field sent twice (400), unknown fields (400) and an oversized form (413)', async () => {
    const h = apiHandler(acs, echo);
    const status = async (headers: Record<string, string>, body: string) => {
      const res = await h(post({ ...headers, ...fromIdp }, body), context);
      return [res.statusCode, JSON.parse(res.body!).errorMessage];
    };
    expect(await status({ 'content-type': 'application/json' }, '{"SAMLResponse":"x"}')).toEqual([415, MSG.unsupportedMediaType]);
    expect(await status({ 'content-type': 'text/plain' }, 'SAMLResponse=x')).toEqual([415, MSG.unsupportedMediaType]);
    expect(await status({}, 'SAMLResponse=x')).toEqual([415, MSG.unsupportedMediaType]);
    expect(await status({ 'content-type': FORM }, 'SAMLResponse=a&SAMLResponse=b')).toEqual([400, MSG.unknownField('SAMLResponse')]);
    expect(await status({ 'content-type': FORM }, 'SAMLResponse=a&admin=1')).toEqual([400, MSG.unknownField('admin')]);
    expect(await status({ 'content-type': FORM }, `SAMLResponse=${'a'.repeat(MAX_JSON_BODY_BYTES)}`)).toEqual([413, MSG.tooLarge]);
  });
});

describe('every other operation', () => {
  it('still refuses an urlencoded form (415), from its own origin too', async () => {
    const h = apiHandler(ordinary, echo);
    const res = await h(post({ 'content-type': FORM, origin: 'https://app.kisa.test', 'sec-fetch-site': 'same-origin' }, 'SAMLResponse=x'), context);
    expect([res.statusCode, JSON.parse(res.body!).errorMessage]).toEqual([415, MSG.unsupportedMediaType]);
  });

  it('still refuses a request from another site (403), by Origin or by Sec-Fetch-Site', async () => {
    const h = apiHandler(ordinary, echo);
    for (const headers of [fromIdp, { origin: 'https://idp.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await h(post({ 'content-type': 'application/json', ...headers }, '{}'), context);
      expect([res.statusCode, JSON.parse(res.body!).errorMessage]).toEqual([403, MSG.crossSiteRequest]);
    }
  });

  it('is not opened by formBody alone: a form-bodied operation without crossSiteForm refuses other sites', async () => {
    const h = apiHandler(testOperation('public', { body: formFields, formBody: true }), echo);
    const res = await h(post({ 'content-type': FORM, ...fromIdp }, 'SAMLResponse=x'), context);
    expect([res.statusCode, JSON.parse(res.body!).errorMessage]).toEqual([403, MSG.crossSiteRequest]);
  });
});
