import { MSG } from '@kisa/shared';
import { editLink } from '#core/links/edit-link.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(linkOperations.updateLink, async ({ caller, params, body }) => ({
  body: await editLink(caller, parseId('record', params.id, MSG.linkNotFound), body),
}));
