import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { EDIT_TABS, paths } from '@kisa/shared';
import { routes } from './router';

function allPaths(list: RouteObject[], out: string[] = []): string[] {
  for (const r of list) {
    if (r.path) out.push(r.path);
    if (r.children) allPaths(r.children, out);
  }
  return out;
}

describe('router', () => {
  it("registers every route of the spec's route table, and a catch-all last", () => {
    const registered = allPaths(routes);
    const expected = [
      paths.home,
      paths.management,
      paths.signin,
      paths.register,
      paths.recover,
      paths.passwordGate(),
      paths.verify(),
      paths.reset(),
      paths.expired,
      paths.notFound,
      paths.dashboard,
      paths.editTitleDefault(),
      ...(['link', ...EDIT_TABS] as const).map((t) => paths.editTab(t)),
      paths.insight(),
      paths.analytics,
      paths.qrCode,
      paths.settings,
      paths.plan,
      paths.team,
      paths.domains,
      paths.webhooks,
      paths.security,
      paths.singleSignOn,
      paths.bulk,
      paths.campaigns,
      paths.campaign(),
      paths.adminDashboard,
      paths.adminModeration,
      paths.report,
      paths.apiReference,
    ];
    const missing = expected.filter((p) => !registered.includes(p));
    expect(missing, 'routes missing from the router').toEqual([]);
    expect(new Set(registered).size, 'no path registered twice').toBe(registered.length);
    expect(routes.at(-1)?.path).toBe('*');
    // The old product's product editor is not part of Kisa: its path falls through to not-found.
    expect(
      registered.filter((p) => p.startsWith('/admin/edit')),
      'leftover admin product route',
    ).toEqual([]);
  });

  it('registers the Tags screen, under the signed-in shell', () => {
    const signedIn = routes.find((r) => r.children?.some((c) => c.path === paths.dashboard));
    expect(
      signedIn?.children?.map((c) => c.path),
      'the signed-in routes',
    ).toContain(paths.tags);
  });

  it('serves the API reference to anyone, outside the signed-in shell (the document it renders is public)', () => {
    const topLevel = routes.filter((r) => r.path).map((r) => r.path);
    expect(topLevel, 'the public routes').toContain(paths.apiReference);
  });
});
