import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { openApiDocument, undocumentedRoutes } from './document.js';

describe('OpenAPI document', () => {
  it('documents every route of the route table', () => {
    expect(undocumentedRoutes(), 'add these routes to functions/src/openapi/operations.ts').toEqual([]);
    const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of apiRoutes) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.security, `${route.method} ${route.path} security`).toEqual(route.auth === 'public' ? [] : [{ cookieAuth: [] }, { bearerAuth: [] }]);
      for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
        expect(op.parameters.map((p: { name: string }) => `{${p.name}}`), `${route.path} parameters`).toContain(name);
      }
    }
  });

  it('describes request bodies from the shared schemas and both security schemes', () => {
    const doc = openApiDocument() as any;
    const signup = doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['cookieAuth', 'bearerAuth']);
    // Every $ref points at a defined schema.
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  });
});
