import { randomBytes } from 'node:crypto';
import type { HttpResponse } from './types.js';

/**
 * Answers of the short-link resolver. `private, no-store`: a shared cache must never
 * keep a redirect, or edits and click counting would stop reaching us.
 */
export function redirectTo(location: string, cookies?: string[]): HttpResponse {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'private, no-store' },
    body: '',
    ...(cookies ? { cookies } : {}),
  };
}

/**
 * For mobile visitors of a link with a deeplink: a minimal page that opens the app and,
 * when the app did not take over within ~1.5 s (the page is still visible), continues to
 * the destination. The one inline script runs under a strict CSP with a per-response
 * nonce; both URLs are embedded as JSON (with `<` escaped), never as raw HTML/JS.
 */
export function deeplinkPage(deeplink: string, location: string, cookies?: string[]): HttpResponse {
  const nonce = randomBytes(16).toString('base64');
  const script = `var d=${jsonForScript(deeplink)},l=${jsonForScript(location)};window.location.href=d;setTimeout(function(){if(!document.hidden)window.location.replace(l)},${DEEPLINK_FALLBACK_MS});`;
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Opening…</title><style nonce="${nonce}">body{font-family:system-ui,Arial,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f9fafb}a{color:#2563eb}</style></head><body><main><p>Opening the app…</p><p><a href="${escapeHtml(location)}">Continue in the browser</a></p></main><script nonce="${nonce}">${script}</script></body></html>`,
    ...(cookies ? { cookies } : {}),
  };
}

/** How long the deeplink page waits for the app before it falls back to the destination. */
export const DEEPLINK_FALLBACK_MS = 1500;

const jsonForScript = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

export function notFoundPage(): HttpResponse {
  return htmlPage(404, 'Link not found', 'This short link does not exist or has been removed.');
}

export function errorPage(): HttpResponse {
  return htmlPage(500, 'Something went wrong', 'Please try again in a moment.');
}

function htmlPage(status: number, title: string, text: string): HttpResponse {
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Kisa</title><style>body{font-family:system-ui,Arial,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f9fafb}main{text-align:center;padding:2rem}h1{font-size:1.5rem}a{color:#2563eb}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to Kisa</a></p></main></body></html>`,
  };
}
