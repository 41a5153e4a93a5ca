import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorPage, NOT_FOUND_TEXT, NOT_FOUND_TITLE, notFoundPage } from './redirect-responses.js';

const styleOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1];

describe('the unknown short link page', () => {
  const page = notFoundPage('https://app.kisa.example/');

  it('is a 404 HTML page in the product look: title, text, the logo and a link to the app', () => {
    expect(page.statusCode).toBe(404);
    expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers?.['cache-control']).toBe('no-store');
    const html = page.body!;
    expect(html).toContain(`<title>${NOT_FOUND_TITLE} · Kisa</title>`);
    expect(html).toContain(`<h1>${NOT_FOUND_TITLE}</h1>`);
    expect(html).toContain(`<p class="sub">${NOT_FOUND_TEXT}</p>`);
    expect(html).toContain('<a class="logo" href="https://app.kisa.example/" aria-label="Kisa home"><svg');
    expect(html).toContain('<a class="btn" href="https://app.kisa.example/">Go to Kisa</a>');
    expect(html).toContain('#4f46e5'); // the app's primary colour
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('loads nothing: inline style allowed by its hash, no script, no external resource', () => {
    const html = page.body!;
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
    const css = styleOf(html)!;
    const hash = createHash('sha256').update(css).digest('base64');
    expect(page.headers?.['content-security-policy']).toBe(`default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    expect(Buffer.byteLength(html)).toBeLessThan(4_000);
  });

  it('is built once per app URL (the same body each time) and escapes the URL', () => {
    expect(notFoundPage('https://app.kisa.example').body).toBe(page.body);
    expect(notFoundPage('https://x.example/"><script>').body).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;/"');
  });

  it('the 500 page has the same look, its home link relative when no app URL is known', () => {
    const failed = errorPage();
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('<h1>Something went wrong</h1>');
    expect(failed.body).toContain('<a class="btn" href="/">Go to Kisa</a>');
    expect(styleOf(failed.body!)).toBe(styleOf(page.body!));
  });
});
