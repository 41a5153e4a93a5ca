import type { HttpResponse } from './types.js';

/**
 * Answers of the short-link resolver. `private, no-store`: a shared cache must never
 * keep a redirect, or edits and click counting would stop reaching us.
 */
export function redirectTo(location: string): HttpResponse {
  return {
    statusCode: 302,
    headers: { location, 'cache-control': 'private, no-store' },
    body: '',
  };
}

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
