import { SSO_MSG } from '@kisa/shared';
import { config } from '#lib/config.js';
import { AppError } from '#lib/errors.js';
import { isPublicAddress } from '#lib/net/address-policy.js';
import { safeFetch, type SafeFetchOptions } from '#lib/net/safe-fetch.js';

/**
 * Requests to a team's OpenID Provider (discovery, keys, tokens): addresses an owner typed, so
 * through safeFetch (public addresses only, every redirect hop vetted) and over https — but for
 * the hosts of SSO_ALLOW_HOSTS (the test runtime's provider on loopback).
 */

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 512 * 1024;

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether a provider's address may be used: https, or http on an allowed host. */
export function isSecureProviderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && config.sso().allowHosts.has(hostOf(url)));
}

export interface ProviderAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * A JSON answer of the provider. `unreachable`: no answer in time, the connection refused, or the
 * provider's own failure (5xx, 429) — worth trying again later; null: an address Kisa may not use,
 * or an answer that is not a JSON object (too big, HTML, garbage).
 */
export async function providerJson(
  url: string,
  options: Pick<SafeFetchOptions, 'method' | 'body' | 'headers'> = {},
): Promise<ProviderAnswer | 'unreachable' | null> {
  if (!isSecureProviderUrl(url)) return null;
  const allowed = config.sso().allowHosts.has(hostOf(new URL(url)));
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(url, {
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_BYTES,
      maxRedirects: options.method === 'POST' ? 0 : 2,
      isAllowedAddress: allowed ? () => true : isPublicAddress,
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
  } catch {
    return 'unreachable';
  }
  if (res.status >= 500 || res.status === 429) return 'unreachable';
  if (res.truncated) return null;
  try {
    const json = JSON.parse(res.body.toString('utf8')) as unknown;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    return { status: res.status, json: json as Record<string, unknown> };
  } catch {
    return null;
  }
}

/** A provider's answer, or the refusal for one that did not come (unreachable) or cannot be read. */
export function readableAnswer(answer: ProviderAnswer | 'unreachable' | null): ProviderAnswer {
  if (answer === 'unreachable') throw new AppError(502, SSO_MSG.idpUnreachable);
  if (!answer) throw invalidAnswer();
  return answer;
}

/** The refusal of an answer that could not be verified. */
export const invalidAnswer = () => new AppError(401, SSO_MSG.idpAnswerInvalid);
