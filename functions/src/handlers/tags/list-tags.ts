import { listTags } from '#core/tags/list-tags.js';
import { tagOperations } from '@kisa/shared/api/operations/tags';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(tagOperations.listTags, async ({ caller }) => ({ body: await listTags(caller) }));
