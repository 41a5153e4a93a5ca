import { useTeamTags as useTags } from '@/lib/team-tags';

/**
 * The team's tags, for the tag filter's choices and the chips' names: `GET /api/tags` (the key
 * the tags screen uses too, so both share one cache entry), asked once per screen. Names shown
 * in the panels come from the analytics answer; this list is what can be picked.
 */
export function useTeamTags() {
  return useTags({ revalidateIfStale: false });
}
