import { updateTagSchema } from '@kisa/shared';
import { updateTag } from '#domain/tags/update-tag.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, params, body }) => ({ body: await updateTag(caller, params.id, parseInput(updateTagSchema, body)) }), { auth: 'user' });
