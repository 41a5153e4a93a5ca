import { paths } from '@/config/paths';

/**
 * Screens that are not a sidebar item themselves, by their first path segment, and the
 * sidebar section they belong to: a link's editor and insight are the dashboard's, a campaign
 * is the campaigns list's, the team, plan, domains and webhooks screens are settings' (their tabs say so).
 */
const SECTION_OF: ReadonlyArray<[prefix: string, section: string]> = [
  ['/edit/', paths.dashboard],
  ['/insight/', paths.dashboard],
  ['/campaign/', paths.campaigns],
  [paths.team, paths.settings],
  [paths.plan, paths.settings],
  [paths.domains, paths.settings],
  [paths.tags, paths.settings],
  [paths.webhooks, paths.settings],
  [paths.security, paths.settings],
];

/**
 * Which sidebar item `pathname` is under: `page` when it is that item's own screen (or below
 * it), `section` when the screen belongs to it (e.g. /edit/… → the dashboard); null for none.
 */
export function navSection(pathname: string, items: readonly string[]): { to: string; current: 'page' | 'section' } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = items.find((to) => path === to || path.startsWith(`${to}/`));
  if (own) return { to: own, current: 'page' };
  for (const [prefix, section] of SECTION_OF) {
    const under = prefix.endsWith('/') ? path.startsWith(prefix) && path.length > prefix.length : path === prefix || path.startsWith(`${prefix}/`);
    if (under && items.includes(section)) return { to: section, current: 'section' };
  }
  return null;
}
