import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutes, CALLER_USES, notFoundRoute, redirectRoute, schedules, usesOf, workers } from './api-routes.js';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const handlers = [
  ...apiRoutes.map((r) => r.handler),
  notFoundRoute.handler,
  redirectRoute.handler,
  ...workers.map((w) => w.handler),
  ...schedules.map((s) => s.handler),
];

describe('route table', () => {
  it('names a module exporting `handler` for every entry', async () => {
    for (const name of new Set(handlers)) {
      const file = fileURLToPath(new URL(`./handlers/${name}.ts`, import.meta.url));
      expect(existsSync(file), `functions/src/handlers/${name}.ts`).toBe(true);
      const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { handler?: unknown };
      expect(typeof mod.handler, `export handler from handlers/${name}.ts`).toBe('function');
    }
  });

  it("gives signed-in routes what authentication needs (the pool ids, the caller's profile and API key) from `auth`, not by hand", () => {
    // In AWS a function only gets the grants and environment usesOf implies (infra/lib/constructs/grants.ts).
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.path}`;
      expect(route.uses, name).not.toContain('caller');
      if (route.auth === 'public') expect(usesOf(route), name).toEqual([...new Set(route.uses)]);
      else expect(usesOf(route), name).toEqual(expect.arrayContaining([...CALLER_USES, ...route.uses]));
    }
  });

  it("serves each operation with a handler built from that operation's own declaration (the module named for its operationId)", async () => {
    const disagreeing: string[] = [];
    for (const route of apiRoutes) {
      const mod = (await import(/* @vite-ignore */ pathToFileURL(fileURLToPath(new URL(`./handlers/${route.handler}.ts`, import.meta.url))).href)) as {
        handler?: { operation?: { operationId?: string; method?: string; path?: string } };
      };
      const declared = mod.handler?.operation;
      if (declared?.operationId !== route.operationId || declared.method !== route.method || declared.path !== route.path) {
        disagreeing.push(
          `handlers/${route.handler}.ts serves ${declared ? `${declared.operationId} (${declared.method} ${declared.path})` : 'no declared operation'}, expected ${route.operationId} (${route.method} ${route.path})`,
        );
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('has no duplicate method + path', () => {
    const keys = apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
