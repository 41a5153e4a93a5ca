import { describe, expect, it } from 'vitest';
import { apiRoutes, notFoundRoute, type ApiRoute } from './api-routes.js';
import { API_CAPABILITY, capabilitiesOf, capabilityEntrySource, capabilityOf } from './capabilities.js';
import { dispatchByRouteKey } from '#handlers/dispatch.js';

describe('capabilities', () => {
  it('puts every route in exactly one capability, by its handler folder', () => {
    const caps = capabilitiesOf();
    expect(caps.flatMap((c) => c.routes)).toHaveLength(apiRoutes.length);
    for (const c of caps) for (const r of c.routes) expect(capabilityOf(r)).toBe(c.name);
    expect(capabilityOf({ handler: 'links/get-link' })).toBe('links');
    expect(capabilityOf({ handler: 'get-openapi' })).toBe(API_CAPABILITY);
    expect(capabilityOf({ handler: 'links/get-link', capability: 'reader' })).toBe('reader');
  });

  it("gives the not-found handler to the default capability and the union of its routes' uses to each", () => {
    const api = capabilitiesOf().find((c) => c.name === API_CAPABILITY)!;
    expect(api.handlers).toContain(notFoundRoute.handler);
    const routes: ApiRoute[] = [
      { operationId: 'a', method: 'GET', path: '/api/x', handler: 'x/a', auth: 'public', uses: ['tableRead'] },
      { operationId: 'b', method: 'POST', path: '/api/x', handler: 'x/b', auth: 'user', uses: ['table', 'mail'] },
    ];
    const x = capabilitiesOf(routes).find((c) => c.name === 'x')!;
    expect(x.uses.sort()).toEqual(['authKey', 'caller', 'mail', 'table', 'tableRead', 'userPool']);
  });

  it('generates an entry that maps each route key to its handler module', () => {
    const links = capabilitiesOf().find((c) => c.name === 'links')!;
    const source = capabilityEntrySource(links, '/src/handlers/');
    expect(source).toContain('import { handler as h0 } from "/src/handlers/links/list-links.ts";');
    expect(source).toContain('"GET /api/links/{id}": h');
    expect(source).toContain('from "/src/handlers/not-found.ts"');
  });
});

describe('dispatchByRouteKey', () => {
  it("answers with the route's handler, and anything else with the fallback", async () => {
    const handler = dispatchByRouteKey<{ routeKey?: string }, string>(
      { 'GET /api/a': async () => 'a', 'POST /api/a': async () => 'post a' },
      async () => 'not found',
    );
    const ctx = {} as never;
    expect(await handler({ routeKey: 'GET /api/a' }, ctx)).toBe('a');
    expect(await handler({ routeKey: 'POST /api/a' }, ctx)).toBe('post a');
    expect(await handler({ routeKey: '$default' }, ctx)).toBe('not found');
    expect(await handler({}, ctx)).toBe('not found');
  });
});
