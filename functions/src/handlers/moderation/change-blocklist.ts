import { blocklistChangeSchema } from '@kisa/shared';
import { changeBlocklist } from '#domain/moderation/change-blocklist.js';
import { parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(async ({ body, caller }) => ({ body: await changeBlocklist(caller, parseInput(blocklistChangeSchema, body)) }), { auth: 'admin' });
