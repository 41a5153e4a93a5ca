import { createApiKeySchema } from '@kisa/shared';
import { createApiKey } from '#domain/api-keys/create-api-key.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ body, caller }) => ({ status: 201, body: await createApiKey(caller, parseInput(createApiKeySchema, body).name) }),
  { auth: 'user' },
);
