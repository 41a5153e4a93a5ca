import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { declarationOf, openApiDocument, queryParameters } from './document.js';
import { components } from './schemas.js';

describe('OpenAPI document', () => {
  it('documents every route of the route table', () => {
    const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      const needs = route.scope ? [route.scope] : [];
      expect(op.security, `${route.method} ${route.path} security`).toEqual(route.auth === 'public' ? [] : [{ cookieAuth: needs }, { bearerAuth: needs }]);
      for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
        expect(
          op.parameters.map((p: { name: string }) => `{${p.name}}`),
          `${route.path} parameters`,
        ).toContain(name);
      }
    }
  });

  it('derives every operationId and query parameter from the declarations, describing only parameters the query schema takes', () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string; description?: string }[] }>>;
    };
    const ids = apiRoutes.map((route) => doc.paths[route.path]![route.method.toLowerCase()]!.operationId);
    expect(
      ids.filter((id) => !id),
      'operations without an operationId',
    ).toEqual([]);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
    for (const route of apiRoutes) {
      const declared = declarationOf(route);
      const names = queryParameters(declared).map((p) => p.name as string);
      const described = Object.keys(declared.queryDocs ?? {});
      expect(
        described.filter((name) => !names.includes(name)),
        `${route.operationId}: queryDocs for parameters its query schema does not take`,
      ).toEqual([]);
      expect(!!declared.queryDocs, `${route.operationId}: a query schema needs its queryDocs and the other way round`).toBe(!!declared.query);
    }
    const listLinks = doc.paths['/api/links']!.get!;
    expect(listLinks.operationId).toBe('listLinks');
    expect(listLinks.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'page', 'limit', 'tagId']));
  });

  it("describes request bodies from the shared schemas, both security schemes and the webhooks' signature", () => {
    const doc = openApiDocument() as any;
    const signup = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['cookieAuth', 'bearerAuth', 'webhookSignature']);
    // What Kisa sends: each webhook is signed, and named after its event (unique among all operationIds).
    const webhooks = Object.entries(doc.webhooks as Record<string, { post: { operationId: string; security: unknown } }>);
    expect(webhooks.find(([event]) => event === 'link.created')?.[1].post.operationId).toBe('onLinkCreated');
    for (const [event, { post }] of webhooks) expect(post.security, event).toEqual([{ webhookSignature: [] }]);
    const ids = [
      ...Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((ops) => Object.values(ops)),
      ...webhooks.map(([, w]) => w.post),
    ].map((o) => o.operationId);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationIds used twice',
    ).toEqual([]);
    // Every $ref points at a defined schema.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  });

  it("generates every answer from the contract's zod schemas: components by name, referenced by the operations", () => {
    const doc = openApiDocument() as any;
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(components).sort());
    // zod's converter: strict objects, a component inside another as a $ref, one dialect for the document.
    expect(schemas.Link.required).toEqual(expect.arrayContaining(['id', 'shortUrl', 'longUrl', 'createdAt', 'password', 'expiry']));
    expect(schemas.Link.additionalProperties).toBe(false);
    expect(schemas.Link.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(schemas.Session.properties.user).toEqual({ $ref: '#/components/schemas/User' });
    expect(schemas.LinkPage.properties.items).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Link' } });
    for (const [name, schema] of Object.entries(schemas)) expect(Object.keys(schema as object), name).not.toEqual(expect.arrayContaining(['$schema']));

    const answer = (path: string, method: string, status: number) => doc.paths[path][method].responses[status].content;
    expect(answer('/api/links/{id}', 'get', 200)).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Link' } } });
    // Every failure is an RFC 9457 problem; the Problem component lists every code, each once.
    expect(answer('/api/links/{id}', 'get', 404)).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
    expect(answer('/api/links', 'post', 409)).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
    expect(schemas.Problem.required).toEqual(['type', 'title', 'status', 'detail', 'code', 'errorMessage']);
    const codes = schemas.Problem['x-problem-codes'].map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['alias-taken', 'unknown-field', 'not-found', 'method-not-allowed', 'internal-error']));
    expect(schemas.Problem['x-problem-codes']).toContainEqual({ code: 'alias-taken', title: 'Alias taken' });
    expect(new Set(codes).size).toBe(codes.length);
    // A 401 says how to authenticate.
    expect(doc.paths['/api/links'].get.responses[401].headers).toEqual({ 'WWW-Authenticate': expect.objectContaining({ schema: { type: 'string' } }) });
    expect(answer('/api/campaigns/{id}/export', 'get', 200)).toEqual({
      'text/csv': {},
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {},
      'application/json': { schema: { $ref: '#/components/schemas/ExportDownload' } },
    });
    // Every answer of every operation says what its body is (a redirect has none: its Location is the answer).
    for (const [path, ops] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries<any>(op.responses))
          if (!status.startsWith('3')) expect(Object.keys(response.content), `${method} ${path} ${status}`).not.toHaveLength(0);
        // Only a browser step of single sign-on answers no 2xx (redocly.yaml's operation-2xx-response).
        const statuses = Object.keys(op.responses);
        if (!statuses.some((s) => s.startsWith('2'))) expect(statuses, `${method} ${path}: a redirect instead of a 2xx`).toContain('303');
      }
    }
  });
});

describe('summaries', () => {
  it('keeps a short summary whole and cuts a long one at its first clause, the whole text becoming the description', async () => {
    const { summaryAndDescription } = await import('./document.js');
    expect(summaryAndDescription('Create a link')).toEqual({ summary: 'Create a link' });
    const long = "The team's links, newest first; with `q`, only those whose title, alias or target contains it, and more words after that";
    expect(summaryAndDescription(long)).toEqual({ summary: "The team's links, newest first", description: long });
    const doc = openApiDocument() as { paths: Record<string, Record<string, { summary: string }>> };
    const tooLong = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.summary.length > 90)
        .map(([method]) => `${method} ${path}`),
    );
    expect(tooLong).toEqual([]);
  });
});
