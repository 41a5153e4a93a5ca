import type { UpdateTagInput } from '@kisa/shared';
import { apiCall } from '@/lib/api-calls';
import { createTag, TAGS_KEY, useTeamTags, withTag, withoutTag } from '@/lib/team-tags';

/**
 * The Tags screen's calls (issue 26): the team's tags (the key the tag picker and the
 * dashboard's filter read too, lib/team-tags), add, rename or recolour (any member), delete
 * (owners; members are answered 403).
 */
export { TAGS_KEY, withTag, withoutTag };
export const useTags = useTeamTags;

export const tagsApi = {
  create: createTag,
  update: (id: string, patch: UpdateTagInput) => apiCall('PATCH', '/api/tags/{id}', { path: { id }, body: patch }),
  remove: (id: string) => apiCall('DELETE', '/api/tags/{id}', { path: { id } }),
};
