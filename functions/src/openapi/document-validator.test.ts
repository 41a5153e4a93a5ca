import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { openApiDocument } from './document.js';
import { documentValidator, type OpenApiLike } from './document-validator.js';

const document = openApiDocument() as unknown as OpenApiLike & { components: { schemas: Record<string, unknown> } };
const isJson = (mediaType: string) => /^application\/([\w.-]+\+)?json$/.test(mediaType);

describe("the served OpenAPI document's schemas under ajv (JSON Schema 2020-12, strict)", () => {
  it('compiles the schema of every JSON answer of every operation', () => {
    const validator = documentValidator(document);
    const refused: string[] = [];
    let compiled = 0;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          for (const [mediaType, media] of Object.entries(answer.content ?? {})) {
            if (!isJson(mediaType)) continue;
            if (!media.schema) refused.push(`${method.toUpperCase()} ${path} ${status} ${mediaType}: no schema`);
            try {
              validator.validate(path, method, status, mediaType, null);
              compiled++;
            } catch (error) {
              refused.push(`${method.toUpperCase()} ${path} ${status} ${mediaType}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(refused).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });

  it('compiles every component, the webhook payloads included', () => {
    // Each component as the answer of an operation of its own, so the validator compiles it.
    const names = Object.keys(document.components.schemas);
    const paths = Object.fromEntries(
      names.map((name) => [
        `/${name}`,
        { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } } } } },
      ]),
    );
    const validator = documentValidator({ paths, components: document.components });
    const refused = names.flatMap((name) => {
      try {
        validator.validate(`/${name}`, 'GET', '200', 'application/json', null);
        return [];
      } catch (error) {
        return [`${name}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });
});

describe('documentValidator', () => {
  const doc = (schema: unknown): OpenApiLike => ({ paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema } } } } } } } });

  it("is strict: a keyword or a format it does not know fails the schema's compilation instead of being ignored", () => {
    expect(() => documentValidator(doc({ type: 'string', format: 'cuid' })).validate('/x', 'get', '200', 'application/json', 'a')).toThrow(
      /unknown format "cuid"/,
    );
    expect(() => documentValidator(doc({ type: 'string', example: 'a' })).validate('/x', 'get', '200', 'application/json', 'a')).toThrow(
      /unknown keyword: "example"/,
    );
  });

  it("takes OpenAPI's specification extensions (x-…) as annotations, which validate nothing", () => {
    const validator = documentValidator(doc({ type: 'object', properties: { code: { type: 'string', 'x-codes': [{ code: 'a' }] } }, 'x-note': 'n' }));
    expect(validator.validate('/x', 'get', '200', 'application/json', { code: 'b' })).toEqual([]);
    expect(validator.validate('/x', 'get', '200', 'application/json', { code: 1 })).toEqual(['/code: must be string']);
  });

  it('compiles each schema once, however many answers it validates', () => {
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    try {
      const validator = documentValidator(doc({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }));
      expect(validator.validate('/x', 'GET', '200', 'application/json', { id: 1 })).toEqual([]);
      expect(validator.validate('/x', 'GET', '200', 'application/json', {})).toEqual(["(the body): must have required property 'id'"]);
      expect(validator.validate('/x', 'get', '200', 'application/json', { id: 2 })).toEqual([]);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it('finds the answer for a status: the exact one first, then its class, then default', () => {
    const responses = { 200: {}, 404: { description: 'exact' }, '4XX': { description: 'class' }, default: { description: 'default' } };
    const validator = documentValidator({ paths: { '/x': { get: { responses } } } });
    expect(validator.response('/x', 'GET', 404)).toEqual({ key: '404', answer: { description: 'exact' } });
    expect(validator.response('/x', 'GET', 409)).toEqual({ key: '4XX', answer: { description: 'class' } });
    expect(validator.response('/x', 'GET', 503)).toEqual({ key: 'default', answer: { description: 'default' } });
    expect(documentValidator({ paths: { '/x': { get: { responses: { 200: {} } } } } }).response('/x', 'GET', 503)).toBeUndefined();
    expect(validator.statuses('/x', 'GET')).toEqual(['200', '404', '4XX', 'default']);
    expect(validator.has('/x', 'POST')).toBe(false);
  });
});
