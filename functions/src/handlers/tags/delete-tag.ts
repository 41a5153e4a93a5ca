import { deleteTag } from '#domain/tags/delete-tag.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params }) => ({ body: await deleteTag(caller, params.id) }), { auth: 'user' });
