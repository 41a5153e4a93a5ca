import { updateTag } from '#core/tags/update-tag.js';
import { tagOperations } from '@kisa/shared/api/operations/tags';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(tagOperations.updateTag, async ({ caller, params, body }) => ({ body: await updateTag(caller, params.id, body) }));
