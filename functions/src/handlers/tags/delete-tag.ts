import { deleteTag } from '#core/tags/delete-tag.js';
import { tagOperations } from '@kisa/shared/api/operations/tags';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(tagOperations.deleteTag, async ({ caller, params }) => ({ body: await deleteTag(caller, params.id) }));
