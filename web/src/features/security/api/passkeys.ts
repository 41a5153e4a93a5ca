import { MSG, type PasskeyCreationOptions } from '@kisa/shared';
import useSWR from 'swr';
import { apiCall, apiGet, apiKey } from '@/lib/api-calls';

/** Settings → Security → Passkeys: the caller's passkeys, and adding one with the browser's prompt. */

export const PASSKEYS_KEY = apiKey('/api/me/passkeys');

export function usePasskeys() {
  return useSWR(PASSKEYS_KEY, (url: typeof PASSKEYS_KEY) => apiGet(url));
}

/** What the browser's prompt said when it did not give a passkey: closed, or none to offer (already added). */
export function promptFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return MSG.passkeyCancelled;
  if (name === 'InvalidStateError') return MSG.passkeyAlreadyAdded;
  return error instanceof Error && error.message ? error.message : MSG.passkeyNotVerified;
}

/**
 * Asks the API for creation options, the browser (through @simplewebauthn/browser, loaded only
 * now) for a new passkey, and the API to add it under `name`.
 */
export async function addPasskey(name: string) {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new Error(MSG.passkeyBrowserUnsupported);
  const { options } = await apiCall('POST', '/api/me/passkeys/options', {});
  const response = await webauthn.startRegistration({ optionsJSON: options as PasskeyCreationOptions as never });
  return apiCall('POST', '/api/me/passkeys', { body: { name, response: response as never } });
}

export const renamePasskey = (id: string, name: string) => apiCall('PATCH', '/api/me/passkeys/{id}', { path: { id }, body: { name } });
export const removePasskey = (id: string) => apiCall('DELETE', '/api/me/passkeys/{id}', { path: { id } });
