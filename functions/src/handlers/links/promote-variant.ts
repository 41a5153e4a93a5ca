import { MSG, promoteVariantSchema } from '@kisa/shared';
import { promoteVariant } from '#domain/links/promote-variant.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';
import { apiHandler } from '../api-handler.js';

export const handler = apiHandler(
  async ({ caller, params, body }) => ({ body: await promoteVariant(caller, parseId('record', params.id, MSG.linkNotFound), parseInput(promoteVariantSchema, body).variantId) }),
  { auth: 'user' },
);
