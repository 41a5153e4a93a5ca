import { createHash, randomBytes } from 'node:crypto';
import type { HttpResponse } from './types.js';

/**
 * Every answer of a short link says `X-Robots-Tag: noindex`: search engines keep short
 * links out of their results, unless the team lets a link be indexed (`indexable`). The builders
 * below add it, so no answer kind can miss it.
 */
export const ROBOTS_NOINDEX = 'noindex';
const robots = (indexable: boolean | undefined): Record<string, string> => (indexable ? {} : { 'x-robots-tag': ROBOTS_NOINDEX });

/** The headers of an HTML page that is a link's own answer (deeplink, preview): never cached, under its `csp`. */
const linkPageHeaders = (csp: string, indexable: boolean | undefined): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': csp,
  ...robots(indexable),
});

/**
 * Answers of the short-link resolver. `private, no-store`: a shared cache must never
 * keep a redirect, or edits and click counting would stop reaching us.
 */
export function redirectTo(location: string, cookies?: string[], indexable?: boolean): HttpResponse {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'private, no-store', ...robots(indexable) },
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
export function deeplinkPage(deeplink: string, location: string, cookies?: string[], indexable?: boolean): HttpResponse {
  const nonce = randomBytes(16).toString('base64');
  const script = `var d=${jsonForScript(deeplink)},l=${jsonForScript(location)};window.location.href=d;setTimeout(function(){if(!document.hidden)window.location.replace(l)},${DEEPLINK_FALLBACK_MS});`;
  return {
    statusCode: 200,
    headers: linkPageHeaders(
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      indexable,
    ),
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Opening…</title><style nonce="${nonce}">body{font-family:system-ui,Arial,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#1f2937;background:#f9fafb}a{color:#2563eb}</style></head><body><main><p>Opening the app…</p><p><a href="${escapeHtml(location)}">Continue in the browser</a></p></main><script nonce="${nonce}">${script}</script></body></html>`,
    ...(cookies ? { cookies } : {}),
  };
}

/** How long the deeplink page waits for the app before it falls back to the destination. */
export const DEEPLINK_FALLBACK_MS = 1500;

const jsonForScript = (value: string) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

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

/** What a visitor of a disabled link reads. */
export const DISABLED_TITLE = 'This link has been disabled';
export const DISABLED_TEXT = 'Kisa disabled this short link because it broke our rules on abuse, such as phishing or malware.';

/**
 * 410 for a link an admin disabled, or a link of a disabled team or user. 410 Gone,
 * not 451: nobody's legal demand is behind it (451 says there is one), the link is gone on
 * purpose and for good unless an admin brings it back, and search engines and mail filters drop
 * a 410 from their index at once. Same look and cost as the 404 (built once, no I/O).
 */
export function disabledPage(appUrl: string): HttpResponse {
  return brandedPage(410, appUrl, { title: DISABLED_TITLE, text: DISABLED_TEXT, badge: '410' });
}

export const WARNING_TITLE = 'This link may be unsafe';
export const WARNING_TEXT =
  'Kisa flagged this short link for review: its destination looks like it may imitate another site or try to steal your details. Continue only if you trust it.';

/**
 * 200 for a link screening flagged: the destination as people read it (decoded host
 * and path), "Continue" to it and "Report this link". Built per answer (it names the
 * destination), with the branded page's CSS and CSP; no script, so Continue is a plain link.
 */
export function warningPage(appUrl: string, page: { code: string; location: string; display: string }, cookies?: string[], indexable?: boolean): HttpResponse {
  const home = `${appUrl.replace(/\/+$/, '')}/`;
  const report = `${home}report?link=${encodeURIComponent(page.code)}`;
  const body =
    pageStart(home, WARNING_TITLE) +
    `<main><div class="card"><h1>${escapeHtml(WARNING_TITLE)}</h1><p class="sub">${escapeHtml(WARNING_TEXT)}</p>` +
    `<p class="dest"><span>Destination</span>${escapeHtml(page.display)}</p>` +
    `<p class="actions"><a class="btn" href="${escapeHtml(page.location)}" rel="noreferrer">Continue</a> <a class="btn btn2" href="${escapeHtml(report)}">Report this link</a></p></div></main></body></html>`;
  const { 'x-robots-tag': _noindex, ...headers } = brandedHeaders();
  return { statusCode: 200, headers: { ...headers, ...robots(indexable) }, body, ...(cookies ? { cookies } : {}) };
}

/** What a preview page needs (core/redirect/short-links.ts CompiledPreview, and where it leads). */
export interface PreviewPage {
  title: string;
  description?: string;
  /** The image's URL (the app's CDN). */
  image?: string;
  /** The short link itself (og:url). */
  url?: string;
  /** Where a person who opens the page goes (the destination, or the password gate). */
  location: string;
}

/** The preview page's CSP: nothing to load, run or post (its one refresh is a meta tag). */
export const PREVIEW_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * 200 for a link-unfurling bot on a link with a custom social preview: Open Graph and
 * Twitter Card tags with the team's title, description and image, og:url the short link, and a
 * refresh and a link to `location` for anything else that reads it. Every value is escaped as an
 * attribute or text; nothing is loaded or run. `indexable` as the other answers'.
 */
export function previewPage(page: PreviewPage, indexable?: boolean): HttpResponse {
  const meta = (attr: 'property' | 'name', key: string, value: string | undefined) => (value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '');
  const to = escapeHtml(page.location);
  const body =
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    (indexable ? '' : '<meta name="robots" content="noindex">') +
    `<title>${escapeHtml(page.title)}</title>` +
    meta('name', 'description', page.description) +
    meta('property', 'og:type', 'website') +
    meta('property', 'og:title', page.title) +
    meta('property', 'og:description', page.description) +
    meta('property', 'og:image', page.image) +
    meta('property', 'og:url', page.url) +
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary') +
    meta('name', 'twitter:title', page.title) +
    meta('name', 'twitter:description', page.description) +
    meta('name', 'twitter:image', page.image) +
    (page.url ? `<link rel="canonical" href="${escapeHtml(page.url)}">` : '') +
    `<meta http-equiv="refresh" content="0;url=${to}">` +
    `</head><body><p><a href="${to}">${escapeHtml(page.title)}</a></p></body></html>`;
  return {
    statusCode: 200,
    headers: linkPageHeaders(PREVIEW_CSP, indexable),
    body,
  };
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
  '.btn2{background:#fff;color:#4f46e5;border:1px solid #e4e4ec;margin-left:8px}.btn2:hover{background:#f1f1f7}' +
  '.dest{padding:12px;border:1px solid #e4e4ec;border-radius:10px;background:#f7f7fb;word-break:break-all;font-weight:600}.dest span{display:block;font-size:12px;font-weight:500;color:#4b4b5c}' +
  '.report{text-align:center;font-size:13px}.report a{color:#4b4b5c}' +
  ':focus-visible{outline:2px solid #4f46e5;outline-offset:2px}' +
  '.btn:focus-visible{outline:none;box-shadow:0 0 0 3px rgb(79 70 229/.35)}' +
  '@media (max-width:640px){header{padding:16px}.card{margin-top:0;padding:24px 16px}}';

const BRANDED_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BRANDED_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The app's logo (web/src/components/layout/logo.tsx), inline. */
const LOGO_SVG =
  '<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect width="32" height="32" rx="8" fill="currentColor"/>' +
  '<path d="M13.5 18.5l5-5M11 15l-1.6 1.6a3.5 3.5 0 0 0 5 5L16 20M21 17l1.6-1.6a3.5 3.5 0 0 0-5-5L16 12" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>';

const brandedBodies = new Map<string, string>();

function pageStart(home: string, title: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · Kisa</title><style>${BRANDED_CSS}</style></head><body>` +
    `<header><a class="logo" href="${escapeHtml(home)}" aria-label="Kisa home">${LOGO_SVG}<span>kisa</span></a></header>`
  );
}

const brandedHeaders = (): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The 404, 410 and 500 pages are never a link's own: always noindex (the warning page may drop it).
  'x-robots-tag': ROBOTS_NOINDEX,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': BRANDED_CSP,
});

function brandedPage(status: number, appUrl: string, page: { title: string; text: string; badge: string }): HttpResponse {
  const home = `${appUrl.replace(/\/+$/, '')}/`;
  const key = `${status}\n${home}`;
  let body = brandedBodies.get(key);
  if (body === undefined) {
    const href = escapeHtml(home);
    body =
      pageStart(home, page.title) +
      `<main><div class="card"><h1>${escapeHtml(page.title)}</h1><p class="sub">${escapeHtml(page.text)}</p>` +
      `<div class="code" aria-hidden="true">${escapeHtml(page.badge)}</div>` +
      `<p class="actions"><a class="btn" href="${href}">Go to Kisa</a></p>` +
      // The error pages lead to the report form (a visitor may have met the link in a phishing mail).
      (status === 500 ? '' : `<p class="report"><a href="${href}report">Report a short link</a></p>`) +
      `</div></main></body></html>`;
    brandedBodies.set(key, body);
  }
  return { statusCode: status, headers: brandedHeaders(), body };
}
