/// <reference path="../../../infra/local/test/runtime-context.d.ts" />
// The runtime's inject('runtime') typing, from the local-runtime test setup: once in the program, it types every test's inject().
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { inject } from 'vitest';
import { VERIFY_BROWSER_COOKIE } from '@kisa/shared';
import { checkAnswer } from '#openapi/answer-check.js';

/** HTTP helpers for tests against the local runtime (infra/local/test/global-setup.ts). */

export function runtime() {
  const provided = inject('runtime');
  if (!provided?.appUrl) {
    throw new Error(
      'Expected the local runtime from infra/local/test/global-setup.ts (inject("runtime")), but none was provided: is the globalSetup configured in vitest.config.ts?',
    );
  }
  return provided;
}

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  cookies: string[];
  body: T;
  /**
   * The operation and status whose schema in the OpenAPI document the body was validated
   * against (`GET /api/me 200`); undefined when there was nothing to validate (no API route,
   * not JSON). A body the document refuses fails the call itself (checkAnswer).
   */
  checked?: string;
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
  const check = checkAnswer({ method, path, status: res.status, contentType: res.headers.get('content-type'), body: parsed });
  return {
    status: res.status,
    headers: res.headers,
    cookies: res.headers.getSetCookie(),
    body: parsed as T,
    ...('checked' in check ? { checked: check.checked } : {}),
  };
}

export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * The Cookie header a browser that signed up sends with its verification link: the sign-up's
 * browser mark (shared VERIFY_BROWSER_COOKIE). Without it the link verifies but signs nobody in.
 */
export function signUpBrowser(signup: { cookies: string[] }): Record<string, string> {
  const pair = signup.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${VERIFY_BROWSER_COOKIE}=`));
  return pair ? { cookie: pair } : {};
}

/** The path token of a mailed link like http://host/verify/<token>. */
export function tokenFromLinks(links: string[], kind: 'verify' | 'reset' | 'invite'): string {
  for (const link of links) {
    const match = new URL(link).pathname.match(new RegExp(`^/${kind}/([^/]+)$`));
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`Expected a /${kind}/{token} link in the mail, got: ${links.join(', ') || 'no links'}`);
}

/**
 * POSTs a large body over a raw socket, the way a careful client does: headers first,
 * and the body only if no answer came within a moment. A server may answer 413 from
 * Content-Length alone (API Gateway does) and close; writing the body anyway races that
 * close (EPIPE/ECONNRESET can swallow the answer).
 */
export function postLarge(path: string, body: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, runtime().appUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port || 80), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined); // judged on close, by whether an answer arrived
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(raw.match(/^HTTP\/1\.[01] (\d{3})/)?.[1]);
      if (!status) return reject(new Error(`Expected an HTTP answer to a ${body.length}-byte POST ${path}, got: ${raw.slice(0, 200) || 'nothing'}`));
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      let text = raw.slice(head.length + 4);
      if (/transfer-encoding: chunked/i.test(head)) text = dechunk(text);
      const contentType = head.match(/^content-type: *([^\r]*)/im)?.[1] ?? null;
      const answer = { status, body: contentType?.includes('json') ? JSON.parse(text) : text };
      try {
        checkAnswer({ method: 'POST', path, contentType, ...answer });
      } catch (error) {
        return reject(error);
      }
      resolve(answer);
    });
    socket.on('connect', () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      setTimeout(() => (chunks.length ? socket.end() : socket.end(body)), 300);
    });
  });
}

function dechunk(text: string): string {
  let out = '';
  for (let rest = text; ; ) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}
