import { MSG } from '@kisa/shared';
import { promoteVariant } from '#core/links/promote-variant.js';
import { parseId } from '#lib/http/parse-input.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(linkOperations.promoteVariant, async ({ caller, params, body }) => ({
  body: await promoteVariant(caller, parseId('record', params.id, MSG.linkNotFound), body.variantId),
}));
