/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
// (the runtime's inject('runtime') typing, from the local-runtime test setup)
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

/** HTTP helpers for tests against the local runtime (infra/local/test/global-setup.ts). */

export function runtime() {
  const provided = inject('runtime');
  if (!provided?.appUrl) {
    throw new Error('Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime")), but none was provided: is the globalSetup configured in vitest.config.ts?');
  }
  return provided;
}

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  cookies: string[];
  body: T;
}

export async function call<T = any>(
  method: string,
  path: string,
  options: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.raw;
  }
  const res = await fetch(`${runtime().appUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  if (res.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, cookies: res.headers.getSetCookie(), body: parsed as T };
}

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** The path token of a mailed link like http://host/verify/<token>. */
export function tokenFromLinks(links: string[], kind: 'verify' | 'reset'): string {
  for (const link of links) {
    const match = new URL(link).pathname.match(new RegExp(`^/${kind}/([^/]+)$`));
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`Expected a /${kind}/{token} link in the mail, got: ${links.join(', ') || 'no links'}`);
}
