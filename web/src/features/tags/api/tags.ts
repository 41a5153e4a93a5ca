import type { UpdateTagInput } from '@kisa/shared';
import { createTag } from '@/components/tags/use-team-tags';
import { apiCall } from '@/lib/api-calls';

/** The Tags screen's calls: add, rename or recolour (any member), delete (owners; members are answered 403). */
export const tagsApi = {
  create: createTag,
  update: (id: string, patch: UpdateTagInput) => apiCall('PATCH', '/api/tags/{id}', { path: { id }, body: patch }),
  remove: (id: string) => apiCall('DELETE', '/api/tags/{id}', { path: { id } }),
};
