import type { MessageResponse, Tag, UpdateTagInput } from '@kisa/shared';
import { api } from '../../../lib/api-client';
import { createTag, TAGS_KEY, useTeamTags, withTag, withoutTag } from '../../../lib/team-tags';

/**
 * The Tags screen's calls (issue 26): the team's tags (the key the tag picker and the
 * dashboard's filter read too, lib/team-tags), add, rename or recolour (any member), delete
 * (owners; members are answered 403).
 */
export { TAGS_KEY, withTag, withoutTag };
export const useTags = useTeamTags;

const tagPath = (id: string) => `${TAGS_KEY}/${encodeURIComponent(id)}`;

export const tagsApi = {
  create: createTag,
  update: (id: string, patch: UpdateTagInput) => api.patch<Tag>(tagPath(id), patch),
  remove: (id: string) => api.delete<MessageResponse>(tagPath(id)),
};
