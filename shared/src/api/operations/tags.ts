import { createTagSchema, messageSchema, tagListSchema, tagSchema, updateTagSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** Tags: a team's labels for its links. Links take them as `tagIds` and answer them as `tags`. */
export const tagOperations = declareOperations({
  // Tags: every member lists, adds and renames them; owners delete. The list counts links
  // from the search index, whose first read for a team from before it backfills it (a write).
  listTags: {
    method: 'GET',
    path: '/api/tags',
    auth: 'user',
    scope: 'links:read',
    uses: ['table'],
    capability: 'tags',
    summary: "The team's tags, oldest first, each with how many links carry it",
    tags: ['tags'],
    responses: { 200: ['Tags', tagListSchema] },
  },
  createTag: {
    method: 'POST',
    path: '/api/tags',
    auth: 'user',
    scope: 'tags:write',
    uses: ['table'],
    capability: 'tags',
    summary: 'Add a tag (any member); names are unique in the team in any case',
    tags: ['tags'],
    body: createTagSchema,
    idempotent: true,
    responses: { 201: ['Tag added', tagSchema] },
    errors: { 400: 'Invalid name or colour', 409: 'The team has the name already, or 500 tags' },
  },
  updateTag: {
    method: 'PATCH',
    path: '/api/tags/{id}',
    auth: 'user',
    scope: 'tags:write',
    uses: ['table'],
    capability: 'tags',
    summary: 'Rename or recolour a tag (any member); its links show the new name at once',
    tags: ['tags'],
    body: updateTagSchema,
    responses: { 200: ['Tag updated', tagSchema] },
    errors: { 400: 'Invalid name or colour', 404: 'No such tag of the team', 409: 'The team has the name already' },
  },
  deleteTag: {
    method: 'DELETE',
    path: '/api/tags/{id}',
    auth: 'user',
    scope: 'tags:delete',
    uses: ['table'],
    capability: 'tags',
    summary: 'Delete a tag (team owners): it is gone from every link at once',
    tags: ['tags'],
    responses: { 200: ['Tag deleted', messageSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such tag of the team' },
  },
});
