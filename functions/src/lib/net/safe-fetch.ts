import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.js';

/**
 * GET (or a webhook delivery's POST) to URLs a user typed, safe against server-side request forgery:
 * - http(s) only; every host is resolved here and EVERY address it resolves to must pass
 *   the address policy (public unicast by default), checked after DNS resolution;
 * - the connection goes to the vetted address (a pinned `lookup`), with the original host
 *   name kept for the Host header and TLS (SNI, certificate check), so a DNS answer that
 *   changes between check and connect (rebinding) cannot swap the target;
 * - redirects are followed by hand, each hop vetted the same way, at most `maxRedirects`;
 * - one deadline for the whole exchange (DNS, connect, redirects, body);
 * - at most `maxBytes` of body are read (then the connection is closed).
 */

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Address policy; tests inject one that allows loopback. */
  isAllowedAddress?: (address: string) => boolean;
  /** Host name → addresses; tests inject fakes. Defaults to the system resolver (all addresses). */
  resolve?: (hostname: string) => Promise<string[]>;
  headers?: Record<string, string>;
  /** GET by default; POST sends `body` (webhook deliveries). */
  method?: 'GET' | 'POST';
  body?: string;
  /** Stop reading early once the body read so far is enough (e.g. `</title>` seen). */
  enough?: (body: Buffer) => boolean;
  /** Extra trusted certificate authorities (PEM): tests' own CA only, never set in AWS. */
  ca?: string;
}

export type SafeFetchFailure = 'refused' | 'timeout' | 'redirects' | 'failed';

/** What went wrong, more finely than `reason`, where it can be told (link health reports it). */
export type SafeFetchDetail = 'dns' | 'tls' | 'loop' | 'connection';

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    readonly detail?: SafeFetchDetail,
  ) {
    super(message);
  }
}

export interface SafeResponse {
  /** The final URL (after redirects). */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether the body was cut at maxBytes (or stopped early by `enough`). */
  truncated: boolean;
  /** The final answer's TLS certificate expiry (its `valid_to`, ISO), for https URLs. */
  certificateValidTo?: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
}

export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SafeFetchError('timeout', `No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([follow(url, options, controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort(); // closes whatever is still open
  }
}

async function follow(start: string, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeResponse> {
  let current = parseHttpUrl(start);
  const seen = new Set<string>([current.href]);
  for (let redirects = 0; ; redirects++) {
    const address = await vet(current, options);
    const res = await get(current, address, options, signal);
    const location = res.headers.location;
    if (REDIRECTS.has(res.statusCode ?? 0) && location) {
      res.destroy();
      if (redirects >= options.maxRedirects) throw new SafeFetchError('redirects', `More than ${options.maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new SafeFetchError('failed', 'Malformed redirect location');
      }
      current = parseHttpUrl(next.href);
      // A location met before in this chain would go round for ever: say so, not "too many".
      if (seen.has(current.href)) throw new SafeFetchError('redirects', `Redirect loop at ${current.href}`, 'loop');
      seen.add(current.href);
      continue;
    }
    const certificateValidTo = peerCertificateValidTo(res);
    const { body, truncated } = await readBody(res, options);
    return { url: current.href, status: res.statusCode ?? 0, headers: res.headers, body, truncated, ...(certificateValidTo ? { certificateValidTo } : {}) };
  }
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SafeFetchError('failed', 'Malformed URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('refused', `Refused scheme ${url.protocol}`);
  if (url.username || url.password) throw new SafeFetchError('refused', 'Refused credentials in URL');
  return url;
}

/** Resolves the host and answers the address to connect to; refuses if any address is not allowed. */
async function vet(url: URL, options: SafeFetchOptions): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new SafeFetchError('failed', `Could not resolve ${host}`, 'dns');
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('failed', `Could not resolve ${host}`, 'dns');
  const bad = addresses.find((a) => !allowed(a));
  if (bad !== undefined) throw new SafeFetchError('refused', `Refused address ${bad} for ${host}`);
  return addresses[0]!;
}

function get(url: URL, address: string, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const family = isIP(address);
  // Pinned resolver: whatever net asks for, it gets the vetted address (never a fresh lookup).
  const lookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        lookup,
        agent: false,
        signal,
        ...(options.ca ? { ca: options.ca } : {}),
        headers: {
          'user-agent': 'KisaBot/1.0 (+page title)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
          ...options.headers,
        },
      },
      resolve,
    );
    req.on('error', (error) =>
      reject(
        signal.aborted ? new SafeFetchError('timeout', 'Timed out') : new SafeFetchError('failed', error.message, isTlsError(error) ? 'tls' : 'connection'),
      ),
    );
    req.end(options.body);
  });
}

/** Certificate errors and TLS handshake failures (OpenSSL's codes, as Node names them). */
function isTlsError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)|HOSTNAME_MISMATCH|EPROTO$)/.test(code);
}

/** The peer certificate's expiry on a TLS answer (undefined on plain http or when unreadable). */
function peerCertificateValidTo(res: IncomingMessage): string | undefined {
  const socket = res.socket as (IncomingMessage['socket'] & { getPeerCertificate?: () => { valid_to?: string } }) | null;
  const validTo = socket?.getPeerCertificate?.()?.valid_to;
  const at = validTo ? Date.parse(validTo) : Number.NaN;
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

function readBody(res: IncomingMessage, options: SafeFetchOptions): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({ body: Buffer.concat(chunks, Math.min(size, options.maxBytes)).subarray(0, options.maxBytes), truncated });
    };
    res.on('data', (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= options.maxBytes) {
        finish(size > options.maxBytes || !res.complete);
        res.destroy();
      } else if (options.enough?.(Buffer.concat(chunks))) {
        finish(true);
        res.destroy();
      }
    });
    res.on('end', () => finish(false));
    res.on('error', (error) => {
      if (!done) {
        done = true;
        reject(new SafeFetchError('failed', error.message));
      }
    });
    res.on('close', () => {
      if (!done) {
        done = true;
        reject(new SafeFetchError('failed', 'Connection closed before the body ended'));
      }
    });
  });
}
