import { apiRoutes, notFoundRoute, usesOf, type ApiRoute, type Use } from './api-routes.js';

/**
 * Capabilities: how the route table's entries are grouped into Lambda functions in AWS.
 *
 * One function per capability (the handler's folder under src/handlers: `accounts`, `links`,
 * `campaigns`, `analytics`, `team`, `admin`, `api-keys`, `redirect` for the password gate; a
 * handler outside any folder — the OpenAPI document — is in `default`, with the not-found handler),
 * whose entry dispatches each request to its route's handler module by the event's `routeKey`
 * (`GET /api/links/{id}`). A route may name another capability with its optional `capability`
 * field. The handler modules are unchanged (the local gateway still invokes each directly); the
 * entry is generated from this table (capabilityEntrySource), so a new route needs no other file.
 *
 * Why (docs/ARCHITECTURE.md, "Capability functions"): each route used to cost ~7 CloudFormation
 * resources (function, role, policy, log group, permission, integration, route) and the stack
 * neared CloudFormation's 500; a capability costs 6 once, a route 1 (its route; the
 * capability's integration and one API-scoped invoke permission are shared). IAM follows the
 * capability: its role gets the union of its routes' `usesOf` (route-uses.test.ts holds each
 * capability's bundle to it).
 */

/** The capability of handlers outside any folder and of the not-found handler (the `$default` route). */
export const API_CAPABILITY = 'default';

/** The capability a handler module belongs to by its path: its folder, or `default`. */
export function capabilityOfHandler(handler: string): string {
  const slash = handler.indexOf('/');
  return slash < 0 ? API_CAPABILITY : handler.slice(0, slash);
}

/** A route's capability: its own `capability` field, else its handler's folder. */
export function capabilityOf(route: Pick<ApiRoute, 'handler' | 'capability'>): string {
  return route.capability ?? capabilityOfHandler(route.handler);
}

/** The key API Gateway puts in `event.routeKey` for a route. */
export const routeKeyOf = (route: Pick<ApiRoute, 'method' | 'path'>): string => `${route.method} ${route.path}`;

export interface Capability {
  name: string;
  routes: ApiRoute[];
  /** The handler modules it dispatches to (the not-found handler in `default`). */
  handlers: string[];
  /** What its function may touch: the union of its routes' usesOf. */
  uses: Use[];
}

/** The capabilities of a route table, in the order their first route appears (`default` included). */
export function capabilitiesOf(routes: readonly ApiRoute[] = apiRoutes): Capability[] {
  const byName = new Map<string, Capability>();
  const get = (name: string) => {
    let c = byName.get(name);
    if (!c) byName.set(name, (c = { name, routes: [], handlers: [], uses: [] }));
    return c;
  };
  for (const route of routes) {
    const c = get(capabilityOf(route));
    c.routes.push(route);
    if (!c.handlers.includes(route.handler)) c.handlers.push(route.handler);
    c.uses = [...new Set([...c.uses, ...usesOf(route)])];
  }
  get(API_CAPABILITY).handlers.push(notFoundRoute.handler);
  return [...byName.values()];
}

/**
 * The source of a capability's Lambda entry: imports each of its handler modules (from
 * `handlersDir`, an absolute path ending in `/`) and answers each request with its route's
 * handler, by routeKey; anything else (`$default`) with the not-found handler. Static imports:
 * one bundle, everything loaded at init (measured: docs/BENCHMARKS.md, cold start).
 */
export function capabilityEntrySource(capability: Capability, handlersDir: string): string {
  const handlers = [...new Set([...capability.handlers, notFoundRoute.handler])];
  const local = new Map(handlers.map((h, i) => [h, `h${i}`]));
  const lines = [
    `// Generated from functions/src/api-routes.ts by functions/src/capabilities.ts: capability '${capability.name}'.`,
    `import { dispatchByRouteKey } from ${JSON.stringify(`${handlersDir}dispatch.ts`)};`,
    ...handlers.map((h) => `import { handler as ${local.get(h)} } from ${JSON.stringify(`${handlersDir}${h}.ts`)};`),
    'export const handler = dispatchByRouteKey({',
    ...capability.routes.map((r) => `  ${JSON.stringify(routeKeyOf(r))}: ${local.get(r.handler)},`),
    `}, ${local.get(notFoundRoute.handler)});`,
    '',
  ];
  return lines.join('\n');
}
