import { apiRoutes, redirectRoute, schedules, workers, type Use } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { enableTableWriteGuard, runWithWriteScope, type WriteScope } from '@kisa/functions/src/data/table-writes/write-guard';
import {
  capabilityWrites,
  impliedTouches,
  redirectWrites,
  scheduleWrites,
  workerWrites,
  writePrefixes,
  type TableWrites,
} from '@kisa/functions/src/table-writes';
import type { LoadedHandler } from './load-handler.js';

/**
 * The write scope of each handler module as AWS runs it: an API handler in its capability's
 * function, the short-link resolver in its own, a worker or a scheduled job in its own. What each
 * may write is its declaration (functions/src/table-writes.ts) and what its `uses` implies: the
 * partitions its role's `dynamodb:LeadingKeys` conditions name in AWS.
 */
export function writeScopes(): Map<string, WriteScope> {
  const scopes = new Map<string, WriteScope>();
  const scope = (name: string, writes: TableWrites | undefined, uses: readonly Use[]): WriteScope => ({
    name,
    writes: writePrefixes(uses.includes('table') ? writes : [], uses),
    touches: impliedTouches(uses),
  });
  const declared = <T extends Record<string, TableWrites>>(table: T, key: string) => (table as Record<string, TableWrites>)[key];
  for (const c of capabilitiesOf(apiRoutes)) {
    const s = scope(`capability ${c.name}`, declared(capabilityWrites, c.name), c.uses);
    for (const h of c.handlers) scopes.set(h, s);
  }
  scopes.set(redirectRoute.handler, scope('the redirect', redirectWrites, redirectRoute.uses));
  for (const w of workers) scopes.set(w.handler, scope(`worker ${w.queue}`, declared(workerWrites, w.queue), w.uses));
  for (const s of schedules) scopes.set(s.handler, scope(`schedule ${s.name}`, declared(scheduleWrites, s.name), s.uses));
  return scopes;
}

/**
 * Turns the table-write guard on in this process and runs each loaded handler in its write scope
 * (the gateway's and the pollers' processes): a write outside it throws, as IAM refuses it in AWS.
 */
export function guardHandlers(loaded: Map<string, LoadedHandler>): Map<string, LoadedHandler> {
  enableTableWriteGuard();
  const scopes = writeScopes();
  return new Map(
    [...loaded].map(([name, l]) => {
      const scope = scopes.get(name);
      if (!l.ok || !scope) return [name, l];
      const { handler } = l;
      return [name, { ...l, handler: (event, context) => runWithWriteScope(scope, () => handler(event, context)) }];
    }),
  );
}
