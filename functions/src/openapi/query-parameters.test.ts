import { PAGE_MAX } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';

type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>>; components: { schemas: Record<string, any> } };

const doc = () => openApiDocument() as unknown as Doc;
const queryOf = (path: string) => Object.fromEntries((doc().paths[path]!.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));

describe('query parameters in the OpenAPI document', () => {
  it('say what each list takes: integers with bounds and defaults, enums, cursors', () => {
    const page = { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 };
    const limit = (fallback: number, max: number) => ({ type: 'integer', minimum: 1, maximum: max, default: fallback });
    const cursor = { type: 'string', maxLength: 1000 };
    const lists: [string, Record<string, unknown>][] = [
      ['/api/links', { page, limit: limit(10, 100), cursor }],
      ['/api/campaigns/{id}/links', { page, limit: limit(10, 100), cursor }],
      ['/api/webhooks/{id}/deliveries', { limit: limit(50, 100), cursor }],
      ['/api/analytics/visitors', { page, limit: limit(5, 100) }],
      ['/api/admin/users', { page, limit: limit(10, 100), cursor }],
      ['/api/admin/moderation', { status: { type: 'string', enum: ['open', 'resolved'], default: 'open' }, cursor }],
      ['/api/admin/moderation/log', { cursor }],
      ['/api/campaigns/{id}/export', { format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' } }],
      ['/api/analytics/visitors/export', { format: { type: 'string', enum: ['csv', 'xlsx'], default: 'xlsx' } }],
    ];
    for (const [path, expected] of lists) {
      const params = queryOf(path);
      for (const [name, schema] of Object.entries(expected)) {
        expect(params[name]?.schema, `${path} ${name}`).toEqual(schema);
        expect([params[name]!.required, !!params[name]!.description], `${path} ${name}: optional, described`).toEqual([false, true]);
      }
    }
    // A parameter an operation ignores is not in its list (nor taken).
    expect(Object.keys(queryOf('/api/analytics'))).not.toEqual(expect.arrayContaining(['page']));
  });

  it('never types a query parameter as null or as "anything"', () => {
    for (const [path, ops] of Object.entries(doc().paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
          expect(JSON.stringify(p.schema), `${method} ${path} ${p.name}`).not.toContain('"null"');
          expect(Object.keys(p.schema), `${method} ${path} ${p.name}`).not.toHaveLength(0);
        }
      }
    }
  });

  it("documents the answers' nextCursor on the lists that page by cursor", () => {
    const { schemas } = doc().components;
    for (const name of ['LinkPage', 'WebhookDeliveryList']) {
      expect(schemas[name].properties.nextCursor, name).toMatchObject({ type: 'string' });
      expect(schemas[name].required, name).not.toContain('nextCursor');
    }
  });
});
