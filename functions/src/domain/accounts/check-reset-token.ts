import { isTokenLive } from './one-time-tokens.js';

/** Whether the reset form may be shown for this token (does not use the token). */
export async function checkResetToken(rawToken: string): Promise<boolean> {
  return isTokenLive('reset', rawToken);
}
