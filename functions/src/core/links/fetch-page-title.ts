import { MSG, TITLE_FETCH_TIMEOUT_MS, TITLE_MAX, toPlainText } from '@kisa/shared';
import { AppError } from '#lib/errors.js';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '#lib/net/safe-fetch.js';

/** Reading stops after this much of a page: titles live in the head. */
export const TITLE_FETCH_MAX_BYTES = 512 * 1024;
export const TITLE_FETCH_MAX_REDIRECTS = 3;

export type PageTitleOptions = Partial<Pick<SafeFetchOptions, 'timeoutMs' | 'maxBytes' | 'maxRedirects' | 'isAllowedAddress' | 'resolve'>>;

/**
 * The `<title>` of a web page, fetched on the server (the web app pre-fills new links'
 * titles with it). Only public addresses are fetched (lib/net/safe-fetch.ts): a time-out answers
 * 504; a refused address, like anything else that yields no title, 422 — the web
 * app then falls back to the target's host.
 */
export async function fetchPageTitle(url: string, options: PageTitleOptions = {}): Promise<string> {
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(url, {
      timeoutMs: options.timeoutMs ?? TITLE_FETCH_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? TITLE_FETCH_MAX_BYTES,
      maxRedirects: options.maxRedirects ?? TITLE_FETCH_MAX_REDIRECTS,
      isAllowedAddress: options.isAllowedAddress,
      resolve: options.resolve,
      enough: (body) => body.includes('</title>') || body.includes('</TITLE>') || body.includes('</head>') || body.includes('</HEAD>'),
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // A refused (private, loopback, link-local) address answers exactly as an unreachable one:
    // the difference would map the operator's internal DNS for anyone signed in.
    if (error.reason === 'timeout') throw new AppError(504, MSG.titleFetchFailed);
    throw new AppError(422, MSG.titleFetchFailed);
  }
  if (res.status < 200 || res.status >= 300) throw new AppError(422, MSG.titleFetchFailed);
  const type = String(res.headers['content-type'] ?? 'text/html').toLowerCase();
  if (!/text\/html|application\/xhtml\+xml/.test(type)) throw new AppError(422, MSG.titleFetchFailed);
  const title = parseTitle(decodeBody(res.body, type));
  if (!title) throw new AppError(422, MSG.titleFetchFailed);
  return title;
}

/** Decodes with the charset of the Content-Type, else of a `<meta>` in the page, else UTF-8. */
export function decodeBody(body: Buffer, contentType = ''): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * The page's title: `<title>` (else og:title), entities decoded, control and bidi-override
 * characters taken out (a link title may not hold them), whitespace collapsed, at most
 * TITLE_MAX characters.
 */
export function parseTitle(html: string): string | null {
  // Comments may hold a stale <title>; drop them first.
  const page = html.replace(/<!--[\s\S]*?-->/g, '');
  const raw =
    /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(page)?.[1] ??
    /<meta\b[^>]*property\s*=\s*["']og:title["'][^>]*content\s*=\s*"([^"]*)"/i.exec(page)?.[1] ??
    /<meta\b[^>]*content\s*=\s*"([^"]*)"[^>]*property\s*=\s*["']og:title["']/i.exec(page)?.[1];
  if (raw === undefined) return null;
  const text = toPlainText(decodeEntities(raw.replace(/<[^>]*>/g, '')))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
  return text ? Array.from(text).slice(0, TITLE_MAX).join('') : null;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  ccedil: 'ç',
  Ccedil: 'Ç',
  gbreve: 'ğ',
  Gbreve: 'Ğ',
  iuml: 'ï',
  Idot: 'İ',
  inodot: 'ı',
  ouml: 'ö',
  Ouml: 'Ö',
  scedil: 'ş',
  Scedil: 'Ş',
  uuml: 'ü',
  Uuml: 'Ü',
  auml: 'ä',
  Auml: 'Ä',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  szlig: 'ß',
  acirc: 'â',
  ecirc: 'ê',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);?/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[body] ?? entity;
  });
}
