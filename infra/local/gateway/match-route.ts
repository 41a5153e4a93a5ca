/** Matches a request against the API route table (`{param}` placeholders), like API Gateway. */
import type { ApiRoute } from '@kisa/functions/src/api-routes';
import { decode, type RouteMatch } from './to-apigw-event.js';

export interface CompiledRoute extends RouteMatch {
  handler: string;
}

interface Matcher {
  method: string;
  segments: string[];
  params: (string | undefined)[];
  routeKey: string;
  handler: string;
}

export function compileRoutes(routes: readonly Pick<ApiRoute, 'method' | 'path' | 'handler'>[]) {
  // Literal segments win over placeholders (API Gateway's "most specific route" rule).
  const matchers: Matcher[] = routes
    .map((r) => {
      const segments = r.path.split('/').filter(Boolean);
      return {
        method: r.method,
        segments,
        params: segments.map((s) => (/^\{(.+)\}$/.exec(s) ?? [])[1]),
        routeKey: `${r.method} ${r.path}`,
        handler: r.handler,
      };
    })
    .sort((a, b) => specificity(b) - specificity(a));

  return function match(method: string, path: string): CompiledRoute | undefined {
    const parts = path.split('/').filter(Boolean);
    for (const m of matchers) {
      if (m.method !== method || m.segments.length !== parts.length) continue;
      let pathParameters: Record<string, string> | undefined;
      let ok = true;
      for (let i = 0; i < parts.length; i++) {
        const param = m.params[i];
        if (param !== undefined) {
          pathParameters ??= {};
          pathParameters[param] = decode(parts[i]!);
        } else if (m.segments[i] !== parts[i]) {
          ok = false;
          break;
        }
      }
      if (ok) return { routeKey: m.routeKey, handler: m.handler, ...(pathParameters ? { pathParameters } : {}) };
    }
    return undefined;
  };
}

function specificity(m: Matcher): number {
  return m.params.reduce((n, p, i) => n + (p === undefined ? 2 ** (16 - i) : 0), 0);
}
