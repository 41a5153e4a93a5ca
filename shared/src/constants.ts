/** Business constants from the spec (§9). */
export const SESSION_COOKIE = 'token';
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/**
 * The browser that signed up: a random value in an HttpOnly cookie, set by sign-up
 * for the verify path only. The verification link signs in only a browser holding it, so an
 * attacker's link opened in someone else's browser verifies the attacker's address and signs
 * nobody in.
 */
export const VERIFY_BROWSER_COOKIE = 'kisa_vb';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_REDIRECT_MS = 3000;
export const COPY_TOAST_MS = 3000;
export const TITLE_FETCH_TIMEOUT_MS = 5000;
export const REFRESH_AFTER_CHANGE_MS = 500;
export const REFRESH_AFTER_CLICK_MS = 5000;
export const DASHBOARD_PAGE_SIZE = 10;
export const ANALYTICS_PAGE_SIZE = 5;
export const PAGINATION_SIBLINGS = 5;
export const ADMIN_MAX_PAGE_BUTTONS = 12;
export const BULK_REQUEST_MAX_LINKS = 10_000;
export const ALIAS_LENGTH = 5;
export const BULK_CODE_LENGTH = 8;
export const BULK_TITLE_SUFFIX_LENGTH = 4;
export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
export const USER_STORAGE_KEY = 'kisa.user';
/** The one plan (spec §9: Enterprise, unlimited links, QR codes and clicks). */
export const PLAN_ENTERPRISE = 'Enterprise';
/** Personal API keys start with this, so `Authorization: Bearer` can tell them from JWTs. */
export const API_KEY_PREFIX = 'kisa_';
/** How long an invitation link works; the owner may send a new one after. */
export const INVITE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** How long the link confirming a member's new e-mail address works. */
export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 24 * 60 * 60;
