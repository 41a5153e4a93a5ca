import useSWR from 'swr';
import type { TagList } from '@kisa/shared';

/**
 * The team's tags (issue 26), for the tag filter's choices and the chips' names: `GET /api/tags`
 * (the key the tags screen uses too, so both share one cache entry). Names shown in the panels
 * come from the analytics answer; this list is what can be picked.
 */
export function useTeamTags() {
  return useSWR<TagList>('/api/tags', { revalidateIfStale: false });
}
