import type { Fetcher } from 'aws-jwt-verify/https';

/**
 * JWKS fetcher on the platform's fetch. aws-jwt-verify's own fetcher speaks https only;
 * cognito-local serves its JWKS over http, and this one code path serves both.
 */
export class HttpFetcher implements Fetcher {
  constructor(private readonly timeoutMs = 3000) {}

  async fetch(uri: string): Promise<ArrayBuffer> {
    const response = await fetch(uri, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`JWKS fetch from ${uri} failed with HTTP ${response.status}`);
    return response.arrayBuffer();
  }
}
