import { linkPatchSchema, MSG } from '@kisa/shared';
import { updateLink } from '#domain/links/update-link.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, params, body }) => ({ body: await updateLink(caller, parseId('record', params.id, MSG.linkNotFound), parseInput(linkPatchSchema, body)) }),
  { auth: 'user' },
);
