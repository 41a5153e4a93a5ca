import { MSG } from '@kisa/shared';
import { deleteLink } from '#core/links/delete-link.js';
import { linkOperations } from '@kisa/shared/api/operations/links';
import { apiOperation } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiOperation(linkOperations.deleteLink, async ({ caller, params }) => {
  await deleteLink(caller, parseId('record', params.id, MSG.linkNotFound));
  return { body: { message: MSG.linkDeleted } };
});
