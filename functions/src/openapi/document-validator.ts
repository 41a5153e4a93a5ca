import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Validates JSON against the schemas of an OpenAPI 3.1 document as a client's validator does:
 * ajv in its JSON Schema 2020-12 mode (the dialect OpenAPI 3.1 uses), strict (a keyword or
 * format ajv does not know is an error, never ignored), with ajv-formats' formats. `$ref`s
 * resolve inside the document (`#/components/schemas/Link`). Each schema is compiled once, on
 * first use.
 */

/** What a document's response looks like, as far as validation reads it. */
interface DocumentedMedia {
  schema?: unknown;
}
export interface DocumentedAnswer {
  description?: string;
  content?: Record<string, DocumentedMedia>;
}
interface DocumentedOperation {
  responses?: Record<string, DocumentedAnswer>;
}
export interface OpenApiLike {
  paths?: Record<string, Record<string, DocumentedOperation>>;
  components?: Record<string, unknown>;
}

/** The document's own URI for ajv: the base every `#/…` reference resolves against. */
const DOCUMENT_ID = 'https://kisa.invalid/openapi.json';

/** One JSON Pointer segment, escaped for a URI fragment. */
const pointerSegment = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));

export interface DocumentValidator {
  /** The operation's documented answer for `status`: exact, its class (`4XX`) or `default`; undefined when none. */
  response(path: string, method: string, status: number): { key: string; answer: DocumentedAnswer } | undefined;
  /** The statuses the operation documents. */
  statuses(path: string, method: string): string[];
  /** Whether the document has the operation at all. */
  has(path: string, method: string): boolean;
  /** Validates `body` against the schema of the operation's answer `responseKey` for `mediaType`; the issues, or none. */
  validate(path: string, method: string, responseKey: string, mediaType: string, body: unknown): string[];
}

export function documentValidator(document: OpenApiLike): DocumentValidator {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // The document's own fields, under which the schemas sit: words of the document, not schema keywords;
  // and OpenAPI's specification extensions (`x-…`), which a schema may carry as annotations.
  ajv.addVocabulary(['paths', 'components', ...extensionsIn(document)]);
  ajv.addSchema({ $id: DOCUMENT_ID, paths: document.paths ?? {}, components: document.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();

  const operation = (path: string, method: string) => document.paths?.[path]?.[method.toLowerCase()];

  return {
    has: (path, method) => !!operation(path, method),
    statuses: (path, method) => Object.keys(operation(path, method)?.responses ?? {}),
    response(path, method, status) {
      const responses = operation(path, method)?.responses ?? {};
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
      return key ? { key, answer: responses[key]! } : undefined;
    },
    validate(path, method, responseKey, mediaType, body) {
      const schema = operation(path, method)?.responses?.[responseKey]?.content?.[mediaType]?.schema;
      if (schema === undefined) throw new Error(`The OpenAPI document has no schema for ${method.toUpperCase()} ${path} ${responseKey} ${mediaType}`);
      // Answers share schemas (every failure is the same `$ref`): one compilation for each, as all resolve in this one document.
      const text = JSON.stringify(schema);
      let validate = compiled.get(text);
      if (!validate) {
        const pointer = ['paths', path, method.toLowerCase(), 'responses', responseKey, 'content', mediaType, 'schema'].map(pointerSegment).join('/');
        validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
        compiled.set(text, validate);
      }
      return validate(body) ? [] : (validate.errors ?? []).map(describe);
    },
  };
}

/** Every `x-…` key anywhere in the document. */
function extensionsIn(document: OpenApiLike): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      walk(inner);
    }
  };
  walk([document.paths, document.components]);
  return [...found];
}

/** One issue, for people: where in the body (a JSON Pointer) and what, with the field ajv names apart from its message. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || '(the body)';
  const params = error.params as Record<string, unknown>;
  const field = params.additionalProperty ?? params.unevaluatedProperty;
  return `${where}: ${error.message ?? error.keyword}${field ? ` (${String(field)})` : ''}`;
}
