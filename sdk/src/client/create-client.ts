/**
 * createKisaClient: the typed API client. `kisa.api` is openapi-fetch over the generated paths
 * (every operation); `kisa.links`, `kisa.campaigns`… are helpers for the common flows. Every call
 * authenticates with the API key, retries what is safe to retry (retrying-fetch.ts) and throws
 * KisaApiError / KisaNetworkError instead of answering an error.
 */
import createClient from 'openapi-fetch';
import type { paths } from '#generated/api.js';
import { dataOf } from './answers.js';
import { campaignsApi } from './campaigns.js';
import { importsApi } from './imports.js';
import { analyticsApi, linksApi, tagsApi, webhooksApi } from './resources.js';
import { retryingFetch, type RetryInfo } from './retrying-fetch.js';
import type { Me } from './types.js';

export interface KisaClientOptions {
  /** Where Kisa runs, e.g. `https://app.example.com` or `http://localhost:3000`. */
  baseUrl: string;
  /** A personal API key (`kisa_…`, Settings → API keys), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** The fetch to send with (default: the global one). */
  fetch?: typeof fetch;
  /** Tries after the first for a call that may be retried (default 3: at most 4 tries). */
  retries?: number;
  /** How long each try may take, answer body included (default 30 s). */
  timeoutMs?: number;
  /** Backoff base between tries without Retry-After (default 500 ms, doubling, with jitter). */
  retryDelayMs?: number;
  /** The longest wait between tries (default 30 s); a longer Retry-After ends the retries. */
  maxRetryDelayMs?: number;
  /** Hears each retry (what failed, how long until the next try). */
  onRetry?: (info: RetryInfo) => void;
}

export const DEFAULTS = { retries: 3, timeoutMs: 30_000, retryDelayMs: 500, maxRetryDelayMs: 30_000 } as const;

export function createKisaClient(options: KisaClientOptions) {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const policy = {
    retries: options.retries ?? DEFAULTS.retries,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    retryDelayMs: options.retryDelayMs ?? DEFAULTS.retryDelayMs,
    maxRetryDelayMs: options.maxRetryDelayMs ?? DEFAULTS.maxRetryDelayMs,
    onRetry: options.onRetry,
  };
  const send = retryingFetch(baseFetch, policy);
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: send,
  });
  // Presigned download addresses carry their own signature: no API key goes there.
  const plainFetch: typeof fetch = (input, init) => send(input, init);
  return {
    /** Every operation, typed: `kisa.api.GET('/api/links/{id}', { params: { path: { id } } })`. */
    api,
    /** The caller (the API key's user). */
    me: (): Promise<Me> => dataOf(api.GET('/api/me')),
    links: linksApi(api),
    campaigns: campaignsApi(api, plainFetch),
    analytics: analyticsApi(api, plainFetch),
    tags: tagsApi(api),
    webhooks: webhooksApi(api),
    /** Imports from Bitly, Rebrandly, Short.io, Dub, Kutt, Shlink, YOURLS or a file. */
    imports: importsApi(api, plainFetch),
  };
}

export type KisaClient = ReturnType<typeof createKisaClient>;
