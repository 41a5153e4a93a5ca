import { MSG } from '@kisa/shared';
import { deleteLink } from '../../domain/links/delete-link.js';
import { apiHandler } from '../../lib/http/api-handler.js';

export const handler = apiHandler(
  async ({ caller, params }) => {
    await deleteLink(caller, params.id);
    return { body: { message: MSG.linkDeleted } };
  },
  { auth: 'user' },
);
