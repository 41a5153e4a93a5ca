import { linkPatchSchema, MSG } from '@kisa/shared';
import { editLink } from '#domain/links/edit-link.js';
import { apiHandler } from '../api-handler.js';
import { parseId, parseInput } from '#lib/http/parse-input.js';

export const handler = apiHandler(
  async ({ caller, params, body }) => ({ body: await editLink(caller, parseId('record', params.id, MSG.linkNotFound), parseInput(linkPatchSchema, body)) }),
  { auth: 'user' },
);
