import { MSG } from '@kisa/shared';
import { getLink } from '#core/links/get-link.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(linkOperations.getLink, async ({ caller, params }) => ({
  body: await getLink(caller, parseId('record', params.id, MSG.linkNotFound)),
}));
