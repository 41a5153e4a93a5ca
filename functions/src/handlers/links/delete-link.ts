import { MSG } from '@kisa/shared';
import { deleteLink } from '#domain/links/delete-link.js';
import { apiHandler } from '../api-handler.js';
import { parseId } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, params }) => {
    await deleteLink(caller, parseId('record', params.id, MSG.linkNotFound));
    return { body: { message: MSG.linkDeleted } };
  },
  { auth: 'user' },
);
