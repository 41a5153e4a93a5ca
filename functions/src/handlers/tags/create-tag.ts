import { createTag } from '#core/tags/create-tag.js';
import { tagOperations } from '@kisa/shared/api/operations/tags';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(tagOperations.createTag, async ({ caller, body }) => ({ status: 201, body: await createTag(caller, body) }));
