import { operationList, type DeclaredOperation } from '@kisa/shared/api';

/**
 * The methods the API takes at a path: those of every declared operation whose path template
 * it fits (`{param}` matches any one segment, as API Gateway matches routes). Empty when no
 * operation has the path: that request answers 404, a path with other methods 405 with these
 * as `Allow`.
 */
export function allowedMethods(path: string, operations: readonly Pick<DeclaredOperation, 'method' | 'path'>[] = operationList): string[] {
  const parts = segments(path);
  const methods = operations.filter((op) => fits(segments(op.path), parts)).map((op) => op.method);
  return [...new Set(methods)].sort();
}

const segments = (path: string) => path.split('/').filter(Boolean);

const fits = (template: readonly string[], parts: readonly string[]) =>
  template.length === parts.length && template.every((s, i) => (s.startsWith('{') && s.endsWith('}')) || s === parts[i]);
