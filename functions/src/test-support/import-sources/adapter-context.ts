// First: the environment must be set before config loads (through source-http below).
import './adapter-env.js';
import type { ImportAdapter, SourceContext, SourceLink, SourcePage } from '#core/imports/import-source.js';
import { SourceError, sourceHttp } from '#core/imports/source-http.js';

/** Helpers for adapter unit tests against a source's stand-in. Import this module before the adapter. */

/** The context the run gives an adapter (its auth headers, or a Bearer token), unpaced. */
export function adapterContext(adapter: ImportAdapter, apiUrl: string, token: string): SourceContext {
  const authHeaders = adapter.authHeaders ? adapter.authHeaders(token) : { authorization: `Bearer ${token}` };
  return { apiUrl, token, http: sourceHttp({ authHeaders }) };
}

/** Every page from the first cursor to the end (failing past `maxPages`, so a cursor that never ends shows). */
export async function readAllPages(adapter: ImportAdapter, ctx: SourceContext, maxPages = 50): Promise<{ pages: SourcePage[]; links: SourceLink[] }> {
  const pages: SourcePage[] = [];
  let cursor: string | null = null;
  do {
    const page = await adapter.listLinks(ctx, cursor);
    pages.push(page);
    cursor = page.next;
    if (pages.length > maxPages) throw new Error('listLinks never ended');
  } while (cursor !== null);
  return { pages, links: pages.flatMap((p) => p.links) };
}

/** The SourceError the promise fails with (anything else, or success, fails the test). */
export async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => new Error('expected the request to fail'),
    (e: unknown) => e,
  );
  if (!(error instanceof SourceError)) throw error;
  return error;
}
