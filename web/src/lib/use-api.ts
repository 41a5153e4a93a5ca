import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiUrl } from './api-calls';

/**
 * SWR on a GET the API declares: the key is an apiKey(…) URL, so the answer's type is the
 * operation's (no type written at the call); the provider's fetcher GETs it. null: no request.
 */
export function useApi<T>(key: ApiUrl<T> | null, config?: SWRConfiguration<T>): SWRResponse<T> {
  return useSWR<T>(key, config ?? {});
}
