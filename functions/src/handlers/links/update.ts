import { linkPatchSchema } from '@kisa/shared';
import { updateLink } from '../../domain/links/update-link.js';
import { apiHandler } from '../../lib/http/api-handler.js';
import { parseInput } from '../../lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, params, body }) => ({ body: await updateLink(caller, params.id, parseInput(linkPatchSchema, body)) }),
  { auth: 'user' },
);
