import { CERT_EXPIRY_WARNING_DAYS, HEALTH_MSG, type HealthError } from '@kisa/shared';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '#lib/net/safe-fetch.js';
import { parkedDomainOf } from './parked-domains.js';

/** One destination's check: its whole exchange (DNS, connection, redirects, the first bytes). */
export const PROBE_TIMEOUT_MS = 10_000;
export const PROBE_MAX_REDIRECTS = 10;
/** Enough of a page to recognise a parking page's markers; the rest is never read. */
export const PROBE_MAX_BYTES = 64 * 1024;

/** What the worker passes on to every probe: the address policy, the resolver and, in tests only, a CA. */
export type ProbeOptions = Partial<Pick<SafeFetchOptions, 'timeoutMs' | 'isAllowedAddress' | 'resolve' | 'ca'>>;

/** A probe's finding: fine (with the certificate's expiry where TLS), a warning, or a failure. */
export interface ProbeResult {
  url: string;
  /** null: the destination answers (2xx/3xx, or a status that says the server is up: 401, 403, 405, 429). */
  error: HealthError | null;
  /** A certificate expiring within CERT_EXPIRY_WARNING_DAYS (the destination answers all the same). */
  warning: HealthError | null;
  status?: number;
}

/**
 * Statuses that mean "the server is there and answers, it only wants something of the visitor":
 * a sign-in wall, a method the check did not use, a rate limit. Every other 4xx and every 5xx is broken.
 */
const ANSWERING = new Set([401, 403, 405, 429]);

/**
 * Checks one destination through the SSRF-safe fetch (private addresses refused after
 * resolution, every redirect hop vetted): GET, redirects followed (loops told apart from long
 * chains), at most PROBE_MAX_BYTES read, and the final answer's certificate read for its expiry.
 */
export async function probeDestination(url: string, now: Date, options: ProbeOptions = {}): Promise<ProbeResult> {
  const fail = (code: HealthError['code'], message: string): ProbeResult => ({ url, error: { code, message, url }, warning: null });
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(url, {
      timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
      maxBytes: PROBE_MAX_BYTES,
      maxRedirects: PROBE_MAX_REDIRECTS,
      isAllowedAddress: options.isAllowedAddress,
      resolve: options.resolve,
      ca: options.ca,
      headers: { 'user-agent': 'KisaBot/1.0 (+link health)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'timeout') return fail('timeout', HEALTH_MSG.noAnswer(Math.round((options.timeoutMs ?? PROBE_TIMEOUT_MS) / 1000)));
    if (error.reason === 'refused') return fail('refused', HEALTH_MSG.privateAddress);
    if (error.detail === 'loop') return fail('redirect-loop', error.message);
    if (error.reason === 'redirects') return fail('too-many-redirects', error.message);
    if (error.detail === 'dns') return fail('dns', error.message);
    if (error.detail === 'tls') return fail('tls', `TLS: ${error.message}`);
    return fail('connection', error.message);
  }
  if (res.status >= 400 && !ANSWERING.has(res.status)) return { ...fail('http-status', `HTTP ${res.status}`), status: res.status };
  const parked = parkedDomainOf(res.url, res.body);
  if (parked) return { ...fail('parked', parked), status: res.status };
  return { url, error: null, warning: certificateWarning(url, res.certificateValidTo, now), status: res.status };
}

/** A warning when the certificate expires within CERT_EXPIRY_WARNING_DAYS of `now`. */
export function certificateWarning(url: string, validTo: string | undefined, now: Date): HealthError | null {
  if (!validTo) return null;
  const left = Date.parse(validTo) - now.getTime();
  if (left > CERT_EXPIRY_WARNING_DAYS * 86_400_000) return null;
  const days = Math.max(0, Math.floor(left / 86_400_000));
  return { code: 'cert-expiring', message: HEALTH_MSG.certExpiring(validTo.slice(0, 10), days), url };
}
