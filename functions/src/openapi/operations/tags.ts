import { createTagSchema, messageSchema, tagListSchema, tagSchema, updateTagSchema } from '@kisa/shared';
import type { OperationDoc } from '../operation-doc.js';

/** Tags (issue 26): a team's labels for its links. Links take them as `tagIds` and answer them as `tags`. */
export const tagOperations: Record<string, OperationDoc> = {
  'GET /api/tags': {
    summary: "The team's tags, oldest first, each with how many links carry it",
    tags: ['tags'],
    responses: { 200: ['Tags', tagListSchema] },
  },
  'POST /api/tags': {
    summary: 'Add a tag (any member); names are unique in the team in any case',
    tags: ['tags'],
    body: createTagSchema,
    responses: { 201: ['Tag added', tagSchema] },
    errors: { 400: 'Invalid name or colour', 409: 'The team has the name already, or 500 tags' },
  },
  'PATCH /api/tags/{id}': {
    summary: 'Rename or recolour a tag (any member); its links show the new name at once',
    tags: ['tags'],
    body: updateTagSchema,
    responses: { 200: ['Tag updated', tagSchema] },
    errors: { 400: 'Invalid name or colour', 404: 'No such tag of the team', 409: 'The team has the name already' },
  },
  'DELETE /api/tags/{id}': {
    summary: 'Delete a tag (team owners): it is gone from every link at once',
    tags: ['tags'],
    responses: { 200: ['Tag deleted', messageSchema] },
    errors: { 403: 'Not a team owner', 404: 'No such tag of the team' },
  },
};
