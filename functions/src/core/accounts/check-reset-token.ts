import { isId } from '@kisa/shared';
import { isTokenLive } from './one-time-tokens.js';

/**
 * Whether the reset form may be shown for this token (does not use the token). A token that
 * cannot exist (the shared id rule) is simply not allowed, without a lookup.
 */
export async function checkResetToken(rawToken: string | undefined): Promise<boolean> {
  return isId('token', rawToken) && isTokenLive('reset', rawToken);
}
