/**
 * The API from outside the browser, for the e2e tests' setup: a session token from the
 * sign-in endpoint and Bearer calls with it (the way curl or a CI job would call).
 */
import { withQrMarker } from '@kisa/shared';
import { runtimeUrls } from './browser';

/** Signs in through the API and returns the session token (for `apiAs`). */
export async function apiToken(email: string, password: string): Promise<string> {
  const { at } = runtimeUrls();
  const res = await fetch(at('/api/auth/signin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`expected the API sign-in of ${email} to work, got ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** One API call with `Authorization: Bearer <token>`; a non-2xx answer fails with its body. */
export async function apiAs<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const { at } = runtimeUrls();
  const res = await fetch(at(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`expected ${method} ${path} to succeed, it answered ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One visit of a short link, as a browser (or a bot) behind CloudFront makes it (a 302 to the target); `qr`: through the QR code's URL. */
export async function visitShortLink(code: string, headers: Record<string, string>, { qr = false } = {}): Promise<void> {
  const { at } = runtimeUrls();
  const url = at(`/${code}`);
  const res = await fetch(qr ? withQrMarker(url) : url, { headers, redirect: 'manual' });
  await res.text();
  if (res.status !== 302) throw new Error(`expected a visit of /${code} (${headers['user-agent']}) to redirect with 302, got ${res.status}`);
}
