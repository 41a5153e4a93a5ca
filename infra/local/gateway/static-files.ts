/**
 * The SPA build, held in memory with gzip and brotli variants, so serving a file is a map
 * lookup plus a write. The app's own files are compressed at load (best brotli); big files —
 * source maps, the API reference's multi-megabyte chunks — on their first request at a fast
 * level, so start-up stays short however large the build grows. Reloaded when web/dist changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { allowsInlineStyles, isUnlistedPage, UNLISTED_HEADERS } from '@kisa/shared';
import { addSecurityHeaders } from './security-headers.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.wasm', '.ico', '.ttf']);

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** Compressible, but not compressed yet: done on the first request (compressOnce). */
  deferred?: boolean;
}

/** Files up to this size are compressed at load with the best brotli; bigger ones later, faster. */
const EAGER_MAX_BYTES = 512 * 1024;

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Kisa: web app not built</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto">
<h1>The web app is not built yet</h1>
<p>web/dist is missing. Build it with <code>npm run build -w web</code> (<code>npm start</code> does this for you);
this page switches to the app as soon as the build appears. The API (<code>/api/*</code>) and short links work meanwhile.</p>`;

const NOT_BUILT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export class StaticSite {
  private files = new Map<string, StaticFile>();
  private watchers: FSWatcher[] = [];
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor(private readonly distDir: string) {
    this.load();
  }

  get built(): boolean {
    return this.files.has('/index.html');
  }

  /**
   * Reads every file of the build and precompresses what benefits from it. A file that
   * vanishes meanwhile (a rebuild is replacing web/dist) is skipped, not fatal: the watcher
   * reloads once the build settles, and a gateway starting mid-build still starts.
   */
  load(): void {
    const files = new Map<string, StaticFile>();
    if (existsSync(this.distDir)) {
      for (const file of walk(this.distDir)) {
        const body = readIfPresent(file);
        if (body === undefined) continue;
        const urlPath = `/${relative(this.distDir, file).split(sep).join('/')}`;
        files.set(urlPath, prepare(urlPath, body));
      }
    }
    this.files = files;
  }

  /** Reloads (debounced) when the build changes, including when web/dist first appears. */
  watch(): void {
    const schedule = () => {
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => {
        try {
          this.load();
          this.rewatch();
        } catch {
          schedule(); // caught the build half-written; try again shortly
        }
      }, 300);
    };
    this.onChange = schedule;
    this.rewatch();
  }

  private onChange: () => void = () => {};

  private rewatch(): void {
    for (const w of this.watchers) w.close();
    this.watchers = [];
    const parent = dirname(this.distDir);
    if (existsSync(parent)) {
      this.watchers.push(watch(parent, (_event, name) => name === basename(this.distDir) && this.onChange()));
    }
    if (existsSync(this.distDir)) {
      try {
        this.watchers.push(watch(this.distDir, { recursive: true }, () => this.onChange()));
      } catch {
        this.watchers.push(watch(this.distDir, () => this.onChange()));
      }
    }
    for (const w of this.watchers) w.on('error', () => this.onChange());
  }

  close(): void {
    clearTimeout(this.reloadTimer);
    for (const w of this.watchers) w.close();
    this.watchers = [];
  }

  /** A file of the build (`/assets/*`, `/favicon.svg`, ...), or 404. */
  serveFile(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const file = this.files.get(safePath(pathname));
    if (!file) {
      if (!this.built) {
        notBuilt(res);
        return;
      }
      res.writeHead(404, addSecurityHeaders({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_CACHE }));
      res.end('Not found');
      return;
    }
    send(req, res, file, 200);
  }

  /**
   * index.html: 200 for the SPA's routes, 404 for paths nothing knows (the SPA shows its not-found
   * page); `pathname`'s document gets the CSP its page needs (allowsInlineStyles), and an unlisted
   * page's (isUnlistedPage) tells search engines to leave it out.
   */
  serveIndex(req: IncomingMessage, res: ServerResponse, status: 200 | 404, pathname: string): void {
    const index = this.files.get('/index.html');
    if (!index) {
      notBuilt(res);
      return;
    }
    send(req, res, index, status, { inlineStyles: allowsInlineStyles(pathname), unlisted: isUnlistedPage(pathname) });
  }
}

function notBuilt(res: ServerResponse): void {
  // Its own CSP: the app's would refuse this page's one inline style.
  res.writeHead(503, addSecurityHeaders({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': NOT_BUILT_CSP }));
  res.end(NOT_BUILT);
}

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, policy: { inlineStyles?: boolean; unlisted?: boolean } = {}): void {
  compressOnce(file);
  const encoding = pickEncoding(req.headers['accept-encoding'], file);
  const variant = file.variants[encoding]!;
  const headers: Record<string, string | number> = addSecurityHeaders(
    {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      etag: variant.etag,
      ...(policy.unlisted ? UNLISTED_HEADERS : {}),
    },
    policy,
  );
  if (Object.keys(file.variants).length > 1) headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (status === 200 && etagMatches(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-length'] = variant.body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** Brotli when the client takes it, then gzip; q=0 refuses an encoding. */
export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && ok('br')) return 'br';
  if (file.variants.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function prepare(urlPath: string, body: Buffer): StaticFile {
  const ext = extname(urlPath).toLowerCase();
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  const file: StaticFile = {
    contentType: TYPES[ext] ?? 'application/octet-stream',
    // Hashed names under /assets never change content; everything else revalidates (ETag).
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : NO_CACHE,
    variants: { identity: { body, etag: `"${hash}"` } },
  };
  if (!COMPRESSIBLE.has(ext) || body.length <= 256) return file;
  // What browsers load first gets the best brotli now; source maps and big lazy chunks wait.
  if (ext !== '.map' && body.length <= EAGER_MAX_BYTES) compress(file, 11);
  else file.deferred = true;
  return file;
}

/** Compresses a deferred file on its first request, at a level fast enough for a request (~50 MB/s). */
export function compressOnce(file: StaticFile): void {
  if (!file.deferred) return;
  file.deferred = false;
  compress(file, 5);
}

function compress(file: StaticFile, brotliQuality: number): void {
  const { body, etag } = file.variants.identity;
  const hash = etag.slice(1, -1);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: brotliQuality === 11 ? 9 : 6 });
  if (br.length < body.length) file.variants.br = { body: br, etag: `"${hash}-br"` };
  if (gz.length < body.length) file.variants.gzip = { body: gz, etag: `"${hash}-gz"` };
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    let isDir: boolean;
    try {
      isDir = statSync(full).isDirectory();
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    if (isDir) yield* walk(full);
    else yield full;
  }
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if (isGone(error)) return undefined;
    throw error;
  }
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Map keys are exact paths, so `..` can never escape; decoding covers `%20` in names. */
function safePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
