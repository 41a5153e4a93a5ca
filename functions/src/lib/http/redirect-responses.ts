import { createHash, randomBytes } from 'node:crypto';
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

/** What a visitor of an unknown short code reads (the app's 404 says the same). */
export const NOT_FOUND_TITLE = 'Link not found';
export const NOT_FOUND_TEXT = 'The short link you followed does not exist, or it was removed.';

/**
 * 404 for an unknown short code: a small self-contained page in the product's look (the logo,
 * colours and card of the app's own 404 and expired screens), with a link to the app.
 * Built once per app URL and kept, so the redirect path does no more work for it than for
 * a redirect: no I/O, no SPA bundle, nothing to load (inline styles allowed by hash, no script).
 */
export function notFoundPage(appUrl: string): HttpResponse {
  return brandedPage(404, appUrl, { title: NOT_FOUND_TITLE, text: NOT_FOUND_TEXT, badge: '404' });
}

/** 500 when resolving a short code failed, in the same look. */
export function errorPage(appUrl = ''): HttpResponse {
  return brandedPage(500, appUrl, { title: 'Something went wrong', text: 'Please try again in a moment.', badge: '500' });
}

/**
 * The app's look in a few hundred bytes of CSS: web/src/app/app.css's colours (--c-bg,
 * --c-primary, the auth screens' gradient), its card, logo and primary button.
 */
const BRANDED_CSS =
  '*{box-sizing:border-box}' +
  "body{margin:0;font:15px/1.55 Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#15151f;-webkit-font-smoothing:antialiased;" +
  'background:radial-gradient(1000px 500px at 10% -10%,rgb(79 70 229/.1),transparent 60%),radial-gradient(800px 400px at 110% 10%,rgb(219 39 119/.08),transparent 60%),#f7f7fb;min-height:100vh;display:flex;flex-direction:column}' +
  'header{padding:24px 32px}' +
  '.logo{display:inline-flex;align-items:center;gap:10px;color:#4f46e5;text-decoration:none;border-radius:6px}' +
  '.logo span{color:#15151f;font-size:20px;font-weight:800;letter-spacing:-.03em}' +
  'main{flex:1;display:flex;flex-direction:column;align-items:center;padding:24px 16px 48px}' +
  '.card{width:100%;max-width:420px;display:grid;gap:16px;margin-top:4vh;padding:24px;background:#fff;border:1px solid #e4e4ec;border-radius:16px;box-shadow:0 1px 3px rgb(16 16 40/.06),0 6px 24px -8px rgb(16 16 40/.12)}' +
  'h1{margin:0;font-size:24px;font-weight:700;line-height:1.2;letter-spacing:-.015em}' +
  'p{margin:0}.sub{color:#4b4b5c;margin-top:-8px}' +
  '.code{font-size:64px;font-weight:800;letter-spacing:-.04em;text-align:center;color:#4f46e5;opacity:.9}' +
  '.actions{text-align:center}' +
  '.btn{display:inline-flex;align-items:center;justify-content:center;height:38px;padding:0 16px;border-radius:10px;background:#4f46e5;color:#fff;font-weight:600;font-size:14px;text-decoration:none;box-shadow:0 1px 2px rgb(16 16 40/.06)}' +
  '.btn:hover{background:#4338ca}' +
  ':focus-visible{outline:2px solid #4f46e5;outline-offset:2px}' +
  '.btn:focus-visible{outline:none;box-shadow:0 0 0 3px rgb(79 70 229/.35)}' +
  '@media (max-width:640px){header{padding:16px}.card{margin-top:0;padding:24px 16px}}';

const BRANDED_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BRANDED_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The app's logo (web/src/components/layout/logo.tsx), inline. */
const LOGO_SVG =
  '<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect width="32" height="32" rx="8" fill="currentColor"/>' +
  '<path d="M13.5 18.5l5-5M11 15l-1.6 1.6a3.5 3.5 0 0 0 5 5L16 20M21 17l1.6-1.6a3.5 3.5 0 0 0-5-5L16 12" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>';

const brandedBodies = new Map<string, string>();

function brandedPage(status: number, appUrl: string, page: { title: string; text: string; badge: string }): HttpResponse {
  const home = `${appUrl.replace(/\/+$/, '')}/`;
  const key = `${status}\n${home}`;
  let body = brandedBodies.get(key);
  if (body === undefined) {
    const href = escapeHtml(home);
    body =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${escapeHtml(page.title)} · Kisa</title><style>${BRANDED_CSS}</style></head><body>` +
      `<header><a class="logo" href="${href}" aria-label="Kisa home">${LOGO_SVG}<span>kisa</span></a></header>` +
      `<main><div class="card"><h1>${escapeHtml(page.title)}</h1><p class="sub">${escapeHtml(page.text)}</p>` +
      `<div class="code" aria-hidden="true">${escapeHtml(page.badge)}</div>` +
      `<p class="actions"><a class="btn" href="${href}">Go to Kisa</a></p></div></main></body></html>`;
    brandedBodies.set(key, body);
  }
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': BRANDED_CSP,
    },
    body,
  };
}
