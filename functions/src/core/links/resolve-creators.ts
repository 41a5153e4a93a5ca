import type { Link } from '@kisa/shared';
import { getUserNames } from '#data/accounts/users-repo.js';

/**
 * Links keep a snapshot of their creator; answer the creator's current name instead, and
 * null once the profile is gone (a removed member), which the web shows as 'Unknown User'.
 */
export async function withCurrentCreators(links: Link[]): Promise<Link[]> {
  const ids = links.flatMap((l) => (l.createdBy ? [l.createdBy.id] : []));
  if (ids.length === 0) return links;
  const names = await getUserNames(ids);
  return links.map((l) => {
    if (!l.createdBy) return l;
    const name = names.get(l.createdBy.id);
    return { ...l, createdBy: name === undefined ? null : { id: l.createdBy.id, name } };
  });
}
