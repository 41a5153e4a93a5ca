import type { CreateTagInput, Tag, TagList } from '@kisa/shared';
import { apiCall, apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';

/**
 * The team's tags: GET /api/tags, which every member may read, and POST /api/tags, which every
 * member may call. The Tags screen, the tag picker (Create modal, editor), the dashboard's and
 * analytics' tag filters and the webhooks' filters all read them through `useTeamTags`: one
 * SWR key, one cache entry.
 */
const TAGS_KEY = apiKey('/api/tags');

/** The team's tags; `needed: false` asks nothing (a screen that shows tags only sometimes). */
export function useTeamTags(needed = true) {
  return useApi(needed ? TAGS_KEY : null);
}

/** Adds a tag (201 with it); a taken name answers 409 with the server's message. */
export const createTag = (input: CreateTagInput) => apiCall('POST', '/api/tags', { body: input });

/** The list with `tag` in place of its old self, or added after the others (the API lists them oldest first). */
export function withTag(list: TagList | undefined, tag: Tag): TagList {
  const items = list?.items ?? [];
  const at = items.findIndex((t) => t.id === tag.id);
  return { items: at < 0 ? [...items, tag] : items.map((t, i) => (i === at ? tag : t)) };
}

/** The list without the tag `id`. */
export function withoutTag(list: TagList | undefined, id: string): TagList {
  return { items: (list?.items ?? []).filter((t) => t.id !== id) };
}
