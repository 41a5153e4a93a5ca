import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deeplinkPage,
  disabledPage,
  errorPage,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  notFoundPage,
  previewPage,
  redirectTo,
  warningPage,
} from './redirect-responses.js';

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
    expect(page.headers?.['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
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

describe('the preview page for link-unfurling bots', () => {
  const page = previewPage({
    title: 'Çay & "simit" <kahvaltı> 🍵',
    description: "Türkçe açıklama: 'en iyi' fırın",
    image: 'https://app.kisa.example/previews/t/l/i.png',
    url: 'https://ki.sa/cay',
    location: 'https://example.com/landing?a=1&b="2"',
  });
  const html = page.body!;

  it('carries the Open Graph and Twitter Card tags, escaped, and leads on to the destination', () => {
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers?.['cache-control']).toBe('private, no-store');
    expect(html).toContain('<meta property="og:title" content="Çay &amp; &quot;simit&quot; &lt;kahvaltı&gt; 🍵">');
    expect(html).toContain('<meta property="og:description" content="Türkçe açıklama: &#39;en iyi&#39; fırın">');
    expect(html).toContain('<meta property="og:image" content="https://app.kisa.example/previews/t/l/i.png">');
    expect(html).toContain('<meta property="og:url" content="https://ki.sa/cay">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://app.kisa.example/previews/t/l/i.png">');
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=https://example.com/landing?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<a href="https://example.com/landing?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<title>Çay &amp; &quot;simit&quot; &lt;kahvaltı&gt; 🍵</title>');
    expect(html).not.toMatch(/<script|<style|<img/i);
  });

  it('runs and loads nothing (strict CSP), and leaves out what the preview has not', () => {
    expect(page.headers?.['content-security-policy']).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    const bare = previewPage({ title: 'Only a title', location: 'https://example.com/' }).body!;
    expect(bare).toContain('<meta name="twitter:card" content="summary">');
    expect(bare).not.toContain('og:image');
    expect(bare).not.toContain('og:description');
    expect(bare).not.toContain('og:url');
  });
});

describe('X-Robots-Tag', () => {
  it('says noindex on every short-link answer unless the link is indexable', () => {
    const pages = (indexable?: boolean) => [
      redirectTo('https://example.com/', undefined, indexable),
      deeplinkPage('app://x', 'https://example.com/', undefined, indexable),
      warningPage('https://app.kisa.example', { code: 'c', location: 'https://example.com/', display: 'example.com' }, undefined, indexable),
      previewPage({ title: 'T', location: 'https://example.com/' }, indexable),
    ];
    for (const page of pages()) expect(page.headers?.['x-robots-tag']).toBe('noindex');
    for (const page of pages(true)) expect(page.headers?.['x-robots-tag']).toBeUndefined();
    expect(previewPage({ title: 'T', location: 'https://example.com/' }, true).body).not.toContain('name="robots"');
    // Never a link's own: always noindex.
    for (const page of [notFoundPage('https://app.kisa.example'), disabledPage('https://app.kisa.example'), errorPage()])
      expect(page.headers?.['x-robots-tag']).toBe('noindex');
  });
});
