/** Passkeys' limits, zod-free for the web app's bundle (the schemas: passkey-schemas.ts). */

export const PASSKEY_NAME_MAX = 64;
/** Passkeys one account may hold (each is listed in every registration's excludeCredentials). */
export const PASSKEYS_PER_USER_MAX = 20;
