/**
 * Where to send a user after signing in: back to the private screen they asked for (a deep
 * link such as /analytics?from=…), never anywhere else. Pure; unit-tested.
 */

/** Longest return path taken (a deep link's query included). */
export const RETURN_PATH_MAX = 2048;

const BASE = 'https://kisa.invalid';

/**
 * `value` as a same-origin path (path, query and fragment), or null when it is not one:
 * not a string, not starting with a single '/', '//' or '/\' (another host: browsers read a
 * backslash as a slash), control characters or whitespace (browsers drop tabs and newlines,
 * so '/\t/evil.com' is '//evil.com'), absolute URLs and schemes such as javascript:, or
 * anything that resolves off this origin.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (value[0] !== '/' || value[1] === '/' || value.includes('\\')) return null;
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

/** The path a location names (`pathname` + `search` + `hash`): what a guard remembers. */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * Where a user who just signed in goes: the remembered `from` when it is a safe path that is
 * not a sign-in screen itself (nor an admin screen for a non-admin), else `home`.
 */
export function returnPathAfterSignIn(from: unknown, home: string, opts: { signInPaths: readonly string[]; adminPrefix: string; admin: boolean }): string {
  const path = safeReturnPath(from);
  if (!path) return home;
  const pathname = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (opts.signInPaths.includes(pathname) || pathname === '/') return home;
  if (!opts.admin && (pathname === opts.adminPrefix || pathname.startsWith(`${opts.adminPrefix}/`))) return home;
  return path;
}
