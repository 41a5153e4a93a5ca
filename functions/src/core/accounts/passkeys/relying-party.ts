import { config } from '#lib/config.js';

/**
 * The relying party passkeys are bound to: the app's host (APP_URL), the origin the browser
 * reports in every answer, and the name shown in the browser's prompt.
 */
export const RP_NAME = 'Kisa';

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export function relyingParty(): { rpID: string; origin: string } {
  const url = new URL(config.app().appUrl);
  return { rpID: url.hostname, origin: url.origin };
}
