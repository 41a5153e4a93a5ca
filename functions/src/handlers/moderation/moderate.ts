import { moderationActionSchema } from '@kisa/shared';
import { moderate } from '#domain/moderation/moderate.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ body, caller }) => ({ body: await moderate(caller, parseInput(moderationActionSchema, body)) }), { auth: 'admin' });
