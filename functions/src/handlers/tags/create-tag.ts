import { createTagSchema } from '@kisa/shared';
import { createTag } from '#domain/tags/create-tag.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ caller, body }) => ({ status: 201, body: await createTag(caller, parseInput(createTagSchema, body)) }), { auth: 'user' });
