import type { Context } from 'aws-lambda';

/** A Lambda handler of the API (a middy chain from apiHandler, or anything of its shape). */
export type RouteHandler<E extends { routeKey?: string }, R> = (event: E, context: Context) => Promise<R>;

/**
 * A capability function's entry (functions/src/capabilities.ts generates one per capability):
 * each request goes to its route's handler by API Gateway's `routeKey` (`GET /api/links/{id}`),
 * anything the table does not hold (`$default`) to `fallback` (the not-found handler). The
 * handlers are the route table's modules, unchanged: the local gateway invokes them directly.
 */
export function dispatchByRouteKey<E extends { routeKey?: string }, R>(
  routes: Record<string, RouteHandler<E, R>>,
  fallback: RouteHandler<E, R>,
): RouteHandler<E, R> {
  const table = new Map(Object.entries(routes));
  return (event, context) => (table.get(event.routeKey ?? '') ?? fallback)(event, context);
}
